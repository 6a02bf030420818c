import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createClient } from '@supabase/supabase-js'
import { nodeRealtime } from '../../scripts/lib/node-client'
import { accountTexts, accountToasts, authProblems, checkingSessionText, codeStepTexts, recoveryTexts } from '@/features/auth/messages'
import { credentialMessages } from '@/features/auth/schemas'
import { inbox, uniqueEmail } from '../support/backend'
import { codeOf, turnOn, wrongCodeOf } from '../support/totp'
import { clearToasts, expectPath, findToast, renderRoute, renderSignIn } from '../support/render'
import { setUpFeatureBackend, type FeatureBackend } from '../support/feature-backend'

// "Forgot password?", the recovery link's new password, the code step and /admin "Account" against a real local
// backend (docs/product.md §2 /auth and /admin, §4 "Auth page"; docs/decisions.md #175-#178). Each test uses an admin
// of its own, so the seeded admin keeps her password and no factors.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(async () => {
  await getBackend().client.auth.signOut({ scope: 'local' })
  window.history.replaceState(null, '', '/')
  await clearToasts()
})

/** A fresh user granted admin with the service role; optionally with a verified authenticator (its secret). */
async function newAdmin(backend: FeatureBackend, { twoStep = false } = {}) {
  const email = uniqueEmail('owner')
  const password = 'first-password'
  await backend.createUser(email, password)
  const helper = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'test-helper' },
    realtime: nodeRealtime,
  })
  const { data: signedIn, error } = await helper.auth.signInWithPassword({ email, password })
  if (error) throw error
  const { error: grantError } = await backend.admin.from('user_roles').insert({ user_id: signedIn.user.id, role: 'admin' })
  if (grantError) throw grantError
  const secret = twoStep ? (await turnOn(helper, 'Phone')).secret : ''
  return { email, password, secret }
}

async function signInOnAuth(email: string, password: string) {
  const user = userEvent.setup()
  await renderSignIn()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

test('"Forgot password?" says the same words whether or not the address has an account; only a real one gets mail', async () => {
  const backend = getBackend()
  const { email } = await newAdmin(backend)
  const unknown = uniqueEmail('nobody')
  const user = userEvent.setup()
  await renderSignIn()
  await user.click(screen.getByRole('button', { name: recoveryTexts.forgotLink }))
  expect(screen.getByRole('heading', { level: 2, name: recoveryTexts.forgotTitle })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: recoveryTexts.send }))
  expect(await screen.findByRole('alert')).toHaveTextContent(credentialMessages.invalidEmail)
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')

  await user.type(screen.getByLabelText('Email'), unknown)
  await user.click(screen.getByRole('button', { name: recoveryTexts.send }))
  expect(await screen.findByText(recoveryTexts.sent)).toBeInTheDocument()
  const forUnknown = document.body.textContent

  await user.clear(screen.getByLabelText('Email'))
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: recoveryTexts.sendAgain }))
  await waitFor(async () => expect(await inbox(backend, email)).toHaveLength(1))
  expect(document.body.textContent).toBe(forUnknown)
  expect(await inbox(backend, unknown)).toEqual([])
  expect((await inbox(backend, email))[0]?.subject).toBe('Reset your password')

  // A second mail to the same address within a minute: hosted's one-mail-a-minute limit, said plainly.
  await user.click(screen.getByRole('button', { name: recoveryTexts.sendAgain }))
  expect(await screen.findByText(authProblems.rateLimited)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: recoveryTexts.back }))
  expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument()
})

