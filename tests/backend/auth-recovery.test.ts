/**
 * Password recovery and password change against the local backend with the real supabase-js
 * (docs/local-backend.md §1.10; supabase/auth internal/api/recover.go, verify.go, user.go): the mail
 * in the local inbox, the one-time link, `updateUser`, and hosted's one mail a minute per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimsOf, follow, inbox, newestLink, startTestBackend, withAuthSettings, type TestBackend } from '../support/backend.ts'

const SITE_AUTH = 'http://localhost:5173/auth'

let backend: TestBackend
// Hosted's SMTP max_frequency (60 s) instead of config.toml's development value (1 s).
beforeAll(async () => {
  backend = await startTestBackend({ auth: { emailMaxFrequency: 60 } })
})
afterAll(() => backend?.dispose())

async function recoveryLink(email: string): Promise<string> {
  const [mail] = await inbox(backend, email)
  expect(mail?.subject).toBe('Reset your password')
  const link = await newestLink(backend, email)
  if (!link) throw new Error(`no recovery link for ${email}`)
  return link
}

/** A new user asks for a recovery mail (under the test's [auth] settings): the user's e-mail and the mail's link. */
async function askForRecovery(label: string): Promise<{ email: string; link: string }> {
  const { email } = await backend.newUser(label)
  await backend.client().auth.resetPasswordForEmail(email)
  return { email, link: await newestLink(backend, email) }
}

describe('password recovery', () => {
  it('mails a one-time link; following it signs in; the new password replaces the old one', async () => {
    const { email, password } = await backend.newUser('recover')
    const anon = backend.client()
    const { data, error } = await anon.auth.resetPasswordForEmail(email, { redirectTo: SITE_AUTH })
    expect(error).toBeNull()
    expect(data).toEqual({})

    const link = await recoveryLink(email)
    expect(link).toMatch(new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=${SITE_AUTH}$`))
    const mail = (await inbox(backend, email))[0]
    expect(mail?.html).toContain('<a href=')

    const followed = await follow(link)
    expect(followed.status).toBe(303)
    expect(followed.target).toBe(SITE_AUTH)
    expect(followed.params.get('type')).toBe('recovery')
    const accessToken = followed.params.get('access_token') ?? ''
    const refreshToken = followed.params.get('refresh_token') ?? ''

    // What detectSessionInUrl does on that page, then the app's "New password" form.
    const recovered = backend.client()
    const set = await recovered.auth.setSession({ access_token: accessToken, refresh_token: refreshToken })
    expect(set.error).toBeNull()
    expect(set.data.user?.email).toBe(email)
    const claims = await claimsOf(accessToken)
    expect(claims.aal).toBe('aal1')
    expect(claims.amr.map((a) => a.method)).toEqual(['otp'])

    const updated = await recovered.auth.updateUser({ password: 'a-brand-new-password' })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.email).toBe(email)

    const old = await backend.client().auth.signInWithPassword({ email, password })
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    const fresh = await backend.client().auth.signInWithPassword({ email, password: 'a-brand-new-password' })
    expect(fresh.error).toBeNull()

    // The link works once.
    const again = await follow(link)
    expect(again.status).toBe(303)
    expect(again.params.get('error_code')).toBe('otp_expired')
    expect(again.params.get('error_description')).toBe('Email link is invalid or has expired')
  })

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`
    const res = await backend.client().auth.resetPasswordForEmail(email, { redirectTo: SITE_AUTH })
    expect(res).toEqual({ data: {}, error: null })
    expect(await inbox(backend, email)).toEqual([])
  })

  it('sends one mail a minute per address: 429 over_email_send_rate_limit', async () => {
    const { email } = await backend.newUser('recover-twice')
    expect((await backend.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const first = await recoveryLink(email)
    const second = await backend.client().auth.resetPasswordForEmail(email)
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/)
    expect(await inbox(backend, email)).toHaveLength(1)
    // The first link still works.
    expect((await follow(first)).params.get('type')).toBe('recovery')
  })

  it('a newer mail replaces the link of the previous one', async () => {
    await withAuthSettings(backend, { emailMaxFrequency: 0 }, async () => {
      const { email, link: older } = await askForRecovery('recover-replaced')
      await backend.client().auth.resetPasswordForEmail(email)
      expect((await follow(older)).params.get('error_code')).toBe('otp_expired')
    })
  })

  it('an expired link (older than otp_expiry) is refused', async () => {
    await withAuthSettings(backend, { emailOtpExpiry: 0 }, async () => {
      const { link } = await askForRecovery('recover-expired')
      await new Promise((r) => setTimeout(r, 5))
      expect((await follow(link)).params.get('error_code')).toBe('otp_expired')
    })
  })

  it('validates the address as GoTrue does', async () => {
    const empty = await backend.client().auth.resetPasswordForEmail('')
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password recovery requires an email' })
    const bad = await backend.client().auth.resetPasswordForEmail('not-an-address')
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' })
  })

  it('POST /verify exchanges a token hash for a session once (verifyOtp with token_hash)', async () => {
    const { email } = await backend.newUser('recover-otp')
    await backend.client().auth.resetPasswordForEmail(email)
    const tokenHash = new URL(await recoveryLink(email)).searchParams.get('token') ?? ''
    const client = backend.client()
    const first = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })
    expect(first.error).toBeNull()
    expect(first.data.session?.user.email).toBe(email)
    const second = await backend.client().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' })
  })
})

describe('updateUser (PUT /user)', () => {
  it('refuses a weak, an over-long and the same password with GoTrue errors', async () => {
    const { client, password } = await backend.newUser('update')
    const weak = await client.auth.updateUser({ password: '12345' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' })
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length'])
    const long = await client.auth.updateUser({ password: 'x'.repeat(73) })
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' })
    const same = await client.auth.updateUser({ password })
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
  })

  it('a new password ends the other sessions and keeps this one', async () => {
    const { client, email, password } = await backend.newUser('update-sessions')
    const other = await backend.signedIn(email, password)
    const otherToken = (await other.auth.getSession()).data.session?.access_token ?? ''
    expect((await client.auth.updateUser({ password: 'another-password-1' })).error).toBeNull()
    expect((await client.auth.getUser()).error).toBeNull()
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${otherToken}`, 'x-supabase-api-version': '2024-01-01' },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'session_not_found' })
  })

  it('merges user_metadata (null removes a key) and changes the address while confirmations are off', async () => {
    const { client } = await backend.newUser('update-data')
    const first = await client.auth.updateUser({ data: { name: 'Jo', colour: 'plum' } })
    expect(first.data.user?.user_metadata).toMatchObject({ name: 'Jo', colour: 'plum' })
    const second = await client.auth.updateUser({ data: { colour: null } })
    expect(second.data.user?.user_metadata.colour).toBeUndefined()
    expect(second.data.user?.user_metadata.name).toBe('Jo')
    const address = `moved-${Date.now()}@example.com`
    const moved = await client.auth.updateUser({ email: address.toUpperCase() })
    expect(moved.error).toBeNull()
    expect(moved.data.user?.email).toBe(address)
  })

  it('refuses an address another account has', async () => {
    const a = await backend.newUser('update-a')
    const b = await backend.newUser('update-b')
    const res = await a.client.auth.updateUser({ email: b.email })
    expect(res.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('needs a session', async () => {
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ password: 'whatever-123' }),
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' })
  })
})
