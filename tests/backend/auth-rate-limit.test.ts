/**
 * GoTrue's request rate limits with small values of the test's own (docs/local-backend.md §1.11;
 * supabase/auth internal/api/apilimiter): config.toml [auth.rate_limit] per IP address, 429
 * `over_request_rate_limit` "Request rate limit reached", and the hourly e-mail budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMIT_ENV, authEnvOverrides } from '../../supabase/local/auth/settings.ts'
import { startTestBackend, withAuthSettings, type TestBackend } from '../support/backend.ts'

const LIMITED = { error: expect.objectContaining({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }) }

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend({ auth: { rateLimits: { signInSignUps: 3, tokenRefresh: 4, tokenVerifications: 2, emailSent: 2 } } })
})
afterAll(() => backend?.dispose())

describe('[auth.rate_limit] with small values', () => {
  it('token_refresh counts password sign-ins and refreshes per IP (GoTrue limits /token with it)', async () => {
    // newUser signs up (sign_in_sign_ups), not /token.
    const { email, password } = await backend.newUser('limits-token')
    const results = []
    for (let i = 0; i < 5; i++) results.push(await backend.client().auth.signInWithPassword({ email, password }))
    expect(results.slice(0, 4).map((r) => r.error)).toEqual([null, null, null, null])
    expect(results[4]).toMatchObject(LIMITED)
  })

  it('sign_in_sign_ups counts sign-ups, recovery requests and password changes', async () => {
    await withAuthSettings(backend, { rateLimits: { signInSignUps: 3 } }, async () => {
      const user = await backend.newUser('limits-signup') // 1
      expect((await backend.client().auth.resetPasswordForEmail(user.email)).error).toBeNull() // 2
      expect((await user.client.auth.updateUser({ data: { a: 1 } })).error).toBeNull() // 3
      expect(await backend.client().auth.resetPasswordForEmail(user.email)).toMatchObject(LIMITED)
      expect(await backend.client().auth.signUp({ email: `x-${Date.now()}@example.com`, password: 'long-enough' })).toMatchObject(LIMITED)
    })
  })

  it('token_verifications counts /verify', async () => {
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${backend.url}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ type: 'recovery', token_hash: 'no-such-token' }),
      })
      statuses.push(res.status)
      if (res.status === 429) expect(await res.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    }
    expect(statuses).toEqual([403, 403, 429])
  })

  it('email_sent is an hourly budget for the whole project: 429 over_email_send_rate_limit', async () => {
    await withAuthSettings(backend, { rateLimits: { emailSent: 1 }, emailMaxFrequency: 0 }, async () => {
      const a = await backend.newUser('limits-mail-a')
      const b = await backend.newUser('limits-mail-b')
      expect((await backend.client().auth.resetPasswordForEmail(a.email)).error).toBeNull()
      const second = await backend.client().auth.resetPasswordForEmail(b.email)
      expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
    })
  })

  it('the CLI-style environment variables override config.toml', () => {
    expect(authEnvOverrides({ [RATE_LIMIT_ENV.signInSignUps]: '5', [RATE_LIMIT_ENV.emailSent]: '7' })).toEqual({
      rateLimits: { signInSignUps: 5, emailSent: 7 },
    })
    expect(() => authEnvOverrides({ [RATE_LIMIT_ENV.tokenRefresh]: 'lots' })).toThrow(/SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH/)
  })
})
