import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './config.ts'

/** The three database roles a JWT may name (docs/local-backend.md §0, §6.1). */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'

/** Verified claims. `role` is the Postgres role the request runs as. */
export type Claims = JWTPayload & { role: string; session_id?: string; email?: string }

/** Outcome of reading the caller's token. */
export type TokenCheck =
  | { kind: 'none' }
  | { kind: 'valid'; token: string; claims: Claims }
  | { kind: 'expired'; message: string }
  | { kind: 'invalid'; message: string }

const secret = new TextEncoder().encode(JWT_SECRET)

/** True for the roles that requests may assume; anything else is refused (never `postgres`). */
export function isApiRole(role: unknown): role is ApiRole {
  return role === 'anon' || role === 'authenticated' || role === 'service_role'
}

/**
 * Picks the bearer token as the CLI's Kong does (docs/local-backend.md §0 "Key handling"): keep `Authorization`
 * unless it is missing or an opaque `sb_` key; map the opaque keys onto the anon / service JWTs.
 * Returns null when the request carries neither.
 */
export function bearerToken(headers: Headers): string | null {
  const auth = headers.get('authorization')
  if (auth && !/^bearer sb_/i.test(auth)) {
    const match = /^bearer\s+(.+)$/i.exec(auth.trim())
    return match?.[1] ? match[1].trim() : auth.trim()
  }
  const apikey = headers.get('apikey')
  if (apikey === SECRET_KEY) return SERVICE_ROLE_KEY
  if (apikey === PUBLISHABLE_KEY) return ANON_KEY
  return apikey || null
}

/** Verifies an HS256 token with the local secret. `alg: none`, other algorithms and bad keys fail. */
export async function verifyToken(token: string | null): Promise<TokenCheck> {
  if (!token) return { kind: 'none' }
  try {
    const payload = await verifyPayload(token)
    if (typeof payload.role !== 'string') return { kind: 'invalid', message: 'JWT has no role claim' }
    return { kind: 'valid', token, claims: payload as Claims }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { kind: 'expired', message: error.message }
    return { kind: 'invalid', message: error instanceof Error ? error.message : 'invalid JWT' }
  }
}

/** Signs claims as GoTrue does: header `{"alg":"HS256","typ":"JWT"}` (docs/local-backend.md §1.9). */
export async function signToken(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)
}

/**
 * Verifies an HS256 token with the local secret whatever its claims (a signed URL's token has no role); resolves with
 * its payload, throws jose's error (expired, bad signature, malformed).
 */
export async function verifyPayload(token: string): Promise<JWTPayload> {
  return (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
}
