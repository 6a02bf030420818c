import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { SqlError } from '../request.ts'

/** PostgREST's error body: all four keys always present (docs/local-backend.md §3.4). */
export type PgrstErrorBody = SqlError

/** A PostgREST error answer: HTTP status, body and extra headers. */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: PgrstErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

/** A `PGRSTxxx` (or SQLSTATE) error with PostgREST's body shape. */
export function pgrst(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, details, hint, message })
}

/** PGRST100, PostgREST's query-string parse error: `"failed to parse <what> (<value>)"`. */
export const parseError = (what: string, value: string, details: string): RestError =>
  pgrst(400, 'PGRST100', `"failed to parse ${what} (${value})"`, details)

/**
 * PostgREST's SQLSTATE → HTTP status (src/library/PostgREST/Error.hs `mapSQLtoHTTP`), for the codes
 * PGlite can raise. 42501 is 401 for anon and 403 otherwise; 25006 (a write in a read-only GET) 405;
 * 21000 from pg-safeupdate ("… requires a WHERE clause") 400, any other 21000 500; `PTxxx`, a function's own
 * status (RAISE sqlstate 'PT409'), that status, or 500 when it is not one.
 */
function statusForSql(e: SqlError, role: string): ContentfulStatusCode {
  const c = e.code
  if (c.startsWith('PT')) {
    const status = /^PT\d{3}$/.test(c) ? Number(c.slice(2)) : 0
    // A status that may carry the error's body; PostgREST takes any number, a Response cannot send 204/205/304 with one.
    return (status >= 200 && status <= 599 && ![204, 205, 304].includes(status) ? status : 500) as ContentfulStatusCode
  }
  if (c === '42501') return role === 'anon' ? 401 : 403
  if (c === '23503' || c === '23505') return 409
  if (c === '25006') return 405
  if (c === '21000') return e.message.endsWith('requires a WHERE clause') ? 400 : 500
  if (c === '22023') return e.message.startsWith('role') && e.message.endsWith('does not exist') ? 401 : 400
  if (c === '42P01') return 404
  if (c === '42883') return e.message.startsWith('function xmlagg(') ? 406 : 404
  if (c === '42P17' || c === '53400') return 500
  if (c === '57P01') return 503
  if (c.startsWith('08') || c.startsWith('53')) return 503
  if (c.startsWith('0L') || c.startsWith('0P') || c.startsWith('28')) return 403
  if (c === 'P0001') return 400
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(c)) return 500
  return 400
}

/** A database error as PostgREST answers it (status by {@link statusForSql}, `WWW-Authenticate` on 401). */
export function restErrorFromSql(e: SqlError, role: string): RestError {
  const status = statusForSql(e, role)
  return new RestError(status, e, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {})
}

/** The JSON response of a RestError, with `Proxy-Status` as PostgREST sets it. */
export function restErrorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${error.body.code}`,
      ...error.headers,
    },
  })
}

/** 406 PGRST116: `Accept: application/vnd.pgrst.object+json` with a row count other than one. */
export function singleObjectError(n: number): RestError {
  return pgrst(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`)
}

/** 400 PGRST204: a body or `columns` key that is not a column of the table. */
export function unknownColumn(column: string, table: string): RestError {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
}
