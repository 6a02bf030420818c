import { studio } from '@/content/studio'

/**
 * Prefilled WhatsApp messages (docs/product.md §7). The welcome offer's claim text is `welcomeOfferClaimMessage` in
 * src/content/welcome-offer.ts, so the first load of `/` does not carry the offer (docs/decisions.md #142).
 */
export const whatsappMessages = {
  /** Every booking-related WhatsApp button. */
  booking: `Hi ${studio.owner}! I'd like to book an appointment at ${studio.name}.`,
  /** 'Ask a Question' (hygiene) and 'Ask on WhatsApp' (FAQs). */
  question: `Hi ${studio.owner}! I have a question about your treatments.`,
  /** 'Buy a Gift Card' (gifts). */
  giftCard: `Hi ${studio.owner}! I'd like to buy a gift voucher.`,
  /** 'Ask About Rewards' (gifts). */
  rewards: `Hi ${studio.owner}! I'd like to know more about your loyalty and referral rewards.`,
} as const
