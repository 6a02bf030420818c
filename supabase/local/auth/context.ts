/**
 * What every route group of the GoTrue subset shares (docs/local-backend.md §1): the database,
 * settings, token service, mailer, rate limits, and the checks of the caller's bearer token.
 */
import type { PGlite } from '@electric-sql/pglite'
import type { Context } from 'hono'
import type { AuthSettings } from '../config.ts'
import type { MailInbox } from '../inbox.ts'
import { bearerToken, verifyToken, type Claims } from '../jwt.ts'
import { AuthError } from './errors.ts'
import { createMailer, redirectTarget } from './mail.ts'
import { createAuthLimits, enforceEmailBudget } from './ratelimit.ts'
import { createTokenService } from './tokens.ts'
import { findUserById, type UserRow } from './users.ts'

/** A UUID as auth.users ids are written. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `issuer()` is the backend's origin (e.g. http://127.0.0.1:54321), known once it listens. */
export type AuthOptions = { pg: PGlite; settings: AuthSettings; issuer: () => string; inbox: MailInbox }

/** The caller's session row: its id and assurance level (null aal reads as aal1, as GoTrue's). */
export type SessionRow = { id: string; aal: 'aal1' | 'aal2' | 'aal3'; created_at: Date }

/** The shared services of one backend's auth app. */
export type AuthContext = ReturnType<typeof createAuthContext>

export function createAuthContext({ pg, settings, issuer, inbox }: AuthOptions) {
  const limits = createAuthLimits(settings.rateLimits)
  const tokens = createTokenService(settings, issuer)
  const mailer = createMailer(settings, inbox, issuer, () => enforceEmailBudget(limits.emailSent))

  /** Verifies the bearer token (docs/local-backend.md §1.4): 401 `no_authorization`, 403 `bad_jwt`. */
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

  /**
   * The signed-in user and session named by an access token (GoTrue's `requireAuthentication`).
   * Throws AuthError 403 `session_not_found` / `user_not_found` besides {@link requireClaims}'s.
   * `session` is null for a token without `session_id` (e.g. one minted by hand).
   */
  async function requireUser(c: Context): Promise<{ claims: Claims; user: UserRow; session: SessionRow | null }> {
    const claims = await requireClaims(c)
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    let session: SessionRow | null = null
    if (claims.session_id) {
      session =
        (
          await pg.query<SessionRow>(`select id, coalesce(aal, 'aal1')::text as aal, created_at from auth.sessions where id = $1`, [
            claims.session_id,
          ])
        ).rows[0] ?? null
      if (!session) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    // A sub that is not a UUID names no user; any other database failure is not hidden as one.
    const user = UUID.test(claims.sub) ? await findUserById(pg, claims.sub) : undefined
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return { claims, user, session }
  }

  /** GoTrue's `requireAdmin`: a token whose role is service_role, else 403 `not_admin` "User not allowed". */
  async function requireServiceRole(c: Context): Promise<Claims> {
    const claims = await requireClaims(c)
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed')
    return claims
  }

  /** Where mail links of this request lead: GoTrue's `GetReferrer`. */
  const redirectOf = (c: Context) =>
    redirectTarget(settings.siteUrl, c.req.header('redirect_to') ?? c.req.query('redirect_to'), c.req.header('referer'))

  return { pg, settings, limits, tokens, mailer, requireUser, requireServiceRole, redirectOf }
}
