import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PriceLists } from '@/components/sections/price-list'
import { lashBrow, nail, priceFootnote, priceLists } from '@/content/prices'
import { studio } from '@/content/studio'
import { renderWithProviders } from '../utils/render'

const rowName = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)

describe('pricing sheet (docs/product.md §2)', () => {
  it('shows every row with its price', () => {
    renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(nail.length + lashBrow.length)
    expect(screen.getByRole('button', { name: rowName('Nail repair') })).toHaveTextContent('£3 per nail')
    expect(screen.getByText(priceFootnote)).toBeInTheDocument()
  })

  it('opens a sheet with name, price, description and Book This Treatment; the same row toggles it shut', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    const item = lashBrow[0]
    const row = screen.getByRole('button', { name: rowName(item.name) })

    await user.click(row)
    const sheet = screen.getByRole('dialog', { name: item.name })
    expect(row).toHaveAttribute('aria-expanded', 'true')
    expect(sheet).toHaveTextContent('£30')
    expect(sheet).toHaveTextContent(item.description)
    const book = screen.getByRole('link', { name: /Book This Treatment/ })
    expect(book).toHaveAttribute('href', studio.bookingUrl)
    expect(book).toHaveAttribute('target', '_blank')
    expect(book).toHaveAttribute('rel', 'noopener noreferrer')

    await user.click(row)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(row).toHaveAttribute('aria-expanded', 'false')
  })

  it('switches to another row, and closes with the close button and with Escape', async () => {
    const user = userEvent.setup()
    renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    await user.click(screen.getByRole('button', { name: rowName(nail[0].name) }))
    await user.click(screen.getByRole('button', { name: rowName(nail[1].name) }))
    expect(screen.getByRole('dialog', { name: nail[1].name })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: rowName(nail[1].name) })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: rowName(nail[2].name) }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
