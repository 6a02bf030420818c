import { studio } from '@/content/studio'

/**
 * Booking terms (docs/product.md §9) as numbers, plus the /booking page's steps, what-to-expect note and
 * location card. Policies, FAQs and the booking page all build their sentences from `bookingTerms`,
 * so each figure is typed once.
 */
export type BookingTerms = {
  /** Deposit that secures a booking, deducted from the total (£). */
  depositPounds: number
  /** Notice needed to cancel or reschedule, and to transfer the deposit (hours). */
  noticeHours: number
  /** Arriving later than this may mean rescheduling (minutes). */
  lateLimitMinutes: number
  /** Clients are asked to arrive this early (minutes). */
  arriveEarlyMinutes: number
  /** Patch tests are requested this many hours before the appointment: [min, max]. */
  patchTestHours: readonly [number, number]
  /** Clients under this age need guardian consent and cannot have extensions (years). */
  guardianConsentUnderAge: number
  /** Accepted payment methods, display text. */
  payment: string
}

export const bookingTerms = {
  depositPounds: 10,
  noticeHours: 24,
  lateLimitMinutes: 15,
  arriveEarlyMinutes: 5,
  patchTestHours: [24, 48],
  guardianConsentUnderAge: 16,
  payment: 'Card or cash, contactless accepted',
} as const satisfies BookingTerms

/** "24-48 hours" (docs/product.md §9 wording). */
export const patchTestWindow = `${bookingTerms.patchTestHours[0]}-${bookingTerms.patchTestHours[1]} hours`

export type BookingStep = { title: string; text: string }

/** The three steps of /booking (docs/product.md §2). */
export const bookingSteps = [
  {
    title: 'Choose your service',
    text: 'Pick your treatment and any add-ons, from a gel polish refresh to a full set with art.',
  },
  {
    title: 'Pick a date & time',
    text: 'See live availability for evenings and weekends and choose the slot that suits you.',
  },
  {
    title: 'Confirm & relax',
    text: `Secure your slot with a £${bookingTerms.depositPounds} deposit and get instant confirmation by e-mail.`,
  },
] as const satisfies readonly BookingStep[]

/** The 'what to expect' note on /booking (docs/product.md §2, §9). */
export const whatToExpect = [
  `Please arrive ${bookingTerms.arriveEarlyMinutes} minutes early so we can start on time and you get your full appointment.`,
  'Come with clean, product-free nails, or book a soak-off if you are wearing gel or extensions.',
  `Sensitive skin or allergies? Ask for a patch test ${patchTestWindow} before your lash or brow treatment.`,
] as const

/** The location card of /booking and /contact (docs/decisions.md #5): area only, never a street address. */
export const location = {
  title: 'Private home studio',
  area: `${studio.area.town}, ${studio.area.city}`,
  notes: ['Full address sent after booking', 'Free parking nearby'],
} as const
