import { act, fireEvent, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { createRoot, type HydrationOptions, type Root } from 'react-dom/client'
import { ErrorBoundary } from 'react-error-boundary'
import { Counter } from '../support/counter'
import { prerender } from '../support/prerender'

// Hydration in slices (src/lib/hydration-slices.ts, src/components/layout/hydrate-when-idle.tsx, docs/decisions.md #252,
// #380, #381).

/** The modules under test, imported afresh per test: they keep each region's turn for the page's lifetime. */
async function load() {
  vi.resetModules()
  const [{ HydrateWhenIdle }, slices] = await Promise.all([
    import('@/components/layout/hydrate-when-idle'),
    import('@/lib/hydration-slices'),
  ])
  return { HydrateWhenIdle, ...slices }
}

/** Idle callbacks and animation frames that run only when the test says so (jsdom has no `scheduler.postTask`). */
const idle: IdleRequestCallback[] = []
const frames: FrameRequestCallback[] = []

/** Runs every idle callback asked for so far, as a browser would in the idle periods before React renders again. */
const runIdle = () => act(async () => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })))

/** Paints a frame, then runs the tasks queued after it (the answer to a tap is on screen by then). */
const paintFrame = () =>
  act(async () => {
    frames.splice(0).forEach((callback) => callback(performance.now()))
    await new Promise((resolve) => setTimeout(resolve))
  })

/** The regions that have hydrated, in the order they committed. */
const committed: string[] = []

/** A region's content: a button that React answers once hydrated, which notes when it commits. */
function Part({ name }: { name: string }) {
  useLayoutEffect(() => {
    committed.push(name)
  }, [name])
  return <Counter name={name} />
}

