import details from 'virtual:site-content/details'

/**
 * The studio's identity (docs/decisions.md #1): every page reads name, contact details and links from here. Phone,
 * booking link, e-mail and social links are the owner's published details (docs/site-content.md), edited in /admin;
 * the launch seed's are deliberately fictional (Ofcom drama-range number, example.com addresses). Name and owner
 * can be overridden at build time with the `VITE_STUDIO_*` variable named beside them (docs/decisions.md #106).
 */
export type Studio = {
  /** Trading name. VITE_STUDIO_NAME */
  name: string
  /** Owner's first name, `{name}` in docs/product.md. VITE_STUDIO_OWNER */
  owner: string
  tagline: string
  /** Phone in international display form, e.g. "+44 7700 900123". */
  phone: string
  /** External online scheduling page (docs/product.md §7). */
  bookingUrl: string
  email: string
  /** Social profiles. */
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

export const studio: Studio = {
  name: env.VITE_STUDIO_NAME ?? 'IJ Nails & Lashes',
  owner: env.VITE_STUDIO_OWNER ?? 'Isla',
  tagline: 'Nail it. Lash it. Love it.',
  phone: details.phone,
  bookingUrl: details.bookingUrl,
  email: details.email,
  instagramUrl: details.instagramUrl,
  facebookUrl: details.facebookUrl,
  tiktokUrl: details.tiktokUrl,
  instagramHandle: '@' + details.instagramUrl.replace(/\/+$/, '').split('/').pop(),
  area: { town: 'Woodley', city: 'Reading', label: 'Private home studio, Woodley, Reading' },
  siteUrl: (env.VITE_SITE_URL ?? 'https://ij-nails-and-lashes.example.com').replace(/\/+$/, ''),
}
