import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whatsappMessages } from '@/content/messages'
import { WelcomeOffer } from '@/features/welcome-offer/welcome-offer'
import { whatsappUrl } from '@/lib/links'

const FLAG = 'ij_voucher_seen_v1'

/** The widget as the root layout mounts it: next to the main landmark that takes focus back. */
function renderWidget() {
  return render(
    <>
      <main id="main" tabIndex={-1}>
        <p>Page</p>
      </main>
      <WelcomeOffer />
    </>,
  )
}

const pill = () => screen.queryByRole('button', { name: /welcome offer/i })
const dialog = () => screen.queryByRole('dialog')
// fireEvent, not user-event: Testing Library's async wrapper waits on a real-looking setTimeout that
// Vitest's fake timers never run (it only auto-advances Jest's), so user-event calls hang here.
function clickBackdrop() {
  const overlay = document.querySelector('[data-slot="welcome-offer-overlay"]')!
  // Radix Dialog defers an outside press until its click, as a browser sends them.
  fireEvent.pointerDown(overlay, { button: 0 })
  fireEvent.click(overlay)
}

/** Runs pending timers (Radix arms outside-click listeners and restores focus on a 0 ms timeout). */
const flush = (ms = 1) => act(() => vi.advanceTimersByTime(ms))

/** Clicks the pill as a browser does: a click focuses the button first. */
function openFromPill() {
  pill()!.focus()
  fireEvent.click(pill()!)
  flush()
  expect(dialog()).toBeInTheDocument()
}

/** jsdom's matchMedia comes from tests/setup.ts and never matches: a touch (coarse-pointer) device. */
const coarsePointerMatchMedia = window.matchMedia

function emulateFinePointer() {
  window.matchMedia = (query: string) => ({ ...coarsePointerMatchMedia(query), matches: query === '(pointer: fine)' })
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  window.matchMedia = coarsePointerMatchMedia
})

describe('<WelcomeOffer> (spec §4)', () => {
  it('renders nothing on the server, whatever storage holds', () => {
    expect(renderToString(<WelcomeOffer />)).toBe('')
  })

  it('shows the pill when the seen flag is not set', () => {
    renderWidget()
    expect(pill()).toBeVisible()
    expect(pill()).toHaveTextContent('10% OFF')
    expect(dialog()).not.toBeInTheDocument()
  })

  it('shows nothing at all when the seen flag is set', () => {
    localStorage.setItem(FLAG, '1')
    const { container } = renderWidget()
    expect(pill()).not.toBeInTheDocument()
    expect(container.querySelector('main')?.nextSibling).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(dialog()).not.toBeInTheDocument()
  })

  it('opens by itself 15 s after load', () => {
    renderWidget()
    flush(14_999)
    expect(dialog()).not.toBeInTheDocument()
    flush(1)
    expect(dialog()).toBeInTheDocument()
  })

  it('opens when the pill is clicked and states the offer and its terms (decisions 9)', () => {
    renderWidget()
    openFromPill()
    const modal = within(dialog()!)
    expect(modal.getByRole('heading', { name: '10% off your first visit' })).toBeInTheDocument()
    expect(modal.getByText('WELCOME10')).toBeInTheDocument()
    expect(modal.getByText('New clients only')).toBeInTheDocument()
    expect(modal.getByText(/valid for 14 days from the day you claim it/i)).toBeInTheDocument()
    expect(modal.getByText(/cannot be combined with any other offer/i)).toBeInTheDocument()
  })

  it('opens on a mouse exit through the top on fine pointers only', () => {
    emulateFinePointer()
    renderWidget()
    fireEvent.mouseOut(document, { clientY: 300, relatedTarget: null })
    expect(dialog()).not.toBeInTheDocument()
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
    expect(dialog()).toBeInTheDocument()
  })

  it('ignores a top exit on touch (coarse-pointer) devices', () => {
    renderWidget()
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
    expect(dialog()).not.toBeInTheDocument()
  })

  it('opens once the page is scrolled past half its scrollable height', () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight + 2000)
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000)
    renderWidget()
    fireEvent.scroll(window)
    expect(dialog()).not.toBeInTheDocument()
    scrollY.mockReturnValue(1001)
    fireEvent.scroll(window)
    expect(dialog()).toBeInTheDocument()
  })

  it.each([
    ['the X button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['Maybe later', () => fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }))],
  ])('closing with %s sets the flag, hides the pill and moves focus to the page', (_, close) => {
    renderWidget()
    openFromPill()
    expect(localStorage.getItem(FLAG)).toBeNull()
    close()
    flush()
    expect(dialog()).not.toBeInTheDocument()
    expect(pill()).not.toBeInTheDocument()
    expect(localStorage.getItem(FLAG)).toBe('1')
    expect(document.getElementById('main')).toHaveFocus()
  })

  it('the backdrop closes the modal only: no flag, the pill stays and gets focus back', () => {
    renderWidget()
    openFromPill()
    clickBackdrop()
    flush()
    expect(dialog()).not.toBeInTheDocument()
    expect(localStorage.getItem(FLAG)).toBeNull()
    expect(pill()).toBeVisible()
    expect(pill()).toHaveFocus()
  })

  it('does not re-open by itself after a backdrop close, but the pill still opens it', () => {
    renderWidget()
    flush(15_000)
    expect(dialog()).toBeInTheDocument()
    flush()
    clickBackdrop()
    flush()
    expect(dialog()).not.toBeInTheDocument()
    flush(60_000)
    fireEvent.scroll(window)
    expect(dialog()).not.toBeInTheDocument()
    openFromPill()
  })

  it('moves focus into the open modal', () => {
    renderWidget()
    openFromPill()
    expect(dialog()).toHaveFocus()
  })

  it("'Claim on WhatsApp' opens the prefilled chat in a new tab and sets the flag", () => {
    renderWidget()
    openFromPill()
    const claim = screen.getByRole('link', { name: 'Claim on WhatsApp' })
    expect(claim).toHaveAttribute('href', whatsappUrl(whatsappMessages.welcomeOffer))
    expect(decodeURIComponent(claim.getAttribute('href')!)).toContain('WELCOME10')
    expect(claim).toHaveAttribute('target', '_blank')
    expect(claim).toHaveAttribute('rel', 'noopener noreferrer')
    // jsdom cannot open tabs; stop the navigation itself, not the app's click handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    fireEvent.click(claim)
    flush()
    expect(localStorage.getItem(FLAG)).toBe('1')
    expect(dialog()).not.toBeInTheDocument()
    expect(pill()).not.toBeInTheDocument()
  })
})
