import { act, useRef, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { earlyTap, takeEarlyTaps, useEarlyTaps } from '@/lib/early-taps'
import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps-script'

/** The capture script and the replay (docs/decisions.md #130): an early tap on a marked control acts exactly once. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/**
 * Installs the real inline script in this window, as a prerendered page's head does, and returns what removes it. The
 * script keeps no handle on its listener, so it runs with its `addEventListener` bound to one that notes what it adds.
 * The window is shared with the next test files of this worker (docs/testing.md "Keeping Vitest fast"), where a
 * listener left behind would swallow every click on a `data-early-tap` control.
 */
function installScript(): () => void {
  const added: Parameters<typeof window.addEventListener>[] = []
  new Function('addEventListener', EARLY_TAPS_SCRIPT)((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args)
    window.addEventListener(...args)
  })
  return () => {
    for (const args of added) window.removeEventListener(...args)
    delete window.__earlyTaps
  }
}

// The script is installed once for the file and its state emptied before each test.
let taps: NonNullable<typeof window.__earlyTaps>
let uninstall: () => void
beforeAll(() => {
  uninstall = installScript()
  taps = window.__earlyTaps!
})
afterAll(() => {
  uninstall()
  // Nothing is left for the next file: a click on a marked control that is not live reaches it.
  const button = document.createElement('button')
  button.setAttribute('data-early-tap', 'next-file')
  document.body.append(button)
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  button.dispatchEvent(click)
  button.remove()
  expect(click.defaultPrevented).toBe(false)
})
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  document.body.innerHTML = ''
  taps.queue.length = 0
  taps.live.clear()
  window.__earlyTaps = taps
})

function Toggle({ onPress }: { onPress?: () => void }) {
  const [on, setOn] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  useEarlyTaps('toggle', ref)
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={on}
      {...earlyTap('toggle')}
      onClick={() => {
        onPress?.()
        setOn((o) => !o)
      }}
    >
      <span>Pause</span>
    </button>
  )
}

function serverHtml(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Toggle />)
  document.body.append(container)
  return container
}

/** The server's HTML, tapped `taps` times before hydration, then hydrated: its button and the spy a tap reaches. */
async function hydrateAfterTaps(taps: number) {
  const container = serverHtml()
  const button = container.querySelector('button')!
  for (let tap = 0; tap < taps; tap++) button.click()
  const pressed = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Toggle onPress={pressed} />)
  })
  return { button, pressed }
}

describe('EARLY_TAPS_SCRIPT', () => {
  it('queues a click on a marked control (also on its child) and keeps it from later listeners', () => {
    const container = serverHtml()
    const reached = vi.fn()
    container.addEventListener('click', reached)
    container.querySelector('span')!.click()
    expect(window.__earlyTaps?.queue).toEqual(['toggle'])
    expect(reached).not.toHaveBeenCalled()
  })

  it('lets clicks elsewhere and on live controls through', () => {
    const container = serverHtml()
    const other = document.createElement('button')
    container.append(other)
    const reached = vi.fn()
    container.addEventListener('click', reached)
    other.click()
    expect(takeEarlyTaps('toggle')).toBe(0)
    container.querySelector('button')!.click()
    expect(reached).toHaveBeenCalledTimes(2)
    expect(window.__earlyTaps?.queue).toEqual([])
  })

  it('is a constant: the same bytes on every page (its CSP hash is stable)', () => {
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/[\n<]/)
    expect(EARLY_TAPS_SCRIPT.length).toBeLessThan(400)
  })
})

describe('useEarlyTaps', () => {
  it('replays a tap made before hydration exactly once, after the control hydrated', async () => {
    const { button, pressed } = await hydrateAfterTaps(1)
    expect(pressed).toHaveBeenCalledTimes(1)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(window.__earlyTaps?.queue).toEqual([])
    // From now on a tap goes straight to React, once.
    await act(async () => button.click())
    expect(pressed).toHaveBeenCalledTimes(2)
    expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  it('replays two early taps as two, in order', async () => {
    const { button, pressed } = await hydrateAfterTaps(2)
    expect(pressed).toHaveBeenCalledTimes(2)
    expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  it('does nothing without the script (dev server, client-rendered pages)', async () => {
    delete window.__earlyTaps
    const container = serverHtml()
    await act(async () => {
      hydrateRoot(container, <Toggle />)
    })
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'false')
  })
})
