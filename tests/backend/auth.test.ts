/** GoTrue subset (docs/local-backend.md §1): sign-up, sign-in, refresh rotation, sign-out, token checks. */
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ADMIN as ADMIN, startTestBackend, withAuthSettings, type TestBackend } from '../support/backend.ts'

const SECRET = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long')

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.dispose())

/** Raw POST to /auth/v1/token, as auth-js sends it. */
async function token(grant: string, body: unknown) {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('sign-up', () => {
  it('autoconfirms and returns a session with Supabase claims (docs/decisions.md #17)', async () => {
    const email = `New.User-${Date.now()}@Example.com`
    const { data, error } = await backend
      .client()
      .auth.signUp({ email, password: 'secret-pw', options: { emailRedirectTo: 'http://localhost:5173/' } })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    expect(data.session?.refresh_token).toMatch(/^[a-z2-7]{12}$/)
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.iss).toBe(`${backend.url}/auth/v1`)
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
    expect(typeof claims.session_id).toBe('string')
  })

  it('refuses a duplicate e-mail with 422 user_already_exists', async () => {
    const { error } = await backend.client().auth.signUp({ email: ADMIN.email.toUpperCase(), password: 'whatever-pw' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.message).toBe('User already registered')
  })

  it('refuses an invalid e-mail', async () => {
    const { error } = await backend.client().auth.signUp({ email: 'not-an-email', password: 'secret-pw' })
    expect(error?.status).toBe(400)
    expect(error?.code).toBe('validation_failed')
    expect(error?.message).toBe('Unable to validate email address: invalid format')
  })

  it('refuses a short password as weak_password', async () => {
    const { error } = await backend.client().auth.signUp({ email: `short-${Date.now()}@example.com`, password: '12345' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
    expect(error?.message).toBe('Password should be at least 6 characters.')
  })

  it('refuses a password over 72 bytes (bcrypt limit, docs/decisions.md #17)', async () => {
    const { error } = await backend.client().auth.signUp({ email: `long-${Date.now()}@example.com`, password: 'x'.repeat(73) })
    expect(error?.status).toBe(400)
    expect(error?.message).toBe('Password cannot be longer than 72 characters')
  })

  it('stores a bcrypt hash that a real bcrypt library verifies', async () => {
    const { email, password } = await backend.newUser('hash')
    // Signing in again proves the stored hash verifies; the seed's pgcrypto $2a$06 hash is checked by the ADMIN sign-ins.
    expect((await backend.client().auth.signInWithPassword({ email, password })).error).toBeNull()
  })
})

describe('sign-in', () => {
  it('signs the seeded admin in (pgcrypto bcrypt hash)', async () => {
    const { data, error } = await backend.client().auth.signInWithPassword(ADMIN)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(ADMIN.email)
    expect(data.session?.token_type).toBe('bearer')
  })

  it('answers invalid_credentials for a wrong password and for an unknown user', async () => {
    for (const creds of [
      { ...ADMIN, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const { data, error } = await backend.client().auth.signInWithPassword(creds)
      expect(data.session).toBeNull()
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.message).toBe('Invalid login credentials')
    }
  })
})

describe('refresh tokens', () => {
  it('rotates on refresh, hands back the active token when its parent is replayed', async () => {
    const { data } = await backend.client().auth.signInWithPassword(ADMIN)
    const first = data.session!.refresh_token
    const r1 = await token('refresh_token', { refresh_token: first })
    expect(r1.status).toBe(200)
    const second = r1.body.refresh_token as string
    expect(second).not.toBe(first)
    // The client lost the answer: replaying the parent returns the same active token.
    const replay = await token('refresh_token', { refresh_token: first })
    expect(replay.status).toBe(200)
    expect(replay.body.refresh_token).toBe(second)
  })

  it('refuses reuse of an old token past the reuse interval and revokes the family', async () => {
    await withAuthSettings(backend, { refreshTokenReuseInterval: 0 }, async () => {
      const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify(ADMIN),
      })
      const rt1 = ((await res.json()) as { refresh_token: string }).refresh_token
      const post = async (rt: string) => {
        const r = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
          body: JSON.stringify({ refresh_token: rt }),
        })
        return { status: r.status, body: (await r.json()) as Record<string, string> }
      }
      const rt2 = (await post(rt1)).body.refresh_token
      const rt3 = (await post(rt2)).body.refresh_token
      await new Promise((r) => setTimeout(r, 20))
      const reuse = await post(rt1)
      expect(reuse.status).toBe(400)
      expect(reuse.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
      // The whole family is revoked, including the newest token.
      await new Promise((r) => setTimeout(r, 20))
      expect((await post(rt3)).body.code).toBe('refresh_token_already_used')
    })
  })

  it('answers refresh_token_not_found for an unknown token and requires the token', async () => {
    expect((await token('refresh_token', { refresh_token: 'abcdefghijkl' })).body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    // Current GoTrue validates the token before the look-up (internal/api/token_refresh.go, v2 refresh tokens).
    expect(await token('refresh_token', {})).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Refresh token is not valid' },
    })
  })

  it('refreshSession through supabase-js yields a new session', async () => {
    const supabase = await backend.signedIn(ADMIN.email, ADMIN.password)
    const before = (await supabase.auth.getSession()).data.session!
    const { data, error } = await supabase.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before.refresh_token)
  })
})

