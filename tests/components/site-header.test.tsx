import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

  it('opens the mobile menu and closes it when a link is clicked', async () => {
    const user = userEvent.setup()
    renderHeader('/')
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(toggle).toHaveAttribute('aria-controls', menu.id)

    await user.click(within(menu).getByRole('link', { name: 'Gallery' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(
      within(screen.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('link', { name: 'Gallery', hidden: true }),
    ).toHaveAttribute('aria-current', 'page')
  })

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup()
    renderHeader('/')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    within(menu).getByRole('link', { name: 'About' }).focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveFocus()
  })
})
