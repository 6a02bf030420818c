import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { PageHeader } from '@/components/sections/page-header'
import { RewardCards } from '@/components/sections/reward-cards'
import { Section } from '@/components/sections/section'
import { VoucherOptions } from '@/components/sections/voucher-options'
import { WhatsAppLink } from '@/components/ui/cta-links'
import { whatsappMessages } from '@/content/messages'
import { pageIntros } from '@/content/pages'
import { giftRewards } from '@/content/rewards'
import { useVouchers } from '@/content/vouchers'

/** Gift cards and loyalty (docs/product.md §2): four reward cards, voucher options, 'Buy a Gift Card' and 'Ask About Rewards'. */
export default function GiftsPage() {
  const vouchers = useVouchers()
  return (
    <Prerendered>
      <PageHeader {...pageIntros.gifts} />
      <Section id="rewards" eyebrow="Treat yourself" title="Rewards for you and your friends" className="pt-8 md:pt-12">
        <RewardCards cards={giftRewards} />
      </Section>
      <Section id="vouchers" tone="blush" eyebrow="Give the gift of beautiful nails" title="Gift vouchers">
        <VoucherOptions options={vouchers.options} validityMonths={vouchers.validityMonths}>
          <ActionRow>
            <WhatsAppLink message={whatsappMessages.giftCard}>Buy a Gift Card</WhatsAppLink>
            <WhatsAppLink message={whatsappMessages.rewards} variant="outline">
              Ask About Rewards
            </WhatsAppLink>
          </ActionRow>
        </VoucherOptions>
      </Section>
    </Prerendered>
  )
}
