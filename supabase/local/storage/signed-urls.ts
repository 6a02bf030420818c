import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Context, Hono } from 'hono'
import { isRecord } from '../http.ts'
import { signToken, verifyPayload } from '../jwt.ts'
import type { RequestContext } from '../request.ts'
import { invalidJwt, invalidSignature } from './errors.ts'
import { badBody, jsonBody, objectPath, requestContext } from './request.ts'

/** An object row as the download routes serve it (routes.ts). */
export type ServedRow = { id: string; version: string | null; updated_at: Date; metadata: Record<string, unknown> | null }

/**
 * The row of object `name` in `bucketId` as the download routes serve it, or undefined when there is none (or, in a
 * transaction as a role, none that role's select policies show).
 */
export async function selectServedRow(db: PGlite | Transaction, bucketId: string, name: string): Promise<ServedRow | undefined> {
  const { rows } = await db.query<ServedRow>(
    'select id, version, updated_at, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  )
  return rows[0]
}

/** What the signed-URL routes share with the other Storage routes (routes.ts). */
export type SignedUrlDeps = {
  pg: PGlite
  asRole: <T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>) => Promise<T>
  /** Answers with the row's bytes and headers, as a download (docs/local-backend.md §2.2); NoSuchKey without a row. */
  serve: (c: Context, bucketId: string, row: ServedRow | undefined) => Promise<Response>
}

/** Storage's scope claim of a download token (src/internal/auth/jwt.ts SIGNED_URL_SCOPE_DOWNLOAD). */
const DOWNLOAD_SCOPE = 'download'
/** Most paths one request may sign (Storage's MAX_OBJECTS_PER_REQUEST). */
const MAX_PATHS = 1000

/** Validates `{expiresIn, paths}` as the real route's JSON schema does; throws InvalidRequest. */
function signBody(body: unknown): { expiresIn: number; paths: string[] } {
  if (!isRecord(body)) throw badBody('body must be object')
  const { expiresIn, paths } = body
  if (expiresIn === undefined) throw badBody("body must have required property 'expiresIn'")
  if (paths === undefined) throw badBody("body must have required property 'paths'")
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) throw badBody('body/expiresIn must be integer >= 1')
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) throw badBody('body/paths must be array of strings')
  if (paths.length < 1 || paths.length > MAX_PATHS) throw badBody(`body/paths must have 1 to ${MAX_PATHS} items`)
  return { expiresIn, paths }
}

/**
 * Signed URLs of private objects (docs/local-backend.md §2.7), as Storage's `signObjectUrls` and `getSignedObject`:
 *
 * - `POST /object/sign/<bucket>` `{expiresIn, paths}` (supabase-js `createSignedUrls`): the objects are looked up as
 *   the caller, so only what a select policy shows is signed; answers one `{error, path, signedURL}` per path, in
 *   order, `signedURL` being `/object/sign/<bucket>/<path>?token=<JWT>` (HS256 with the project's secret, claims
 *   `url` = `<bucket>/<path>`, `scope` = `download`, `iat`, `exp`), or `error` "Either the object does not exist or you
 *   do not have access to it".
 * - `GET /object/sign/<bucket>/<path>?token=…`: anyone holding the token gets the object, as a download, until `exp`.
 *   A token jose refuses (expired, bad signature) is InvalidJWT with jose's message; one for another object or scope
 *   is InvalidSignature.
 */
export function registerSignedUrlRoutes(app: Hono, { pg, asRole, serve }: SignedUrlDeps): void {
  app.post('/object/sign/:bucket', async (c) => {
    const ctx = await requestContext(c)
    const bucketId = c.req.param('bucket')
    const { expiresIn, paths } = signBody(await jsonBody(c))
    const visible = await asRole(
      ctx,
      async (tx) =>
        (
          await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
            bucketId,
            paths,
          ])
        ).rows,
    )
    const names = new Set(visible.map((row) => row.name))
    const iat = Math.floor(Date.now() / 1000)
    const signed = await Promise.all(
      paths.map(async (path) => {
        if (!names.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null }
        const url = `${bucketId}/${path}`
        const token = await signToken({ url, scope: DOWNLOAD_SCOPE, iat, exp: iat + expiresIn })
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` }
      }),
    )
    return c.json(signed)
  })

  app.on(['GET', 'HEAD'], '/object/sign/:bucket/*', async (c) => {
    const { bucketId, name } = objectPath(c, 2)
    const token = c.req.query('token')
    if (token === undefined) throw badBody("querystring must have required property 'token'")
    let claims: Record<string, unknown>
    try {
      claims = await verifyPayload(token)
    } catch (error) {
      throw invalidJwt(error instanceof Error ? error.message : 'Invalid JWT')
    }
    if (claims.scope !== DOWNLOAD_SCOPE) throw invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`)
    if (claims.url !== `${bucketId}/${name}`) throw invalidSignature()
    return serve(c, bucketId, await selectServedRow(pg, bucketId, name))
  })
}
