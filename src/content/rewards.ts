import rewards from 'virtual:site-content/rewards'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Rewards } from '@/lib/site-content/schema'

/**
 * Loyalty, referral, voucher and occasion rewards (docs/product.md §2, §9): her words, figures included
 * (docs/decisions.md #367), edited in /admin (docs/site-content.md).
 */
export type RewardCard = { id: keyof Rewards; title: string; description: string }

const card = (value: Rewards, id: keyof Rewards): RewardCard => ({ id, ...value[id] })

/** The three cards of /pricing's Rewards and Benefits and the four of /gifts (published, or the previewed draft's). */
export function useRewards(): { pricing: RewardCard[]; gifts: RewardCard[] } {
  const value = usePreviewable((c) => c.rewards, rewards)
  const pricing = [card(value, 'loyalty'), card(value, 'referral'), card(value, 'vouchers')]
  return { pricing, gifts: [...pricing, card(value, 'occasions')] }
}
