import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { faqsFrom } from '@/content/faqs'
import { siteContentSeed } from '@/content/site-content-upgrade'
import { bookingTerms } from '@/content/terms'

const faqs = faqsFrom(siteContentSeed.faqs, bookingTerms)
import { renderWithProviders } from '../utils/render'

describe('FAQ accordion (docs/product.md §2, §4)', () => {
  it('opens one item at a time and lets the open item collapse', async () => {
    const user = userEvent.setup()
    renderWithProviders(<FaqAccordion faqs={faqs} />)
    const first = screen.getByRole('button', { name: faqs[0].question })
    const second = screen.getByRole('button', { name: faqs[1].question })
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true)

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(faqs[0].answer)).toBeVisible()

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(faqs[0].answer)).not.toBeInTheDocument()
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1)

    await user.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(faqs[1].answer)).not.toBeInTheDocument()
  })
})
