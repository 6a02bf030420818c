import { render } from '@testing-library/react'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { siteContentSeed } from '@/demo/site-content'
import { renderContent } from '@/lib/site-content/render'

const faqs = renderContent(siteContentSeed).faqs

// The accordion is native (docs/decisions.md #129): the browser opens one item at a time (e2e/early-taps.spec.ts and
// e2e/a11y.spec.ts exercise it); here the markup that makes it so.
describe('FAQ accordion (docs/product.md §2, §4)', () => {
  it('renders every question as a closed <details> of one shared name, its answer inside', () => {
    const { container } = render(<FaqAccordion faqs={faqs} />)
    const items = [...container.querySelectorAll('details')]
    expect(items).toHaveLength(faqs.length)
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']))
    expect(items.every((d) => !d.open)).toBe(true)
    items.forEach((item, i) => {
      expect(item.querySelector('summary')).toHaveTextContent(faqs[i]!.question)
      expect(item).toHaveTextContent(faqs[i]!.answer)
    })
  })
})
