import terms from 'virtual:site-content/terms'
import { usePreviewable } from '@/lib/site-content/preview'
import type { BookingTerms } from '@/lib/site-content/schema'

/**
 * Booking terms (docs/product.md §9; docs/site-content.md "Booking terms"): her published figures. Every sentence
 * that states a deposit, notice, late-arrival, arrive-early, patch-test or age figure is composed from a `BookingTerms`
 * (src/content/policies.ts, booking.ts, prices.ts, with the words of src/lib/site-content/render.ts) or names it as a
 * placeholder (her FAQ answers and search descriptions, filled at build time), so changing a figure once changes
 * every page.
 */
export type { BookingTerms }

/** The published terms (build time). Pages read them through `useBookingTerms`, which a preview overrides. */
export const bookingTerms: BookingTerms = terms

/** The terms a page shows: the previewed draft's in /admin's preview, else the published ones. */
export function useBookingTerms(): BookingTerms {
  return usePreviewable((c) => c.bookingTerms, bookingTerms)
}
