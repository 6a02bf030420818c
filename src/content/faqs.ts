import faqs from 'virtual:site-content/faqs'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Faq } from '@/lib/site-content/schema'

/**
 * The questions of /faqs (docs/product.md §3): hers, in her order (docs/site-content.md). An answer names a booking
 * term as a placeholder ("{deposit}", "{notice}"), filled in with her terms by the build and by /admin's preview
 * (src/lib/site-content/render.ts), so it never states an old figure.
 */
export type { Faq }

/** /faqs' questions as the page shows them (published, or the previewed draft's). */
export function useFaqs(): readonly Faq[] {
  return usePreviewable((c) => c.faqs, faqs)
}
