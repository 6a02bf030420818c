import { Info } from 'lucide-react'
import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { CheckList } from '@/components/sections/check-list'
import { InfoCard } from '@/components/sections/info-card'
import { PageHeader } from '@/components/sections/page-header'
import { Section } from '@/components/sections/section'
import { BookingLink } from '@/components/ui/cta-links'
import { usePageWords } from '@/content/pages'
import { usePolicies } from '@/content/policies'

/**
 * Booking policies (docs/product.md §2): six statements, Important Information, how visits are counted (docs/visits.md),
 * last updated, 'I Understand, Book Now'.
 */
export default function PoliciesPage() {
  const { policies, importantInformation, lastUpdated, visitsNotice } = usePolicies()
  return (
    <Prerendered>
      <PageHeader {...usePageWords('policies')} />
      <Section id="policies" title="The essentials" align="left" className="pt-4 md:pt-8">
        <CheckList items={policies} />
        <InfoCard icon={Info} title="Important Information" as="h2" tone="blush" className="mt-10">
          <dl className="grid gap-5 md:grid-cols-3">
            {importantInformation.map((item) => (
              <div key={item.title}>
                <dt className="text-brand font-semibold">{item.title}</dt>
                <dd className="mt-1">{item.text}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <p className="text-ink/75 mt-8 text-sm">Last updated: {lastUpdated}</p>
        <ActionRow>
          <BookingLink>I Understand, Book Now</BookingLink>
        </ActionRow>
      </Section>
      <Section id="visits" title="Visits to this site" align="left" className="pt-0 md:pt-0">
        <p className="max-w-3xl">{visitsNotice}</p>
      </Section>
    </Prerendered>
  )
}
