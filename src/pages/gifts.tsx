import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { PageHeader } from '@/components/sections/page-header'
import { RewardCards } from '@/components/sections/reward-cards'
import { Section } from '@/components/sections/section'
import { VoucherOptions } from '@/components/sections/voucher-options'
import { WhatsAppLink } from '@/components/ui/cta-links'
import { useMessages } from '@/content/messages'
import { usePageWords } from '@/content/pages'
import { useRewards } from '@/content/rewards'
import { useVouchers } from '@/content/vouchers'

/** Gift cards and loyalty (docs/product.md §2): four reward cards, voucher options, 'Buy a Gift Card' and 'Ask About Rewards'. */
export default function GiftsPage() {
  const vouchers = useVouchers()
  const messages = useMessages()
  const { vouchersEyebrow, ...intro } = usePageWords('gifts')
  return (
    <Prerendered>
      <PageHeader {...intro} />
      <Section id="rewards" eyebrow="Treat yourself" title="Rewards for you and your friends" className="pt-8 md:pt-12">
        <RewardCards cards={useRewards().gifts} />
      </Section>
      <Section id="vouchers" tone="blush" eyebrow={vouchersEyebrow} title="Gift vouchers">
        <VoucherOptions options={vouchers.options} validityMonths={vouchers.validityMonths}>
          <ActionRow>
            <WhatsAppLink message={messages.giftCard}>Buy a Gift Card</WhatsAppLink>
            <WhatsAppLink message={messages.rewards} variant="outline">
              Ask About Rewards
            </WhatsAppLink>
          </ActionRow>
        </VoucherOptions>
      </Section>
    </Prerendered>
  )
}
