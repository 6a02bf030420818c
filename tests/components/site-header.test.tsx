import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { SiteHeader } from '@/components/layout/site-header'
import { renderWithProviders } from '../utils/render'

function renderHeader(route: string) {
  return renderWithProviders(
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </>,
    { route },
  )
}

describe('site header (docs/product.md §2)', () => {
  it('marks the active route in the main navigation', () => {
    renderHeader('/pricing')
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true })
    expect(within(nav).getByRole('link', { name: 'Pricing', hidden: true })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute('aria-current')
  })

  // The menu is a native popover (docs/decisions.md #129): the browser opens and closes it (e2e/site-mobile-menu.spec.ts,
  // e2e/early-taps.spec.ts); here the markup that makes it so.
  it('the menu toggle targets the mobile menu, a popover with every main link', () => {
    const { container } = renderHeader('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const menu = container.querySelector<HTMLElement>('nav[aria-label="Mobile"]')!
    expect(toggle).toHaveAttribute('popovertarget', menu.id)
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.textContent),
    ).toContain('Gallery')
  })
})
