import welcome from 'virtual:site-content/welcome'
import { studio } from '@/content/studio'

/** Validity from the day the offer is claimed (days). */
const validDays = 14

/**
 * The welcome offer's terms (docs/decisions.md #9, #140): her discount (%) and whether the site shows it at all
 * (docs/site-content.md "Offers") and what it is off, in her words; the code follows the discount ("WELCOME10" for 10%), new clients only, valid 14
 * days from claim, not combinable with other offers. The modal states every one of them, and the prefilled
 * 'Claim on WhatsApp' text (`welcomeOfferClaimMessage` below) is built from the code and
 * percentage.
 */
export const welcomeOffer = {
  code: `WELCOME${welcome.percentOff}`,
  percentOff: welcome.percentOff,
  shown: welcome.shown,
  /** What it is off, after "your first": her words, e.g. "nails, lashes or brows appointment". */
  appointment: welcome.appointment,
  validDays,
  terms: ['New clients only', `Valid for ${validDays} days from the day you claim it`, 'Cannot be combined with any other offer'],
} as const

/**
 * The prefilled 'Claim on WhatsApp' text of the welcome offer, to her by her first name; names the code (docs/product.md
 * §4, §7, §9). Composed from the offer's figures, like the policies that state a booking term (docs/decisions.md #365).
 */
export const welcomeOfferClaimMessage = `Hi ${studio.owner}! I'd like to claim the ${welcomeOffer.percentOff}% welcome offer using code ${welcomeOffer.code}.`
