import type { PGlite, Transaction } from '@electric-sql/pglite'
import { Hono, type Context } from 'hono'
import { JSON_BODY_LIMIT, MAX_ROWS } from '../config.ts'
import { BodyTooLargeError, InvalidJsonError, readJson } from '../http.ts'
import { identify, inRequestTransaction, isRefusal, peerAddress, sqlError, type RequestContext } from '../request.ts'
import { parseError, pgrst, RestError, restErrorFromSql, restErrorResponse, singleObjectError } from './errors.ts'
import { parseAccept, parsePreferences, parseTableQuery, type Accept } from './query.ts'
import { findRoutine, jsonArgs, routineSql, type CallArgs } from './rpc.ts'
import { aggregateSql, deleteSql, insertSql, Params, readSql, relation, selectList, tableInfo, updateSql } from './sql.ts'

/**
 * PostgREST subset under /rest/v1 (docs/local-backend.md §3) over tables, views and functions of
 * schema public: select (column lists, `alias:col`), filters eq/neq/gt/gte/lt/lte/in/is with `not.`,
 * order, limit/offset capped at config.toml `[api] max_rows`, count=exact|planned|estimated, single
 * object via Accept, insert (object or array, `columns`, missing=default, upsert via
 * resolution=merge|ignore-duplicates + on_conflict), update and delete (refused without a filter, as
 * pg-safeupdate does on hosted), Prefer return=minimal|representation, and `/rpc/<fn>`. Each request
 * runs in one transaction as its JWT role, READ ONLY for GET/HEAD, so RLS and the access mode decide.
 * Errors use PostgREST's `{code, details, hint, message}` with its status mapping; anything outside
 * the subset is a 4xx PGRST error, never a guess.
 */
export type RestOptions = { pg: PGlite; maxRows?: number }

const JSON_TYPE = 'application/json; charset=utf-8'

/** Caller of a REST request; JWT problems and foreign schemas answer as PostgREST does. */
async function requestContext(c: Context): Promise<RequestContext> {
  const ctx = await identify(c.req.raw, c.req.path.replace(/^\/rest\/v1/, ''), peerAddress(c))
  if (isRefusal(ctx)) {
    if (ctx.refused === 'role') throw pgrst(403, '42501', ctx.message)
    const [code, message] = ctx.refused === 'expired' ? ['PGRST303', 'JWT expired'] : ['PGRST301', 'JWT cryptographic operation failed']
    throw new RestError(
      401,
      { code, details: ctx.refused === 'expired' ? null : ctx.message, hint: null, message },
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      },
    )
  }
  const read = ['GET', 'HEAD'].includes(c.req.method)
  const profile = read ? c.req.header('accept-profile') : c.req.header('content-profile')
  if (profile && profile !== 'public') {
    throw pgrst(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public')
  }
  return ctx
}

/** The JSON body; throws PGRST102 (invalid or empty) or PGRST413 (over 1 MiB). */
async function jsonBody(c: Context, allowEmpty = false): Promise<unknown> {
  try {
    const body = await readJson(c.req.raw, JSON_BODY_LIMIT)
    if (body === undefined && !allowEmpty) throw new InvalidJsonError('empty body')
    return body
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw pgrst(
        413,
        'PGRST413',
        `Request body larger than ${JSON_BODY_LIMIT} bytes`,
        null,
        'The local backend limits JSON bodies to 1 MiB.',
      )
    }
    if (error instanceof InvalidJsonError) throw pgrst(400, 'PGRST102', 'Empty or invalid json', error.message)
    throw error
  }
}

/** Body and headers of an answer in the negotiated form (array, or one object → PGRST116 unless exactly one row). */
function jsonAnswer(result: { body: string; first: string | null; n: number }, wants: Accept): string | null {
  if (wants.object && result.n !== 1) throw singleObjectError(result.n)
  return wants.object ? result.first : result.body
}

