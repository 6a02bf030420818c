/**
 * GoTrue subset under /auth/v1 (docs/local-backend.md §1): health, settings, signup (autoconfirm or
 * confirmation mail, per config.toml [auth.email] enable_confirmations), verify (the confirmation
 * link), token (password and refresh_token grants with rotation), user, logout, admin/users (service
 * role). Errors use GoTrue's wire format (./errors.ts). Runs as the database owner, like GoTrue's role.
 */
import type { PGlite } from '@electric-sql/pglite'
import bcrypt from 'bcryptjs'
import { Hono, type Context } from 'hono'
import { BCRYPT_COST, type AuthSettings } from '../config.ts'
import type { MailInbox } from '../inbox.ts'
import { isRecord } from '../http.ts'
import { bearerToken, verifyToken, type Claims } from '../jwt.ts'
import { sqlError } from '../request.ts'
import { API_VERSION, AuthError, authErrorResponse, readParams, stringParam } from './errors.ts'
import { createConfirmationMailer, isLinkExpired, redirectTarget } from './mail.ts'
import { createTokenService, sessionRedirectUrl, sortedQuery } from './tokens.ts'
import {
  confirmUser,
  emailProblem,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  isBanned,
  listUsers,
  obfuscatedUser,
  touchSignIn,
  userJson,
  type UserRow,
} from './users.ts'

/** A UUID as auth.users ids are written. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `issuer()` is the backend's origin (e.g. http://127.0.0.1:54321), known once it listens. */
export type AuthOptions = { pg: PGlite; settings: AuthSettings; issuer: () => string; inbox: MailInbox }

/** GoTrue's OAuth error names for an HTTP status, used in error redirects (internal/api/errors.go). */
const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** GoTrue's `prepErrorRedirectURL`: the error in the fragment of the redirect target. */
function errorRedirectUrl(redirectTo: string, error: AuthError): string {
  const oauth = OAUTH_ERRORS[error.status]
  // Replaces any fragment of the target, keeping the rest as written (Go re-serialises it unchanged).
  return `${redirectTo.split('#')[0]}#${sortedQuery({ ...(oauth ? { error: oauth } : {}), error_code: error.code, error_description: error.message, sb: '' })}`
}

