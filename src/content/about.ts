import about from 'virtual:site-content/about'
import details from 'virtual:site-content/details'
import { placeholderValues, useBookingTerms } from '@/content/terms'
import { fillPlaceholders } from '@/lib/site-content/placeholders'
import { usePreviewable } from '@/lib/site-content/preview'
import type { AboutPromise, UploadedPhoto } from '@/lib/site-content/schema'

/**
 * /about (docs/product.md §2): her 'Meet {name}' story, the 'My Promise to You' list and her photo, edited in
 * /admin (docs/site-content.md); the product brands. Placeholders in the story ("{owner}") are rendered here.
 * The launch brand names are PLACEHOLDERS (docs/decisions.md #6).
 */
export type { AboutPromise }

/** What /about shows: the story with placeholders rendered, the promises and her photo (null: the built-in one). */
export type AboutContent = { heading: string; paragraphs: string[]; promises: readonly AboutPromise[]; photo: UploadedPhoto | null }

/** /about's content as the page shows it (published, or the previewed draft's). */
export function useAbout(): AboutContent {
  const value = usePreviewable((c) => c.about, about)
  const values = placeholderValues(useBookingTerms())
  return {
    heading: fillPlaceholders(value.heading, values),
    paragraphs: value.paragraphs.map((p) => fillPlaceholders(p, values)),
    promises: value.promises,
    photo: value.photo,
  }
}

/** Product brand names: the owner's published details (docs/site-content.md); placeholders at launch (docs/decisions.md #6). */
export const productBrands: readonly string[] = details.productBrands
