/**
 * MFA with authenticator apps (TOTP) as Supabase Auth's `/factors` API (docs/local-backend.md §1.12;
 * GoTrue's internal/api/mfa.go): enroll, challenge, verify (raises the session to aal2) and unenroll.
 * Factors live in auth.mfa_factors, challenges in auth.mfa_challenges, the session's methods in
 * auth.mfa_amr_claims (their rows are hosted's shape, supabase/local/bootstrap.sql).
 */
import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { AuthContext, SessionRow } from './context.ts'
import { UUID } from './context.ts'
import { peerAddress } from '../request.ts'
import { AuthError, badJson, readParams, stringParam } from './errors.ts'
import { enforceRequestLimit } from './ratelimit.ts'
import { isTotpValid, newTotpKey, qrCodeSvg } from './totp.ts'
import { FACTOR_COLUMNS, findUserById, type Db, type FactorRow, type UserRow } from './users.ts'

/** GoTrue's MFA defaults: a challenge lives 300 s; an unverified factor without challenges is dropped after 300 s. */
const CHALLENGE_EXPIRY_SECONDS = 300
const FACTOR_EXPIRY_SECONDS = 300
/** GoTrue's MaxVerifiedFactors default. */
const MAX_VERIFIED_FACTORS = 10

/**
 * GoTrue's `loadFactor`: 404 `validation_failed` "factor_id must be an UUID" or 404
 * `mfa_factor_not_found` "Factor not found" unless `user` owns the factor. The row includes the secret.
 */
