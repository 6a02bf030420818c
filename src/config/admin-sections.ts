/**
 * The sections of /admin, in link order (docs/site-content.md "Editors"): `id` is the section's `?section=` value,
 * `label` the name of its link and of its h2. The page (src/pages/admin.tsx) gives each id its editor; the preview
 * (features/site-content) picks the page it shows first by id; the e2e axe check walks the list.
 */
export const adminSections = [
  { id: 'gallery', label: 'Gallery' },
  { id: 'prices', label: 'Prices' },
  { id: 'hours', label: 'Hours' },
  { id: 'notice', label: 'Notice' },
  { id: 'details', label: 'Details' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'services', label: 'Services' },
  { id: 'terms', label: 'Booking terms' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'about', label: 'About' },
  { id: 'slideshow', label: 'Slideshow' },
  { id: 'offers', label: 'Offers' },
  { id: 'visits', label: 'Visits' },
  { id: 'account', label: 'Account' },
] as const

/** One /admin section's `?section=` value. */
export type AdminSectionId = (typeof adminSections)[number]['id']
