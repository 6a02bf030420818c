import { randomInt, randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import bcrypt from 'bcryptjs'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { BCRYPT_COST, JSON_BODY_LIMIT, type AuthSettings } from './config.ts'
import { BodyTooLargeError, InvalidJsonError, isRecord, readJson } from './http.ts'
import { bearerToken, signToken, verifyToken, type Claims } from './jwt.ts'

/**
 * GoTrue subset under /auth/v1 (shared/docs/local-backend.md §1): health, signup (autoconfirm),
 * token (password and refresh_token grants with rotation), user, logout, admin/users (service role).
 * Error bodies follow GoTrue's 2024-01-01 format `{code, message}` (legacy `{code, error_code, msg}`
 * when the request lacks X-Supabase-Api-Version). Runs as the database owner, like GoTrue's role.
 */
export type AuthOptions = { pg: PGlite; settings: AuthSettings; issuer: () => string }

type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  banned_until: Date | null
  is_anonymous: boolean
}

type IdentityRow = {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

type Db = PGlite | Transaction

const API_VERSION = '2024-01-01'
const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone,
  banned_until, is_anonymous`
// badoux/checkmail's format check, which GoTrue uses (docs/local-backend.md §1.1).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined
}

function timestamp(): number {
  return Math.floor(Date.now() / 1000)
}

/** GoTrue's v1 refresh token: 12 lowercase base32 characters. */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

async function loadIdentities(db: Db, userId: string) {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  )
  return rows.map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }))
}

/** The user object of docs/local-backend.md §1.8. */
async function userJson(db: Db, u: UserRow) {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: await loadIdentities(db, u.id),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  }
}

async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0]
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`, [
      email,
    ])
  ).rows[0]
}

