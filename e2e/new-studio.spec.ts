import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { axeViolations } from './support/axe'
import { expect, test } from './support/test'
import { submitOwnerSignIn, toast } from './support/owner-site'
import { buildInto, serveBuilt, type BuiltSite } from './support/site-build'
import { BACKEND_START_TIMEOUT_MS, startTestBackend, type TestBackend } from '../tests/support/backend'
import { demoStudioTraces } from '../tests/support/demo-words'
import { runScript } from '../tests/support/run-script'
import { removeAtExit } from '../tests/support/temp-folders'

/**
 * A new studio on her phone (issue 53's "Done when"; docs/site-content.md "A new studio"), on a backend as
 * `npm run db:reset -- --empty` makes it (the local admin, no content): the site builds as the holding page; she signs
 * in from its link, in the product's plain chrome (no stand-in studio), and lands on the set-up (each field labelled,
 * a refused answer named under its field); she sets up "Bloom Beauty Bar" for Maya in Didsbury, Manchester with a
 * teal brand colour, lands in the editors and publishes; the rebuilt
 * site is hers in every page title, the JSON-LD and every WhatsApp link, and nothing in the build carries a word of
 * the demo studio. Phone only (390 px): the set-up is one column at any width. Costs two builds (about a minute).
 */
test.setTimeout(300_000)
test.describe.configure({ mode: 'serial' })

const MAYA = {
  'Studio name': 'Bloom Beauty Bar',
  'Your first name': 'Maya',
  Town: 'Didsbury',
  City: 'Manchester',
  'WhatsApp number': '+44 7700 900456',
  'Booking link': 'https://booking.example.com/bloom',
  'E-mail': 'maya@example.com',
  'Brand colour': '#0f766e',
} as const

let backend: TestBackend | undefined
const sites: BuiltSite[] = []
test.beforeAll(async () => {
  test.setTimeout(BACKEND_START_TIMEOUT_MS)
  backend = await startTestBackend({ empty: true })
})
test.afterAll(async () => {
  for (const site of sites) await site.close()
  await backend?.dispose()
})

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))

test('a new studio: the holding page, the set-up, Publish, and a built site that is hers alone', async ({ page }) => {
  const url = backend!.url
  const holdingDir = join('.tmp', `e2e-holding-${process.pid}-${Date.now()}`)
  removeAtExit(holdingDir)
  await buildInto(url, holdingDir)
  // The budgets' HTML check knows a holding build: every page the holding page, noindex, no script; the CSP holds.
  const check = await runScript('scripts/check-prerender.ts', ['--outDir', holdingDir])
  expect(check.stdout + check.stderr).toContain('Prerendered HTML check passed (holding build')
  const holding = await serveBuilt(holdingDir)
  sites.push(holding)

  // Nothing published: every public route is the holding page, not indexed.
  await page.goto(`${holding.url}/pricing`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This site is being set up')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  // The holding page's one link takes her to /auth, whose chrome names no studio: none is set up yet (docs/decisions.md #530, #533).
  await page.getByRole('link', { name: 'Site owner? Sign in to set it up' }).click()
  await expect(page).toHaveTitle('Sign in')
  await expect(page.getByRole('banner')).toHaveText('Your new website')
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await submitOwnerSignIn(page)
  // Signed in, /auth sends her to the set-up, not home to the holding page (docs/decisions.md #532).
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your site' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('banner')).toHaveText('Your new website')
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  expect(await page.locator('body').innerText()).not.toMatch(/Your (studio|town|city)|example\.com/)
  // Sent empty: each field says what is missing, under it.
  await page.getByRole('button', { name: 'Make my site' }).click()
  await expect(page.getByText('Studio name is required')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await expect(page.getByLabel('Studio name', { exact: true })).toBeFocused()

  for (const [label, value] of Object.entries(MAYA)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Make my site' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText('Your whole site: nothing is published yet')).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toast(page, 'Published')).toBeVisible()

  const outDir = join('.tmp', `e2e-new-studio-${process.pid}-${Date.now()}`)
  removeAtExit(outDir)
  await buildInto(url, outDir)
  const files = filesUnder(outDir)
  const pages = files.filter((f) => f.endsWith('.html') && !/[/\\](admin|auth)[/\\]/.test(f))
  expect(pages.length).toBeGreaterThanOrEqual(12)
  for (const file of pages) {
    const html = readFileSync(file, 'utf8')
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], file).toContain('Bloom Beauty Bar')
    const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
    for (const block of jsonLd) expect(block, file).toContain('Bloom Beauty Bar')
    const whatsApp = [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map((m) => m[1] ?? '')
    for (const link of whatsApp) expect(link, file).toMatch(/^https:\/\/wa\.me\/447700900456\?/)
  }
  const home = readFileSync(join(outDir, 'index.html'), 'utf8')
  expect(home).toMatch(/application\/ld\+json[^>]*>[^<]*"name":"Bloom Beauty Bar"/)
  expect(home).toContain('"addressLocality":"Didsbury"')
  expect(home).toMatch(/wa\.me\/447700900456/)
  expect(home.toLowerCase()).toContain('#0f766e')
  // No word of the demo studio anywhere in the build: pages, scripts, styles, manifest, sitemap.
  const textFiles = files.filter((f) => /\.(html|js|css|json|webmanifest|xml|txt|svg)$/.test(f))
  const traces = textFiles.flatMap((f) => demoStudioTraces(readFileSync(f, 'utf8')).map((word) => `${f}: ${word}`))
  expect(traces).toEqual([])

  // The built site shows her, as a visitor on a phone reads it.
  const built = await serveBuilt(outDir)
  sites.push(built)
  await page.goto(`${built.url}/`)
  await expect(page).toHaveTitle(/Bloom Beauty Bar/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Didsbury')
})