export function createAuthApp({ pg, settings, issuer, inbox }: AuthOptions): Hono {
  const app = new Hono()
  const tokens = createTokenService(settings, issuer)
  const sendConfirmation = createConfirmationMailer(settings, inbox, issuer)
  /** Mail is sent only with confirmations on; otherwise GoTrue's mailer autoconfirms. */
  const autoconfirm = () => !settings.enableConfirmations

  /** Verifies the bearer token of /user, /logout and /admin (docs/local-backend.md §1.4). */
  async function requireClaims(c: Context): Promise<Claims> {
    const token = bearerToken(c.req.raw.headers)
    if (!c.req.header('authorization') || !token) {
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const check = await verifyToken(token)
    if (check.kind === 'expired')
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired')
    if (check.kind !== 'valid')
      throw new AuthError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${check.kind === 'invalid' ? check.message : ''}`,
      )
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
    // A sub that is not a UUID names no user; any other database failure is not hidden as one.
    const user = UUID.test(claims.sub) ? await findUserById(pg, claims.sub) : undefined
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return { claims, user }
  }

  /** Where mail links of this request lead: GoTrue's `GetReferrer`. */
  const redirectOf = (c: Context) =>
    redirectTarget(settings.siteUrl, c.req.header('redirect_to') ?? c.req.query('redirect_to'), c.req.header('referer'))

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error)
    console.error('[auth]', error)
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
    )
  })
  app.notFound((c) =>
    authErrorResponse(c, new AuthError(404, 'not_found', `${c.req.method} ${c.req.path} is not supported by the local backend`)),
  )
  app.use(async (c, next) => {
    await next()
    if (c.req.header('x-supabase-api-version')) c.header('X-Supabase-Api-Version', API_VERSION)
  })

  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'Embedded local GoTrue subset' }))

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !settings.enableSignup,
      mailer_autoconfirm: autoconfirm(),
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )

  /** Sign-up as GoTrue's `Signup` answers it (docs/local-backend.md §1.1; supabase/auth internal/api/signup.go). */
  app.post('/signup', async (c) => {
    if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const input = await readParams(c, 'SignupParams')
    const password = stringParam(input, 'password', 'SignupParams')
    const rawEmail = stringParam(input, 'email', 'SignupParams').trim()
    if (password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password')
    if (Buffer.byteLength(password) > 72) throw new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
    if ([...password].length < settings.minimumPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${settings.minimumPasswordLength} characters.`, {
        weak_password: { reasons: ['length'] },
      })
    }
    const problem = emailProblem(rawEmail)
    if (problem) throw new AuthError(400, 'validation_failed', problem)
    const email = rawEmail.toLowerCase()
    const data = isRecord(input.data) ? input.data : {}

    const existing = await findUserByEmail(pg, email)
    if (existing?.email_confirmed_at) {
      if (autoconfirm()) throw new AuthError(422, 'user_already_exists', 'User already registered')
      // Confirmations on: answer as for a new address so the response does not reveal the account.
      return c.json(obfuscatedUser(email, data))
    }
    // GoTrue hashes outside the transaction; an existing unconfirmed user keeps its password.
    const passwordHash = existing ? '' : await bcrypt.hash(password, BCRYPT_COST)
    const result = await pg
      .transaction(async (tx) => {
        const user = existing ?? (await insertEmailUser(tx, { email, passwordHash, data, confirmed: autoconfirm() }))
        if (autoconfirm()) {
          // A user left unconfirmed from a run with confirmations on is confirmed now, as GoTrue does.
          const confirmed = user.email_confirmed_at ? user : await confirmUser(tx, user.id)
          return tokens.issueSession(tx, confirmed, 'password')
        }
        await sendConfirmation(tx, user, redirectOf(c))
        return userJson(tx, (await findUserById(tx, user.id)) as UserRow)
      })
      .catch((error: unknown) => {
        // Two concurrent sign-ups with one e-mail: the unique index decides.
        if (sqlError(error)?.code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered')
        throw error
      })
    return c.json(result)
  })

  /**
   * The confirmation link (GoTrue's `verifyGet`, implicit flow): confirms the address, opens a session
   * and 303-redirects to `redirect_to` with the session in the fragment; a bad or expired link
   * redirects with `#error=access_denied&error_code=otp_expired&…` instead. Missing parameters are
   * a JSON 400.
   */
  app.get('/verify', async (c) => {
    const token = c.req.query('token') ?? ''
    const type = c.req.query('type') ?? ''
    const redirectTo = redirectOf(c)
    if (type === '') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
    if (token === '') throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash')
    try {
      const session = await pg.transaction(async (tx) => {
        if (!['signup', 'invite', 'email', 'recovery', 'magiclink', 'email_change'].includes(type)) {
          throw new AuthError(400, 'validation_failed', 'Invalid email verification type')
        }
        // Only confirmation tokens exist locally; recovery and e-mail change links never match.
        const user = ['signup', 'invite', 'email'].includes(type) ? await findUserByConfirmationToken(tx, token) : undefined
        const invalid = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
        if (!user) throw invalid
        if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
        if (isLinkExpired(user.confirmation_sent_at, settings.emailOtpExpiry)) throw invalid
        await confirmUser(tx, user.id)
        return tokens.issueSession(tx, await touchSignIn(tx, user.id), 'otp')
      })
      return c.redirect(sessionRedirectUrl(redirectTo, session, { type: type === 'email' ? 'signup' : type }), 303)
    } catch (error) {
      if (error instanceof AuthError) return c.redirect(errorRedirectUrl(redirectTo, error), 303)
      throw error
    }
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    if (grant === 'password') return c.json(await passwordGrant(await readParams(c, 'PasswordGrantParams')))
    if (grant === 'refresh_token') {
      const input = await readParams(c, 'RefreshTokenGrantParams')
      return c.json(await tokens.refreshGrant(pg, stringParam(input, 'refresh_token', 'RefreshTokenGrantParams')))
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  /** GoTrue's `ResourceOwnerPasswordGrant`, in its order of checks (internal/api/token.go). */
  async function passwordGrant(input: Record<string, unknown>) {
    const email = stringParam(input, 'email', 'PasswordGrantParams').trim()
    const phone = stringParam(input, 'phone', 'PasswordGrantParams').trim()
    const password = stringParam(input, 'password', 'PasswordGrantParams')
    if (email !== '' && phone !== '')
      throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.')
    if (email === '' && phone === '') throw new AuthError(400, 'validation_failed', 'missing email or phone')
    const invalid = new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
    const user = email ? await findUserByEmail(pg, email) : undefined
    if (!user?.encrypted_password) throw invalid
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
    const ok = /^\$2[aby]\$/.test(user.encrypted_password) && (await bcrypt.compare(password, user.encrypted_password))
    if (!ok) throw invalid
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
    return pg.transaction(async (tx) => tokens.issueSession(tx, await touchSignIn(tx, user.id), 'password'))
  }

  app.get('/user', async (c) => {
    const { user } = await requireUser(c)
    return c.json(await userJson(pg, user))
  })

  app.post('/logout', async (c) => {
    const { claims, user } = await requireUser(c)
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope))
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope "' + scope + '"')
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
    const users = await Promise.all((await listUsers(pg, perPage, (page - 1) * perPage)).map((u) => userJson(pg, u)))
    c.header('X-Total-Count', String(total))
    const last = Math.max(1, Math.ceil(total / perPage))
    const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`]
    if (page < last) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    c.header('Link', links.join(', '))
    return c.json({ users, aud: 'authenticated' })
  })

  return app
}
