import policyWords from 'virtual:site-content/policies'
import { useBookingTerms, type BookingTerms } from '@/content/terms'
import { formatPounds } from '@/lib/money'
import { noticeText, patchTestWindow } from '@/lib/site-content/render'
import { usePreviewable } from '@/lib/site-content/preview'

/**
 * Booking policies of /policies (docs/product.md §2, §9): six statements, the Important Information card and the
 * last-updated note. The statements that state a figure are composed from her booking terms (src/content/terms.ts,
 * docs/decisions.md #137); her own notes on the card and "last updated" are her words (docs/site-content.md).
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

/** The Important Information card's notes composed from `terms` (docs/product.md §2); her own notes follow them. Pure. */
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
  ]
}

/**
 * /policies' statements, card, "last updated" and "Visits to this site" paragraph (docs/visits.md: her text) from the
 * terms and words the page shows (published, or the previewed draft's).
 */
export function usePolicies(): { policies: Policy[]; importantInformation: Policy[]; lastUpdated: string; visitsNotice: string } {
  const terms = useBookingTerms()
  const words = usePreviewable((c) => c.policies, policyWords)
  return {
    policies: policiesFrom(terms),
    importantInformation: [...importantInformationFrom(terms), ...words.notes],
    lastUpdated: words.lastUpdated,
    visitsNotice: terms.visitsNotice,
  }
}
