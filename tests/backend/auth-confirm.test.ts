/**
 * E-mail confirmations on (config.toml [auth.email] enable_confirmations, here through the CLI's
 * environment override): sign-up, the local inbox, the confirmation link and sign-in answer as
 * GoTrue does (docs/local-backend.md §1.1, §1.2, §8; supabase/auth internal/api/signup.go, verify.go).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENABLE_CONFIRMATIONS_ENV, authEnvOverrides } from '../../supabase/local/auth/settings.ts'
import {
  LOCAL_ADMIN as ADMIN,
  follow,
  inbox,
  newestLink,
  startTestBackend,
  withAuthSettings,
  type TestBackend,
} from '../support/backend.ts'

const SITE = 'http://localhost:5173/'
const PASSWORD = 'correct-horse-battery'

let backend: TestBackend
beforeAll(async () => {
  // Turned on the way a developer turns it on: the variable, read (through authEnvOverrides) where a backend reads its
  // [auth] settings, at start-up and at a test backend's reset: `{ auth: {} }` resets the worker's backend, which was
  // started without it, with the environment as it is now (docs/decisions.md #583). Set while the file runs: a test of
  // other settings resets the backend back to the file's, reading it again.
  process.env[ENABLE_CONFIRMATIONS_ENV] = 'true'
  backend = await startTestBackend({ auth: {} })
})
afterAll(async () => {
  delete process.env[ENABLE_CONFIRMATIONS_ENV]
  await backend?.dispose()
})

let counter = 0
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`

/** The confirmation link of the newest mail to `to`. */
async function confirmationLink(to: string): Promise<string> {
  const link = await newestLink(backend, to)
  if (!link) throw new Error(`no confirmation link for ${to}`)
  return link
}

async function signUp(email: string, password = PASSWORD, redirect = SITE) {
  return backend.client().auth.signUp({ email, password, options: { emailRedirectTo: redirect } })
}

