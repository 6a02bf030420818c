import { ChevronDown } from 'lucide-react'
import type { Faq } from '@/content/faqs'

/**
 * /faqs: a single-open, collapsible accordion (docs/product.md §2, §4: at most one item open). Native disclosures
 * (docs/decisions.md #129): `<details>` sharing one `name` keep at most one open, so a question answers from the moment
 * it is painted, before any script, by tap, Enter or Space; React renders the same markup and never takes their state.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="shadow-brand/5 border-accent-200/80 rounded-[2rem] border bg-white px-6 shadow-sm md:px-10">
      {faqs.map((faq) => (
        <details key={faq.id} name="faq" data-slot="accordion-item" className="group border-accent-200 border-b last:border-b-0">
          <summary
            data-slot="accordion-trigger"
            className="font-display text-brand hover:text-accent-700 flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-5 text-left text-lg md:text-xl [&::-webkit-details-marker]:hidden"
          >
            <h3>{faq.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="text-accent-700 size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div data-slot="accordion-content" className="text-ink/80 pb-6 leading-relaxed">
            {faq.answer}
          </div>
        </details>
      ))}
    </div>
  )
}
