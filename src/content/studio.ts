/**
 * The studio's identity (docs/decisions.md #1): every page reads name, contact details and links from here.
 * Defaults are deliberately fictional (Ofcom drama-range number, example.com addresses). Each value
 * can be overridden at build time with the `VITE_STUDIO_*` variable named beside it (README, "Identity").
 */
export type Studio = {
  /** Trading name. VITE_STUDIO_NAME */
  name: string
  /** Owner's first name, `{name}` in docs/product.md. VITE_STUDIO_OWNER */
  owner: string
  tagline: string
  /** Phone in international display form, e.g. "+44 7700 900123". VITE_STUDIO_PHONE */
  phone: string
  /** External online scheduling page (docs/product.md §7). VITE_STUDIO_BOOKING_URL */
  bookingUrl: string
  /** VITE_STUDIO_EMAIL */
  email: string
  /** Social profiles. VITE_STUDIO_INSTAGRAM / _FACEBOOK / _TIKTOK */
  instagramUrl: string
  facebookUrl: string
  tiktokUrl: string
  /** Instagram handle shown on buttons, derived from the URL. */
  instagramHandle: string
  /** Area only: no street address anywhere (docs/decisions.md #5). */
  area: { town: string; city: string; label: string }
  /** Public origin of the production site, no trailing slash (SEO: canonical, sitemap). VITE_SITE_URL */
  siteUrl: string
}

const env = import.meta.env

const instagramUrl = env.VITE_STUDIO_INSTAGRAM ?? 'https://www.instagram.com/ijnailsandlashes.example/'

export const studio: Studio = {
  name: env.VITE_STUDIO_NAME ?? 'IJ Nails & Lashes',
  owner: env.VITE_STUDIO_OWNER ?? 'Isla',
  tagline: 'Nail it. Lash it. Love it.',
  phone: env.VITE_STUDIO_PHONE ?? '+44 7700 900123',
  bookingUrl: env.VITE_STUDIO_BOOKING_URL ?? 'https://booking.example.com/ij-nails-and-lashes',
  email: env.VITE_STUDIO_EMAIL ?? 'hello@example.com',
  instagramUrl,
  facebookUrl: env.VITE_STUDIO_FACEBOOK ?? 'https://www.facebook.com/ijnailsandlashes.example',
  tiktokUrl: env.VITE_STUDIO_TIKTOK ?? 'https://www.tiktok.com/@ijnailsandlashes.example',
  instagramHandle: '@' + instagramUrl.replace(/\/+$/, '').split('/').pop(),
  area: { town: 'Woodley', city: 'Reading', label: 'Private home studio, Woodley, Reading' },
  siteUrl: (env.VITE_SITE_URL ?? 'https://ij-nails-and-lashes.example.com').replace(/\/+$/, ''),
}
