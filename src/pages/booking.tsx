import { Info } from 'lucide-react'
import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { CheckList } from '@/components/sections/check-list'
import { HoursCard } from '@/components/sections/hours-card'
import { InfoCard } from '@/components/sections/info-card'
import { LocationCard } from '@/components/sections/location-card'
import { PageHeader } from '@/components/sections/page-header'
import { Section } from '@/components/sections/section'
import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'
import { useBookingCopy } from '@/content/booking'
import { usePageWords } from '@/content/pages'

/** Book Online (docs/product.md §2): three steps, opening hours, location, what to expect, Book Now and WhatsApp. */
export default function BookingPage() {
  const { steps, whatToExpect } = useBookingCopy()
  return (
    <Prerendered>
      <PageHeader {...usePageWords('booking')}>
        <BookingLink />
        <WhatsAppLink>Book via WhatsApp</WhatsAppLink>
      </PageHeader>
      <Section id="steps" eyebrow="How it works" title="Three simple steps">
        <CheckList items={steps} columns={3} numbered />
      </Section>
      <Section id="visit" tone="blush" eyebrow="Your visit" title="Before you arrive">
        <div className="grid gap-6 md:grid-cols-3">
          <HoursCard />
          <LocationCard />
          <InfoCard icon={Info} title="What to expect">
            <ul className="marker:text-accent-700 list-disc space-y-2 pl-5">
              {whatToExpect.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </InfoCard>
        </div>
        <ActionRow>
          <BookingLink />
          <WhatsAppLink>WhatsApp</WhatsAppLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
