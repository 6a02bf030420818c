import { HeartPulse, Leaf } from 'lucide-react'
import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { CheckList } from '@/components/sections/check-list'
import { InfoCard } from '@/components/sections/info-card'
import { PageHeader } from '@/components/sections/page-header'
import { Section } from '@/components/sections/section'
import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'
import { pageImages } from '@/content/hero'
import { hygieneCards, hygieneStandards } from '@/content/hygiene'
import { whatsappMessages } from '@/content/messages'
import { pageIntros } from '@/content/pages'

const cardIcons = { health: HeartPulse, eco: Leaf } as const

/** Hygiene and safety (docs/product.md §2): hero image, six standards, 'Your Health First' and 'Eco-Conscious Choices', actions. */
export default function HygienePage() {
  return (
    <Prerendered>
      <PageHeader {...pageIntros.hygiene} image={pageImages.hygieneHero} />
      <Section id="standards" eyebrow="Every appointment" title="Our hygiene standards">
        <CheckList items={hygieneStandards} columns={3} />
      </Section>
      <Section id="care" tone="blush" title="Care that goes further">
        <div className="grid gap-6 md:grid-cols-2">
          {hygieneCards.map((card) => (
            <InfoCard key={card.id} icon={cardIcons[card.id]} title={card.title}>
              <p>{card.text}</p>
            </InfoCard>
          ))}
        </div>
        <ActionRow>
          <WhatsAppLink message={whatsappMessages.question}>Ask a Question</WhatsAppLink>
          <BookingLink>Book with Confidence</BookingLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
