import type { PGlite, Transaction } from '@electric-sql/pglite'
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { JSON_BODY_LIMIT } from './config.ts'
import { asRequestRole, sqlError, type RequestContext, type SqlError } from './db.ts'
import { BodyTooLargeError, headerObject, InvalidJsonError, isRecord, readJson } from './http.ts'
import { bearerToken, isApiRole, verifyToken } from './jwt.ts'

/**
 * PostgREST subset under /rest/v1 (shared/docs/local-backend.md §3) over tables and views of
 * schema public: select (column lists, `alias:col`), filters eq/neq/gt/gte/lt/lte/in/is with `not.`,
 * order, limit/offset, count=exact|planned|estimated, single object via Accept, insert (object or
 * array, `columns`, missing=default, upsert via resolution=merge|ignore-duplicates + on_conflict),
 * update, delete, Prefer return=minimal|representation, and POST /rpc/<function> with named
 * arguments. Each request runs in one transaction as its JWT role, so RLS decides. Errors use PostgREST's `{code, details, hint, message}` with its
 * status mapping; anything outside the subset is a 4xx PGRST error, never a guess.
 */
export type RestOptions = { pg: PGlite }

type PgrstError = { code: string; details: string | null; hint: string | null; message: string }

class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: PgrstError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

function pgrst(status: ContentfulStatusCode, code: string, message: string, details: string | null = null, hint: string | null = null) {
  return new RestError(status, { code, details, hint, message })
}

const parseError = (what: string, value: string, details: string) => pgrst(400, 'PGRST100', `"failed to parse ${what} (${value})"`, details)

/** Double-quotes an identifier. */
function ident(name: string): string {
  if (name.includes('\0')) throw pgrst(400, 'PGRST100', 'Identifiers may not contain NUL')
  return `"${name.replace(/"/g, '""')}"`
}

/** PostgREST's SQLSTATE → HTTP status (Error.hs mapSQLtoHTTP). */
function statusForSql(e: SqlError, role: string): ContentfulStatusCode {
  const c = e.code
  if (c === '42501') return role === 'anon' ? 401 : 403
  if (c === '23503' || c === '23505') return 409
  if (c === '25006') return 405
  if (c === '42P01' || c === '42883') return 404
  if (c === '42P17') return 500
  if (c.startsWith('08') || c.startsWith('53')) return 503
  if (c.startsWith('09') || c.startsWith('0L') || c.startsWith('0P') || c.startsWith('28')) return 403
  if (c.startsWith('22') || c.startsWith('23') || c.startsWith('42') || c === 'P0001') return 400
  return 500
}

class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

type Filter = { column: string; negate: boolean; op: string; value: string }

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
const KNOWN_UNSUPPORTED = new Set([
  'like', 'ilike', 'match', 'imatch', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'isdistinct',
])

/** A plain column name: no embedding, casts, JSON paths or spread. */
function checkColumnName(name: string, what: string, raw: string): string {
  if (name === '' || /[(),:"'!\\]|->|\.\.\.|\s/.test(name)) {
    throw parseError(what, raw, 'The local backend supports plain column names only (no embedding, casts or JSON paths).')
  }
  return name
}

/** `select=*` or `a,b,alias:c` → SQL select list over `table`. */
function selectList(raw: string | undefined, table: string): string {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*'
  return raw
    .split(',')
    .map((item) => {
      const part = item.trim()
      if (part === '*') return '*'
      const [alias, column] = part.includes(':') ? part.split(/:(.*)/s, 2) : [null, part]
      checkColumnName(column, 'select parameter', raw)
      if (alias !== null) checkColumnName(alias, 'select parameter', raw)
      const ref = `${ident(table)}.${ident(column)}`
      return alias ? `${ref} as ${ident(alias)}` : ref
    })
    .join(', ')
}

/** Splits `in.(a,"b,c",d)` values, honouring double quotes and backslash escapes. */
function parseList(raw: string, original: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('filter', original, 'unexpected end of input expecting "("')
  const inner = raw.slice(1, -1)
  const values: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) current += inner[++i]
      else if (ch === '"') quoted = false
      else current += ch
    } else if (ch === '"') {
      quoted = true
      wasQuoted = true
    } else if (ch === ',') {
      values.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else current += ch
  }
  if (quoted) throw parseError('filter', original, 'unterminated quoted value')
  if (inner.length > 0) values.push(wasQuoted ? current : current.trim())
  return values
}

