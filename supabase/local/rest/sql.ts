import type { PGlite, Transaction } from '@electric-sql/pglite'
import { isRecord } from '../http.ts'
import { pgrst, unknownColumn, type RestError } from './errors.ts'
import type { Filter, OrderTerm, SelectItem, TableQuery } from './query.ts'

/**
 * SQL for the PostgREST subset (docs/local-backend.md §3): statements over `public.<table>` built from
 * a parsed {@link TableQuery}. Values always travel as bind parameters; identifiers are quoted.
 * Rows are serialised by Postgres (`json_agg`) as PostgREST does, so uuid, timestamptz and numeric
 * come out identical.
 */

/** Bind parameters of one statement (`$1`, `$2`, …). */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Double-quotes an identifier. Throws PGRST100 for a NUL. */
export function ident(name: string): string {
  if (name.includes('\0')) throw pgrst(400, 'PGRST100', 'Identifiers may not contain NUL')
  return `"${name.replace(/"/g, '""')}"`
}

/** `"public"."<table>"`. */
export const relation = (table: string): string => `${ident('public')}.${ident(table)}`

/** A table's or view's columns (name → SQL type) and primary key. */
export type TableInfo = { columns: Map<string, string>; primaryKey: string[] }

/** Looks a table, view or materialized view of schema public up; null when there is none. */
export async function tableInfo(db: Transaction | PGlite, table: string): Promise<TableInfo | null> {
  // Postgres text cannot hold NUL, so no relation has it in its name.
  if (table.includes('\0')) return null
  const { rows } = await db.query<{ attname: string; typ: string; pk: boolean }>(
    `select a.attname, format_type(a.atttypid, a.atttypmod) as typ,
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

/** The select list over `table`: `*` or the chosen columns with their aliases. */
export function selectList(items: SelectItem[] | null, table: string): string {
  if (items === null) return '*'
  return items
    .map(({ column, alias }) => {
      if (column === '*') return '*'
      const ref = `${ident(table)}.${ident(column)}`
      return alias ? `${ref} as ${ident(alias)}` : ref
    })
    .join(', ')
}

const COMPARISON_SQL = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

/** One filter as a SQL condition; the value is cast to the column's type by Postgres. */
function filterSql(f: Filter, table: string, params: Params): string {
  const ref = `${ident(table)}.${ident(f.column)}`
  let sql: string
  if (f.op === 'in') {
    sql = f.values.length === 0 ? 'false' : `${ref} in (${f.values.map((v) => params.add(v)).join(', ')})`
  } else if (f.op === 'is') {
    sql = f.value === 'not_null' ? `${ref} is not null` : `${ref} is ${f.value}`
  } else {
    sql = `${ref} ${COMPARISON_SQL[f.op]} ${params.add(f.value)}`
  }
  return f.negate ? `not (${sql})` : sql
}

/** ` where a and b` for the filters, or '' when there are none. */
function whereSql(filters: Filter[], table: string, params: Params): string {
  return filters.length ? ` where ${filters.map((f) => filterSql(f, table, params)).join(' and ')}` : ''
}

/** ` order by …` or ''. */
function orderSql(terms: OrderTerm[], table: string): string {
  if (terms.length === 0) return ''
  const parts = terms.map(({ column, direction, nulls }) => {
    let sql = `${ident(table)}.${ident(column)}`
    if (direction) sql += ` ${direction}`
    if (nulls) sql += ` nulls ${nulls}`
    return sql
  })
  return ` order by ${parts.join(', ')}`
}

/** PostgREST's row serialisation: each row as JSON, `json_strip_nulls` for `nulls=stripped`. */
const rowJson = (stripNulls: boolean): string => (stripNulls ? 'json_strip_nulls(row_to_json(_pgrst_t))' : '_pgrst_t')

/**
 * The rows of a read: the filtered, ordered page. `maxRows` caps the page as PostgREST's `max-rows`
 * does: at most `maxRows` rows from the offset, whatever `limit` asks (docs/local-backend.md §3.2).
 */
export function readSql(table: string, query: TableQuery, params: Params, maxRows: number): { page: string; count: string } {
  const where = whereSql(query.filters, table, params)
  const limit = query.limit === null ? maxRows : Math.min(query.limit, maxRows)
  const page =
    `select ${selectList(query.select, table)} from ${relation(table)}${where}` +
    orderSql(query.order, table) +
    ` limit ${limit}` +
    (query.offset ? ` offset ${query.offset}` : '')
  return { page, count: `select count(*)::int as n from ${relation(table)}${where}` }
}

/** Aggregates a statement's rows into `{body, first, n}` (JSON array text, first row, count). */
export function aggregateSql(source: string, stripNulls: boolean, representation = true): string {
  const row = rowJson(stripNulls)
  return `select ${representation ? `coalesce(json_agg(${row}), '[]')::text` : `'[]'`} as body,
                 ${representation ? `(json_agg(${row}) -> 0)::text` : 'null'} as first,
                 count(*)::int as n
            from ${source}`
}

/** `Prefer` options an insert honours. */
export type InsertPrefs = { missingDefault: boolean; resolution: 'merge-duplicates' | 'ignore-duplicates' | null }

/**
 * INSERT of one object or an array (docs/local-backend.md §3.1), with `columns`, missing=default and
 * upsert (`on_conflict`, or the primary key). Returns a statement without RETURNING. Throws PGRST102 /
 * PGRST204 / PGRST100 for bodies and columns the table cannot take.
 */
export function insertSql(body: unknown, table: string, info: TableInfo, query: TableQuery, prefs: InsertPrefs, params: Params): string {
  const from = relation(table)
  const rows: unknown[] = Array.isArray(body) ? body : [body]
  const records = rows.filter(isRecord)
  if (records.length !== rows.length)
    throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'Insert takes a JSON object or an array of objects')
  const columns = query.columns ?? [...new Set(records.flatMap((r) => Object.keys(r)))]
  for (const column of columns) if (!info.columns.has(column)) throw unknownColumn(column, table)
  if (records.length === 0) return `select * from ${from} where false`
  const missing = prefs.missingDefault ? 'default' : 'null'
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
  if (prefs.resolution) {
    const target = query.onConflict ?? info.primaryKey
    if (target.length === 0) throw pgrst(400, 'PGRST100', 'on_conflict is required for a table without a primary key')
    for (const col of target) if (!info.columns.has(col)) throw unknownColumn(col, table)
    const updates = columns.filter((c) => !target.includes(c))
    const conflict = ` on conflict (${target.map(ident).join(', ')})`
    sql +=
      prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? `${conflict} do nothing`
        : `${conflict} do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`
  }
  return sql
}

/**
 * pg-safeupdate, which hosted Supabase loads for API connections: an UPDATE or DELETE without a
 * WHERE clause fails with SQLSTATE 21000, which PostgREST answers with 400 (docs/local-backend.md §3.4).
 */
function safeUpdateError(command: 'UPDATE' | 'DELETE'): RestError {
  return pgrst(400, '21000', `${command} requires a WHERE clause`)
}

/** UPDATE from one JSON object; null when the body sets no column (nothing to do). Throws PGRST102 / PGRST204 / 21000. */
export function updateSql(body: unknown, table: string, info: TableInfo, query: TableQuery, params: Params): string | null {
  if (!isRecord(body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object')
  const keys = Object.keys(body)
  for (const key of keys) if (!info.columns.has(key)) throw unknownColumn(key, table)
  if (keys.length === 0) return null
  if (query.filters.length === 0) throw safeUpdateError('UPDATE')
  const from = relation(table)
  const record = params.add(JSON.stringify(body))
  const set = keys.map((k) => `${ident(k)} = _pgrst_body.${ident(k)}`).join(', ')
  return `update ${from} set ${set} from json_populate_record(null::${from}, ${record}::json) _pgrst_body${whereSql(query.filters, table, params)}`
}

/** DELETE of the filtered rows. Throws 21000 without filters (pg-safeupdate). */
export function deleteSql(table: string, query: TableQuery, params: Params): string {
  if (query.filters.length === 0) throw safeUpdateError('DELETE')
  return `delete from ${relation(table)}${whereSql(query.filters, table, params)}`
}
