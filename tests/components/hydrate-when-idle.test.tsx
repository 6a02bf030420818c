import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { Counter } from '../utils/counter'
import { prerender } from '../utils/prerender'

// Hydration in slices (src/lib/hydration-slices.ts, src/components/layout/hydrate-when-idle.tsx, docs/decisions.md #252).

/** The modules under test, imported afresh per test: they keep each region's turn for the page's lifetime. */
async function load() {
  vi.resetModules()
  const [{ HydrateWhenIdle }, slices] = await Promise.all([
    import('@/components/layout/hydrate-when-idle'),
    import('@/lib/hydration-slices'),
  ])
  return { HydrateWhenIdle, ...slices }
}

/** Idle callbacks that run only when the test says so (jsdom has none; `scheduler.postTask` is not there either). */
const idle: IdleRequestCallback[] = []
const runIdle = () => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 })

describe('HydrateWhenIdle', () => {
  let root: Root | undefined
  beforeEach(() => {
    idle.length = 0
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  /** Hydrates the prerendered HTML of two regions, `a` and `b`; returns their prerendered buttons. */
  async function hydrateTwo() {
    const { HydrateWhenIdle, whenSlicesHydrated, startSlicedHydration } = await load()
    const app = (
      <main>
        <HydrateWhenIdle>
          <Counter name="a" />
        </HydrateWhenIdle>
        <HydrateWhenIdle>
          <Counter name="b" />
        </HydrateWhenIdle>
      </main>
    )
    const page = prerender(app)
    const [a, b] = screen.getAllByRole('button')
    startSlicedHydration()
    root = await page.hydrate()
    return { a: a!, b: b!, whenSlicesHydrated }
  }

  /** Clicks `button` and tells whether React answered (its count went up). */
  function answers(button: HTMLElement): boolean {
    const before = button.textContent
    fireEvent.click(button)
    return button.textContent !== before
  }

  it('renders its children at once outside a hydration', async () => {
    const { HydrateWhenIdle, startSlicedHydration } = await load()
    // The page started a sliced hydration, but this is a client render (a mount after it, a navigation): no turn waited.
    startSlicedHydration()
    render(
      <HydrateWhenIdle>
        <Counter name="a" />
      </HydrateWhenIdle>,
    )
    expect(answers(screen.getByRole('button'))).toBe(true)
    expect(idle).toEqual([])
  })

  it('hydrates the regions one idle period each, in order, and then says the page is hydrated', async () => {
    const { a, b, whenSlicesHydrated } = await hydrateTwo()
    const settled = vi.fn()
    whenSlicesHydrated(settled)
    expect(answers(a)).toBe(false)
    expect(answers(b)).toBe(false)

    await act(async () => runIdle())
    expect(answers(a)).toBe(true)
    expect(answers(b)).toBe(false)
    // The check queued when it was asked, run before b's turn: b still waits, so not yet.
    const [check] = idle.splice(1, 1)
    expect(check).toBeDefined()
    await act(async () => check?.({ didTimeout: false, timeRemaining: () => 50 }))
    expect(settled).not.toHaveBeenCalled()

    await act(async () => runIdle())
    expect(answers(b)).toBe(true)
    expect(screen.getAllByRole('button')).toEqual([a, b])

    await act(async () => {
      while (idle.length > 0) runIdle()
    })
    expect(settled).toHaveBeenCalledTimes(1)
  })

  it("hydrates every waiting region at the visitor's first pointerdown", async () => {
    const { a, b } = await hydrateTwo()
    await act(async () => fireEvent.pointerDown(document.body))
    expect(answers(a)).toBe(true)
    expect(answers(b)).toBe(true)
  })
})
