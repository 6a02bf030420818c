import details from 'virtual:site-content/details'
import identity from 'virtual:site-content/identity'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Identity, StudioDetails } from '@/lib/site-content/schema'

/**
 * The studio as every page names and reaches it (docs/decisions.md #1, #360): her identity (name, first name, tagline,
 * town, city, logo) and her contact details, both her published content (docs/site-content.md), edited in /admin. The
 * demo studio's details are deliberately fictional (Ofcom drama-range number, example.com addresses).
 */
export type Studio = Omit<Identity, 'colours'> & {
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
}

/** The studio of identity `i` with contact details `d` (hers as published, or a previewed draft's). */
function studioWith(i: Omit<Identity, 'colours'>, d: StudioDetails): Studio {
  return {
    name: i.name,
    owner: i.owner,
    tagline: i.tagline,
    town: i.town,
    city: i.city,
    logo: i.logo,
    phone: d.phone,
    bookingUrl: d.bookingUrl,
    email: d.email,
    instagramUrl: d.instagramUrl,
    facebookUrl: d.facebookUrl,
    tiktokUrl: d.tiktokUrl,
    instagramHandle: '@' + d.instagramUrl.replace(/\/+$/, '').split('/').pop(),
  }
}

/** The studio as published (build time). */
export const studio: Studio = studioWith(identity, details)

/**
 * The studio a component shows: with the previewed draft's identity and details in /admin's preview
 * (docs/site-content.md "Preview"), else `studio`. Chrome and pages that show her name or a contact detail read it
 * through this.
 */
export function useStudio(): Studio {
  return usePreviewable((c) => studioWith(c.identity, c.details), studio)
}
