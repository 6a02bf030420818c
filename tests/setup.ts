// jsdom and Node have no IndexedDB: fake-indexeddb's, in memory, so /admin's device store (src/lib/device-store.ts) works
// as in a browser; emptied after each test in either environment, so no test finds what an earlier one kept.
import 'fake-indexeddb/auto'
import { afterEach, vi } from 'vitest'
import { forgetThisDevice } from '@/lib/device-store'

afterEach(() => forgetThisDevice())

// Pure-logic files run in Node (`// @vitest-environment node`, docs/testing.md "Keeping Vitest fast"): no DOM to set up.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')

  // A worker's files share one jsdom window (docs/decisions.md #228): after each test the document is left as a new
  // one, whatever the test added outside React (prerendered markup, links in <head>, attributes on <html>).
  afterEach(() => {
    cleanup()
    localStorage.clear()
    sessionStorage.clear()
    document.head.replaceChildren()
    document.body.replaceChildren()
    for (const element of [document.documentElement, document.body])
      for (const { name } of [...element.attributes]) element.removeAttribute(name)
    history.replaceState(null, '', '/')
  })

  // jsdom lacks these browser APIs; components feature-detect them.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: vi.fn((query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      })),
    })
  }
  if (!('IntersectionObserver' in window)) {
    class IO {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IO })
  }
}
