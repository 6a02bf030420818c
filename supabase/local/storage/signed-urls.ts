import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Context, Hono } from 'hono'
import { isRecord } from '../http.ts'
import { signToken, verifyPayload } from '../jwt.ts'
import type { RequestContext } from '../request.ts'
import { invalidJwt, invalidSignature, noSuchKey } from './errors.ts'
import { selectServedRow, type ServedRow } from './objects.ts'
import { badBody, jsonBody, objectPath, requestContext } from './request.ts'

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
  const seconds = checkExpiresIn(expiresIn)
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) throw badBody('body/paths must be array of strings')
  if (paths.length < 1 || paths.length > MAX_PATHS) throw badBody(`body/paths must have 1 to ${MAX_PATHS} items`)
  return { expiresIn: seconds, paths }
}

/** Validates the one-object route's `{expiresIn}` as the real route's JSON schema does; throws InvalidRequest. */
function signOneBody(body: unknown): { expiresIn: number } {
  if (!isRecord(body)) throw badBody('body must be object')
  if (body.expiresIn === undefined) throw badBody("body must have required property 'expiresIn'")
  return { expiresIn: checkExpiresIn(body.expiresIn) }
}

/** `expiresIn` (s) must be an integer of at least 1; throws InvalidRequest. */
function checkExpiresIn(expiresIn: unknown): number {
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) throw badBody('body/expiresIn must be integer >= 1')
  return expiresIn
}

/** The path of a signed URL of `<bucketId>/<path>`, valid from `iat` (s since the epoch) for `expiresIn` s. */
async function signedPath(bucketId: string, path: string, iat: number, expiresIn: number): Promise<string> {
  const url = `${bucketId}/${path}`
  return `/object/sign/${url}?token=${await signToken({ url, scope: DOWNLOAD_SCOPE, iat, exp: iat + expiresIn })}`
}

/**
 * Signed URLs of private objects (docs/local-backend.md §2.7), as Storage's `signObjectUrls` and `getSignedObject`:
 *
 * - `POST /object/sign/<bucket>` `{expiresIn, paths}` (supabase-js `createSignedUrls`): the objects are looked up as
 *   the caller, so only what a select policy shows is signed; answers one `{error, path, signedURL}` per path, in
 *   order, `signedURL` being `/object/sign/<bucket>/<path>?token=<JWT>` (HS256 with the project's secret, claims
 *   `url` = `<bucket>/<path>`, `scope` = `download`, `iat`, `exp`), or `error` "Either the object does not exist or you
 *   do not have access to it".
 * - `POST /object/sign/<bucket>/<path>` `{expiresIn}` (supabase-js `createSignedUrl`): the same for one object, looked up
 *   as the caller; answers `{signedURL}`, or NoSuchKey ("Object not found") when the caller cannot see it.
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
        return { error: null, path, signedURL: await signedPath(bucketId, path, iat, expiresIn) }
      }),
    )
    return c.json(signed)
  })

  app.post('/object/sign/:bucket/*', async (c) => {
    const ctx = await requestContext(c)
    const { bucketId, name } = objectPath(c, 2)
    const { expiresIn } = signOneBody(await jsonBody(c))
    if (!(await asRole(ctx, (tx) => selectServedRow(tx, bucketId, name)))) throw noSuchKey()
    return c.json({ signedURL: await signedPath(bucketId, name, Math.floor(Date.now() / 1000), expiresIn) })
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
