const code = 'WELCOME10'
/** Discount on the first visit (%). */
const percentOff = 10
/** Validity from the day the offer is claimed (days). */
const validDays = 14

/**
 * The welcome offer's terms (docs/decisions.md #9): the code, 10% off, new clients only, valid 14 days
 * from claim, not combinable with other offers. The modal states every one of them, and the
 * prefilled 'Claim on WhatsApp' text (`whatsappMessages.welcomeOffer` in src/content/messages.ts) is
 * built from the code and percentage. Each figure is typed once, here.
 */
export const welcomeOffer = {
  code,
  percentOff,
  validDays,
  terms: ['New clients only', `Valid for ${validDays} days from the day you claim it`, 'Cannot be combined with any other offer'],
} as const