export async function loadFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID')
  const factor = (
    await db.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`, [factorId, userId])
  ).rows[0]
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

/**
 * Removes a factor and lowers the sessions it raised (GoTrue's `DowngradeSessionsToAAL1`): their
 * `totp` claim goes and they are aal1 again.
 */
export async function deleteFactor(db: Db, factorId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId])
  await db.query('delete from auth.mfa_factors where id = $1', [factorId])
}

export function registerMfaRoutes(app: Hono, ctx: AuthContext): void {
  const { pg, settings, limits, tokens, requireUser } = ctx

  /** GoTrue's factor routes need a session (a token with a live session_id). */
  async function requireSession(c: Context): Promise<{ user: UserRow; session: SessionRow }> {
    const { user, session } = await requireUser(c)
    if (!session) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor')
    return { user, session }
  }

  /**
   * `POST /factors` `{factor_type: "totp", friendly_name?, issuer?}` → 200 `{id, type: "totp",
   * friendly_name, totp: {qr_code (SVG markup), secret, uri}}`; the factor is unverified until a
   * challenge of it is verified. Errors: 400 `validation_failed` (factor_type), 422
   * `mfa_totp_enroll_not_enabled` / `mfa_phone_enroll_not_enabled` / `mfa_webauthn_enroll_not_enabled`,
   * 422 `mfa_factor_name_conflict`, 422 `too_many_enrolled_mfa_factors`, 403 `insufficient_aal`
   * (a user with a verified factor enrolls another only from an aal2 session).
   */
  app.post('/factors', async (c) => {
    const { user, session } = await requireSession(c)
    const input = await readParams(c, 'EnrollFactorParams')
    const factorType = stringParam(input, 'factor_type', 'EnrollFactorParams')
    const friendlyName = stringParam(input, 'friendly_name', 'EnrollFactorParams')
    const issuerParam = stringParam(input, 'issuer', 'EnrollFactorParams')
    if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (factorType === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    if (factorType !== 'totp') throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
    if (!settings.mfaTotpEnroll) throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    const issuer = issuerParam || new URL(settings.siteUrl).host

    const enrolled = await pg.transaction(async (tx) => {
      // GoTrue's `validateFactors`.
      await tx.query(
        `delete from auth.mfa_factors f where status <> 'verified' and created_at + make_interval(secs => $1) < now()
           and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)`,
        [FACTOR_EXPIRY_SECONDS],
      )
      const factors = (
        await tx.query<{ friendly_name: string | null; status: string }>(
          'select friendly_name, status::text as status from auth.mfa_factors where user_id = $1',
          [user.id],
        )
      ).rows
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        )
      }
      const verified = factors.filter((f) => f.status === 'verified').length
      if (factors.length >= settings.mfaMaxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
        throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
      }
      if (verified > 0 && session.aal !== 'aal2') throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
      const key = newTotpKey(issuer, user.email ?? '')
      const id = randomUUID()
      await tx.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
        [id, user.id, friendlyName, key.secret],
      )
      return { id, key }
    })
    return c.json({
      id: enrolled.id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCodeSvg(enrolled.key.uri), secret: enrolled.key.secret, uri: enrolled.key.uri },
    })
  })

  /**
   * `POST /factors/:id/challenge` → 200 `{id, type: "totp", expires_at}` (unix seconds, 300 s on).
   * Rate limited as GoTrue's MFA (15 a minute per IP). 404 for an unknown or foreign factor; 422
   * `mfa_totp_verify_not_enabled`.
   */
  app.post('/factors/:factorId/challenge', async (c) => {
    enforceRequestLimit(c, limits.mfa)
    const { user } = await requireSession(c)
    const factor = await loadFactor(pg, user.id, c.req.param('factorId'))
    if (!settings.mfaTotpVerify) throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
    const id = randomUUID()
    const { rows } = await pg.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet) returning created_at`,
      [id, factor.id, ipForDatabase(peerAddress(c) ?? '')],
    )
    const createdAt = rows[0]?.created_at ?? new Date()
    return c.json({ id, type: factor.factor_type, expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS })
  })

  /**
   * `POST /factors/:id/verify` `{challenge_id, code}` → 200 a session response whose access token has
   * `aal: "aal2"` and `amr` with `totp`; the factor becomes verified, the user's other aal1 sessions
   * end, the user's other unverified TOTP factors go. Errors: 400 `validation_failed` "Code needs to
   * be non-empty", 422 `mfa_factor_not_found` (unknown challenge), 422 `mfa_ip_address_mismatch`
   * (used challenge or another IP), 422 `mfa_challenge_expired`, 422 `mfa_verification_failed`
   * "Invalid TOTP code entered".
   */
  app.post('/factors/:factorId/verify', async (c) => {
    enforceRequestLimit(c, limits.mfa)
    const { user, session } = await requireSession(c)
    const factor = await loadFactor(pg, user.id, c.req.param('factorId'))
    const input = await readParams(c, 'VerifyFactorParams')
    const code = stringParam(input, 'code', 'VerifyFactorParams')
    const challengeId = stringParam(input, 'challenge_id', 'VerifyFactorParams')
    if (challengeId !== '' && !UUID.test(challengeId)) {
      throw badJson(`uuid: incorrect UUID length ${challengeId.length} in string "${challengeId}"`)
    }
    if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty')
    if (!settings.mfaTotpVerify) throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')

    const challenge = (
      await pg.query<{ id: string; verified_at: Date | null; same_ip: boolean; expired: boolean }>(
        `select id, verified_at, ip_address = $3::inet as same_ip, created_at + make_interval(secs => $4) < now() as expired
           from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [
          UUID.test(challengeId) ? challengeId : '00000000-0000-0000-0000-000000000000',
          factor.id,
          ipForDatabase(peerAddress(c) ?? ''),
          CHALLENGE_EXPIRY_SECONDS,
        ],
      )
    ).rows[0]
    if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge.verified_at || !challenge.same_ip)
      throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    if (challenge.expired) {
      await pg.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    if (!isTotpValid(factor.secret ?? '', code)) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')

    const response = await pg.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id])
      if (factor.status !== 'verified') {
        await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
      }
      // GoTrue's `DeleteUnverifiedFactors`, before the response is built so its user lists the factors that remain.
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [user.id])
      const fresh = (await findUserById(tx, user.id)) as UserRow
      const raised = await tokens.raiseSession(tx, fresh, session.id, factor.id)
      // GoTrue's `InvalidateSessionsWithAALLessThan(aal2)`: after raising, so this session is spared.
      await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id])
      return raised
    })
    return c.json(response)
  })

  /**
   * `DELETE /factors/:id` → 200 `{id}`. A verified factor needs an aal2 session: 422 `insufficient_aal`
   * "AAL2 required to unenroll verified factor". Sessions the factor raised drop to aal1.
   */
  app.delete('/factors/:factorId', async (c) => {
    const { user, session } = await requireSession(c)
    const factor = await loadFactor(pg, user.id, c.req.param('factorId'))
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await pg.transaction((tx) => deleteFactor(tx, factor.id))
    return c.json({ id: factor.id })
  })
}

/** An address Postgres's inet accepts (the connection's address, or 0.0.0.0 when unknown). */
function ipForDatabase(ip: string): string {
  return /^[0-9a-f:.]+$/i.test(ip) ? ip : '0.0.0.0'
}
