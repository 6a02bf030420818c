import { studio } from '@/content/studio'
import { welcomeOffer } from '@/content/welcome-offer'

/** Prefilled WhatsApp messages (docs/product.md §7). */
export const whatsappMessages = {
  /** Every booking-related WhatsApp button. */
  booking: `Hi ${studio.owner}! I'd like to book an appointment at ${studio.name}.`,
  /** 'Claim on WhatsApp' in the welcome offer; names the code (docs/product.md §4, §9). */
  welcomeOffer: `Hi ${studio.owner}! I'd like to claim the ${welcomeOffer.percentOff}% welcome offer using code ${welcomeOffer.code}.`,
  /** 'Ask a Question' (hygiene) and 'Ask on WhatsApp' (FAQs). */
  question: `Hi ${studio.owner}! I have a question about your treatments.`,
  /** 'Buy a Gift Card' (gifts). */
  giftCard: `Hi ${studio.owner}! I'd like to buy a gift voucher.`,
  /** 'Ask About Rewards' (gifts). */
  rewards: `Hi ${studio.owner}! I'd like to know more about your loyalty and referral rewards.`,
} as const
