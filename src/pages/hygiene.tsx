import { HeartPulse, Leaf } from 'lucide-react'
import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { CheckList } from '@/components/sections/check-list'
import { InfoCard } from '@/components/sections/info-card'
import { PageHeader } from '@/components/sections/page-header'
import { Section } from '@/components/sections/section'
import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'
import { pageImages } from '@/content/hero'
import { useHygiene } from '@/content/hygiene'
import { useMessages } from '@/content/messages'
import { usePageWords } from '@/content/pages'

const cardIcons = { health: HeartPulse, eco: Leaf } as const

/** Hygiene and safety (docs/product.md §2): hero image, six standards, 'Your Health First' and 'Eco-Conscious Choices', actions. */
export default function HygienePage() {
  const hygiene = useHygiene()
  const messages = useMessages()
  return (
    <Prerendered>
      <PageHeader {...usePageWords('hygiene')} image={pageImages.hygieneHero} />
      <Section id="standards" eyebrow="Every appointment" title="Our hygiene standards">
        <CheckList items={hygiene.standards} columns={3} />
      </Section>
      <Section id="care" tone="blush" title="Care that goes further">
        <div className="grid gap-6 md:grid-cols-2">
          {hygiene.cards.map((card) => (
            <InfoCard key={card.id} icon={cardIcons[card.id]} title={card.title}>
              <p>{card.text}</p>
            </InfoCard>
          ))}
        </div>
        <ActionRow>
          <WhatsAppLink message={messages.question}>Ask a Question</WhatsAppLink>
          <BookingLink>Book with Confidence</BookingLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
