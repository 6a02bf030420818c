import { Gift, HeartHandshake, PartyPopper, Percent, type LucideIcon } from 'lucide-react'
import { InfoCard } from '@/components/sections/info-card'
import type { RewardCard } from '@/content/rewards'
import { cn } from '@/lib/utils'

const icons: Record<RewardCard['id'], LucideIcon> = {
  loyalty: Percent,
  referral: HeartHandshake,
  vouchers: Gift,
  occasions: PartyPopper,
}

/** Reward cards: three on /pricing ('Rewards and Benefits'), four on /gifts (docs/product.md §2). */
export function RewardCards({ cards }: { cards: readonly RewardCard[] }) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2', cards.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {cards.map((card) => (
        <InfoCard key={card.id} icon={icons[card.id]} title={card.title}>
          <p>{card.description}</p>
        </InfoCard>
      ))}
    </div>
  )
}