describe('sign-out and getUser', () => {
  it('getUser returns the user; after global sign-out the session and its refresh token are gone', async () => {
    const { client, id } = await backend.newUser('signout')
    const session = (await client.auth.getSession()).data.session!
    expect((await client.auth.getUser()).data.user?.id).toBe(id)
    expect((await client.auth.signOut()).error).toBeNull()
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' })
    expect((await token('refresh_token', { refresh_token: session.refresh_token })).body.code).toBe('refresh_token_not_found')
  })

  it('getUser without a bearer token answers 401 no_authorization', async () => {
    const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('no_authorization')
  })
})

describe('tampered and expired tokens are rejected', () => {
  async function adminToken() {
    const { data } = await backend.client().auth.signInWithPassword(ADMIN)
    return data.session!.access_token
  }
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  async function forgedTokens() {
    const real = await adminToken()
    const [, payload] = real.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const now = Math.floor(Date.now() / 1000)
    return {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'service_role' })}.`,
      'wrong key': await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode('x'.repeat(40))),
      'forged role claim': `${real.split('.')[0]}.${b64({ ...claims, role: 'service_role' })}.${real.split('.')[2]}`,
      expired: await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(SECRET),
    }
  }

  it('on /auth/v1/user: 403 bad_jwt', async () => {
    for (const [name, jwt] of Object.entries(await forgedTokens())) {
      const res = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { Authorization: `Bearer ${jwt}`, 'X-Supabase-Api-Version': '2024-01-01' },
      })
      expect(res.status, name).toBe(403)
      expect(((await res.json()) as { code: string }).code, name).toBe('bad_jwt')
    }
  })

  it('on /rest/v1: 401 PGRST301 (invalid) or PGRST303 (expired), never data', async () => {
    for (const [name, jwt] of Object.entries(await forgedTokens())) {
      const res = await fetch(`${backend.url}/rest/v1/user_roles?select=*`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${jwt}` },
      })
      expect(res.status, name).toBe(401)
      const body = (await res.json()) as { code: string }
      expect(body.code, name).toBe(name === 'expired' ? 'PGRST303' : 'PGRST301')
    }
  })

  it('on /storage/v1 uploads: AccessDenied', async () => {
    for (const [name, jwt] of Object.entries(await forgedTokens())) {
      const res = await fetch(`${backend.url}/storage/v1/object/gallery-images/nails/forged.png`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${jwt}`, 'Content-Type': 'image/png' },
        body: new Uint8Array([137, 80, 78, 71]),
      })
      expect(res.status, name).toBe(400)
      expect(((await res.json()) as { code: string }).code, name).toBe('AccessDenied')
    }
  })

  it('a validly signed token for a non-API role (postgres) is refused', async () => {
    const jwt = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(SECRET)
    const res = await fetch(`${backend.url}/rest/v1/user_roles?select=*`, { headers: { Authorization: `Bearer ${jwt}` } })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('42501')
  })
})
