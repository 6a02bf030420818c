import { noticeText, patchTestWindow, useBookingTerms, type BookingTerms } from '@/content/terms'
import { formatPounds } from '@/lib/money'

/**
 * Booking policies of /policies (docs/product.md §2, §9): six statements, the Important Information card and the
 * last-updated note. The wording is the studio's (code); every figure comes from her booking terms
 * (src/content/terms.ts).
 */
export type Policy = { title: string; text: string }

/** The six policy statements for `terms`. Pure. */
export function policiesFrom(terms: BookingTerms): Policy[] {
  const deposit = formatPounds(terms.depositPounds)
  return [
    { title: 'Deposit', text: `A ${deposit} deposit secures every booking and is deducted from your total on the day.` },
    {
      title: 'Deposit transfers',
      text: `Your deposit can be transferred to a new date once with ${terms.noticeHours}+ hours' notice. It is forfeited on a no-show.`,
    },
    {
      title: 'Cancelling or rescheduling',
      text: `Please give at least ${noticeText(terms.noticeHours)} to cancel or move your appointment, so the slot can be offered to someone else.`,
    },
    {
      title: 'Late arrivals',
      text: `Arriving late may shorten your treatment so the next client is not kept waiting. More than ${terms.lateLimitMinutes} minutes late may mean rescheduling.`,
    },
    {
      title: `Under-${terms.guardianConsentUnderAge}s`,
      text: `Clients under ${terms.guardianConsentUnderAge} need a parent's or guardian's consent and cannot have extensions.`,
    },
    { title: 'Payment', text: `${terms.payment}. Your deposit is deducted from the final price.` },
  ]
}

/** The Important Information card (docs/product.md §2) for `terms`. Pure. */
export function importantInformationFrom(terms: BookingTerms): Policy[] {
  return [
    {
      title: 'Patch tests',
      text: `If you have sensitive skin or allergies, please request a patch test ${patchTestWindow(terms)} before your appointment.`,
    },
    {
      title: 'Late arrivals',
      text: `Arriving more than ${terms.lateLimitMinutes} minutes late may mean your appointment has to be rescheduled.`,
    },
    { title: 'Changes to your service', text: 'Happy to change or add to your treatment on the day, subject to time availability.' },
  ]
}

/**
 * /policies' statements, card and "Visits to this site" paragraph (docs/visits.md: her text) from the terms the page
 * shows (published, or the previewed draft's).
 */
export function usePolicies(): { policies: Policy[]; importantInformation: Policy[]; visitsNotice: string } {
  const terms = useBookingTerms()
  return { policies: policiesFrom(terms), importantInformation: importantInformationFrom(terms), visitsNotice: terms.visitsNotice }
}

/** Shown under the policies (docs/product.md §2). */
export const policiesLastUpdated = 'January 2025'
