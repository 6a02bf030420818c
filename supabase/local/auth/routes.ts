/**
 * GoTrue subset under /auth/v1 (docs/local-backend.md §1): health, settings, signup (autoconfirm or
 * confirmation mail, per config.toml [auth.email] enable_confirmations), verify (the confirmation
 * link), token (password and refresh_token grants with rotation), user, logout, admin/users (service
 * role). Errors use GoTrue's wire format (./errors.ts). Runs as the database owner, like GoTrue's role.
 */
import bcrypt from 'bcryptjs'
import { Hono } from 'hono'
import { BCRYPT_COST } from '../config.ts'
import { isRecord } from '../http.ts'
import { sqlError } from '../request.ts'
import { registerAccountRoutes } from './account.ts'
import { registerAdminRoutes } from './admin.ts'
import { createAuthContext, type AuthOptions } from './context.ts'
import { API_VERSION, AuthError, authErrorResponse, readParams, stringParam } from './errors.ts'
import { registerMfaRoutes } from './mfa.ts'
import { enforceRequestLimit } from './ratelimit.ts'
import {
  confirmUser,
  emailProblem,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  isBanned,
  listUsers,
  obfuscatedUser,
  passwordProblem,
  touchSignIn,
  userJson,
  type UserRow,
} from './users.ts'

export type { AuthOptions }

export function createAuthApp(options: AuthOptions): Hono {
  const app = new Hono()
  const ctx = createAuthContext(options)
  const { pg, settings, tokens, limits, requireUser, requireServiceRole, redirectOf } = ctx
  const { sendConfirmation } = ctx.mailer
  /** Mail is sent only with confirmations on; otherwise GoTrue's mailer autoconfirms. */
  const autoconfirm = () => !settings.enableConfirmations

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
    enforceRequestLimit(c, limits.signInSignUps)
    if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const input = await readParams(c, 'SignupParams')
    const password = stringParam(input, 'password', 'SignupParams')
    const rawEmail = stringParam(input, 'email', 'SignupParams').trim()
    if (password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password')
    const weak = passwordProblem(password, settings.minimumPasswordLength)
    if (weak) throw weak
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

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    // GoTrue limits every known grant with RATE_LIMIT_TOKEN_REFRESH (internal/api/token.go).
    if (grant === 'password' || grant === 'refresh_token') enforceRequestLimit(c, limits.tokenRefresh)
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
    await requireServiceRole(c)
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

  registerAccountRoutes(app, ctx)
  registerMfaRoutes(app, ctx)
  registerAdminRoutes(app, ctx)
  return app
}
