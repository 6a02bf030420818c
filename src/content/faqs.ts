import faqs from 'virtual:site-content/faqs'
import { placeholderValues, useBookingTerms, type BookingTerms } from '@/content/terms'
import { fillPlaceholders } from '@/lib/site-content/placeholders'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Faq } from '@/lib/site-content/schema'

/**
 * The questions of /faqs (docs/product.md §3): hers, in her order (docs/site-content.md). An answer names a booking
 * term as a placeholder ("{deposit}", "{notice}"), rendered here with the terms, so it never states an old figure.
 */
export type { Faq }

/** The questions with every placeholder of the answers rendered for `terms`. Pure. */
export function faqsFrom(items: readonly Faq[], terms: BookingTerms): Faq[] {
  const values = placeholderValues(terms)
  return items.map((faq) => ({ ...faq, answer: fillPlaceholders(faq.answer, values) }))
}

/** /faqs' questions as the page shows them (published, or the previewed draft's with its terms). */
export function useFaqs(): Faq[] {
  return faqsFrom(
    usePreviewable((c) => c.faqs, faqs),
    useBookingTerms(),
  )
}
