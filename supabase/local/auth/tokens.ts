/**
 * Sessions, access tokens and refresh tokens of the GoTrue subset (docs/local-backend.md §1.3 and
 * docs/local-backend.md §1.9; GoTrue's internal/tokens/service.go and internal/api/token_refresh.go).
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { AuthSettings } from '../config.ts'
import { signToken, type Claims } from '../jwt.ts'
import { AuthError } from './errors.ts'
import { findUserById, isBanned, userJson, type Db, type UserRow } from './users.ts'

/** GoTrue's v1 refresh token: 12 lowercase base32 characters. */
function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('')
}

/** Reads an unsigned LEB128 varint as Go's `binary.Uvarint`: the byte count, or 0 when incomplete or over 64 bits. */
function uvarintLength(bytes: Uint8Array): number {
  for (const [i, byte] of bytes.subarray(0, 10).entries()) {
    if (byte < 0x80) return i === 9 && byte > 1 ? 0 : i + 1
  }
  return 0
}

/**
 * True when `token` has the shape of a v2 refresh token (`crypto.ParseRefreshToken`): raw
 * base64url of version 0, a 16-byte session id, a varint counter, a 16-byte signature and a 4-byte
 * SHA-256 checksum of the rest.
 */
function isV2RefreshToken(token: string): boolean {
  if (!/^[A-Za-z0-9_-]*$/.test(token) || token.length % 4 === 1) return false
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length < 38 || bytes.length > 46 || bytes[0] !== 0) return false
  const body = bytes.subarray(0, bytes.length - 4)
  const checksum = createHash('sha256').update(body).digest().subarray(0, 4)
  if (!timingSafeEqual(checksum, bytes.subarray(bytes.length - 4))) return false
  const counterBytes = uvarintLength(body.subarray(17))
  return counterBytes > 0 && body.length - 17 - counterBytes === 16
}

/**
 * GoTrue's `RefreshTokenGrantParams.Validate`: a missing, short or malformed token is a 400
 * `validation_failed` "Refresh token is not valid" before any look-up. Throws AuthError.
 */
function validateRefreshToken(token: string): void {
  const valid = token.length === 12 ? /^[a-z0-9]{12}$/.test(token) : token.length > 12 && isV2RefreshToken(token)
  if (!valid) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid')
}

/**
 * Records how a session was authenticated (GoTrue's `AddClaimToSession`): one auth.mfa_amr_claims
 * row per (session, method), its time refreshed when the method is used again.
 */
async function addAmrClaim(tx: Transaction, sessionId: string, method: AuthMethod): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  )
}

/**
 * Inserts a new, unrevoked refresh token of `sessionId` and returns it; `parent` is the token it
 * rotated out (null for a session's first token or one that must not lead back to its predecessor).
 */
async function insertRefreshToken(tx: Transaction, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  )
  return token
}

/** Revokes every active refresh token of `sessionId`. */
async function revokeSessionTokens(tx: Transaction, sessionId: string): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false', [sessionId])
}

/** Creates an auth.sessions row at aal1, its amr claim and its first refresh token. */
async function createSession(tx: Transaction, user: UserRow, method: AuthMethod): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID()
  await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [
    sessionId,
    user.id,
  ])
  await addAmrClaim(tx, sessionId, method)
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null)
  return { sessionId, refreshToken }
}

/** Methods whose claim makes a session aal2 (GoTrue's `AMRClaim.IsAAL2Claim`). */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

/**
 * The `aal` and `amr` claims of a session, from its auth.mfa_amr_claims rows as GoTrue's
 * `CalculateAALAndAMR` derives them: aal2 when any claim is a second factor; newest first.
 */
async function sessionAssurance(
  db: Db,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: { method: string; timestamp: number }[] }> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method',
    [sessionId],
  )
  return {
    aal: rows.some((r) => AAL2_METHODS.has(r.authentication_method)) ? 'aal2' : 'aal1',
    amr: rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.updated_at.getTime() / 1000) })),
  }
}

/** The session response of docs/local-backend.md §1.8. */
export type SessionResponse = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Awaited<ReturnType<typeof userJson>>
}

/** How a session was obtained or raised, recorded in auth.mfa_amr_claims and the access token's `amr` claim. */
export type AuthMethod = 'password' | 'otp' | 'totp'

