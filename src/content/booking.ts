import location from 'virtual:site-content/location'
import { useStudio } from '@/content/studio'
import { useBookingTerms, type BookingTerms } from '@/content/terms'
import { formatPounds } from '@/lib/money'
import { minutesText, patchTestWindow } from '@/lib/site-content/render'
import { usePreviewable } from '@/lib/site-content/preview'

/**
 * The /booking page's steps and what-to-expect note (docs/product.md §2, §9), composed from her booking terms
 * (src/content/terms.ts), and the location card.
 */
export type BookingStep = { title: string; text: string }

/** The three steps of /booking for `terms`. Pure. */
export function bookingStepsFrom(terms: BookingTerms): BookingStep[] {
  return [
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
      text: `Secure your slot with a ${formatPounds(terms.depositPounds)} deposit and get instant confirmation by e-mail.`,
    },
  ]
}

/** The 'what to expect' note on /booking for `terms`. Pure. */
export function whatToExpectFrom(terms: BookingTerms): string[] {
  return [
    `Please arrive ${minutesText(terms.arriveEarlyMinutes)} early so we can start on time and you get your full appointment.`,
    'Come with clean, product-free nails, or book a soak-off if you are wearing gel or extensions.',
    `Sensitive skin or allergies? Ask for a patch test ${patchTestWindow(terms)} before your lash or brow treatment.`,
  ]
}

/** /booking's steps and note from the terms the page shows (published, or the previewed draft's). */
export function useBookingCopy(): { steps: BookingStep[]; whatToExpect: string[] } {
  const terms = useBookingTerms()
  return { steps: bookingStepsFrom(terms), whatToExpect: whatToExpectFrom(terms) }
}

/** The location card of /booking and /contact and the footer's lines about it (docs/decisions.md #5): area only, never a street address. */
type StudioLocation = { title: string; area: string; notes: readonly string[]; summary: string }

/** Where she works as the page shows it: her words and her town and city (published, or the previewed draft's). */
export function useStudioLocation(): StudioLocation {
  const words = usePreviewable((c) => c.location, location)
  const { town, city } = useStudio()
  return { title: words.title, area: `${town}, ${city}`, notes: words.notes, summary: words.summary }
}
