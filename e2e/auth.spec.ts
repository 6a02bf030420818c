import { expect, test, type Page, type TestInfo } from './support/test'
import { LOCAL_ADMIN as ADMIN } from '../tests/support/backend'
import { ANON_KEY } from '../supabase/local/config.ts'
import { E2E_BACKEND_URL } from './support/backend'
import { holdScripts, networkSettled, requestsMade } from './support/network'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * /auth on the built site with the local backend (docs/product.md §2 /auth, §5, §8; docs/decisions.md #17). Every run gets
 * a fresh backend, so sign-up addresses only need to be unique within the run.
 */

const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`

/** The toast titled `title` (one Radix toast per <li data-slot="toast">). */
const toastFor = (page: Page, title: string) => page.locator('[data-slot="toast"]').filter({ hasText: title })

// The welcome-offer modal would cover the form after 15 s; it is tested in its own spec.
test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
})

async function submit(page: Page, tab: 'Sign In' | 'Sign Up', email: string, password: string) {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible()
  if (tab === 'Sign Up') await page.getByRole('tab', { name: 'Sign Up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: tab, exact: true }).click()
}

test('validation errors show the first message in a "Validation error" toast', async ({ page }) => {
  await submit(page, 'Sign In', '', '')
  await expect(toastFor(page, 'Validation error')).toContainText('Invalid email address')
  await page.getByLabel('Email').fill('someone@example.com')
  await page.getByLabel('Password').fill('12345')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(toastFor(page, 'Validation error').filter({ hasText: 'Password must be at least 6 characters' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('sign-up shows "Account created!" and, with the new session, goes to /', async ({ page }, testInfo) => {
  await submit(page, 'Sign Up', uniqueEmail(testInfo, 'new'), 'a-good-password')
  await expect(toastFor(page, 'Account created!')).toContainText('You can now sign in with your credentials.')
  await expect(page).toHaveURL(/\/$/)
})

test('a duplicate sign-up gets "Account exists"', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'twice')
  const first = await request.post(`${E2E_BACKEND_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    data: { email, password: 'first-password' },
  })
  expect(first.ok()).toBe(true)
  await submit(page, 'Sign Up', email, 'second-password')
  await expect(toastFor(page, 'Account exists')).toContainText('This email is already registered. Please sign in instead.')
  await expect(page).toHaveURL(/\/auth$/)
})

test('a wrong password gets "Sign in failed" with the backend message', async ({ page }) => {
  await submit(page, 'Sign In', ADMIN.email, 'not-the-password')
  await expect(toastFor(page, 'Sign in failed')).toContainText('Invalid login credentials')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled()
  await expect(page).toHaveURL(/\/auth$/)
})

test('sign-in goes to /, and a reload keeps the session in localStorage', async ({ page }) => {
  await submit(page, 'Sign In', ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/$/)
  const sessionKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => /^sb-.+-auth-token$/.test(key)))
  expect(await sessionKeys()).toEqual(['sb-127-auth-token'])
  await page.reload()
  expect(await sessionKeys()).toEqual(['sb-127-auth-token'])
  // Still signed in: /auth sends the visitor straight back to /.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
})

test('opening /admin makes each of its first reads once', async ({ page }) => {
  await submit(page, 'Sign In', ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/$/)
  // The access check and the reads beside it (docs/decisions.md #304, #573, #622): the role, her factors (the two-step
  // check), the set-up check, her photos' list. A page rendered afresh before it mounts would make them again.
  const opening = {
    role: /\/rest\/v1\/user_roles\?/,
    factors: /\/auth\/v1\/user$/,
    setUp: /\/rest\/v1\/site_content_draft\?select=id&/,
    photos: /\/rest\/v1\/gallery_images\?/,
  }
  const made = Object.fromEntries(Object.entries(opening).map(([read, pattern]) => [read, requestsMade(page, pattern)]))
  // The app's entry comes in last, after the page's chunk, as it may on a phone's connection. Each is named by its
  // six-character hash (vite.config.ts), so no other chunk whose name starts with "app-" or "admin-" matches.
  const release = await holdScripts(page, /\/assets\/app-[\w-]{6}\.js$/)
  const pageChunk = page.waitForResponse(/\/assets\/admin-[\w-]{6}\.js$/)
  await page.goto('/admin', { waitUntil: 'commit' })
  await pageChunk
  await release()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Gallery', exact: true })).toBeVisible()
  await networkSettled(page)
  expect(Object.fromEntries(Object.entries(made).map(([read, urls]) => [read, urls.length]))).toEqual({
    role: 1,
    factors: 1,
    setUp: 1,
    photos: 1,
  })
})

test('a signed-up user who is not admin is denied /admin', async ({ page }, testInfo) => {
  await submit(page, 'Sign Up', uniqueEmail(testInfo, 'client'), 'client-password')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(toastFor(page, 'Access denied')).toContainText("You don't have admin permissions")
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
})
