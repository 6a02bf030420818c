import { expect, test, type Browser, type BrowserContext, type Page, type Request } from './support/test'
import { SEEN_FLAG_KEY } from '../src/features/welcome-offer/storage'
import { gotoHydrated } from './support/hydration'
import { requestsMade } from './support/network'
import { ownerSite } from './support/owner-site'
import type { BuiltSite } from './support/site-build'

/**
 * Visits counted without cookies (docs/visits.md; docs/decisions.md #180-#184), on a prerendered build of the site
 * against the worker's backend, reset for this spec (so no other spec's visits mix in; e2e/support/owner-site.ts): two browsers with different User-Agents
 * are two visitors and their page views (a first load and an in-app navigation each); nothing is stored on the
 * device; Book Now and WhatsApp taps that open their sites are counted; a Global Privacy Control browser sends nothing.
 */

// The worker's backend, reset for this file, and the seed site built against it (e2e/support/owner-site.ts); the file is serial.
const { seedSite, backend } = ownerSite()
let site: BuiltSite

test.beforeAll(async () => {
  test.setTimeout(240_000)
  site = await seedSite()
})

const RPC = /\/rest\/v1\/rpc\/record_visit$/
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1'

type Count = { path: string; kind: string; count: number }

/** Today's counts and visitors, read with the service role. */
async function stored(): Promise<{ counts: Count[]; visitors: number }> {
  const service = backend().serviceClient()
  const counts = await service.from('visit_daily_counts').select('path, kind, count').order('path').order('kind')
  const visitors = await service.from('visit_daily_visitors').select('visitors')
  if (counts.error || visitors.error) throw counts.error ?? visitors.error
  return { counts: counts.data as Count[], visitors: (visitors.data as { visitors: number }[]).reduce((n, r) => n + r.visitors, 0) }
}

/** A phone-sized browser with its own User-Agent; the booking site and WhatsApp answered locally (no internet here). */
async function visitor(browser: Browser, userAgent: string, options: { gpc?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    ...(options.gpc ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
  })
  if (options.gpc)
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  await context.route(/^https:\/\/(wa\.me|booking\.example\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  )
  // The welcome offer's modal would cover the links; its own flag is the one storage key the site may hold.
  await context.addInitScript((key) => localStorage.setItem(key, '1'), SEEN_FLAG_KEY)
  return context
}

/** The visit requests `page` sends, as they finish (status and JSON body). */
function visitRequests(page: Page): { status: number; body: unknown; request: Request }[] {
  const sent: { status: number; body: unknown; request: Request }[] = []
  page.on('requestfinished', (request) => {
    if (!RPC.test(request.url())) return
    void request.response().then((response) => sent.push({ status: response?.status() ?? 0, body: request.postDataJSON(), request }))
  })
  return sent
}

/** What the page keeps on the device: cookies, and storage keys other than the welcome offer's own flag. */
async function deviceStorage(context: BrowserContext, page: Page) {
  const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
  return { cookies: await context.cookies(), local: keys.local.filter((k) => k !== SEEN_FLAG_KEY), session: keys.session }
}

test('two browsers are two visitors with their page views; nothing is stored on the device', async ({ browser }, testInfo) => {
  for (const userAgent of [PHONE, ANDROID]) {
    const context = await visitor(browser, userAgent)
    const page = await context.newPage()
    const sent = visitRequests(page)
    await gotoHydrated(page, `${site.url}/`)
    await expect.poll(() => sent.length).toBe(1)
    // An in-app navigation is one more page view, of the route's path.
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'FAQs' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/)
    await expect.poll(() => sent.length).toBe(2)
    expect(sent.map((s) => [s.status, s.body])).toEqual([
      [204, { path: '/', kind: 'pageview' }],
      [204, { path: '/faqs', kind: 'pageview' }],
    ])
    // No cookie, no key of its own in local or session storage, and the request carries none either.
    expect(await deviceStorage(context, page)).toEqual({ cookies: [], local: [], session: [] })
    const headers = await sent[0]!.request.allHeaders()
    expect(Object.keys(headers)).not.toContain('cookie')
    if (userAgent === PHONE) {
      const sizes = await sent[0]!.request.sizes()
      testInfo.annotations.push({
        type: 'page view request',
        description: `headers ${sizes.requestHeadersSize} B, body ${sizes.requestBodySize} B`,
      })
      expect(sizes.requestBodySize).toBe(JSON.stringify({ path: '/', kind: 'pageview' }).length)
    }
    await context.close()
  }
  const { counts, visitors } = await stored()
  expect(visitors).toBe(2)
  expect(counts).toEqual([
    { path: '/', kind: 'pageview', count: 2 },
    { path: '/faqs', kind: 'pageview', count: 2 },
  ])
})

test('Book Now and WhatsApp taps that open their sites are counted, with the page they were tapped on', async ({ browser }) => {
  const before = await stored()
  const context = await visitor(browser, TABLET)
  const page = await context.newPage()
  const sent = visitRequests(page)
  await gotoHydrated(page, `${site.url}/pricing`)
  await expect.poll(() => sent.length).toBe(1)
  const bar = page.getByRole('navigation', { name: 'Quick booking' })
  for (const [name, host] of [
    ['Book Now', 'booking.example.com'],
    ['WhatsApp', 'wa.me'],
  ] as const) {
    const popup = context.waitForEvent('page')
    await bar.getByRole('link', { name }).tap()
    const opened = await popup
    await opened.waitForLoadState()
    expect(new URL(opened.url()).hostname).toBe(host)
    await opened.close()
  }
  await expect.poll(() => sent.length).toBe(3)
  expect(sent.map((s) => [s.status, s.body])).toEqual([
    [204, { path: '/pricing', kind: 'pageview' }],
    [204, { path: '/pricing', kind: 'book' }],
    [204, { path: '/pricing', kind: 'whatsapp' }],
  ])
  const after = await stored()
  const count = (rows: Count[], kind: string) => rows.find((r) => r.path === '/pricing' && r.kind === kind)?.count ?? 0
  expect(count(after.counts, 'book') - count(before.counts, 'book')).toBe(1)
  expect(count(after.counts, 'whatsapp') - count(before.counts, 'whatsapp')).toBe(1)
  expect(after.visitors - before.visitors).toBe(1)
  await context.close()
})

test('a browser with Global Privacy Control sends nothing, not even its taps', async ({ browser }) => {
  const before = await stored()
  const context = await visitor(browser, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Gecko/20100101 Firefox/133.0', { gpc: true })
  const page = await context.newPage()
  const rpcRequests = requestsMade(page, RPC)
  await gotoHydrated(page, `${site.url}/`)
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'FAQs' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/)
  const popup = context.waitForEvent('page')
  await page.getByRole('navigation', { name: 'Quick booking' }).getByRole('link', { name: 'WhatsApp' }).tap()
  await (await popup).close()
  // Whatever the counter would send goes out at once after hydration or the tap; give it time to show up.
  await page.waitForTimeout(1500)
  expect(rpcRequests).toEqual([])
  expect(await stored()).toEqual(before)
  await context.close()
})
