/**
 * Password recovery and account changes of the GoTrue subset (docs/local-backend.md §1.1, §1.10):
 * `POST /recover` (the recovery mail), `GET /verify` and `POST /verify` (sign-up confirmation and
 * recovery links or token hashes) and `PUT /user` (password, e-mail, user_metadata). As GoTrue's
 * internal/api/recover.go, verify.go and user.go.
 */
import bcrypt from 'bcryptjs'
import type { Hono } from 'hono'
import { BCRYPT_COST } from '../config.ts'
import type { AuthContext } from './context.ts'
import { AuthError, objectParam, readParams, stringParam } from './errors.ts'
import { isLinkExpired } from './mail.ts'
import { enforceRequestLimit } from './ratelimit.ts'
import { sessionRedirectUrl, sortedQuery, type SessionResponse } from './tokens.ts'
import {
  assertEmailFree,
  confirmUser,
  emailProblem,
  findUserByConfirmationToken,
  findUserByEmail,
  findUserById,
  findUserByRecoveryToken,
  isBanned,
  mergeMetadata,
  passwordProblem,
  setEmail,
  setPasswordHash,
  touchSignIn,
  userJson,
  type Db,
  type UserRow,
} from './users.ts'

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

/** The e-mail link types GoTrue knows; only signup (invite, email) and recovery tokens exist locally. */
const LINK_TYPES = ['signup', 'invite', 'email', 'recovery', 'magiclink', 'email_change']

/**
 * GoTrue's `verifyTokenHash`: the user a link's token hash belongs to, for its type, unexpired.
 * Throws AuthError 400 `validation_failed` (unknown type), 403 `otp_expired`, 403 `user_banned`.
 */
async function userOfLink(db: Db, type: string, tokenHash: string, otpExpiry: number): Promise<UserRow> {
  if (!LINK_TYPES.includes(type)) throw new AuthError(400, 'validation_failed', 'Invalid email verification type')
  const recovery = type === 'recovery' || type === 'magiclink'
  const user = recovery
    ? await findUserByRecoveryToken(db, tokenHash)
    : ['signup', 'invite', 'email'].includes(type)
      ? await findUserByConfirmationToken(db, tokenHash)
      : undefined
  const invalid = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
  if (!user) throw invalid
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
  if (isLinkExpired(recovery ? user.recovery_sent_at : user.confirmation_sent_at, otpExpiry)) throw invalid
  return user
}

