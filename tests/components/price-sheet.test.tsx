import { screen, within } from '@testing-library/react'
import { PriceLists } from '@/components/sections/price-list'
import { lashBrow, nail, priceLists } from '@/content/prices'
import { siteContentSeed } from '@/demo/site-content'
import { studio } from '@/content/studio'
import { renderWithProviders } from '../support/render'

const priceFootnote = siteContentSeed.pages.pricing.footnote

const rowName = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)

// The sheets are native popovers (docs/decisions.md #129): the browser opens, toggles, switches and closes them
// (e2e/site-pricing.spec.ts, e2e/early-taps.spec.ts); here the markup that makes it so.
describe('pricing sheet (docs/product.md §2)', () => {
  it('shows every row with its price', () => {
    renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    expect(screen.getAllByRole('button', { name: /£/ })).toHaveLength(nail.length + lashBrow.length)
    expect(screen.getByRole('button', { name: rowName('Nail repair') })).toHaveTextContent('£3 per nail')
    expect(screen.getByText(priceFootnote)).toBeInTheDocument()
  })

  it('each row targets its own sheet (a popover dialog) with name, price, description, Book This Treatment and Close', () => {
    const { container } = renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    const rows = [...container.querySelectorAll('[data-price-row]')]
    expect(rows).toHaveLength(nail.length + lashBrow.length)
    for (const [i, item] of priceLists.flatMap((list) => list.items).entries()) {
      const row = rows[i]!
      expect(row).toHaveTextContent(item.name)
      const sheet = container.querySelector<HTMLElement>(`#${row.getAttribute('popovertarget')}`)!
      expect(sheet).toHaveAttribute('popover', 'auto')
      expect(sheet).toHaveAttribute('role', 'dialog')
      expect(sheet.querySelector(`#${sheet.getAttribute('aria-labelledby')}`)).toHaveTextContent(item.name)
      expect(sheet).toHaveTextContent(item.description)
      expect(within(sheet).getByRole('link', { name: /Book This Treatment/, hidden: true })).toHaveAttribute('href', studio.bookingUrl)
      const close = within(sheet).getByRole('button', { name: 'Close', hidden: true })
      expect(close).toHaveAttribute('popovertarget', sheet.id)
      expect(close).toHaveAttribute('popovertargetaction', 'hide')
    }
  })

  it('draws each repeated icon once and every row and sheet refers to it (docs/decisions.md #161)', () => {
    const { container } = renderWithProviders(<PriceLists lists={priceLists} footnote={priceFootnote} />)
    const rows = nail.length + lashBrow.length
    const uses = [...container.querySelectorAll('use')]
    // A chevron per row, a booking icon and a close icon per sheet.
    expect(uses).toHaveLength(rows * 3)
    const drawn = new Set(uses.map((use) => use.getAttribute('href')))
    expect(drawn.size).toBe(3)
    for (const href of drawn) {
      // Each reference names an icon drawn exactly once, with its paths, in the same document.
      expect(container.querySelectorAll(`svg${href}`)).toHaveLength(1)
      expect(container.querySelector(`svg${href}`)!.querySelector('path')).not.toBeNull()
    }
    // The only paths are those of the three drawn icons: no row or sheet carries a copy.
    const drawnPaths = [...drawn].reduce((n, href) => n + container.querySelector(`svg${href}`)!.querySelectorAll('path').length, 0)
    expect(container.querySelectorAll('path')).toHaveLength(drawnPaths)
  })
})
