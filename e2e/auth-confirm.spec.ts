import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/test'
import { axeViolations } from './support/axe'
import { startBackend, type RunningBackend } from '../supabase/local/server.ts'
import { E2E_BACKEND_URL } from './support/backend'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Sign-up with e-mail confirmation on, as on a hosted project (docs/product.md §4 "Auth page", §8;
 * docs/local-backend.md §1.1, §8), in the built site. The e2e backend runs with confirmation off, so this
 * spec starts a second backend with it on and forwards the page's backend requests to it; the mail, the
 * inbox page and the confirmation link are the second backend's own.
 */

let backend: RunningBackend
let dataDir: string
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-confirm-'))
  backend = await startBackend({ port: 0, dataDir, quiet: true, auth: { enableConfirmations: true } })
})
test.afterAll(async () => {
  await backend?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  // The welcome-offer modal would cover the form after 15 s; it is tested in its own spec.
  await skipWelcomeOffer(page)
  await page.route(`${E2E_BACKEND_URL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(E2E_BACKEND_URL, backend.url) })
    await route.fulfill({ response })
  })
})

test('sign-up asks to confirm; the link in the local inbox signs the owner in', async ({ page }, testInfo) => {
  const email = `confirm-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a-good-password')
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Account created!' })
  await expect(toast).toContainText('Check your e-mail to confirm your address, then sign in.')
  await expect(page).toHaveURL(/\/auth$/)
  expect(await page.evaluate(() => localStorage.getItem('sb-127-auth-token'))).toBeNull()

  await page.goto(`${backend.url}/inbox`)
  await expect(page.getByRole('heading', { level: 1, name: 'Local inbox' })).toBeVisible()
  const mail = page.getByRole('article').filter({ hasText: email })
  await expect(mail.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await mail.getByRole('link', { name: 'Confirm email address' }).click()
  // /auth takes the session from the link's fragment and sends the signed-in owner on to the site root.
  await expect(page).toHaveURL(new URL('/', testInfo.project.use.baseURL).href)
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sb-127-auth-token') ?? '{}').user?.email)).toBe(email)
  await page.goto('/auth')
  await expect(page).toHaveURL(new URL('/', testInfo.project.use.baseURL).href)
})
