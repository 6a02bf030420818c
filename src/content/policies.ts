import { bookingTerms, patchTestWindow } from '@/content/booking'

/** Booking policies of /policies (docs/product.md §2, §9): six statements, the Important Information card and the last-updated note. */
export type Policy = { title: string; text: string }

export const policies = [
  {
    title: 'Deposit',
    text: `A £${bookingTerms.depositPounds} deposit secures every booking and is deducted from your total on the day.`,
  },
  {
    title: 'Deposit transfers',
    text: `Your deposit can be transferred to a new date once with ${bookingTerms.noticeHours}+ hours' notice. It is forfeited on a no-show.`,
  },
  {
    title: 'Cancelling or rescheduling',
    text: `Please give at least ${bookingTerms.noticeHours} hours' notice to cancel or move your appointment, so the slot can be offered to someone else.`,
  },
  {
    title: 'Late arrivals',
    text: `Arriving late may shorten your treatment so the next client is not kept waiting. More than ${bookingTerms.lateLimitMinutes} minutes late may mean rescheduling.`,
  },
  {
    title: 'Under-16s',
    text: `Clients under ${bookingTerms.guardianConsentUnderAge} need a parent's or guardian's consent and cannot have extensions.`,
  },
  {
    title: 'Payment',
    text: `${bookingTerms.payment}. Your deposit is deducted from the final price.`,
  },
] as const satisfies readonly Policy[]

/** The Important Information card (docs/product.md §2). */
export const importantInformation = [
  {
    title: 'Patch tests',
    text: `If you have sensitive skin or allergies, please request a patch test ${patchTestWindow} before your appointment.`,
  },
  {
    title: 'Late arrivals',
    text: `Arriving more than ${bookingTerms.lateLimitMinutes} minutes late may mean your appointment has to be rescheduled.`,
  },
  {
    title: 'Changes to your service',
    text: 'Happy to change or add to your treatment on the day, subject to time availability.',
  },
] as const satisfies readonly Policy[]

/** Shown under the policies (docs/product.md §2). */
export const policiesLastUpdated = 'January 2025'
