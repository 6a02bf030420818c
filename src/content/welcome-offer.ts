import { studio } from '@/content/studio'

const code = 'WELCOME10'
/** Discount on the first visit (%). */
const percentOff = 10
/** Validity from the day the offer is claimed (days). */
const validDays = 14

/**
 * The welcome offer's terms (docs/decisions.md #9): the code, 10% off, new clients only, valid 14 days
 * from claim, not combinable with other offers. The modal states every one of them; `claimMessage`
 * is the prefilled WhatsApp text of 'Claim on WhatsApp' (docs/product.md §4, §7), which names the
 * code. Each figure is typed once, here.
 */
export const welcomeOffer = {
  code,
  percentOff,
  validDays,
  terms: ['New clients only', `Valid for ${validDays} days from the day you claim it`, 'Cannot be combined with any other offer'],
  claimMessage: `Hi ${studio.owner}! I'd like to claim the ${percentOff}% welcome offer using code ${code}.`,
} as const