export function createRestApp({ pg, maxRows = MAX_ROWS }: RestOptions): Hono {
  const app = new Hono()

  app.onError((error) => {
    if (error instanceof RestError) return restErrorResponse(error)
    console.error('[rest]', error)
    return restErrorResponse(pgrst(500, 'PGRST000', 'Unexpected failure in the local backend'))
  })

  /** Runs `fn` as the request role (READ ONLY when asked); Postgres errors become PostgREST ones. */
  async function run<T>(ctx: RequestContext, readOnly: boolean, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await inRequestTransaction(pg, ctx, { readOnly }, fn)
    } catch (error) {
      if (error instanceof RestError) throw error
      const e = sqlError(error)
      if (!e) throw error
      throw restErrorFromSql(e, ctx.role)
    }
  }

  app.all('/rpc/:fn', async (c) => {
    const method = c.req.method
    const read = method === 'GET' || method === 'HEAD'
    if (!read && method !== 'POST') {
      throw pgrst(405, 'PGRST101', 'Only GET, HEAD or POST are allowed for RPC')
    }
    const ctx = await requestContext(c)
    const url = new URL(c.req.url)
    for (const key of ['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']) {
      if (url.searchParams.has(key)) {
        const value = url.searchParams.get(key) ?? ''
        throw parseError(
          key,
          value,
          'select, order, limit, offset, columns and on_conflict on /rpc are not supported by the local backend.',
        )
      }
    }
    const args: CallArgs = read ? { from: 'query', values: new Map(url.searchParams) } : jsonArgs(await jsonBody(c, true))
    const given = args.from === 'query' ? [...args.values.keys()] : Object.keys(args.values)
    const routine = await findRoutine(pg, c.req.param('fn'), given)
    const params = new Params()
    const statement = routineSql(routine, args, params, maxRows)
    const result = await run(ctx, read || routine.readOnly, async (tx) => {
      const { rows } = await tx.query<{ body: string | null; n: number }>(statement, params.values)
      return rows[0] ?? { body: null, n: 0 }
    })
    if (routine.returns === 'void') return new Response(null, { status: 204 })
    const headers: Record<string, string> = { 'Content-Type': JSON_TYPE }
    if (routine.returns === 'set' || routine.returns === 'setof-scalar') {
      headers['Content-Range'] = result.n > 0 ? `0-${result.n - 1}/*` : '*/*'
    }
    return new Response(method === 'HEAD' ? null : (result.body ?? 'null'), { status: 200, headers })
  })

  app.all('/:table', async (c) => {
    const table = c.req.param('table')
    const method = c.req.method
    const ctx = await requestContext(c)
    const info = await tableInfo(pg, table)
    if (!info) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
    const url = new URL(c.req.url)
    const query = parseTableQuery(url.searchParams)
    const prefer = parsePreferences(c.req.header('prefer'))
    const counting = ['exact', 'planned', 'estimated'].includes(prefer.get('count') ?? '')
    const wants = parseAccept(c.req.header('accept'))
    const params = new Params()

    if (method === 'GET' || method === 'HEAD') {
      const { page, count } = readSql(table, query, params, maxRows)
      const result = await run(ctx, true, async (tx) => {
        const rows = await tx.query<{ body: string; first: string | null; n: number }>(
          aggregateSql(`(${page}) _pgrst_t`, wants.stripNulls),
          params.values,
        )
        const total = counting ? ((await tx.query<{ n: number }>(count, params.values)).rows[0]?.n ?? 0) : null
        const row = rows.rows[0] ?? { body: '[]', first: null, n: 0 }
        return { ...row, total }
      })
      const n = Number(result.n)
      const range = n > 0 ? `${query.offset}-${query.offset + n - 1}/${result.total ?? '*'}` : `*/${result.total ?? '*'}`
      const body = jsonAnswer({ ...result, n }, wants)
      const status = result.total !== null && n < result.total ? 206 : 200
      const headers = { 'Content-Type': JSON_TYPE, 'Content-Range': range }
      return new Response(method === 'HEAD' ? null : body, { status, headers })
    }

    if (query.limit !== null || query.offset !== 0 || query.order.length > 0) {
      if (method !== 'POST')
        throw pgrst(400, 'PGRST100', 'limit, offset and order on updates and deletes are not supported by the local backend')
    }
    const representation = prefer.get('return') === 'representation'
    let statement: string | null
    if (method === 'POST') {
      const resolution = prefer.get('resolution')
      statement = insertSql(
        await jsonBody(c),
        table,
        info,
        query,
        {
          missingDefault: prefer.get('missing') === 'default',
          resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
        },
        params,
      )
    } else if (method === 'PATCH') {
      statement = updateSql(await jsonBody(c), table, info, query, params)
    } else if (method === 'DELETE') {
      statement = deleteSql(table, query, params)
    } else {
      throw new RestError(405, {
        code: 'PGRST117',
        details: null,
        hint: 'The local backend supports GET, HEAD, POST, PATCH and DELETE.',
        message: `Unsupported HTTP method: ${method}`,
      })
    }
    // Nothing to write (an empty PATCH body or insert array) reads no rows instead.
    const source = statement ?? `select * from ${relation(table)} where false`
    const returning = source.startsWith('select') ? '' : ` returning ${representation ? selectList(query.select, table) : '1'}`
    const result = await run(ctx, false, async (tx) => {
      const rows = await tx.query<{ body: string; first: string | null; n: number }>(
        `with _pgrst_t as (${source}${returning}) ${aggregateSql('_pgrst_t', wants.stripNulls, representation)}`,
        params.values,
      )
      const row = rows.rows[0] ?? { body: '[]', first: null, n: 0 }
      if (wants.object && representation && Number(row.n) !== 1) throw singleObjectError(Number(row.n))
      return row
    })
    const n = Number(result.n)
    const headers: Record<string, string> = { 'Content-Range': `*/${counting ? n : '*'}` }
    if (representation) {
      headers['Content-Type'] = JSON_TYPE
      headers['Preference-Applied'] = 'return=representation'
      return new Response(wants.object ? result.first : result.body, { status: method === 'POST' ? 201 : 200, headers })
    }
    return new Response(null, { status: method === 'POST' ? 201 : 204, headers })
  })

  app.all('*', (c) => {
    const path = c.req.path.replace(/^\/rest\/v1/, '')
    throw pgrst(
      404,
      'PGRST125',
      `Invalid path specified in request URL: ${path}`,
      'The local backend serves /rest/v1/<table> and /rest/v1/rpc/<function> only.',
    )
  })

  return app
}
