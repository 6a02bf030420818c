import { paths } from '@/config/paths'

/** One /admin section: its `?section=` value, its link's and h2's name, and the page the preview shows first for it. */
type AdminSectionInfo = {
  /** The section's `?section=` value (lower-case, unique). */
  id: string
  /** The name of its link and of its h2. */
  label: string
  /** The public page its changes show on first in the preview (src/config/paths.ts); the home page when absent. */
  previewPage?: string
  /**
   * The part of her content its editor saves, for a section that edits one: a `DraftPart` of
   * src/lib/site-content/schema.ts (config may not import lib, so the site-content feature checks it, and a misspelt
   * part fails to compile there).
   */
  part?: string
  /**
   * The one link it shares with the other sections of the same `group` (the group's name, e.g. "Hygiene & policies"):
   * the link opens the group's first section, and the group's sections are links of their own above the editor, so the
   * list stays short on a phone (docs/decisions.md #460).
   */
  group?: string
}

/**
 * The sections of /admin, in link order (docs/site-content.md "Editors"). The page (src/pages/admin.tsx) gives each id
 * its editor; the preview (features/site-content) shows `previewPage` first; the e2e axe check walks the list.
 */
export const adminSections = [
  { id: 'gallery', label: 'Gallery', previewPage: paths.gallery.path },
  { id: 'prices', label: 'Prices', previewPage: paths.pricing.path, part: 'prices' },
  { id: 'hours', label: 'Hours', previewPage: paths.contact.path, part: 'hours' },
  { id: 'notice', label: 'Notice', part: 'notice' },
  { id: 'details', label: 'Details', previewPage: paths.contact.path, part: 'details' },
  { id: 'reviews', label: 'Reviews', previewPage: paths.home.path, part: 'testimonials' },
  { id: 'services', label: 'Services', previewPage: paths.services.path, part: 'services' },
  { id: 'terms', label: 'Booking terms', previewPage: paths.policies.path, part: 'bookingTerms' },
  { id: 'faqs', label: 'FAQs', previewPage: paths.faqs.path, part: 'faqs' },
  { id: 'about', label: 'About', previewPage: paths.about.path, part: 'about' },
  { id: 'slideshow', label: 'Slideshow', part: 'slideshow' },
  { id: 'offers', label: 'Offers', previewPage: paths.gifts.path, part: 'offers' },
  { id: 'studio', label: 'Your studio', group: 'Your studio', part: 'identity' },
  { id: 'area', label: 'Where you work', group: 'Your studio', previewPage: paths.contact.path, part: 'location' },
  { id: 'words', label: 'Page words', group: 'Page words', part: 'pages' },
  { id: 'search', label: 'Search listings', group: 'Page words', part: 'search' },
  { id: 'hygiene', label: 'Hygiene', group: 'Hygiene & policies', previewPage: paths.hygiene.path, part: 'hygiene' },
  { id: 'policies', label: 'Policies', group: 'Hygiene & policies', previewPage: paths.policies.path, part: 'policies' },
  { id: 'rewards', label: 'Rewards', group: 'Rewards & trust', previewPage: paths.gifts.path, part: 'rewards' },
  { id: 'trust', label: 'Trust strip', group: 'Rewards & trust', part: 'trust' },
  { id: 'longevity', label: 'How long it lasts', group: 'Rewards & trust', previewPage: paths.faqs.path, part: 'longevity' },
  { id: 'messages', label: 'Messages', previewPage: paths.hygiene.path, part: 'messages' },
  { id: 'visits', label: 'Visits' },
  { id: 'account', label: 'Account' },
] as const satisfies readonly AdminSectionInfo[]

/** One /admin section's `?section=` value. */
export type AdminSectionId = (typeof adminSections)[number]['id']

/** The section a `?section=` value opens: that section, or the first when the value is missing or names none. */
export function currentSection(id: string | null): AdminSectionId {
  return adminSections.find((s) => s.id === id)?.id ?? adminSections[0].id
}

/** The public page the preview shows first beside section `id`: its `previewPage`, else the home page. */
export function previewPageOf(id: AdminSectionId): string {
  const section: AdminSectionInfo | undefined = adminSections.find((s) => s.id === id)
  return section?.previewPage ?? paths.home.path
}

/** The part of her content section `id`'s editor saves (`part`), or undefined for a section that edits none. */
export function partOf(id: AdminSectionId): string | undefined {
  const section: AdminSectionInfo | undefined = adminSections.find((s) => s.id === id)
  return section?.part
}