test('the recovery link asks for a new password twice, then signs her in at /admin with it', async () => {
  const backend = getBackend()
  const { email, password } = await newAdmin(backend)
  const { error } = await backend.client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:4173/auth?step=new-password' })
  if (error) throw error
  const [mail] = await inbox(backend, email)
  const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail!.text)![1]!
  const followed = await fetch(link, { redirect: 'manual' })
  const fragment = new URLSearchParams(new URL(followed.headers.get('location')!).hash.slice(1))
  expect(fragment.get('type')).toBe('recovery')
  // What supabase-js does with the fragment on a real page load (e2e covers the browser's own redirect).
  await backend.client.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
  window.history.replaceState(null, '', '/auth?step=new-password')

  const user = userEvent.setup()
  renderRoute('/auth')
  expect(await screen.findByRole('heading', { level: 2, name: recoveryTexts.newPasswordTitle })).toBeInTheDocument()
  await user.type(screen.getByLabelText('New password'), 'brand-new-password')
  await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-passwort')
  await user.click(screen.getByRole('button', { name: recoveryTexts.save }))
  expect(await screen.findByRole('alert')).toHaveTextContent(credentialMessages.passwordsDiffer)
  expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true')

  await user.clear(screen.getByLabelText('Confirm new password'))
  await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-password')
  await user.click(screen.getByRole('button', { name: recoveryTexts.save }))
  await findToast(accountToasts.passwordSaved.title)
  await expectPath('/admin')

  const check = createClient(backend.url, backend.anonKey, { auth: { persistSession: false, storageKey: 'test-check' } })
  expect((await check.auth.signInWithPassword({ email, password })).error?.message).toBe('Invalid login credentials')
  expect((await check.auth.signInWithPassword({ email, password: 'brand-new-password' })).error).toBeNull()
})

test('a used or expired link says so and offers a new one', async () => {
  window.history.replaceState(
    null,
    '',
    '/auth?step=new-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  )
  renderRoute('/auth')
  expect(await screen.findByText(authProblems.linkExpired)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: recoveryTexts.send })).toBeInTheDocument()
})

test('with two-step on, the password leads to the code step; a wrong code is refused and the right one signs in', async () => {
  const backend = getBackend()
  const { email, password, secret } = await newAdmin(backend, { twoStep: true })
  const user = await signInOnAuth(email, password)
  expect(await screen.findByRole('heading', { level: 2, name: codeStepTexts.title })).toBeInTheDocument()
  const code = screen.getByLabelText('Code')
  expect(code).toHaveAttribute('inputmode', 'numeric')
  expect(code).toHaveAttribute('autocomplete', 'one-time-code')

  await user.type(code, '12345')
  await user.click(screen.getByRole('button', { name: codeStepTexts.submit }))
  expect(await screen.findByRole('alert')).toHaveTextContent(authProblems.codeFormat)

  await user.clear(code)
  await user.type(code, wrongCodeOf(secret))
  await user.click(screen.getByRole('button', { name: codeStepTexts.submit }))
  expect(await screen.findByText(authProblems.wrongCode)).toBeInTheDocument()
  expect(screen.getByTestId('location')).toHaveTextContent('/auth')

  await user.type(screen.getByLabelText('Code'), codeOf(secret))
  // Counted, not replaced: every request still goes to the backend.
  const fetches = vi.spyOn(globalThis, 'fetch')
  await user.click(screen.getByRole('button', { name: codeStepTexts.submit }))
  await expectPath('/')
  // Long enough for a second, deferred decision (supabase-js's MFA_CHALLENGE_VERIFIED event) to show.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const userReads = fetches.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/auth/v1/user'))
  fetches.mockRestore()
  // One to list her authenticators, one to decide where she goes: the code is decided once.
  expect(userReads).toHaveLength(2)
  const { data } = await backend.client.auth.mfa.getAuthenticatorAssuranceLevel()
  expect(data?.currentLevel).toBe('aal2')
})