export function registerAccountRoutes(app: Hono, ctx: AuthContext): void {
  const { pg, settings, tokens, limits, mailer, requireUser, redirectOf } = ctx

  /**
   * Uses a link's token (GoTrue's `signupVerify` / `recoverVerify`): confirms the address, or spends
   * the recovery token (and confirms an unconfirmed address), then opens a session (`amr` otp).
   */
  async function spendLink(type: string, tokenHash: string): Promise<SessionResponse> {
    return pg.transaction(async (tx) => {
      const user = await userOfLink(tx, type, tokenHash, settings.emailOtpExpiry)
      if (type === 'recovery' || type === 'magiclink') {
        await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id])
        if (!user.email_confirmed_at) await confirmUser(tx, user.id)
      } else {
        await confirmUser(tx, user.id)
      }
      return tokens.issueSession(tx, await touchSignIn(tx, user.id), 'otp')
    })
  }

  /**
   * `POST /recover` (GoTrue's `Recover`): `{email}` → always 200 `{}`, whether or not the address
   * has an account; for an account, the recovery mail with a link to `redirect_to`. Rate limited by
   * [auth.rate_limit] sign_in_sign_ups per IP; one mail per address per max_frequency (429
   * `over_email_send_rate_limit`). PKCE (`code_challenge`) is refused: the app uses the implicit flow.
   */
  app.post('/recover', async (c) => {
    enforceRequestLimit(c, limits.signInSignUps)
    const input = await readParams(c, 'RecoverParams')
    const rawEmail = stringParam(input, 'email', 'RecoverParams').trim()
    const challenge = stringParam(input, 'code_challenge', 'RecoverParams')
    const challengeMethod = stringParam(input, 'code_challenge_method', 'RecoverParams')
    if (rawEmail === '') throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
    const problem = emailProblem(rawEmail)
    if (problem) throw new AuthError(400, 'validation_failed', problem)
    if (challenge !== '' || challengeMethod !== '') {
      throw new AuthError(400, 'validation_failed', 'PKCE flow is not supported by the local backend (the app uses the implicit flow)')
    }
    const user = await findUserByEmail(pg, rawEmail.toLowerCase())
    if (!user) return c.json({})
    const redirectTo = redirectOf(c)
    await pg.transaction((tx) => mailer.sendRecovery(tx, user, redirectTo))
    return c.json({})
  })

  /**
   * `GET /verify?token=&type=&redirect_to=` (GoTrue's `verifyGet`, implicit flow): 303 to the target
   * with the session in the fragment and `type=signup|recovery`; a bad, used or expired link 303s
   * with `#error=access_denied&error_code=otp_expired&…`. Missing parameters are a JSON 400.
   */
  app.get('/verify', async (c) => {
    enforceRequestLimit(c, limits.tokenVerifications)
    const token = c.req.query('token') ?? ''
    const type = c.req.query('type') ?? ''
    const redirectTo = redirectOf(c)
    if (type === '') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
    if (token === '') throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash')
    try {
      const session = await spendLink(type, token)
      return c.redirect(sessionRedirectUrl(redirectTo, session, { type: type === 'email' ? 'signup' : type }), 303)
    } catch (error) {
      if (error instanceof AuthError) return c.redirect(errorRedirectUrl(redirectTo, error), 303)
      throw error
    }
  })

  /**
   * `POST /verify` (GoTrue's `verifyPost`; supabase-js `verifyOtp`): `{type, token_hash}` → 200 session;
   * `{type, email, token}` (the 6-digit code) is not supported locally, as the mails carry links only.
   * Errors are JSON: 400 `validation_failed`, 403 `otp_expired`.
   */
  app.post('/verify', async (c) => {
    enforceRequestLimit(c, limits.tokenVerifications)
    const input = await readParams(c, 'VerifyParams')
    const type = stringParam(input, 'type', 'VerifyParams')
    const token = stringParam(input, 'token', 'VerifyParams')
    const tokenHash = stringParam(input, 'token_hash', 'VerifyParams')
    if (type === '') throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
    if ((token === '') === (tokenHash === ''))
      throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash')
    if (token !== '') {
      throw new AuthError(
        400,
        'validation_failed',
        'Verifying a 6-digit e-mail code is not supported by the local backend; use the link (token_hash)',
      )
    }
    if (
      stringParam(input, 'email', 'VerifyParams') ||
      stringParam(input, 'phone', 'VerifyParams') ||
      stringParam(input, 'redirect_to', 'VerifyParams')
    ) {
      throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided')
    }
    return c.json(await spendLink(type, tokenHash))
  })

  /**
   * `PUT /user` (GoTrue's `UserUpdate`; supabase-js `updateUser`): `password`, `email` (applied at
   * once while confirmations are off, as the CLI's autoconfirm does; refused otherwise) and `data`
   * (merged into user_metadata). Returns 200 with the user. Errors in GoTrue's order: 400
   * `validation_failed` (e-mail format, password over 72 bytes), 422 `weak_password`, 403 `not_admin`
   * (app_metadata), 401 `insufficient_aal` (password or e-mail while the user has a verified factor
   * and the session is aal1), 422 `email_exists`, 422 `same_password`. A new password ends every
   * other session of the user and voids pending links. Rate limited by sign_in_sign_ups.
   */
  app.put('/user', async (c) => {
    enforceRequestLimit(c, limits.signInSignUps)
    const { user, session } = await requireUser(c)
    const input = await readParams(c, 'UserUpdateParams')
    const rawEmail = stringParam(input, 'email', 'UserUpdateParams').trim()
    const password = input.password === undefined || input.password === null ? null : stringParam(input, 'password', 'UserUpdateParams')
    const data = objectParam(input, 'data', 'UserUpdateParams')
    let email = ''
    if (rawEmail !== '') {
      const problem = emailProblem(rawEmail)
      if (problem) throw new AuthError(400, 'validation_failed', problem)
      email = rawEmail.toLowerCase()
    }
    if (stringParam(input, 'phone', 'UserUpdateParams') !== '') {
      throw new AuthError(400, 'validation_failed', 'Phone numbers are not supported by the local backend')
    }
    if (password !== null) {
      const weak = passwordProblem(password, settings.minimumPasswordLength)
      if (weak) throw weak
    }
    if (input.app_metadata !== undefined && input.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    }
    const changesEmail = email !== '' && email !== user.email
    const verifiedFactors = Number(
      (
        await pg.query<{ n: number }>(`select count(*)::int as n from auth.mfa_factors where user_id = $1 and status = 'verified'`, [
          user.id,
        ])
      ).rows[0]?.n ?? 0,
    )
    if (verifiedFactors > 0 && session?.aal !== 'aal2' && ((password !== null && password !== '') || changesEmail)) {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
    }
    if (changesEmail) {
      await assertEmailFree(pg, email, user.id)
      if (settings.enableConfirmations) {
        throw new AuthError(
          400,
          'validation_failed',
          'Changing the e-mail address with confirmations on is not supported by the local backend',
        )
      }
    }
    let passwordHash: string | null = null
    if (password !== null) {
      const hash = user.encrypted_password ?? ''
      if (/^\$2[aby]\$/.test(hash) && (await bcrypt.compare(password, hash))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.')
      }
      passwordHash = await bcrypt.hash(password, BCRYPT_COST)
    }
    const updated = await pg.transaction(async (tx) => {
      if (passwordHash !== null) await setPasswordHash(tx, user.id, passwordHash, session?.id ?? null)
      if (data !== null) {
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          mergeMetadata(user.raw_user_meta_data, data),
        ])
      }
      if (changesEmail) await setEmail(tx, user.id, email, true)
      return (await findUserById(tx, user.id)) as UserRow
    })
    return c.json(await userJson(pg, updated))
  })
}
