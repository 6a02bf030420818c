import type { PGlite } from '@electric-sql/pglite'
import { SEARCH_PATH } from './db.ts'

/**
 * Puts a test backend's database back to the state it was opened in (docs/local-backend.md §11): the
 * migrated and seeded template. Cheap when the test only changed data: every row of every table outside
 * PostgreSQL's own schemas is deleted and the template's rows are written back, and sequences are set back.
 * When the test changed the schema (a table, function, policy, role, grant...: any row of a pg_catalog table
 * added or updated, or one removed), rows cannot put it back, and the caller must reopen the template instead.
 */

/** What a data reset needs: the template's rows (JSON) and sequences, and fingerprints to check against. */
export type ResetPoint = {
  tables: { name: string; columns: string[]; rows: string; hash: string }[]
  sequences: { name: string; lastValue: string; isCalled: boolean }[]
  /** The catalog fingerprint right after the last reset (or the opening). */
  catalog: string
}

/** Why {@link restoreResetPoint} could not restore with rows alone: the schema or the session changed. */
export type ResetRefusal = { reload: true; reason: string }

/** Tables of the database's own schemas (not PostgreSQL's), quoted, with the columns an insert may name. */
async function userTables(pg: Pick<PGlite, 'query'>): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await pg.query<{ name: string; columns: string[] }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            array_agg(quote_ident(a.attname) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
      group by 1 order by 1`,
  )
  return rows
}

/** Sequences of the database's own schemas, quoted. */
async function userSequences(pg: Pick<PGlite, 'query'>): Promise<string[]> {
  const { rows } = await pg.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  )
  return rows.map((r) => r.name)
}

/** An order-independent digest of a table's rows (their text form). */
async function tableHash(pg: Pick<PGlite, 'query'>, table: string): Promise<string> {
  const { rows } = await pg.query<{ h: string }>(
    `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${table} t`,
  )
  return rows[0]?.h ?? ''
}

/**
 * A digest of the system catalogs: per pg_catalog table its row count and newest row version (xmin). Any DDL,
 * grant, role or policy change inserts or updates catalog rows (a newer xmin) or deletes some (a smaller
 * count); data changes, sequences and VACUUM's in-place updates do not. pg_statistic is left out (ANALYZE).
 */
async function catalogFingerprint(pg: Pick<PGlite, 'query'>): Promise<string> {
  const { rows: tables } = await pg.query<{ relname: string }>(
    `select relname from pg_class where relnamespace = 'pg_catalog'::regnamespace and relkind = 'r'
        and relname not in ('pg_statistic', 'pg_statistic_ext_data') order by relname`,
  )
  const sql = tables.map(
    (t) =>
      `select ${quoteLiteral(t.relname)} || ':' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as f from pg_catalog.${t.relname}`,
  )
  const { rows } = await pg.query<{ f: string }>(sql.join(' union all '))
  return rows.map((r) => r.f).join(',')
}

const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`

/** Session state a test may have left (`set role`, a GUC, a prepared statement, a temp table) is dropped. */
async function resetSession(pg: PGlite): Promise<void> {
  await pg.exec('discard all')
  await pg.exec(SEARCH_PATH)
}

/** Records the database as it is now (call right after opening the template) as the state to reset to. */
export async function captureResetPoint(pg: PGlite): Promise<ResetPoint> {
  const tables = []
  for (const { name, columns } of await userTables(pg)) {
    const list = columns.join(', ')
    const { rows } = await pg.query<{ rows: string }>(
      `select coalesce(json_agg(t), '[]')::text as rows from (select ${list} from ${name}) t`,
    )
    tables.push({ name, columns, rows: rows[0]?.rows ?? '[]', hash: await tableHash(pg, name) })
  }
  const sequences = []
  for (const name of await userSequences(pg)) {
    const { rows } = await pg.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`)
    sequences.push({ name, lastValue: rows[0]?.last_value ?? '1', isCalled: rows[0]?.is_called ?? false })
  }
  return { tables, sequences, catalog: await catalogFingerprint(pg) }
}

/**
 * Restores the rows and sequences of `point` in one transaction (triggers and foreign keys off, as a
 * replica), then checks every table's digest against the template's. Returns a refusal (nothing
 * changed) when the schema differs from the reset point's, or when a digest differs afterwards (the
 * rows could not be put back exactly); the caller then reopens the template.
 */
export async function restoreResetPoint(pg: PGlite, point: ResetPoint): Promise<ResetRefusal | undefined> {
  await resetSession(pg)
  if ((await catalogFingerprint(pg)) !== point.catalog) return { reload: true, reason: 'the schema changed' }
  const mismatch = await pg.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica')
    for (const table of point.tables) await tx.exec(`delete from ${table.name}`)
    for (const table of point.tables) {
      if (table.rows === '[]') continue
      const list = table.columns.join(', ')
      await tx.query(
        `insert into ${table.name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table.name}, $1::json)`,
        [table.rows],
      )
    }
    for (const s of point.sequences) await tx.query('select setval($1::regclass, $2::bigint, $3)', [s.name, s.lastValue, s.isCalled])
    for (const table of point.tables) if ((await tableHash(tx, table.name)) !== table.hash) return table.name
    return undefined
  })
  // DELETE, INSERT and setval change no catalog row, so the fingerprint stays the reset point's.
  return mismatch ? { reload: true, reason: `the rows of ${mismatch} did not come back exactly` } : undefined
}

/** A new reset point's catalog fingerprint after the template was reopened (same rows, new row versions). */
export async function refreshCatalogFingerprint(pg: PGlite, point: ResetPoint): Promise<ResetPoint> {
  return { ...point, catalog: await catalogFingerprint(pg) }
}