describe('HydrateWhenIdle', () => {
  let root: Root | undefined
  beforeEach(() => {
    idle.length = 0
    frames.length = 0
    committed.length = 0
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    delete window.__earlyTaps
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /**
   * Hydrates the prerendered HTML of two regions, `a` and `b` (whose content may be given), in an error boundary as the app
   * has; `beforeHydrate` runs between the prerender and the hydration. Returns the prerendered buttons.
   */
  async function hydrateTwo(b = <Part name="b" />, beforeHydrate: () => void = () => undefined, options?: HydrationOptions) {
    const { HydrateWhenIdle, whenSlicesHydrated, startSlicedHydration } = await load()
    const app = (
      <ErrorBoundary fallback={<p>The error screen</p>}>
        <main>
          <HydrateWhenIdle>
            <Part name="a" />
          </HydrateWhenIdle>
          <HydrateWhenIdle>{b}</HydrateWhenIdle>
        </main>
      </ErrorBoundary>
    )
    const page = prerender(app)
    const [buttonA, buttonB] = screen.getAllByRole('button')
    beforeHydrate()
    startSlicedHydration()
    root = await page.hydrate(options)
    return { a: buttonA!, b: buttonB!, whenSlicesHydrated }
  }

  /** Clicks `button` and tells whether React answered (its count went up). */
  function answers(button: HTMLElement): boolean {
    const before = button.textContent
    fireEvent.click(button)
    return button.textContent !== before
  }

  /** Takes turns with `step` until both regions have committed: each step must hydrate one region at most. */
  async function hydrateInTurns(step: () => Promise<void>, settled: () => void) {
    for (let turns = 0; committed.length < 2; turns++) {
      expect(turns, 'turns taken').toBeLessThan(10)
      const before = committed.length
      await step()
      expect(committed.length - before, 'regions hydrated by one turn').toBeLessThanOrEqual(1)
      if (committed.length < 2) expect(settled).not.toHaveBeenCalled()
    }
    expect(committed).toEqual(['a', 'b'])
    for (let turns = 0; turns < 3; turns++) await step()
    expect(settled).toHaveBeenCalledTimes(1)
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
    await hydrateInTurns(runIdle, settled)
    expect(answers(a)).toBe(true)
    expect(answers(b)).toBe(true)
    expect(screen.getAllByRole('button')).toEqual([a, b])
  })

  it('hydrates the regions one task each without requestIdleCallback or scheduler.postTask (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { whenSlicesHydrated } = await hydrateTwo()
    const settled = vi.fn()
    whenSlicesHydrated(settled)
    // A step runs every timer due, as the browser may before React renders what the first released.
    await hydrateInTurns(
      () =>
        act(async () => {
          vi.runOnlyPendingTimers()
        }),
      settled,
    )
  })

  it.each(['pointerUp', 'keyUp'] as const)(
    'hydrates the region a %s lands in first, after the frame that answers it, and the others in their turns',
    async (event) => {
      const { a, b } = await hydrateTwo()
      fireEvent[event](b)
      expect(committed).toEqual([])
      await paintFrame()
      expect(committed).toEqual(['b'])
      expect(answers(a)).toBe(false)
      expect(answers(b)).toBe(true)
      await runIdle()
      expect(committed).toEqual(['b', 'a'])
    },
  )

  /** Region b and, outside it, a control of b's that React answers at once (`data-early-tap`). */
  const regionBWithControl = (
    <>
      <Part name="b" />
      <button type="button" data-early-tap="b-control">
        Pause
      </button>
    </>
  )

  it('hydrates the region of a control only React answers at once when the finger lifts, for the click that follows', async () => {
    await hydrateTwo(regionBWithControl)
    await act(async () => fireEvent.pointerUp(screen.getByRole('button', { name: 'Pause' })))
    expect(committed).toEqual(['b'])
    expect(frames).toEqual([])
  })

  it('hydrates first the region of a tap the early-tap capture queued before the scripts', async () => {
    window.__earlyTaps = { queue: ['b-control'], live: new Set() }
    await hydrateTwo(regionBWithControl)
    await act(async () => undefined)
    expect(committed).toEqual(['b'])
  })

  it('hydrates every waiting region at a history navigation', async () => {
    await hydrateTwo()
    await act(async () => fireEvent.popState(window))
    expect(committed).toEqual(['a', 'b'])
  })

  it('counts a region whose chunk fails to load as settled', async () => {
    // The prerender had the region's code; in the browser its chunk fails (React.lazy then throws the import's error),
    // and the app's error boundary replaces the page with the error screen (src/app/app-routes.tsx). The root layout that
    // mounts after it (once she navigates) asks again.
    let inBrowser = false
    function ChunkOfB() {
      if (inBrowser) throw new Error('Failed to fetch dynamically imported module')
      return <Part name="b" />
    }
    // What React would report (the failed hydration, then the error the boundary caught), kept from the console.
    const reported = vi.fn()
    const { whenSlicesHydrated } = await hydrateTwo(
      <ChunkOfB />,
      () => {
        inBrowser = true
      },
      { onRecoverableError: reported, onCaughtError: reported },
    )
    for (let turns = 0; turns < 4; turns++) await runIdle()
    expect(screen.getByText('The error screen')).toBeInTheDocument()
    expect(reported).toHaveBeenCalledWith(new Error('Failed to fetch dynamically imported module'), expect.anything())
    const settled = vi.fn()
    whenSlicesHydrated(settled)
    await runIdle()
    expect(settled).toHaveBeenCalledTimes(1)
    // React keeps the failed hydration's own error in a queue of its module until the first render of a new root: make
    // one here, so that it is reported to this test and not to the next test's (React DOM's completeWork of a HostRoot).
    const sink = createRoot(document.createElement('div'), { onRecoverableError: reported })
    act(() => sink.render(<p />))
    act(() => sink.unmount())
    const causes = reported.mock.calls.map(([error]) => ((error as Error).cause as Error | undefined)?.message)
    expect(causes).toContain('Failed to fetch dynamically imported module')
  })
})
