import { expect, test } from '@playwright/test'
import { pageModule, readManifest } from '../scripts/prerender-manifest'

/**
 * Fast next pages (docs/architecture.md "Fast next pages", docs/decisions.md #115) on the built site: after `/` has
 * hydrated, the top bar's pages and /booking are fetched while the browser is idle; another page's chunk is fetched
 * when its link is hovered or focused, so following the link does not wait for it; /auth and /admin never are.
 */

const manifest = readManifest(process.env.E2E_OUT_DIR ?? 'dist')
/** The URL path of a route's page chunk, e.g. "/assets/gifts-abc123.js". */
const chunkOf = (routeKey: string) => `/${manifest[pageModule(routeKey)]!.file}`

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ij_voucher_seen_v1', '1'))
})

test('likely next pages are fetched ahead, others on hover or focus, never the owner screens', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  const idle = ['about', 'services', 'pricing', 'gallery', 'contact', 'booking'].map(chunkOf)
  await expect.poll(() => idle.filter((chunk) => !scripts.includes(chunk))).toEqual([])
  for (const key of ['gifts', 'faqs', 'auth', 'admin']) expect(scripts, key).not.toContain(chunkOf(key))

  const quickLinks = page.getByRole('navigation', { name: 'Quick links' })
  await quickLinks.getByRole('link', { name: 'FAQs' }).focus()
  await expect.poll(() => scripts).toContain(chunkOf('faqs'))
  await quickLinks.getByRole('link', { name: 'Gift Cards' }).hover()
  await expect.poll(() => scripts).toContain(chunkOf('gifts'))

  const before = scripts.length
  await quickLinks.getByRole('link', { name: 'Gift Cards' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gifts & rewards/)
  // The page's own chunk came ahead of the tap (the head-tag updater loads on a first navigation, as always).
  expect(scripts.slice(before), 'following a prefetched link downloads the page again').not.toContain(chunkOf('gifts'))
  expect(scripts).not.toContain(chunkOf('admin'))
  expect(scripts).not.toContain(chunkOf('auth'))
})
