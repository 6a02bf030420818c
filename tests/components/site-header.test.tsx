import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { SiteHeader } from '@/components/layout/site-header'
import { renderWithProviders } from '../support/render'

/** The page: shows the path the app is at. */
function Page() {
  return <p>page {useLocation().pathname}</p>
}

function renderHeader(route: string) {
  return renderWithProviders(
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Page />} />
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

  // Plain links with one handler on the header (docs/decisions.md #253): in-app navigation as a <Link> would do it.
  it("a click on a link navigates in the app and moves the active mark; a click with a modifier key is the browser's", () => {
    renderHeader('/pricing')
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true })
    const about = within(nav).getByRole('link', { name: 'About', hidden: true })
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true)
    expect(screen.getByText('page /pricing')).toBeInTheDocument()
    expect(fireEvent.click(about)).toBe(false)
    expect(screen.getByText('page /about')).toBeInTheDocument()
    expect(about).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Pricing', hidden: true })).not.toHaveAttribute('aria-current')
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
