/**
 * /about (docs/product.md §2): her 'Meet {name}' story, the 'My Promise to You' list and her photo, edited in /admin
 * (docs/site-content.md), with every placeholder ("{owner}") filled in; the product brands. The demo's brand names are
 * PLACEHOLDERS (docs/decisions.md #6).
 */
import about from 'virtual:site-content/about'
import details from 'virtual:site-content/details'
import { usePreviewable } from '@/lib/site-content/preview'
import type { About } from '@/lib/site-content/schema'

/** What /about shows: the story, the promises and her photo (null: the built-in one). */
export type AboutContent = About

/** /about's content as the page shows it (published, or the previewed draft's). */
export function useAbout(): AboutContent {
  return usePreviewable((c) => c.about, about)
}

/** Product brand names: the owner's published details (docs/site-content.md); placeholders in the demo (docs/decisions.md #6). */
export const productBrands: readonly string[] = details.productBrands
