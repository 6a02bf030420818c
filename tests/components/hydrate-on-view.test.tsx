import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { Counter } from '../support/counter'
import { prerender } from '../support/prerender'

/** The component under test, imported afresh per test: it keeps one wait per region id for the page's lifetime. */
async function load() {
  vi.resetModules()
  return (await import('@/components/layout/hydrate-on-view')).HydrateOnView
}

/** An IntersectionObserver whose targets are out of view until `show()` is called. */
class FakeObserver {
  static all: FakeObserver[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe() {}
  disconnect() {}
  show() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

describe('HydrateOnView (docs/decisions.md #215, #380)', () => {
  let root: Root | undefined
  // tests/setup.ts defines a writable, non-configurable stand-in, so it is swapped by assignment.
  const setupObserver = window.IntersectionObserver
  beforeEach(() => {
    FakeObserver.all = []
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    window.IntersectionObserver = setupObserver
  })

  /** Hydrates the prerendered HTML of `<HydrateOnView><Counter /></HydrateOnView>`; returns the prerendered button. */
  async function hydrateCounter() {
    const HydrateOnView = await load()
    const app = (
      <main>
        <HydrateOnView>
          <Counter />
        </HydrateOnView>
      </main>
    )
    const page = prerender(app)
    const button = screen.getByRole('button')
    root = await page.hydrate()
    return button
  }

  it('renders its children at once outside a hydration', async () => {
    const HydrateOnView = await load()
    render(
      <HydrateOnView>
        <Counter />
      </HydrateOnView>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1')
  })

  it('keeps the prerendered HTML unhydrated while out of view, and hydrates it when it comes into view', async () => {
    const button = await hydrateCounter()
    fireEvent.click(button)
    expect(button).toHaveTextContent('Clicked 0')

    await act(async () => FakeObserver.all[0]!.show())
    expect(screen.getByRole('button')).toBe(button)
    fireEvent.click(button)
    expect(button).toHaveTextContent('Clicked 1')
  })

  describe('a tap or key (docs/decisions.md #380)', () => {
    const frames: FrameRequestCallback[] = []
    /** Paints a frame, then runs the tasks queued after it (the answer to a tap is on screen by then). */
    const paintFrame = () =>
      act(async () => {
        frames.splice(0).forEach((callback) => callback(performance.now()))
        await new Promise((resolve) => setTimeout(resolve))
      })
    beforeEach(() => {
      frames.length = 0
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    })
    afterEach(() => vi.unstubAllGlobals())

    it('in it hydrates it at once, even out of view, after the frame that answers the tap', async () => {
      const button = await hydrateCounter()
      fireEvent.pointerUp(button)
      fireEvent.click(button)
      expect(button).toHaveTextContent('Clicked 0')
      await paintFrame()
      fireEvent.click(button)
      expect(button).toHaveTextContent('Clicked 1')
    })

    it('elsewhere hydrates it in a turn of its own after that, so a navigation the tap starts is not held back', async () => {
      const button = await hydrateCounter()
      // Its turn is a task after other work (requestIdleCallback here: jsdom has neither it nor scheduler.postTask), held
      // until the test runs it, so the order of the tasks does not depend on how busy the machine is (two timers queued
      // a moment apart could run in one pass on a loaded host).
      const turns: (() => void)[] = []
      vi.stubGlobal('requestIdleCallback', (task: () => void) => turns.push(task))
      fireEvent.keyUp(document.body)
      await paintFrame()
      fireEvent.click(button)
      expect(button).toHaveTextContent('Clicked 0')
      // After the tap's own release in a task of its own, its turn comes: a click before then does nothing, the first
      // after counts once.
      for (let task = 0; task < 10 && button.textContent !== 'Clicked 1'; task++) {
        await act(async () => {
          turns.splice(0).forEach((turn) => turn())
          await new Promise((resolve) => setTimeout(resolve))
        })
        fireEvent.click(button)
      }
      expect(button).toHaveTextContent('Clicked 1')
    })
  })
})
