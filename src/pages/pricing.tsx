import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { PageHeader } from '@/components/sections/page-header'
import { PriceLists } from '@/components/sections/price-list'
import { RewardCards } from '@/components/sections/reward-cards'
import { Section } from '@/components/sections/section'
import { BookingLink } from '@/components/ui/cta-links'
import { usePageWords } from '@/content/pages'
import { usePriceLists } from '@/content/prices'
import { useRewards } from '@/content/rewards'

/**
 * Pricing (docs/product.md §2): nail and lash & brow lists with the side sheet, footnote, Rewards and Benefits, 'Book Your
 * Appointment'. The rows and sheets are native popovers with no React state (docs/decisions.md #129), so the whole page
 * keeps its prerendered HTML (docs/decisions.md #121, #215).
 */
export default function PricingPage() {
  const lists = usePriceLists()
  const { footnote, ...intro } = usePageWords('pricing')
  return (
    <Prerendered>
      <PageHeader {...intro} />
      <PriceLists lists={lists} footnote={footnote} />
      <Section id="rewards" tone="blush" eyebrow="Little extras" title="Rewards and Benefits">
        <RewardCards cards={useRewards().pricing} />
        <ActionRow>
          <BookingLink>Book Your Appointment</BookingLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
