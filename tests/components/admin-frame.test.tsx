import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { AdminFrame, type AdminSection } from '@/components/layout/admin-frame'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { renderWithProviders } from '../support/render'

// The /admin section navigation (docs/architecture.md "The admin frame"), with today's six sections: data-driven
// links, the current one from the URL, keyboard operable, large targets in a wrapping grid.

const labels = ['Gallery', 'Prices', 'Hours', 'Notice', 'Details', 'Reviews']
const sections: AdminSection[] = labels.map((label) => ({
  id: label.toLowerCase(),
  label,
  element: <h2>{label}</h2>,
}))

function renderFrame(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminFrame sections={sections} aside={<p>Publish panel</p>} />} />
    </Routes>,
    { route },
  )
}

const nav = () => screen.getByRole('navigation', { name: 'Admin sections' })

test('one link per section, in the given order, each to its ?section=', () => {
  renderFrame('/admin')
  const links = within(nav()).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(labels)
  expect(links.map((link) => link.getAttribute('href'))).toEqual(labels.map((l) => `/admin?section=${l.toLowerCase()}`))
})

test('without a section in the URL (or an unknown one) the first is current; the URL chooses otherwise', () => {
  const { unmount } = renderFrame('/admin?section=nothing')
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Gallery')
  expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument()
  unmount()
  renderFrame('/admin?section=details')
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Details')
  expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument()
})

test('the keyboard reaches every section link in order and Enter opens one', async () => {
  const user = userEvent.setup()
  renderFrame('/admin')
  for (const label of labels) {
    await user.tab()
    expect(within(nav()).getByRole('link', { name: label })).toHaveFocus()
  }
  await user.tab({ shift: true })
  await user.tab({ shift: true })
  await user.keyboard('{Enter}')
  expect(await screen.findByRole('heading', { name: 'Notice' })).toBeInTheDocument()
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Notice')
})

test('the links are a wrapping grid of 48 px targets: three a row on a phone, six on a desktop', () => {
  renderFrame('/admin')
  expect(within(nav()).getByRole('list')).toHaveClass('grid', 'grid-cols-3', 'lg:grid-cols-6')
  for (const link of within(nav()).getAllByRole('link')) expect(link).toHaveClass('min-h-12')
})

test('a tapped link is filled at once and its section follows; a refused leave fills nothing', async () => {
  const user = userEvent.setup()
  const filled = () =>
    within(nav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-selected'))
  renderFrame('/admin')
  expect(filled().map((link) => link.textContent)).toEqual(['Gallery'])
  await user.click(within(nav()).getByRole('link', { name: 'Prices' }))
  expect(filled().map((link) => link.textContent)).toEqual(['Prices'])
  // The fill is the attribute's look (docs/decisions.md #642).
  expect(within(nav()).getByRole('link', { name: 'Prices' })).toHaveClass('data-selected:bg-brand', 'data-selected:text-white')
  // The section follows once the filled link has painted (docs/decisions.md #541).
  expect(await screen.findByRole('heading', { name: 'Prices' })).toBeInTheDocument()
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Prices')

  // With unsaved typing she is asked first; "Cancel" keeps her where she is, the link she tapped unfilled.
  const unsaved = vi.spyOn(window, 'confirm').mockReturnValue(false)
  const { unmount } = renderWithProviders(<UnsavedTyping />)
  await user.click(within(nav()).getByRole('link', { name: 'Hours' }))
  expect(unsaved).toHaveBeenCalled()
  expect(filled().map((link) => link.textContent)).toEqual(['Prices'])
  expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Prices')
  unmount()
})

test('the tapped link is filled by the click itself, before anything renders', async () => {
  renderFrame('/admin')
  const prices = within(nav()).getByRole('link', { name: 'Prices' })
  // A click dispatched outside act(): a render React schedules waits for a microtask; the handler's fill does not
  // (docs/decisions.md #642).
  prices.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  expect(prices).toHaveAttribute('data-selected')
  expect(within(nav()).getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('data-selected')
  expect(await screen.findByRole('heading', { name: 'Prices' })).toBeInTheDocument()
  expect(prices).toHaveAttribute('aria-current', 'page')
})

/** Something unsaved on the page, as a section form with her typing registers it. */
function UnsavedTyping() {
  useUnsavedChanges(true, 'prices')
  return null
}

test('sections of a group share one link, to the first of them; the group’s sections are links above the one shown', async () => {
  const user = userEvent.setup()
  const grouped: AdminSection[] = [
    ...sections.slice(0, 2),
    { id: 'hygiene', label: 'Hygiene', group: 'Hygiene & policies', element: <h2>Hygiene</h2> },
    { id: 'policies', label: 'Policies', group: 'Hygiene & policies', element: <h2>Policies</h2> },
  ]
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminFrame sections={grouped} />} />
    </Routes>,
    { route: '/admin?section=policies' },
  )
  const links = within(nav()).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Gallery', 'Prices', 'Hygiene & policies'])
  expect(links[2]).toHaveAttribute('href', '/admin?section=hygiene')
  expect(links[2]).toHaveAttribute('aria-current', 'page')
  const group = screen.getByRole('navigation', { name: 'Hygiene & policies sections' })
  expect(within(group).getByRole('link', { current: 'page' })).toHaveTextContent('Policies')
  await user.click(within(group).getByRole('link', { name: 'Hygiene' }))
  expect(await screen.findByRole('heading', { name: 'Hygiene' })).toBeInTheDocument()
  await user.click(within(nav()).getByRole('link', { name: 'Prices' }))
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Hygiene & policies sections' })).toBeNull())
})

test("a finger's press on a section link cancels the emulated mouse events, a mouse's does not, and the tap still opens it", async () => {
  renderFrame('/admin')
  const prices = within(nav()).getByRole('link', { name: 'Prices' })
  // dispatchEvent answers false when a listener cancelled the event (docs/decisions.md #653).
  expect(fireEvent.pointerDown(prices, { pointerType: 'touch', isPrimary: true, button: 0 })).toBe(false)
  expect(fireEvent.pointerDown(prices, { pointerType: 'mouse', isPrimary: true, button: 0 })).toBe(true)
  expect(fireEvent.pointerDown(prices, { pointerType: 'pen', isPrimary: true, button: 0 })).toBe(true)
  fireEvent.click(prices)
  expect(await screen.findByRole('heading', { name: 'Prices' })).toBeInTheDocument()
})