test('/auth opened after the password but not the code shows a status until it knows the session, then the code step only', async () => {
  const backend = getBackend()
  const { email, password } = await newAdmin(backend, { twoStep: true })
  const { error } = await backend.client.auth.signInWithPassword({ email, password })
  if (error) throw error
  // Everything /auth shows, from its first render: a sign-in form that the code step then replaced would take a tap.
  const signInFormShown = vi.fn()
  const watch = new MutationObserver(() => {
    if (document.querySelector('input[type="email"], [role="tab"]')) signInFormShown()
  })
  watch.observe(document.body, { childList: true, subtree: true })
  try {
    renderRoute('/auth')
    expect(screen.getByText(checkingSessionText)).toHaveAttribute('role', 'status')
    expect(await screen.findByLabelText('Code', undefined, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByText(checkingSessionText)).toBeNull()
  } finally {
    watch.disconnect()
  }
  expect(signInFormShown).not.toHaveBeenCalled()
})

test('a password-only session of a two-step account never sees the editors: /admin sends it to the code', async () => {
  const backend = getBackend()
  const { email, password } = await newAdmin(backend, { twoStep: true })
  const { error } = await backend.client.auth.signInWithPassword({ email, password })
  if (error) throw error
  renderRoute('/admin')
  await expectPath('/auth')
  expect(await screen.findByLabelText('Code')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull()
})

test('Account: change password, turn two-step sign-in on with the shown key, then off', async () => {
  const backend = getBackend()
  const { email, password } = await newAdmin(backend)
  const { error } = await backend.client.auth.signInWithPassword({ email, password })
  if (error) throw error
  const user = userEvent.setup()
  renderRoute('/admin?section=account')
  expect(await screen.findByRole('heading', { level: 2, name: accountTexts.title }, { timeout: 10_000 })).toBeInTheDocument()

  // Change password: a refused value shows its reason beside the field; a good one is saved.
  const passwordCard = screen.getByRole('region', { name: accountTexts.passwordTitle })
  await user.type(within(passwordCard).getByLabelText('New password'), '123')
  await user.click(within(passwordCard).getByRole('button', { name: accountTexts.passwordButton }))
  expect(await within(passwordCard).findByRole('alert')).toHaveTextContent(credentialMessages.passwordTooShort)
  await user.clear(within(passwordCard).getByLabelText('New password'))
  await user.type(within(passwordCard).getByLabelText('New password'), 'second-password')
  await user.type(within(passwordCard).getByLabelText('Confirm new password'), 'second-password')
  await user.click(within(passwordCard).getByRole('button', { name: accountTexts.passwordButton }))
  await findToast(accountToasts.passwordSaved.title)

  // Two-step sign-in: off → QR code and key → a wrong code refused → the right one → on.
  const twoStep = screen.getByRole('region', { name: accountTexts.twoStepTitle })
  expect(await within(twoStep).findByText(accountTexts.twoStepOff)).toBeInTheDocument()
  await user.click(within(twoStep).getByRole('button', { name: accountTexts.turnOn }))
  expect(await within(twoStep).findByRole('img', { name: accountTexts.qrLabel })).toBeInTheDocument()
  const shown = within(twoStep).getByTestId('totp-secret').textContent ?? ''
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  const secret = shown.replace(/ /g, '')
  await user.type(within(twoStep).getByLabelText('Code'), wrongCodeOf(secret))
  await user.click(within(twoStep).getByRole('button', { name: accountTexts.confirmCode }))
  expect(await within(twoStep).findByText(authProblems.wrongCode)).toBeInTheDocument()
  await user.type(within(twoStep).getByLabelText('Code'), codeOf(secret))
  await user.click(within(twoStep).getByRole('button', { name: accountTexts.confirmCode }))
  expect(await within(twoStep).findByText(accountTexts.twoStepOn)).toBeInTheDocument()
  expect(within(twoStep).getByRole('list', { name: 'Your authenticators' })).toHaveTextContent('Authenticator 1')
  expect(within(twoStep).getByRole('button', { name: accountTexts.addBackup })).toBeInTheDocument()

  vi.spyOn(window, 'confirm').mockReturnValue(true)
  await user.click(within(twoStep).getByRole('button', { name: accountTexts.turnOff }))
  expect(await within(twoStep).findByText(accountTexts.twoStepOff)).toBeInTheDocument()
  const { data } = await backend.admin.auth.admin.mfa.listFactors({ userId: (await backend.client.auth.getUser()).data.user!.id })
  expect(data?.factors).toEqual([])
})