function parseFilter(column: string, raw: string): Filter {
  const original = `${column}=${raw}`
  checkColumnName(column, 'filter', original)
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const op = dot === -1 ? rest : rest.slice(0, dot)
  const value = dot === -1 ? '' : rest.slice(dot + 1)
  if (dot === -1) throw parseError('filter', raw, 'unexpected end of input expecting operator followed by "."')
  if (/\((any|all)\)$/.test(op) || KNOWN_UNSUPPORTED.has(op)) {
    throw pgrst(400, 'PGRST100', `"failed to parse filter (${raw})"`, `The operator "${op}" is not supported by the local backend.`)
  }
  if (!(op in COMPARISON) && op !== 'in' && op !== 'is') {
    throw parseError('filter', raw, `unknown operator "${op}"`)
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError('filter', raw, 'is accepts null, not_null, true, false or unknown')
  }
  return { column, negate, op, value }
}

function filterSql(f: Filter, table: string, params: Params): string {
  const ref = `${ident(table)}.${ident(f.column)}`
  let sql: string
  if (f.op === 'in') {
    const list = parseList(f.value, `${f.column}=in.${f.value}`)
    sql = list.length === 0 ? 'false' : `${ref} in (${list.map((v) => params.add(v)).join(', ')})`
  } else if (f.op === 'is') {
    const v = f.value.toLowerCase()
    sql = v === 'not_null' ? `${ref} is not null` : `${ref} is ${v}`
  } else {
    sql = `${ref} ${COMPARISON[f.op]} ${params.add(f.value)}`
  }
  return f.negate ? `not (${sql})` : sql
}

function orderSql(raw: string, table: string): string {
  return raw
    .split(',')
    .map((term) => {
      const parts = term.trim().split('.')
      const column = checkColumnName(parts[0], 'order', raw)
      let sql = `${ident(table)}.${ident(column)}`
      for (const modifier of parts.slice(1)) {
        if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`
        else if (modifier === 'nullsfirst') sql += ' nulls first'
        else if (modifier === 'nullslast') sql += ' nulls last'
        else throw parseError('order', raw, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`)
      }
      return sql
    })
    .join(', ')
}

function nonNegativeInt(raw: string | undefined, what: string): number | undefined {
  if (raw === undefined) return undefined
  if (!/^[0-9]+$/.test(raw)) throw parseError(what, raw, 'expecting a non-negative integer')
  return Number(raw)
}

/** Prefer header tokens (several headers are joined with ", "). */
function preferences(header: string | undefined): Map<string, string> {
  const map = new Map<string, string>()
  for (const token of (header ?? '').split(',')) {
    const [key, value] = token.trim().split('=')
    if (key) map.set(key.trim().toLowerCase(), (value ?? '').trim())
  }
  return map
}

type Accept = { object: boolean; stripNulls: boolean }

/** Accept negotiation: JSON array (default) or `application/vnd.pgrst.object+json` (single). */
function accept(header: string | undefined): Accept {
  if (!header || header.trim() === '') return { object: false, stripNulls: false }
  for (const range of header.split(',')) {
    const [type, ...params] = range.trim().split(';').map((s) => s.trim().toLowerCase())
    const stripNulls = params.includes('nulls=stripped')
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { object: true, stripNulls }
    if (['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json'].includes(type)) return { object: false, stripNulls }
  }
  throw pgrst(406, 'PGRST107', `None of these media types are available: ${header}`)
}

type TableInfo = { columns: Map<string, string>; primaryKey: string[] }

