import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { welcomeOfferClaimMessage } from '@/content/welcome-offer'
import { SEEN_FLAG_KEY } from '@/features/welcome-offer/storage'
import { WelcomeOffer } from '@/features/welcome-offer/welcome-offer'
import { studio } from '@/content/studio'
import { whatsappUrl } from '@/lib/links'
import { markLoaded, runStylesheetLoader } from '../support/full-stylesheet'

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

/**
 * Advances the fake clock by `ms`, then lets React finish: the modal is a lazily loaded chunk, and Radix
 * arms its outside-press listener and returns focus on 0 ms timeouts.
 */
async function flush(ms = 1) {
  await act(async () => {
    vi.advanceTimersByTime(ms)
    await import('@/features/welcome-offer/offer-dialog')
  })
  await act(async () => {
    vi.advanceTimersByTime(0)
  })
}

/** Clicks the pill as a browser does: a click focuses the button first. */
async function openFromPill() {
  pill()!.focus()
  fireEvent.click(pill()!)
  await flush()
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

describe('<WelcomeOffer> (docs/product.md §4)', () => {
  it('renders nothing on the server, even for a new visitor (storage is read only after hydration)', () => {
    expect(localStorage.getItem(SEEN_FLAG_KEY)).toBeNull()
    expect(renderToString(<WelcomeOffer />)).toBe('')
  })

  it('shows the pill when the seen flag is not set', () => {
    renderWidget()
    expect(pill()).toBeVisible()
    expect(pill()).toHaveTextContent('10% OFF')
    expect(dialog()).not.toBeInTheDocument()
  })

  it('shows nothing at all when the seen flag is set', async () => {
    localStorage.setItem(SEEN_FLAG_KEY, '1')
    const { container } = renderWidget()
    expect(pill()).not.toBeInTheDocument()
    expect(container.querySelector('main')?.nextSibling).toBeNull()
    await flush(60_000)
    expect(dialog()).not.toBeInTheDocument()
  })

  it('opens by itself 15 s after load', async () => {
    renderWidget()
    await flush(14_999)
    expect(dialog()).not.toBeInTheDocument()
    await flush(1)
    expect(dialog()).toBeInTheDocument()
  })

  it('switches the full stylesheet on when it opens by itself, not before (docs/decisions.md #193, #199)', async () => {
    const loader = runStylesheetLoader()
    const sheet = loader.sheet()!
    markLoaded(sheet)
    try {
      renderWidget()
      await flush(14_999)
      expect(sheet.media).toBe('print')
      await flush(1)
      expect(dialog()).toBeInTheDocument()
      expect(sheet.media).toBe('all')
    } finally {
      loader.remove()
    }
  })

  it('opens when the pill is clicked and states the offer and its terms (docs/decisions.md #9)', async () => {
    renderWidget()
    await openFromPill()
    const modal = within(dialog()!)
    expect(modal.getByRole('heading', { name: '10% off your first visit' })).toBeInTheDocument()
    expect(modal.getByText('WELCOME10')).toBeInTheDocument()
    expect(modal.getByText('New clients only')).toBeInTheDocument()
    expect(modal.getByText(/valid for 14 days from the day you claim it/i)).toBeInTheDocument()
    expect(modal.getByText(/cannot be combined with any other offer/i)).toBeInTheDocument()
  })

  it('opens on a mouse exit through the top on fine pointers only', async () => {
    emulateFinePointer()
    renderWidget()
    fireEvent.mouseOut(document, { clientY: 300, relatedTarget: null })
    await flush()
    expect(dialog()).not.toBeInTheDocument()
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
    await flush()
    expect(dialog()).toBeInTheDocument()
  })

  it('ignores a top exit on touch (coarse-pointer) devices', async () => {
    renderWidget()
    fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null })
    await flush()
    expect(dialog()).not.toBeInTheDocument()
  })

  it('opens once the page is scrolled past half its scrollable height', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight + 2000)
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000)
    renderWidget()
    fireEvent.scroll(window)
    await flush()
    expect(dialog()).not.toBeInTheDocument()
    scrollY.mockReturnValue(1001)
    fireEvent.scroll(window)
    await flush()
    expect(dialog()).toBeInTheDocument()
  })

  it.each([
    ['the X button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['Maybe later', () => fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }))],
  ])('closing with %s sets the flag, hides the pill and moves focus to the page', async (_, close) => {
    renderWidget()
    await openFromPill()
    expect(localStorage.getItem(SEEN_FLAG_KEY)).toBeNull()
    close()
    await flush()
    expect(dialog()).not.toBeInTheDocument()
    expect(pill()).not.toBeInTheDocument()
    expect(localStorage.getItem(SEEN_FLAG_KEY)).toBe('1')
    expect(document.getElementById('main')).toHaveFocus()
  })

  it('the backdrop closes the modal only: no flag, the pill stays and gets focus back', async () => {
    renderWidget()
    await openFromPill()
    clickBackdrop()
    await flush()
    expect(dialog()).not.toBeInTheDocument()
    expect(localStorage.getItem(SEEN_FLAG_KEY)).toBeNull()
    expect(pill()).toBeVisible()
    expect(pill()).toHaveFocus()
  })

  it('does not re-open by itself after a backdrop close, but the pill still opens it', async () => {
    renderWidget()
    await flush(15_000)
    expect(dialog()).toBeInTheDocument()
    await flush()
    clickBackdrop()
    await flush()
    expect(dialog()).not.toBeInTheDocument()
    await flush(60_000)
    fireEvent.scroll(window)
    expect(dialog()).not.toBeInTheDocument()
    await openFromPill()
  })

  it('moves focus into the open modal', async () => {
    renderWidget()
    await openFromPill()
    expect(dialog()).toHaveFocus()
  })

  it("'Claim on WhatsApp' opens the prefilled chat in a new tab and sets the flag", async () => {
    renderWidget()
    await openFromPill()
    const claim = screen.getByRole('link', { name: 'Claim on WhatsApp' })
    expect(claim).toHaveAttribute('href', whatsappUrl(studio.phone, welcomeOfferClaimMessage))
    expect(decodeURIComponent(claim.getAttribute('href')!)).toContain('WELCOME10')
    expect(claim).toHaveAttribute('target', '_blank')
    expect(claim).toHaveAttribute('rel', 'noopener noreferrer')
    // jsdom cannot open tabs; stop the navigation itself, not the app's click handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    fireEvent.click(claim)
    await flush()
    expect(localStorage.getItem(SEEN_FLAG_KEY)).toBe('1')
    expect(dialog()).not.toBeInTheDocument()
    expect(pill()).not.toBeInTheDocument()
  })
})
