/**
 * Loyalty, referral and voucher rewards (docs/product.md §2, §9). The referral reward is £5 for both people,
 * in pounds on /pricing and /gifts alike (docs/decisions.md #2), and is typed once here.
 */
export const rewardTerms = {
  /** Loyalty discount (%). */
  loyaltyPercent: 10,
  /** The discount applies on every n-th visit. */
  loyaltyEveryVisit: 6,
  /** Referral reward for both the client and the friend (£). */
  referralPounds: 5,
} as const

export type RewardCard = { id: 'loyalty' | 'referral' | 'vouchers' | 'occasions'; title: string; description: string }

const loyalty = {
  id: 'loyalty',
  title: 'Loyalty Rewards',
  description: `Enjoy ${rewardTerms.loyaltyPercent}% off every ${rewardTerms.loyaltyEveryVisit}th visit. No cards to carry: your visits are tracked for you.`,
} as const satisfies RewardCard

const referral = {
  id: 'referral',
  title: 'Refer a Friend',
  description: `Recommend a friend and you both get £${rewardTerms.referralPounds} off your next appointment.`,
} as const satisfies RewardCard

const vouchers = {
  id: 'vouchers',
  title: 'Gift Vouchers',
  description: 'Treat someone special with a digital or printed gift voucher for any treatment or amount.',
} as const satisfies RewardCard

const occasions = {
  id: 'occasions',
  title: 'Special Occasions & Groups',
  description: 'Weddings, proms, birthdays and pamper evenings: ask about booking for the bride, bridesmaids or a small group.',
} as const satisfies RewardCard

/** The three cards of the Rewards and Benefits section on /pricing (docs/product.md §2). */
export const pricingRewards = [loyalty, referral, vouchers] as const satisfies readonly RewardCard[]

/** The four cards of /gifts (docs/product.md §2). */
export const giftRewards = [loyalty, referral, vouchers, occasions] as const satisfies readonly RewardCard[]