async function tableInfo(tx: Transaction | PGlite, table: string): Promise<TableInfo | null> {
  const { rows } = await tx.query<{ attname: string; typ: string; kind: string; pk: boolean }>(
    `select a.attname, format_type(a.atttypid, a.atttypmod) as typ, c.relkind::text as kind,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [table],
  )
  if (rows.length === 0) return null
  return { columns: new Map(rows.map((r) => [r.attname, r.typ])), primaryKey: rows.filter((r) => r.pk).map((r) => r.attname) }
}

export function createRestApp({ pg }: RestOptions): Hono {
  const app = new Hono()

  app.onError((error) => {
    if (error instanceof RestError) return restErrorResponse(error)
    console.error('[rest]', error)
    return restErrorResponse(pgrst(500, 'PGRST000', 'Unexpected failure in the local backend'))
  })

  async function requestContext(c: Context): Promise<RequestContext> {
    const check = await verifyToken(bearerToken(c.req.raw.headers))
    if (check.kind === 'expired') {
      throw new RestError(401, { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' }, {
        'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
      })
    }
    if (check.kind === 'invalid') {
      throw new RestError(401, { code: 'PGRST301', details: check.message, hint: null, message: 'JWT cryptographic operation failed' }, {
        'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
      })
    }
    const claims = check.kind === 'valid' ? { ...check.claims } : { role: 'anon' }
    if (!isApiRole(claims.role)) throw pgrst(403, '42501', `permission denied to set role "${String(claims.role)}"`)
    const profile = ['GET', 'HEAD'].includes(c.req.method) ? c.req.header('accept-profile') : c.req.header('content-profile')
    if (profile && profile !== 'public') {
      throw pgrst(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public')
    }
    return { role: claims.role, claims, method: c.req.method, path: c.req.path.replace(/^\/rest\/v1/, ''), headers: headerObject(c.req.raw.headers) }
  }

  async function jsonBody(c: Context): Promise<unknown> {
    try {
      const body = await readJson(c.req.raw, JSON_BODY_LIMIT)
      if (body === undefined) throw new InvalidJsonError('empty body')
      return body
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw pgrst(413, 'PGRST413', `Request body larger than ${JSON_BODY_LIMIT} bytes`, null, 'The local backend limits JSON bodies to 1 MiB.')
      }
      if (error instanceof InvalidJsonError) throw pgrst(400, 'PGRST102', 'Empty or invalid json', error.message)
      throw error
    }
  }

  /** Runs a statement as the request role, turning Postgres errors into PostgREST ones. */
  async function run<T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await asRequestRole(pg, ctx, fn)
    } catch (error) {
      if (error instanceof RestError) throw error
      const e = sqlError(error)
      if (!e) throw error
      const status = statusForSql(e, ctx.role)
      throw new RestError(status, e, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {})
    }
  }

  app.all('/:table', async (c) => {
    const table = c.req.param('table')
    const method = c.req.method
    const ctx = await requestContext(c)
    const info = await tableInfo(pg, table)
    if (!info) {
      throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
    }
    const url = new URL(c.req.url)
    const filters: Filter[] = []
    for (const [key, value] of url.searchParams) {
      if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
        throw pgrst(400, 'PGRST100', `"failed to parse logic tree (${value})"`, 'Logical or/and filters are not supported by the local backend.')
      }
      if (!RESERVED.has(key)) filters.push(parseFilter(key, value))
    }
    const params = new Params()
    const where = filters.length ? ` where ${filters.map((f) => filterSql(f, table, params)).join(' and ')}` : ''
    const prefer = preferences(c.req.header('prefer'))
    const counting = ['exact', 'planned', 'estimated'].includes(prefer.get('count') ?? '')
    const wants = accept(c.req.header('accept'))
    const from = `${ident('public')}.${ident(table)}`
    const rowJson = wants.stripNulls ? 'json_strip_nulls(row_to_json(_pgrst_t))' : '_pgrst_t'

    if (method === 'GET' || method === 'HEAD') {
      const order = url.searchParams.get('order')
      const limit = nonNegativeInt(url.searchParams.get('limit') ?? undefined, 'limit')
      const offset = nonNegativeInt(url.searchParams.get('offset') ?? undefined, 'offset') ?? 0
      const inner =
        `select ${selectList(url.searchParams.get('select') ?? undefined, table)} from ${from}${where}` +
        (order ? ` order by ${orderSql(order, table)}` : '') +
        (limit !== undefined ? ` limit ${limit}` : '') +
        (offset ? ` offset ${offset}` : '')
      const result = await run(ctx, async (tx) => {
        const rows = await tx.query<{ body: string; first: string | null; n: number }>(
          `select coalesce(json_agg(${rowJson}), '[]')::text as body, (json_agg(${rowJson}) -> 0)::text as first, count(*)::int as n from (${inner}) _pgrst_t`,
          params.values,
        )
        const total = counting
          ? Number((await tx.query<{ n: number }>(`select count(*)::int as n from ${from}${where}`, params.values)).rows[0].n)
          : null
        return { ...rows.rows[0], total }
      })
      const n = Number(result.n)
      const range = n > 0 ? `${offset}-${offset + n - 1}/${result.total ?? '*'}` : `*/${result.total ?? '*'}`
      if (wants.object && n !== 1) throw singleObjectError(n)
      const status = result.total !== null && n < result.total ? 206 : 200
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range }
      if (method === 'HEAD') return new Response(null, { status, headers })
      return new Response(wants.object ? result.first : result.body, { status, headers })
    }

    if (url.searchParams.has('limit') || url.searchParams.has('offset') || url.searchParams.has('order')) {
      if (method !== 'POST') throw pgrst(400, 'PGRST100', 'limit, offset and order on updates and deletes are not supported by the local backend')
    }
    const representation = prefer.get('return') === 'representation'
    const returning = representation ? selectList(url.searchParams.get('select') ?? undefined, table) : '1'
    let statement: string
    if (method === 'POST') {
      statement = insertSql(await jsonBody(c), table, info, url, prefer, params)
    } else if (method === 'PATCH') {
      const body = await jsonBody(c)
      if (!isRecord(body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object')
      const keys = Object.keys(body)
      for (const key of keys) if (!info.columns.has(key)) throw unknownColumn(key, table)
      if (keys.length === 0) statement = `select * from ${from} where false`
      else {
        const record = params.add(JSON.stringify(body))
        statement = `update ${from} set ${keys.map((k) => `${ident(k)} = _pgrst_body.${ident(k)}`).join(', ')} from json_populate_record(null::${from}, ${record}::json) _pgrst_body${where}`
      }
    } else if (method === 'DELETE') {
      statement = `delete from ${from}${where}`
    } else {
      throw new RestError(405, { code: 'PGRST117', details: null, hint: 'The local backend supports GET, HEAD, POST, PATCH and DELETE.', message: `Unsupported HTTP method: ${method}` })
    }
    const returningSql = statement.startsWith('select') ? '' : ` returning ${returning}`
    const result = await run(ctx, async (tx) => {
      const rows = await tx.query<{ body: string; first: string | null; n: number }>(
        `with _pgrst_t as (${statement}${returningSql})
         select ${representation ? `coalesce(json_agg(${rowJson}), '[]')::text` : `'[]'`} as body,
                ${representation ? `(json_agg(${rowJson}) -> 0)::text` : 'null'} as first,
                count(*)::int as n
           from _pgrst_t`,
        params.values,
      )
      const row = rows.rows[0]
      if (wants.object && representation && Number(row.n) !== 1) throw singleObjectError(Number(row.n))
      return row
    })
    const n = Number(result.n)
    const headers: Record<string, string> = { 'Content-Range': `*/${counting ? n : '*'}` }
    if (representation) {
      headers['Content-Type'] = 'application/json; charset=utf-8'
      headers['Preference-Applied'] = 'return=representation'
      return new Response(wants.object ? result.first : result.body, { status: method === 'POST' ? 201 : 200, headers })
    }
    return new Response(null, { status: method === 'POST' ? 201 : 204, headers })
  })

  // RPC (docs/local-backend.md §3): POST /rpc/<function> of schema public with a JSON object of named
  // arguments, run as the request role (EXECUTE grants and RLS decide). void -> 204, set/table -> array,
  // composite -> object, scalar -> JSON value, as PostgREST answers.
  app.post('/rpc/:fn', async (c) => {
    const name = c.req.param('fn')
    const ctx = await requestContext(c)
    const body = await jsonBody(c)
    if (!isRecord(body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'RPC takes a JSON object of named arguments')
    const keys = Object.keys(body)
    const fn = await functionInfo(pg, name, keys)
    if (!fn) {
      const signature = keys.length ? `(${[...keys].sort().join(', ')})` : ' without parameters'
      throw pgrst(404, 'PGRST202', `Could not find the function public.${name}${signature} in the schema cache`, `Searched for the function public.${name}${keys.length ? ` with parameters ${[...keys].sort().join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`)
    }
    const params = new Params()
    const json = params.add(JSON.stringify(body))
    const args = keys.map((key) => {
      const type = fn.types.get(key)!
      const value = `(${json}::json -> ${params.add(key)})`
      const expr = type.array ? `array(select json_array_elements_text(${value}))::${type.name}` : type.json ? `${value}::${type.name}` : `(${value} #>> '{}')::${type.name}`
      return `${ident(key)} => case when json_typeof(${value}) = 'null' then null::${type.name} else ${expr} end`
    })
    const call = `${ident('public')}.${ident(name)}(${args.join(', ')})`
    const sql = fn.void
      ? `select ${call}, null::text as body`
      : fn.retset
        ? `select coalesce(json_agg(_pgrst_r), '[]')::text as body from ${call} _pgrst_r`
        : fn.composite
          ? `select row_to_json(${call})::text as body`
          : `select to_json(${call})::text as body`
    const result = await run(ctx, async (tx) => (await tx.query<{ body: string | null }>(sql, params.values)).rows[0])
    if (fn.void) return new Response(null, { status: 204 })
    return new Response(result.body ?? 'null', { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  })

  app.all('*', (c) => {
    const path = c.req.path.replace(/^\/rest\/v1/, '')
    if (path.startsWith('/rpc/')) {
      throw pgrst(404, 'PGRST202', `Could not find the function public.${path.slice(5)} in the schema cache`, 'The local backend calls functions with POST only.')
    }
    throw pgrst(404, 'PGRST125', `Invalid path specified in request URL: ${path}`, 'The local backend serves /rest/v1/<table> only.')
  })

  return app
}

