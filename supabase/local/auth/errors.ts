import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { JSON_BODY_LIMIT } from '../config.ts'
import { BodyTooLargeError, InvalidJsonError, isRecord, readJson } from '../http.ts'

/** The API version supabase-js sends and GoTrue echoes (docs/local-backend.md §1.7). */
export const API_VERSION = '2024-01-01'

/** A GoTrue error: HTTP status, `error_code` and message, plus extra body fields (e.g. `weak_password`). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/**
 * GoTrue's error wire format (docs/local-backend.md §1.7): `{code, message}` and the echoed
 * X-Supabase-Api-Version when the request sent that header, else the legacy `{code: <status>,
 * error_code, msg}`; `x-sb-error-code` either way.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code)
  if (c.req.header('x-supabase-api-version')) {
    c.header('X-Supabase-Api-Version', API_VERSION)
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status)
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status)
}

/** GoTrue's 400 `bad_json` "Could not parse request body as JSON: <detail>", `detail` being Go's decoder text. */
export function badJson(detail: string): AuthError {
  return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`)
}

/** Go's encoding/json name for a JSON value's kind, as used in its unmarshal errors. */
function goKind(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'boolean') return 'bool'
  return typeof value === 'object' ? 'object' : typeof value
}

/**
 * Reads a JSON request body the way GoTrue's `retrieveRequestParams` does: an empty body or a
 * non-object is a 400 `bad_json` with Go's decoder text (`unexpected end of JSON input`,
 * `json: cannot unmarshal array into Go value of type api.<Params>`); `null` reads as `{}`.
 * `params` names GoTrue's Go struct so the messages match. Throws AuthError (400 bad_json, 413).
 */
export async function readParams(c: Context, params: string): Promise<Record<string, unknown>> {
  let value: unknown
  try {
    value = await readJson(c.req.raw, JSON_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AuthError(413, 'request_entity_too_large', `Request body too large (max ${error.limit} bytes)`)
    if (error instanceof InvalidJsonError) throw badJson(error.message)
    throw error
  }
  if (value === undefined) throw badJson('unexpected end of JSON input')
  if (value === null) return {}
  if (!isRecord(value)) throw badJson(`json: cannot unmarshal ${goKind(value)} into Go value of type api.${params}`)
  return value
}

/**
 * A string field of a params object: absent or null → '' (Go's zero value); any other non-string
 * is GoTrue's 400 `bad_json` "json: cannot unmarshal number into Go struct field <Params>.<key> of type string".
 */
export function stringParam(input: Record<string, unknown>, key: string, params: string): string {
  const value = input[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string')
    throw badJson(`json: cannot unmarshal ${goKind(value)} into Go struct field ${params}.${key} of type string`)
  return value
}

/**
 * An object field of a params object (a Go `map[string]interface{}`): absent or null → null; any
 * other non-object is GoTrue's 400 `bad_json` "json: cannot unmarshal array into Go struct field
 * <Params>.<key> of type map[string]interface {}".
 */
export function objectParam(input: Record<string, unknown>, key: string, params: string): Record<string, unknown> | null {
  const value = input[key]
  if (value === undefined || value === null) return null
  if (!isRecord(value))
    throw badJson(`json: cannot unmarshal ${goKind(value)} into Go struct field ${params}.${key} of type map[string]interface {}`)
  return value
}