describe('confirmations on', () => {
  it('the environment override turns them on (GoTrue settings say mailer_autoconfirm false)', async () => {
    const settings = (await (await fetch(`${backend.url}/auth/v1/settings`)).json()) as { mailer_autoconfirm: boolean }
    expect(settings.mailer_autoconfirm).toBe(false)
    expect(authEnvOverrides({ [ENABLE_CONFIRMATIONS_ENV]: 'FALSE' })).toEqual({ enableConfirmations: false })
    expect(() => authEnvOverrides({ [ENABLE_CONFIRMATIONS_ENV]: 'yes' })).toThrow(
      `${ENABLE_CONFIRMATIONS_ENV} must be true or false, not "yes"`,
    )
  })

  it('sign-up of a new address returns the user and no session', async () => {
    const email = uniqueEmail('new')
    const { data, error } = await signUp(email)
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated', user_metadata: { email_verified: false } })
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.identities).toHaveLength(1)
  })

  it("the confirmation mail reaches the local inbox with GoTrue's link to /auth/v1/verify", async () => {
    const email = uniqueEmail('mail')
    await signUp(email)
    const messages = await inbox(backend, email)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ to: email, from: 'Admin <admin@email.com>', subject: 'Confirm your email address' })
    expect(messages[0].html).toContain('>Confirm email address</a>')
    expect(await confirmationLink(email)).toMatch(
      new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=http://localhost:5173/$`),
    )
    expect(await inbox(backend, uniqueEmail('nobody'))).toEqual([])
  })

  it('the link leads only to allowed addresses: another site falls back to site_url', async () => {
    const email = uniqueEmail('redirect')
    await signUp(email, PASSWORD, 'https://evil.example/')
    expect(await confirmationLink(email)).toMatch(/&redirect_to=http:\/\/localhost:5173$/)
  })

  it('sign-in before confirming is refused with email_not_confirmed (a wrong password still reads invalid_credentials)', async () => {
    const email = uniqueEmail('early')
    await signUp(email)
    const early = await backend.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.data.session).toBeNull()
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
    const wrong = await backend.client().auth.signInWithPassword({ email, password: 'wrong-password' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('following the link confirms the address and redirects with the session in the fragment; sign-in then works', async () => {
    const email = uniqueEmail('confirm')
    await signUp(email)
    const link = await confirmationLink(email)
    const first = await follow(link)
    expect(first.status).toBe(303)
    expect(first.target).toBe(SITE)
    expect([...first.params.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type'])
    expect(Object.fromEntries(first.params)).toMatchObject({ expires_in: '3600', sb: '', token_type: 'bearer', type: 'signup' })
    expect(first.params.get('refresh_token')).toMatch(/^[a-z2-7]{12}$/)

    const { data: confirmed } = await backend.client().auth.getUser(first.params.get('access_token') ?? '')
    expect(confirmed.user).toMatchObject({ email, user_metadata: { email_verified: true } })
    expect(confirmed.user?.email_confirmed_at).toBeTruthy()
    expect(confirmed.user?.identities?.[0]?.identity_data?.email_verified).toBe(true)

    const signIn = await backend.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.session?.user.id).toBe(confirmed.user?.id)

    // A link works once: the second visit redirects with GoTrue's error fragment.
    const again = await follow(link)
    expect(again.status).toBe(303)
    expect(again.target).toBe(SITE)
    expect(again.fragment).toBe('error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')
  })

  it('sign-up of an existing confirmed address answers 200 with an obfuscated user and sends no mail', async () => {
    const { data, error } = await signUp(ADMIN.email.toUpperCase(), 'whatever-password')
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email: ADMIN.email,
      role: '',
      identities: [],
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(data.user?.id).not.toBe('a0000000-0000-4000-8000-000000000001')
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(await inbox(backend, ADMIN.email)).toEqual([])
    // The real account is untouched.
    expect((await backend.client().auth.signInWithPassword(ADMIN)).error).toBeNull()
  })

  it('a repeated sign-up of an unconfirmed address re-sends the mail, at most once per max_frequency (1 s)', async () => {
    const email = uniqueEmail('again')
    const first = await signUp(email)
    const oldLink = await confirmationLink(email)
    const tooSoon = await signUp(email)
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    await new Promise((r) => setTimeout(r, 1100))
    const later = await signUp(email, 'another-password')
    expect(later.error).toBeNull()
    expect(later.data.user?.id).toBe(first.data.user?.id)
    expect(await inbox(backend, email)).toHaveLength(2)
    // Only the newest link confirms; the first password stays.
    expect((await follow(oldLink)).params.get('error_code')).toBe('otp_expired')
    expect((await follow(await confirmationLink(email))).params.get('type')).toBe('signup')
    expect((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('an expired link redirects with otp_expired and leaves the address unconfirmed', async () => {
    await withAuthSettings(backend, { emailOtpExpiry: 0 }, async () => {
      const email = uniqueEmail('expired')
      await backend.client().auth.signUp({ email, password: PASSWORD })
      await new Promise((r) => setTimeout(r, 20))
      const res = await follow(await confirmationLink(email))
      expect(res).toMatchObject({ status: 303, target: 'http://localhost:5173' })
      expect(res.params.get('error_code')).toBe('otp_expired')
      expect((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('email_not_confirmed')
    })
  })

  it('turned off again, a sign-up of an address left unconfirmed confirms it and returns a session, as GoTrue does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'auth-confirm-toggle-'))
    const email = uniqueEmail('toggle')
    try {
      const on = await startTestBackend({ dataDir, auth: { enableConfirmations: true } })
      await on.client().auth.signUp({ email, password: PASSWORD })
      await on.dispose()
      const off = await startTestBackend({ dataDir, auth: { enableConfirmations: false } })
      try {
        const { data, error } = await off.client().auth.signUp({ email, password: 'another-password' })
        expect(error).toBeNull()
        expect(data.session?.user.email_confirmed_at).toBeTruthy()
        // The password of the first sign-up stays.
        expect((await off.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
      } finally {
        await off.dispose()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('/verify without a type or token answers a JSON 400', async () => {
    const res = await fetch(`${backend.url}/auth/v1/verify?type=signup`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Verify requires a token or a token hash' })
  })
})

describe('the inbox page', () => {
  it('lists each mail with its recipient, subject, time and link under one h1', async () => {
    const email = uniqueEmail('page')
    await signUp(email)
    const link = await confirmationLink(email)
    const res = await fetch(`${backend.url}/inbox`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const html = await res.text()
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`<dd>${email}</dd>`)
    expect(html).toContain('<h2 id="message-0">Confirm your email address</h2>')
    expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}">Confirm email address</a>`)
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/)
  })

  it('refuses requests made by pages of other origins', async () => {
    for (const init of [
      { headers: { Origin: 'https://evil.example' } },
      { method: 'DELETE', headers: { Origin: 'https://evil.example' } },
    ]) {
      expect((await fetch(`${backend.url}/inbox/api/messages`, init)).status).toBe(403)
    }
    expect((await inbox(backend, uniqueEmail('x'))).length).toBe(0)
  })
})