type ArgType = { name: string; array: boolean; json: boolean }
type FunctionInfo = { types: Map<string, ArgType>; void: boolean; retset: boolean; composite: boolean }

/** The function public.`name` (IN arguments only) whose argument names match `keys`, all required ones included. */
async function functionInfo(pg: PGlite, name: string, keys: string[]): Promise<FunctionInfo | null> {
  const { rows } = await pg.query<{ names: string[] | null; types: string[]; categories: string[]; defaults: number; void: boolean; retset: boolean; composite: boolean }>(
    `select p.proargnames as names,
            array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i) as types,
            array(select t.typcategory::text from unnest(p.proargtypes::oid[]) with ordinality a(oid, i) join pg_type t on t.oid = a.oid order by a.i) as categories,
            p.pronargdefaults::int as defaults, p.prorettype = 'void'::regtype as void, p.proretset as retset, r.typtype = 'c' as composite
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type r on r.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f' and p.proargmodes is null`,
    [name],
  )
  for (const row of rows) {
    const names = row.names ?? []
    if (names.length !== row.types.length || names.some((n) => n === '')) continue
    const required = names.slice(0, names.length - row.defaults)
    if (!keys.every((k) => names.includes(k)) || !required.every((k) => keys.includes(k))) continue
    const types = new Map(names.map((n, i) => [n, { name: row.types[i], array: row.categories[i] === 'A', json: /^jsonb?$/.test(row.types[i]) }]))
    return { types, void: row.void, retset: row.retset, composite: row.composite }
  }
  return null
}

