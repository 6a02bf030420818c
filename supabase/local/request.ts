import type { PGlite, Transaction } from '@electric-sql/pglite'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { headerObject } from './http.ts'
import { bearerToken, isApiRole, verifyToken, type ApiRole } from './jwt.ts'

/** Who the request is, for the per-request transaction (docs/local-backend.md §3.3). */
export type RequestContext = {
  role: ApiRole
  claims: Record<string, unknown>
  method: string
  /** The path inside the service, e.g. `/gallery_images` for /rest/v1/gallery_images. */
  path: string
  /** Lower-cased request headers. */
  headers: Record<string, string>
}

/** Why a request's token was refused: `expired`, `invalid` (bad signature, no role claim) or `role` (not an API role). */
export type TokenRefusal = { refused: 'expired' | 'invalid' | 'role'; message: string }

/**
 * The address of the client that sent `c`'s request (the loopback address for the local backend), or undefined when
 * the request did not come over a socket (a test calling the app directly).
 */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * The request headers as hosted Supabase hands them to PostgREST (docs/local-backend.md §3.3, "Client address"):
 * Cloudflare sets `cf-connecting-ip` to the client's address (replacing any the client sent) and the proxies append
 * it to `x-forwarded-for` (after any the client sent). Lower-cased names; without a peer the headers are unchanged.
 */
export function forwardedHeaders(headers: Record<string, string>, peer: string | undefined): Record<string, string> {
  if (!peer) return headers
  const forwarded = headers['x-forwarded-for']?.trim()
  return { ...headers, 'cf-connecting-ip': peer, 'x-forwarded-for': forwarded ? `${forwarded}, ${peer}` : peer }
}

/**
 * Identifies the caller from the bearer token (or apikey, docs/local-backend.md §0 "Key handling"):
 * a valid JWT gives its role and claims, no token gives `anon` with claims `{"role":"anon"}`. Each
 * service turns a refusal into its own error shape. `peer` is the client's address ({@link peerAddress}), passed on
 * in the headers as hosted does ({@link forwardedHeaders}).
 */
export async function identify(request: Request, path: string, peer?: string): Promise<RequestContext | TokenRefusal> {
  const check = await verifyToken(bearerToken(request.headers))
  if (check.kind === 'expired' || check.kind === 'invalid') return { refused: check.kind, message: check.message }
  const claims: Record<string, unknown> = check.kind === 'valid' ? { ...check.claims } : { role: 'anon' }
  const role = claims.role
  if (!isApiRole(role)) return { refused: 'role', message: `permission denied to set role "${String(role)}"` }
  return { role, claims, method: request.method, path, headers: forwardedHeaders(headerObject(request.headers), peer) }
}

/** True when {@link identify} refused the token. */
export function isRefusal(value: RequestContext | TokenRefusal): value is TokenRefusal {
  return 'refused' in value
}

/**
 * Runs `fn` in one transaction as the request's role with the request settings current PostgREST
 * sets (docs/local-backend.md §3.3): `request.jwt.claims`, `request.method`, `request.path`,
 * `request.headers` (JSON), `request.cookies`; never the legacy `request.jwt.claim.*`. `readOnly`
 * starts the transaction READ ONLY, as PostgREST does for GET and HEAD, so a write fails with
 * SQLSTATE 25006. The settings are transaction-local: after commit or rollback the session is
 * `supabase_admin` again. Errors from `fn` roll back and rethrow.
 */
export async function inRequestTransaction<T>(
  pg: PGlite,
  ctx: RequestContext,
  options: { readOnly: boolean },
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return pg.transaction(async (tx) => {
    if (options.readOnly) await tx.exec('set transaction read only')
    await tx.query(
      `select set_config('search_path', '"public", "extensions"', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', '{}', true)`,
      [ctx.role, JSON.stringify(ctx.claims), ctx.method, ctx.path, JSON.stringify(ctx.headers)],
    )
    return fn(tx)
  })
}

/** A Postgres error as PostgREST reports it: SQLSTATE, message, detail, hint. */
export type SqlError = { code: string; details: string | null; hint: string | null; message: string }

/** Extracts the Postgres error fields from a thrown PGlite error; null for non-database errors. */
export function sqlError(error: unknown): SqlError | null {
  if (typeof error !== 'object' || error === null) return null
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown }
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null
  return {
    code: e.code,
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
    message: typeof e.message === 'string' ? e.message : 'database error',
  }
}
