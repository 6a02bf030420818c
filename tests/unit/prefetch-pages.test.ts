import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { publicPaths } from '@/config/paths'
import { ROUTE_CHUNKS_URL } from '@/lib/page-scripts'

/**
 * The prefetcher of likely next pages (src/app/prefetch-pages.ts, docs/architecture.md "Fast next pages"): which
 * pages' scripts it modulepreloads when idle and on hover, touch or focus, and when it holds back. `fetch` answers
 * `/route-chunks.json` with a small map (the real file is checked in e2e/prefetch.spec.ts).
 */

const chunks: Record<string, string[]> = Object.fromEntries(
  publicPaths.map((path) => [path, [`/assets/page${path === '/' ? '-home' : path.replace('/', '-')}.js`, '/assets/shared.js']]),
)

/** A fresh copy of the prefetcher (it starts once per page load). */
async function load() {
  vi.resetModules()
  return import('@/app/prefetch-pages')
}

/** The hrefs of the modulepreload links in the document head, sorted. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname).sort()

/** Adds a link to the document and returns it. */
function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a')
  a.href = href
  a.textContent = href
  document.body.append(a)
  return a
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

const fetchSpy = vi.fn((url: string) =>
  Promise.resolve(url === ROUTE_CHUNKS_URL ? new Response(JSON.stringify(chunks)) : new Response('', { status: 404 })),
)

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchSpy)
  fetchSpy.mockClear()
  window.history.replaceState(null, '', '/')
  setConnection(undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
  document.head.replaceChildren()
})

describe('startPagePrefetch', () => {
  it('modulepreloads /booking (Book Now) when idle, and nothing else', async () => {
    const { startPagePrefetch } = await load()
    startPagePrefetch()
    expect(fetchSpy).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(preloaded()).toEqual(['/assets/page-booking.js', '/assets/shared.js'])
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('does not prefetch the page the visitor is on', async () => {
    const { startPagePrefetch } = await load()
    window.history.replaceState(null, '', '/booking/')
    startPagePrefetch()
    await vi.runAllTimersAsync()
    expect(preloaded()).toEqual([])
  })

  it('modulepreloads a linked public page on hover, touch or focus, once, and skips files already linked', async () => {
    const { startPagePrefetch } = await load()
    setConnection({ saveData: true })
    const shared = document.createElement('link')
    shared.rel = 'modulepreload'
    shared.href = '/assets/shared.js'
    document.head.append(shared)
    startPagePrefetch()
    const faqs = link('/faqs')
    faqs.dispatchEvent(new Event('pointerover', { bubbles: true }))
    faqs.dispatchEvent(new Event('touchstart', { bubbles: true }))
    link('/gifts/').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await vi.runAllTimersAsync()
    expect(preloaded()).toEqual(['/assets/page-faqs.js', '/assets/page-gifts.js', '/assets/shared.js'])
  })

  it('adds the links one per task, so no insertion batch is a long task', async () => {
    const { startPagePrefetch } = await load()
    setConnection({ saveData: true })
    const batches: number[] = []
    const observer = new MutationObserver((records) => batches.push(records.reduce((n, r) => n + r.addedNodes.length, 0)))
    observer.observe(document.head, { childList: true })
    startPagePrefetch()
    link('/faqs').dispatchEvent(new Event('pointerover', { bubbles: true }))
    link('/gifts').dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.runAllTimersAsync()
    observer.disconnect()
    expect(preloaded()).toEqual(['/assets/page-faqs.js', '/assets/page-gifts.js', '/assets/shared.js'])
    expect(batches).toEqual([1, 1, 1])
  })

  it('ignores links to the current page, /admin, /auth, unknown paths and other sites', async () => {
    const { startPagePrefetch } = await load()
    setConnection({ saveData: true })
    window.history.replaceState(null, '', '/pricing')
    startPagePrefetch()
    for (const href of ['/pricing', '/admin', '/auth', '/nope', 'https://example.com/faqs']) {
      link(href).dispatchEvent(new Event('pointerover', { bubbles: true }))
    }
    await vi.runAllTimersAsync()
    expect(preloaded()).toEqual([])
  })

  it('does nothing when /route-chunks.json is missing (the dev server)', async () => {
    fetchSpy.mockImplementationOnce(() => Promise.resolve(new Response('', { status: 404 })))
    const { startPagePrefetch } = await load()
    startPagePrefetch()
    await vi.runAllTimersAsync()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(preloaded()).toEqual([])
  })

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'makes no idle guesses when the connection says %o',
    async (connection) => {
      const { startPagePrefetch } = await load()
      setConnection(connection)
      startPagePrefetch()
      await vi.runAllTimersAsync()
      expect(preloaded()).toEqual([])
    },
  )
})
