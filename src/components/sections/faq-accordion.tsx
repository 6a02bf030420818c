import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import type { Faq } from '@/content/faqs'

/** /faqs: a single-open, collapsible accordion (docs/product.md §2, §4: at most one item open). */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion
      type="single"
      collapsible
      className="shadow-plum/5 rounded-[2rem] border border-rose-200/80 bg-white px-6 shadow-sm md:px-10"
    >
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
