import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { PageHeader } from '@/components/sections/page-header'
import { PriceLists } from '@/components/sections/price-list'
import { RewardCards } from '@/components/sections/reward-cards'
import { Section } from '@/components/sections/section'
import { BookingLink } from '@/components/ui/cta-links'
import { pageIntros } from '@/content/pages'
import { priceFootnote, usePriceLists } from '@/content/prices'
import { pricingRewards } from '@/content/rewards'

/**
 * Pricing (docs/product.md §2): nail and lash & brow lists with the side sheet, footnote, Rewards and Benefits, 'Book Your
 * Appointment'. The rows and sheets are native popovers with no React state (docs/decisions.md #129), so the whole page
 * keeps its prerendered HTML (docs/decisions.md #121, #215).
 */
export default function PricingPage() {
  const lists = usePriceLists()
  return (
    <Prerendered>
      <PageHeader {...pageIntros.pricing} />
      <PriceLists lists={lists} footnote={priceFootnote} />
      <Section id="rewards" tone="blush" eyebrow="Little extras" title="Rewards and Benefits">
        <RewardCards cards={pricingRewards} />
        <ActionRow>
          <BookingLink>Book Your Appointment</BookingLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
