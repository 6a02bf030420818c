import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { Prerendered } from '@/components/layout/prerendered'
import { prerender } from '../support/prerender'

/** Called on every render of the region's content. */
const contentRendered = vi.fn()

function Content() {
  contentRendered()
  return (
    <p>
      See the <a href="/pricing">price list</a> or <a href="https://example.org/">elsewhere</a>.
    </p>
  )
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function App() {
  return (
    <MemoryRouter initialEntries={['/about']}>
      <CurrentPath />
      <Prerendered>
        <Content />
      </Prerendered>
    </MemoryRouter>
  )
}

describe('Prerendered (docs/decisions.md #121)', () => {
  let root: Root | undefined
  /** Whether the app took the last click (jsdom cannot follow a link, so the click stops at the document). */
  let appTookClick: boolean | undefined
  const stopAtDocument = (event: Event) => {
    appTookClick = event.defaultPrevented
    event.preventDefault()
  }
  beforeEach(() => document.addEventListener('click', stopAtDocument))
  afterEach(() => {
    document.removeEventListener('click', stopAtDocument)
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
  })

  it('keeps the prerendered HTML when hydrating: its content is not rendered again', async () => {
    const page = prerender(<App />)
    const { container } = page
    const paragraph = container.querySelector('p')
    contentRendered.mockClear()

    root = await page.hydrate()

    expect(contentRendered).not.toHaveBeenCalled()
    expect(container.querySelector('p')).toBe(paragraph)
    expect(screen.getByRole('link', { name: 'price list' })).toHaveAttribute('href', '/pricing')
  })

  it('navigates in the app on a click on an in-app link of the kept HTML, and leaves other links to the browser', async () => {
    root = await prerender(<App />).hydrate()

    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))
    expect(appTookClick).toBe(false)
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/about')

    fireEvent.click(screen.getByRole('link', { name: 'price list' }), { ctrlKey: true })
    expect(appTookClick).toBe(false)
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/about')

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'price list' }))
    })
    expect(appTookClick).toBe(true)
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/pricing')
  })

  it('renders its content in a render that is not a hydration (a link navigation, tests, the dev server)', () => {
    contentRendered.mockClear()
    render(<App />)
    expect(contentRendered).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'price list' })).toBeInTheDocument()
  })
})
