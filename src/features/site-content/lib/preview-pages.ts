import { paths } from '@/config/paths'

/**
 * Preview before Publish (docs/site-content.md "Preview"): the public pages she can preview, in the site's order, and
 * the address of a preview, `/admin/preview?page=<path>&section=<editor>`. The screen is src/app/admin-preview.tsx.
 */
export const previewPages = [
  { path: paths.home.path, name: 'Home' },
  { path: paths.about.path, name: 'About' },
  { path: paths.services.path, name: 'Services' },
  { path: paths.pricing.path, name: 'Pricing' },
  { path: paths.gallery.path, name: 'Gallery' },
  { path: paths.hygiene.path, name: 'Hygiene' },
  { path: paths.booking.path, name: 'Booking' },
  { path: paths.faqs.path, name: 'FAQs' },
  { path: paths.policies.path, name: 'Policies' },
  { path: paths.contact.path, name: 'Contact' },
  { path: paths.gifts.path, name: 'Gifts' },
] as const

export type PreviewPath = (typeof previewPages)[number]['path']

/** The route of the preview screen. */
export const PREVIEW_ROUTE = `${paths.admin.path}/preview`

/** The address of the preview of `path`, returning to editor `section`. */
export function previewUrl(path: string, section: string): string {
  const query = new URLSearchParams({ page: path, section })
  return `${PREVIEW_ROUTE}?${query.toString()}`
}

/** The page each editor's changes show on first: the Preview control's default. */
export function previewPathFor(section: string): PreviewPath {
  const bySection: Record<string, PreviewPath> = {
    gallery: paths.gallery.path,
    prices: paths.pricing.path,
    hours: paths.contact.path,
    details: paths.contact.path,
    terms: paths.policies.path,
    faqs: paths.faqs.path,
    services: paths.services.path,
  }
  return bySection[section] ?? paths.home.path
}
