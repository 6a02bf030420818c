import { parseError, pgrst } from './errors.ts'

/**
 * The pure part of the PostgREST subset (docs/local-backend.md §3.1): the query string and the
 * `Prefer` / `Accept` headers parsed into plain values, with PostgREST's PGRST100 / PGRST107 errors
 * (RestError) for anything malformed or outside the subset. No SQL and no database here.
 */

/** One `select` item: a plain column, optionally renamed (`alias:column`), or `*` (column `*`). */
export type SelectItem = { column: string; alias: string | null }

/** `eq` … `lte`: the comparison operators of the subset. */
type ComparisonOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'

/** A horizontal filter `<column>=[not.]<op>.<value>`; `in` carries its parsed list. */
export type Filter =
  | { column: string; negate: boolean; op: ComparisonOp; value: string }
  | { column: string; negate: boolean; op: 'in'; values: string[] }
  | { column: string; negate: boolean; op: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }

/** One `order` term. */
export type OrderTerm = { column: string; direction: 'asc' | 'desc' | null; nulls: 'first' | 'last' | null }

/** The query string of a table request. `select: null` means `*`. */
export type TableQuery = {
  select: SelectItem[] | null
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number
  /** `columns=` of an insert, or null. */
  columns: string[] | null
  /** `on_conflict=` of an upsert, or null. */
  onConflict: string[] | null
}

/** Negotiated response form: JSON array (default) or one object (`application/vnd.pgrst.object+json`). */
export type Accept = { object: boolean; stripNulls: boolean }

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const COMPARISON = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'])
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown'])
const KNOWN_UNSUPPORTED = new Set([
  'like',
  'ilike',
  'match',
  'imatch',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
])

/** A plain column name: no embedding, casts, JSON paths or spread. Throws PGRST100. */
function checkColumnName(name: string, what: string, raw: string): string {
  if (name === '' || /[(),:"'!\\]|->|\.\.\.|\s/.test(name)) {
    throw parseError(what, raw, 'The local backend supports plain column names only (no embedding, casts or JSON paths).')
  }
  return name
}

/** `select=*` or `a,b,alias:c` (a `*` item may stand among them); null for `*` alone (or no select). Throws PGRST100. */
export function parseSelect(raw: string | null): SelectItem[] | null {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return null
  const items: SelectItem[] = []
  for (const item of raw.split(',')) {
    const part = item.trim()
    if (part === '*') {
      items.push({ column: '*', alias: null })
      continue
    }
    const colon = part.indexOf(':')
    const alias = colon === -1 ? null : part.slice(0, colon)
    const column = colon === -1 ? part : part.slice(colon + 1)
    checkColumnName(column, 'select parameter', raw)
    if (alias !== null) checkColumnName(alias, 'select parameter', raw)
    items.push({ column, alias: alias || null })
  }
  return items
}

/** Splits `(a,"b,c",d)`, honouring double quotes and backslash escapes. Throws PGRST100. */
export function parseList(raw: string, original: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError('filter', original, 'unexpected end of input expecting "("')
  const inner = raw.slice(1, -1)
  const values: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const ch = inner.charAt(i)
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) current += inner.charAt(++i)
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

/** `<column>=[not.]<op>.<value>`. Throws PGRST100 for bad syntax and operators outside the subset. */
export function parseFilter(column: string, raw: string): Filter {
  checkColumnName(column, 'filter', `${column}=${raw}`)
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot === -1) throw parseError('filter', raw, 'unexpected end of input expecting operator followed by "."')
  const op = rest.slice(0, dot)
  const value = rest.slice(dot + 1)
  if (/\((any|all)\)$/.test(op) || KNOWN_UNSUPPORTED.has(op)) {
    throw pgrst(400, 'PGRST100', `"failed to parse filter (${raw})"`, `The operator "${op}" is not supported by the local backend.`)
  }
  if (op === 'in') return { column, negate, op, values: parseList(value, `${column}=in.${value}`) }
  if (op === 'is') {
    const v = value.toLowerCase()
    if (!IS_VALUES.has(v)) throw parseError('filter', raw, 'is accepts null, not_null, true, false or unknown')
    return { column, negate, op, value: v as 'null' }
  }
  if (!COMPARISON.has(op)) throw parseError('filter', raw, `unknown operator "${op}"`)
  return { column, negate, op: op as ComparisonOp, value }
}

/** `order=a.desc.nullslast,b`. Throws PGRST100. */
export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null) return []
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.')
    const result: OrderTerm = { column: checkColumnName(name, 'order', raw), direction: null, nulls: null }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') result.direction = modifier
      else if (modifier === 'nullsfirst') result.nulls = 'first'
      else if (modifier === 'nullslast') result.nulls = 'last'
      else throw parseError('order', raw, `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`)
    }
    return result
  })
}

/** A `limit` / `offset` value. Throws PGRST100 for anything but digits. */
function nonNegativeInt(raw: string | null, what: string): number | null {
  if (raw === null) return null
  if (!/^[0-9]+$/.test(raw)) throw parseError(what, raw, 'expecting a non-negative integer')
  return Number(raw)
}

/** `columns=` / `on_conflict=`: comma-separated, optionally double-quoted names. Throws PGRST100. */
function parseColumns(raw: string | null, what: string): string[] | null {
  if (raw === null) return null
  return parseList(`(${raw})`, `${what}=${raw}`).map((name) => checkColumnName(name, what, raw))
}

/** The query string of a /rest/v1/<table> request. Throws PGRST100 (logic trees are outside the subset). */
export function parseTableQuery(params: URLSearchParams): TableQuery {
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw pgrst(
        400,
        'PGRST100',
        `"failed to parse logic tree (${value})"`,
        'Logical or/and filters are not supported by the local backend.',
      )
    }
    if (!RESERVED.has(key)) filters.push(parseFilter(key, value))
  }
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: nonNegativeInt(params.get('limit'), 'limit'),
    offset: nonNegativeInt(params.get('offset'), 'offset') ?? 0,
    columns: parseColumns(params.get('columns'), 'columns'),
    onConflict: parseColumns(params.get('on_conflict'), 'on_conflict'),
  }
}

/** `Prefer` tokens, lower-cased keys (several headers arrive joined with ", "). */
export function parsePreferences(header: string | null | undefined): Map<string, string> {
  const map = new Map<string, string>()
  for (const token of (header ?? '').split(',')) {
    const [key = '', value = ''] = token.trim().split('=')
    if (key.trim()) map.set(key.trim().toLowerCase(), value.trim())
  }
  return map
}

/** Accept negotiation; throws 406 PGRST107 when no offered type is available. */
export function parseAccept(header: string | null | undefined): Accept {
  if (!header || header.trim() === '') return { object: false, stripNulls: false }
  for (const range of header.split(',')) {
    const [type = '', ...params] = range
      .trim()
      .split(';')
      .map((s) => s.trim().toLowerCase())
    const stripNulls = params.includes('nulls=stripped')
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { object: true, stripNulls }
    if (['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json'].includes(type))
      return { object: false, stripNulls }
  }
  throw pgrst(406, 'PGRST107', `None of these media types are available: ${header}`)
}
