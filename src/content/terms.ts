import terms from 'virtual:site-content/terms'
import { longevity } from '@/content/longevity'
import { studio } from '@/content/studio'
import { formatPounds } from '@/lib/money'
import type { PlaceholderName } from '@/lib/site-content/placeholders'
import { usePreviewable } from '@/lib/site-content/preview'
import type { BookingTerms } from '@/lib/site-content/schema'

/**
 * Booking terms (docs/product.md §9; docs/site-content.md "Booking terms"): her published figures and the pure
 * functions that turn any set of terms into the words pages use. Every sentence that states a deposit, notice,
 * late-arrival, arrive-early, patch-test or age figure (src/content/policies.ts, booking.ts, prices.ts, faqs.ts,
 * seo.ts) is composed from a `BookingTerms` with these, so changing a figure once changes every page.
 */
export type { BookingTerms }

/** The published terms (build time). Pages read them through `useBookingTerms`, which a preview overrides. */
export const bookingTerms: BookingTerms = terms

/** The terms a page shows: the previewed draft's in /admin's preview, else the published ones. */
export function useBookingTerms(): BookingTerms {
  return usePreviewable((c) => c.bookingTerms, bookingTerms)
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "24 hours" (or "1 hour"). */
export const hoursText = (hours: number) => count(hours, 'hour', 'hours')

/** "15 minutes" (or "1 minute"). */
export const minutesText = (minutes: number) => count(minutes, 'minute', 'minutes')

/** "24 hours' notice" (or "1 hour's notice"). */
export const noticeText = (hours: number) => (hours === 1 ? "1 hour's notice" : `${hours} hours' notice`)

/** The patch-test window: "24-48 hours", or "24 hours" when both ends are equal. */
export function patchTestWindow(terms: BookingTerms): string {
  const { from, to } = terms.patchTestHours
  return from === to ? hoursText(from) : `${from}-${to} hours`
}

/** How long treatments last, as the longevity FAQ says it ("gel polish 2–3 weeks, …"). */
const lasts = longevity.map((l) => `${l.treatment.toLowerCase()} ${l.lasts}`).join(', ')

/**
 * What each placeholder of her text stands for with `terms` (src/lib/site-content/placeholders.ts): "{deposit}"
 * is "£10", "{notice}" "24 hours", "{patch-test}" "24-48 hours", "{owner}" her first name, and so on.
 */
export function placeholderValues(terms: BookingTerms): Record<PlaceholderName, string> {
  return {
    deposit: formatPounds(terms.depositPounds),
    notice: hoursText(terms.noticeHours),
    late: minutesText(terms.lateLimitMinutes),
    arrive: minutesText(terms.arriveEarlyMinutes),
    'patch-test': patchTestWindow(terms),
    age: String(terms.guardianConsentUnderAge),
    payment: terms.payment,
    owner: studio.owner,
    studio: studio.name,
    town: studio.area.town,
    lasts,
  }
}
