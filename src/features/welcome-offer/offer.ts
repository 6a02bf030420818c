/**
 * The welcome offer's terms (docs/decisions.md #9): code WELCOME10, 10% off, new clients only, valid 14 days from
 * claim, not combinable with other offers. The modal states every one of them. The prefilled WhatsApp
 * text that names the code lives in src/content/messages.ts (`whatsappMessages.welcomeOffer`).
 */
export const welcomeOffer = {
  code: 'WELCOME10',
  /** Discount on the first visit, in percent. */
  percentOff: 10,
  /** Validity from the day the offer is claimed, in days. */
  validDays: 14,
  terms: ['New clients only', 'Valid for 14 days from the day you claim it', 'Cannot be combined with any other offer'],
} as const
