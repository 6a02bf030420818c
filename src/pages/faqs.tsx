import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { LongevityTable } from '@/components/sections/longevity-table'
import { PageHeader } from '@/components/sections/page-header'
import { Section } from '@/components/sections/section'
import { WhatsAppLink } from '@/components/ui/cta-links'
import { useFaqs } from '@/content/faqs'
import { useLongevity } from '@/content/longevity'
import { useMessages } from '@/content/messages'
import { usePageWords } from '@/content/pages'

/**
 * FAQ (docs/product.md §2): single-open collapsible accordion, how long treatments last, 'Ask on WhatsApp'. The
 * questions are native `<details>` with no React state (docs/decisions.md #129), so the whole page keeps its
 * prerendered HTML (docs/decisions.md #121, #215).
 */
export default function FaqsPage() {
  const faqs = useFaqs()
  const messages = useMessages()
  return (
    <Prerendered>
      <PageHeader {...usePageWords('faqs')} />
      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-5 py-16 md:py-20">
        <h2 id="faq-heading" className="sr-only">
          Questions and answers
        </h2>
        <FaqAccordion faqs={faqs} />
      </section>
      <Section id="longevity" tone="blush" eyebrow="Good to know" title="How long it lasts">
        <LongevityTable items={useLongevity()} />
        <ActionRow>
          <WhatsAppLink message={messages.question}>Ask on WhatsApp</WhatsAppLink>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