type TokenRow = {
  id: string
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

/** Token issuing bound to the backend's settings and issuer (the backend's URL, known once it listens). */
export function createTokenService(settings: AuthSettings, issuer: () => string) {
  const timestamp = () => Math.floor(Date.now() / 1000)

  /** Signs the access token (claims of docs/local-backend.md §1.9) and builds the session response. */
  async function sessionResponse(db: Db, user: UserRow, sessionId: string, refreshToken: string): Promise<SessionResponse> {
    const { aal, amr } = await sessionAssurance(db, sessionId)
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
      aal,
      amr,
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

  /** A new session for `user` (sign-up with autoconfirm, password grant, confirmation link). */
  async function issueSession(tx: Transaction, user: UserRow, method: AuthMethod): Promise<SessionResponse> {
    const { sessionId, refreshToken } = await createSession(tx, user, method)
    return sessionResponse(tx, user, sessionId, refreshToken)
  }

  /**
   * Raises a session to aal2 after a verified second factor (GoTrue's `updateMFASessionAndClaims`):
   * the `totp` claim, `aal2` and the factor on the session, and a new refresh token that replaces
   * the session's active one (so the aal1 token cannot be refreshed into the new level). Returns
   * the new session response.
   */
  async function raiseSession(tx: Transaction, user: UserRow, sessionId: string, factorId: string): Promise<SessionResponse> {
    await addAmrClaim(tx, sessionId, 'totp')
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId])
    await revokeSessionTokens(tx, sessionId)
    // No parent: the aal1 token is not "the parent of the active token", so it cannot fetch the aal2 one.
    const issued = await insertRefreshToken(tx, user.id, sessionId, null)
    return sessionResponse(tx, user, sessionId, issued)
  }

  /**
   * The refresh_token grant with rotation and the reuse interval (docs/local-backend.md §1.3).
   * Throws AuthError: 400 validation_failed, refresh_token_not_found, session_not_found,
   * user_banned, refresh_token_already_used (the family revocation is committed first).
   */
  async function refreshGrant(pg: PGlite, token: string): Promise<SessionResponse> {
    validateRefreshToken(token)
    const result = await pg.transaction(async (tx) => {
      const notFound = new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      // Only v1 tokens are issued here, so a well-formed v2 token names no session this backend knows.
      if (token.length !== 12) return notFound
      const row = (
        await tx.query<TokenRow>(
          'select id, token, user_id, revoked, updated_at, parent, session_id from auth.refresh_tokens where token = $1 for update',
          [token],
        )
      ).rows[0]
      if (!row) return notFound
      const user = await findUserById(tx, row.user_id)
      if (!user) return notFound
      if (isBanned(user)) return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
      const session = row.session_id
        ? (await tx.query<{ id: string; created_at: Date }>('select id, created_at from auth.sessions where id = $1', [row.session_id]))
            .rows[0]
        : undefined
      if (!session) {
        // A token without a session is deleted, as GoTrue does, and refused.
        await tx.query('delete from auth.refresh_tokens where id = $1', [row.id])
        return new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
      }

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
          if (settings.refreshTokenRotation) await revokeSessionTokens(tx, session.id)
          // Returned, not thrown, so the family revocation commits.
          return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        }
      }
      if (!issued) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id])
        issued = await insertRefreshToken(tx, user.id, session.id, row.token)
      }
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id])
      return sessionResponse(tx, user, session.id, issued)
    })
    if (result instanceof AuthError) throw result
    return result
  }

  return { issueSession, raiseSession, refreshGrant }
}

/**
 * GoTrue's implicit-flow redirect (`AccessTokenResponse.AsRedirectURL`): the session in the URL
 * fragment with the keys sorted as Go's `url.Values.Encode` sorts them, plus `extra` (e.g. `type=signup`)
 * and the empty `sb` marker, e.g. `…/#access_token=…&expires_at=…&expires_in=3600&refresh_token=…&sb=&token_type=bearer&type=signup`.
 */
export function sessionRedirectUrl(redirectTo: string, session: SessionResponse, extra: Record<string, string>): string {
  return `${redirectTo}#${sortedQuery({
    ...extra,
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    refresh_token: session.refresh_token,
    sb: '',
  })}`
}

/** `application/x-www-form-urlencoded` with sorted keys, as Go's `url.Values.Encode` writes it. */
export function sortedQuery(values: Record<string, string>): string {
  return new URLSearchParams(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString()
}
