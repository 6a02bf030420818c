import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test'
import { keepScreenshot } from './support/screenshots'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config.ts'
import { codeOf, wrongCodeOf } from '../tests/support/totp'
import { expectNoAxeViolations } from './support/axe'
import { E2E_BACKEND_URL } from './support/backend'
import { BOTH_WIDTHS } from './support/widths'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Her account on the built site at 390 px (docs/product.md §2 /auth and /admin, §4 "Auth page"; docs/decisions.md
 * #175-#179): "Forgot password?" → the mail in the local inbox → a new password → /admin; two-step sign-in turned on
 * from the shown key, the code step, the database refusing a password-only token, and turned off again. Each test
 * signs up an admin of its own (granted with the service role), so the seeded admin other specs sign in as keeps her
 * password and has no factors.
 */

/** A new user granted admin; returns her e-mail and password. */
async function newAdmin(request: APIRequestContext, testInfo: TestInfo, label: string) {
  const email = `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`
  const password = 'first-password'
  const signup = await request.post(`${E2E_BACKEND_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    data: { email, password },
  })
  expect(signup.ok()).toBe(true)
  const { user } = (await signup.json()) as { user: { id: string } }
  const grant = await request.post(`${E2E_BACKEND_URL}/rest/v1/user_roles`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    data: { user_id: user.id, role: 'admin' },
  })
  expect(grant.status()).toBe(201)
  return { email, password }
}

/** Password grant over REST: the status and, when it worked, the access token. */
async function passwordGrant(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` },
    data: { email, password },
  })
  return { status: response.status(), token: response.ok() ? ((await response.json()) as { access_token: string }).access_token : '' }
}

/**
 * A harmless admin write straight to the REST API: the draft saved as it is (rpc save_site_draft, the only way it
 * changes, docs/decisions.md #320), from the revision the service role reads; the HTTP status. Another spec's save in
 * between (409) is met by reading again.
 */
async function touchDraft(request: APIRequestContext, token: string): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const read = await request.get(`${E2E_BACKEND_URL}/rest/v1/site_content_draft?select=content,revision&id=eq.1`, {
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    })
    const [draft] = (await read.json()) as { content: unknown; revision: number }[]
    const response = await request.post(`${E2E_BACKEND_URL}/rest/v1/rpc/save_site_draft`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
      data: { p_content: draft!.content, p_revision: draft!.revision },
    })
    if (response.status() !== 409 || attempt === 2) return response.status()
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** The Account section's "Two-step sign-in" card (its toasts repeat its status line). */
const twoStepCard = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in', exact: true })

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
})

test('forgot password: the mail in the local inbox, a new password, /admin; the old password is refused', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const { email, password } = await newAdmin(request, testInfo, 'forgot')
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText("If an account exists for that address, we've sent a link.")).toBeVisible()
  await keepScreenshot(page, testInfo, 'forgot-sent')

  await page.goto(`${E2E_BACKEND_URL}/inbox`)
  const mail = page.getByRole('article').filter({ hasText: email })
  await expect(mail.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await mail.getByRole('link', { name: 'Reset password' }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Choose a new password' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'new-password')
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password')
  await page.getByLabel('Confirm new password').fill('a-brand-new-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()

  expect((await passwordGrant(request, email, password)).status).toBe(400)
  expect((await passwordGrant(request, email, 'a-brand-new-password')).status).toBe(200)

  // The same link again: used, so /auth says so and offers a new one.
  await page.goto(`${E2E_BACKEND_URL}/inbox`)
  await page.getByRole('article').filter({ hasText: email }).getByRole('link', { name: 'Reset password' }).click()
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'link-expired')
})

test('two-step sign-in: on from the shown key, a wrong code refused, the code step, aal1 writes refused, then off', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const { email, password } = await newAdmin(request, testInfo, 'two-step')
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin?section=account')
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible()
  await expect(twoStepCard(page).getByText('Two-step sign-in is off')).toBeVisible()
  await keepScreenshot(page, testInfo, 'account-off')

  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')
  await keepScreenshot(page, testInfo, 'account-enrolling')
  await page.getByLabel('Code', { exact: true }).fill(wrongCodeOf(secret))
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByText("That code isn't right.")).toBeVisible()
  await page.getByLabel('Code', { exact: true }).fill(codeOf(secret))
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(twoStepCard(page).getByText('Two-step sign-in is on')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your authenticators' })).toContainText('Authenticator 1')
  await keepScreenshot(page, testInfo, 'account-on')

  // The database, not the page: a password-only (aal1) token writes nothing, the page's aal2 token does.
  const aal1 = await passwordGrant(request, email, password)
  expect(await touchDraft(request, aal1.token)).toBe(403)
  const aal2 = await page.evaluate(() => JSON.parse(localStorage.getItem('sb-127-auth-token') ?? '{}').access_token as string)
  expect(await touchDraft(request, aal2)).toBe(200)

  // Signing in again: the password, then the code step.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await signIn(page, email, password)
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible()
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code')
  await page.getByLabel('Code', { exact: true }).fill(wrongCodeOf(secret))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText("That code isn't right.")).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await keepScreenshot(page, testInfo, 'code-step-wrong')
  // /admin at aal1 goes back to the code.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/auth$/)
  await page.getByLabel('Code', { exact: true }).fill(codeOf(secret))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/admin?section=account')
  await expect(twoStepCard(page).getByText('Two-step sign-in is on')).toBeVisible()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Turn off two-step sign-in' }).click()
  await expect(twoStepCard(page).getByText('Two-step sign-in is off')).toBeVisible()
  expect(await touchDraft(request, (await passwordGrant(request, email, password)).token)).toBe(200)
})

test('the new /auth steps and the Account section have no axe violations', BOTH_WIDTHS, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000)
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto(
    '/auth?step=new-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  )
  await expect(page.getByText('This link has expired or has already been used.')).toBeVisible()
  await expectNoAxeViolations(page)

  const { email, password } = await newAdmin(request, testInfo, 'axe')
  await signIn(page, email, password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin?section=account')
  await expect(twoStepCard(page).getByText('Two-step sign-in is off')).toBeVisible()
  await expectNoAxeViolations(page)
  await keepScreenshot(page, testInfo, 'account-axe')
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '')
  await expectNoAxeViolations(page)
  await page.getByLabel('Code', { exact: true }).fill(codeOf(secret))
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(twoStepCard(page).getByText('Two-step sign-in is on')).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)

  // Signed out once she is on / again: /auth opened before that still sees her session and leaves for /admin.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await signIn(page, email, password)
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await keepScreenshot(page, testInfo, 'code-step')
})
