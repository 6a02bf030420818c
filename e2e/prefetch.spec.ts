import { expect, test } from './support/test'
import { pageModule, type RouteKey } from '../src/config/paths'
import { readManifest } from '../scripts/prerender-manifest'
import { gotoHydrated } from './support/hydration'
import { requestsMade } from './support/network'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Fast next pages (docs/architecture.md "Fast next pages", docs/decisions.md #115) on the built site: after `/` has
 * hydrated, /booking (Book Now) is prefetched while the browser is idle; another page's chunk is fetched when its
 * link is hovered or focused, so following the link does not wait for it; /auth and /admin never are. The home page's
 * part below the hero (docs/decisions.md #123) loads with a navigation to `/`, not with `/` itself.
 */

const manifest = readManifest(process.env.E2E_OUT_DIR ?? 'dist')
/** The URL path of a route's page chunk, e.g. "/assets/gifts-abc123.js". */
const chunkOf = (routeKey: RouteKey) => `/${manifest[pageModule(routeKey)]!.file}`

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
})

test('likely next pages are fetched ahead, others on hover or focus, never the owner screens', async ({ page }) => {
  const requested = requestsMade(page, undefined, (request) => new URL(request.url()).pathname)
  await page.goto('/')
  await expect.poll(() => requested).toContain(chunkOf('booking'))
  for (const key of ['pricing', 'gifts', 'faqs', 'auth', 'admin'] as const) expect(requested, key).not.toContain(chunkOf(key))

  const quickLinks = page.getByRole('navigation', { name: 'Quick links' })
  await quickLinks.getByRole('link', { name: 'FAQs' }).focus()
  await expect.poll(() => requested).toContain(chunkOf('faqs'))
  await quickLinks.getByRole('link', { name: 'Gift Cards' }).hover()
  await expect.poll(() => requested).toContain(chunkOf('gifts'))

  await quickLinks.getByRole('link', { name: 'Gift Cards' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gifts & rewards/)
  // The page's chunk crossed the network once, ahead of the tap; the navigation did not fetch it again.
  const transfers = await page.evaluate(
    (chunk) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === chunk)
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    chunkOf('gifts'),
  )
  expect(transfers[0], 'the prefetch downloaded the chunk').toBeGreaterThan(0)
  expect(transfers.slice(1), 'the navigation downloaded it again').toEqual(transfers.slice(1).map(() => 0))
  expect(requested).not.toContain(chunkOf('admin'))
  expect(requested).not.toContain(chunkOf('auth'))
})

test('the home page loads its part below the hero only for a navigation to it, fetched ahead on hover', async ({ page }) => {
  const part = `/${manifest['src/pages/home.below-hero.tsx']!.file}`
  const requested = requestsMade(page, undefined, (request) => new URL(request.url()).pathname)
  await gotoHydrated(page, '/')
  // Hydrated, idle (Book Now's page is prefetched), and the sections below the hero are the prerendered HTML.
  await expect.poll(() => requested).toContain(chunkOf('booking'))
  await expect(page.getByRole('heading', { name: 'What clients say' })).toBeVisible()
  expect(requested, 'the part was loaded with /').not.toContain(part)

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/)
  expect(requested).not.toContain(part)
  const home = page.getByRole('link', { name: /^IJ Nails & Lashes, .*, home$/ })
  await home.hover()
  await expect.poll(() => requested).toContain(part)
  await home.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Beautiful nails/)
  await expect(page.getByRole('heading', { name: 'What clients say' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Treatments clients love' })).toBeVisible()
})