function singleObjectError(n: number): RestError {
  return pgrst(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`)
}

function unknownColumn(column: string, table: string): RestError {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)
}

/** INSERT of one object or an array (docs/local-backend.md §3.1), with `columns`, missing=default and upsert. */
function insertSql(body: unknown, table: string, info: TableInfo, url: URL, prefer: Map<string, string>, params: Params): string {
  const from = `${ident('public')}.${ident(table)}`
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isRecord)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'Insert takes a JSON object or an array of objects')
  const records = rows as Record<string, unknown>[]
  const listed = url.searchParams.get('columns')
  const columns = listed
    ? parseList(`(${listed})`, `columns=${listed}`)
    : [...new Set(records.flatMap((r) => Object.keys(r)))]
  for (const column of columns) if (!info.columns.has(column)) throw unknownColumn(column, table)
  if (records.length === 0) return `select * from ${from} where false`
  const missing = prefer.get('missing') === 'default' ? 'default' : 'null'
  let sql: string
  if (columns.length === 0) {
    if (records.length > 1) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'Cannot insert several rows with no columns')
    sql = `insert into ${from} default values`
  } else {
    const values = records.map((record) => {
      const p = params.add(JSON.stringify(record))
      return `(${columns.map((col) => (col in record ? `(json_populate_record(null::${from}, ${p}::json)).${ident(col)}` : missing)).join(', ')})`
    })
    sql = `insert into ${from} (${columns.map(ident).join(', ')}) values ${values.join(', ')}`
  }
  const resolution = prefer.get('resolution')
  if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
    const target = url.searchParams.get('on_conflict')?.split(',').map((s) => s.trim()) ?? info.primaryKey
    if (target.length === 0) throw pgrst(400, 'PGRST100', 'on_conflict is required for a table without a primary key')
    for (const col of target) if (!info.columns.has(col)) throw unknownColumn(col, table)
    const updates = columns.filter((c) => !target.includes(c))
    sql +=
      resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(ident).join(', ')}) do nothing`
        : ` on conflict (${target.map(ident).join(', ')}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
  }
  return sql
}

function restErrorResponse(error: RestError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Proxy-Status': `PostgREST; error=${error.body.code}`, ...error.headers },
  })
}
