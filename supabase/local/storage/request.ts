import type { Context } from 'hono'
import { JSON_BODY_LIMIT } from '../config.ts'
import { BodyTooLargeError, InvalidJsonError, readJson } from '../http.ts'
import { identify, isRefusal, peerAddress, type RequestContext } from '../request.ts'
import { accessDenied, invalidKey, invalidRequest, tooLarge } from './errors.ts'

/** What every Storage route reads from its request (docs/local-backend.md §2): the caller, object names, JSON bodies. */

// supabase/storage isValidKey, plus: no empty, "." or ".." segments (no path traversal).
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

/** Validates an object name; throws InvalidKey. */
export function checkKey(name: string): string {
  const segments = name.split('/')
  const bad = name === '' || name.length > 1024 || !KEY_CHARS.test(name) || segments.some((s) => s === '' || s === '.' || s === '..')
  if (bad) throw invalidKey(name)
  return name
}

/** Bucket and object name from the raw URL path after `skip` route segments; each segment percent-decoded. */
export function objectPath(c: Context, skip: number): { bucketId: string; name: string } {
  const raw = new URL(c.req.url).pathname.split('/').slice(3 + skip)
  let parts: string[]
  try {
    parts = raw.map((s) => decodeURIComponent(s))
  } catch {
    throw invalidKey(raw.join('/'))
  }
  const [bucketId = '', ...rest] = parts
  // Leading slashes are stripped and double slashes collapsed, as storage-js does.
  const name = rest
    .join('/')
    .replace(/^\/+/, '')
    .replace(/\/{2,}/g, '/')
  return { bucketId, name: checkKey(name) }
}

/** Caller of a storage request; a bad or expired token is AccessDenied with jose's message. */
export async function requestContext(c: Context): Promise<RequestContext> {
  const ctx = await identify(c.req.raw, c.req.path, peerAddress(c))
  if (isRefusal(ctx)) throw accessDenied(ctx.message)
  return ctx
}

/** A JSON body; throws EntityTooLarge (over 1 MiB) or InvalidRequest. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await readJson(c.req.raw, JSON_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    if (error instanceof InvalidJsonError) throw invalidRequest(`Body is not valid JSON: ${error.message}`, 'Bad Request')
    throw error
  }
}

/** A refused body, as the real routes' JSON-schema validation words it (e.g. "body must have required property 'prefix'"). */
export const badBody = (message: string) => invalidRequest(message, 'Bad Request')