/** Creates an auth.sessions row and its first refresh token. */
async function createSession(tx: Transaction, user: UserRow): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [
    sessionId,
    user.id,
  ])
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id) values ($1, $2, false, now(), now(), $3)`,
    [refreshToken, user.id, sessionId],
  )
  return { sessionId, refreshToken }
}

export function createAuthApp({ pg, settings, issuer }: AuthOptions): Hono {
  const app = new Hono()

  /** Access token claims of docs/local-backend.md §1.9. */
  async function sessionResponse(db: Db, user: UserRow, sessionId: string, refreshToken: string, amrAt: number) {
    const iat = timestamp()
    const exp = iat + settings.jwtExpiry
    const claims: Claims = {
      iss: `${issuer()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: amrAt }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    }
    return {
      access_token: await signToken(claims),
      token_type: 'bearer',
      expires_in: settings.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: await userJson(db, user),
    }
  }

  /** Verifies the bearer token of /user, /logout and /admin (docs/local-backend.md §1.4). */
  async function requireClaims(c: Context): Promise<Claims> {
    const token = bearerToken(c.req.raw.headers)
    if (!c.req.header('authorization') || !token) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const check = await verifyToken(token)
    if (check.kind === 'expired') throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired')
    if (check.kind !== 'valid') throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.kind === 'invalid' ? check.message : ''}`)
    return check.claims
  }

  /** The signed-in user and session named by an access token. */
  async function requireUser(c: Context): Promise<{ claims: Claims; user: UserRow }> {
    const claims = await requireClaims(c)
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    if (claims.session_id) {
      const session = await pg.query('select 1 from auth.sessions where id = $1', [claims.session_id])
      if (session.rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    const user = await findUserById(pg, claims.sub).catch(() => undefined)
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return { claims, user }
  }

  async function body(c: Context): Promise<Record<string, unknown>> {
    try {
      const value = await readJson(c.req.raw, JSON_BODY_LIMIT)
      if (value === undefined) return {}
      if (!isRecord(value)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
      return value
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', error.message)
      if (error instanceof InvalidJsonError) throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`)
      throw error
    }
  }

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error)
    console.error('[auth]', error)
    return authErrorResponse(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'))
  })
  app.notFound((c) => authErrorResponse(c, new AuthError(404, 'not_found', `${c.req.method} ${c.req.path} is not supported by the local backend`)))
  app.use(async (c, next) => {
    await next()
    if (c.req.header('x-supabase-api-version')) c.header('X-Supabase-Api-Version', API_VERSION)
  })

  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'Embedded local GoTrue subset' }))

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: !settings.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )

  app.post('/signup', async (c) => {
    const input = await body(c)
    if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const password = typeof input.password === 'string' ? input.password : ''
    const rawEmail = typeof input.email === 'string' ? input.email.trim() : ''
    if (password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password')
    if (Buffer.byteLength(password) > 72) throw new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
    if ([...password].length < settings.minimumPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${settings.minimumPasswordLength} characters.`, {
        weak_password: { reasons: ['length'] },
      })
    }
    if (rawEmail === '') throw new AuthError(400, 'validation_failed', 'An email address is required')
    if (rawEmail.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long')
    if (!EMAIL_FORMAT.test(rawEmail)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const email = rawEmail.toLowerCase()
    const data = isRecord(input.data) ? input.data : {}

    const existing = await findUserByEmail(pg, email)
    if (existing?.email_confirmed_at) throw new AuthError(422, 'user_already_exists', 'User already registered')
    if (existing) return c.json(await userJson(pg, existing))

    const hash = await bcrypt.hash(password, BCRYPT_COST)
    const id = randomUUID()
    const now = timestamp()
    const result = await pg
      .transaction(async (tx) => {
        const identityData = { sub: id, email, email_verified: true, phone_verified: false }
        const confirmed = settings.enableConfirmations ? null : new Date()
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
             confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
             confirmation_token, recovery_token, email_change_token_new, email_change)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $7,
             now(), now(), $4, '', '', '', '')`,
          [
            id,
            email,
            hash,
            confirmed,
            settings.enableConfirmations ? new Date() : null,
            { provider: 'email', providers: ['email'] },
            { ...data, ...identityData },
          ],
        )
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
          [id, identityData],
        )
        const user = (await findUserById(tx, id)) as UserRow
        if (settings.enableConfirmations) return userJson(tx, user)
        const { sessionId, refreshToken } = await createSession(tx, user)
        return sessionResponse(tx, user, sessionId, refreshToken, now)
      })
      .catch((error: unknown) => {
        // Two concurrent sign-ups with one e-mail: the unique index decides.
        if (isRecord(error) && error.code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered')
        throw error
      })
    return c.json(result)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const input = await body(c)
    if (grant === 'password') return c.json(await passwordGrant(input))
    if (grant === 'refresh_token') {
      if (typeof input.refresh_token !== 'string' || input.refresh_token === '') {
        return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400)
      }
      return c.json(await refreshGrant(input.refresh_token))
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  async function passwordGrant(input: Record<string, unknown>) {
    const email = typeof input.email === 'string' ? input.email.trim() : ''
    const phone = typeof input.phone === 'string' ? input.phone.trim() : ''
    const password = typeof input.password === 'string' ? input.password : ''
    if (email === '' && phone === '') throw new AuthError(400, 'validation_failed', 'missing email or phone')
    const invalid = new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    const user = email ? await findUserByEmail(pg, email) : undefined
    if (!user || !user.encrypted_password) throw invalid
    const ok = /^\$2[aby]\$/.test(user.encrypted_password) && (await bcrypt.compare(password, user.encrypted_password))
    if (!ok) throw invalid
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw new AuthError(400, 'user_banned', 'User is banned')
    return pg.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id])
      await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [user.id])
      const fresh = (await findUserById(tx, user.id)) as UserRow
      const { sessionId, refreshToken } = await createSession(tx, fresh)
      return sessionResponse(tx, fresh, sessionId, refreshToken, timestamp())
    })
  }

  type TokenRow = { id: string; token: string; user_id: string; revoked: boolean; updated_at: Date; parent: string | null; session_id: string | null }

  /** Refresh with rotation and the reuse interval (docs/local-backend.md §1.3; supabase/auth tokens/service.go). */
  async function refreshGrant(token: string) {
    const result = await pg.transaction(async (tx) => {
      const row = (
        await tx.query<TokenRow>(
          'select id, token, user_id, revoked, updated_at, parent, session_id from auth.refresh_tokens where token = $1 for update',
          [token],
        )
      ).rows[0]
      if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const session = row.session_id
        ? (await tx.query<{ id: string; created_at: Date }>('select id, created_at from auth.sessions where id = $1', [row.session_id])).rows[0]
        : undefined
      if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
      const user = await findUserById(tx, row.user_id)
      if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      if (user.banned_until && user.banned_until.getTime() > Date.now()) throw new AuthError(400, 'user_banned', 'User is banned')

      let issued: string | null = null
      if (row.revoked) {
        const active = (
          await tx.query<TokenRow>(
            'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
            [session.id],
          )
        ).rows[0]
        if (active && active.parent === row.token) {
          // The client lost the answer to its last refresh: hand back the active token.
          issued = active.token
        } else if (Date.now() > row.updated_at.getTime() + settings.refreshTokenReuseInterval * 1000) {
          if (settings.refreshTokenRotation) {
            await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [
              session.id,
            ])
          }
          // Returned, not thrown, so the family revocation commits.
          return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        }
      }
      if (!issued) {
        issued = newRefreshToken()
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id])
        await tx.query(
          `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
           values ($1, $2, false, now(), now(), $3, $4)`,
          [issued, user.id, row.token, session.id],
        )
      }
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id])
      return sessionResponse(tx, user, session.id, issued, Math.floor(session.created_at.getTime() / 1000))
    })
    if (result instanceof AuthError) throw result
    return result
  }

  app.get('/user', async (c) => {
    const { user } = await requireUser(c)
    return c.json(await userJson(pg, user))
  })

  app.post('/logout', async (c) => {
    const { claims, user } = await requireUser(c)
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope + '"')
    const sessionId = claims.session_id ?? null
    if (scope === 'global') await pg.query('delete from auth.sessions where user_id = $1', [user.id])
    else if (scope === 'local') await pg.query('delete from auth.sessions where id = $1', [sessionId])
    else await pg.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId])
    return c.body(null, 204)
  })

  /** GoTrue admin: list users, service role only (used by `npm run admin:grant`). */
  app.get('/admin/users', async (c) => {
    const claims = await requireClaims(c)
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed')
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1)
    const perPage = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('per_page') ?? '50', 10) || 50))
    const total = Number((await pg.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0)
    const { rows } = await pg.query<UserRow>(`select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`, [
      perPage,
      (page - 1) * perPage,
    ])
    const users = await Promise.all(rows.map((u) => userJson(pg, u)))
    c.header('X-Total-Count', String(total))
    const last = Math.max(1, Math.ceil(total / perPage))
    const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`]
    if (page < last) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    c.header('Link', links.join(', '))
    return c.json({ users, aud: 'authenticated' })
  })

  return app
}

function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code)
  if (c.req.header('x-supabase-api-version')) {
    c.header('X-Supabase-Api-Version', API_VERSION)
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status)
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status)
}
