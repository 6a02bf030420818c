import details from 'virtual:site-content/details'
import { usePreviewable } from '@/lib/site-content/preview'
import type { StudioDetails } from '@/lib/site-content/schema'

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

/** The studio with contact details `d` (hers as published, or a previewed draft's). */
function studioWith(d: StudioDetails): Studio {
  return {
    name: import.meta.env.VITE_STUDIO_NAME ?? 'IJ Nails & Lashes',
    owner: import.meta.env.VITE_STUDIO_OWNER ?? 'Isla',
    tagline: 'Nail it. Lash it. Love it.',
    phone: d.phone,
    bookingUrl: d.bookingUrl,
    email: d.email,
    instagramUrl: d.instagramUrl,
    facebookUrl: d.facebookUrl,
    tiktokUrl: d.tiktokUrl,
    instagramHandle: '@' + d.instagramUrl.replace(/\/+$/, '').split('/').pop(),
    area: { town: 'Woodley', city: 'Reading', label: 'Private home studio, Woodley, Reading' },
    siteUrl: (import.meta.env.VITE_SITE_URL ?? 'https://ij-nails-and-lashes.example.com').replace(/\/+$/, ''),
  }
}

/** The studio with her published details (build time). */
export const studio: Studio = studioWith(details)

/**
 * The studio a component shows: with the previewed draft's details in /admin's preview (docs/site-content.md
 * "Preview"), else `studio`. Chrome and pages that show a contact detail read it through this.
 */
export function useStudio(): Studio {
  return usePreviewable((c) => studioWith(c.details), studio)
}
