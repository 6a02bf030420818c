/**
 * `npm run test:postgres` (docs/local-backend.md §9): the second opinion on real PostgreSQL. Starts a
 * throwaway cluster from Debian's `postgresql` package (127.0.0.1 only, stopped by its PID), runs the
 * same hosted-like supabase/local/bootstrap.sql (and hosted-extensions.sql) as supabase_admin, applies every migration and the seed
 * as the non-superuser `postgres` (as `supabase db push` does on hosted), then runs the shared RLS
 * matrix (tests/postgres/rls-matrix.ts), the cases of a new studio (tests/postgres/new-studio.ts: the untouched demo's
 * removal, the set-up; docs/decisions.md #440-#443) and the interleavings of two writers of the live site or the draft in two
 * sessions (tests/postgres/live-site-writers.ts, docs/decisions.md #270, #280). Prints each failure and "N passed, M failed"; exits 1
 * on any failure, including a migration that needs superuser or ownership of auth/storage.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { SEED_FILES } from '../supabase/local/config.ts'
import { demoSeedSql, HOSTED_EXTENSIONS_SQL, listMigrations } from '../supabase/local/db.ts'
import { runLiveSiteWriters, type Session } from '../tests/postgres/live-site-writers.ts'
import { runNewStudio } from '../tests/postgres/new-studio.ts'
import { runMatrix, type MatrixDb, type Sql } from '../tests/postgres/rls-matrix.ts'
import type { Result } from '../tests/postgres/roles.ts'
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres.ts'

const BOOTSTRAP_SQL = fileURLToPath(new URL('../supabase/local/bootstrap.sql', import.meta.url))

/**
 * Applies bootstrap (as supabase_admin), migrations, the seed files of config.toml and the demo studio (as postgres: the
 * local admin, then `demoSeedSql()`); the failing step's name and error are thrown.
 */
async function prepare(cluster: ThrowawayPostgres): Promise<string[]> {
  const steps: string[] = []
  const admin = new pg.Client(cluster.connection('supabase_admin'))
  await admin.connect()
  try {
    await admin.query(readFileSync(BOOTSTRAP_SQL, 'utf8'))
    steps.push('bootstrap.sql as supabase_admin')
    await admin.query(readFileSync(HOSTED_EXTENSIONS_SQL, 'utf8'))
    steps.push('hosted-extensions.sql (pg_net and Vault stand-ins) as supabase_admin')
  } finally {
    await admin.end()
  }
  const owner = new pg.Client(cluster.connection('postgres'))
  await owner.connect()
  try {
    const apply = async (label: string, sql: string, record?: [string, unknown[]]) => {
      await owner.query('begin')
      try {
        await owner.query(sql)
        if (record) await owner.query(...record)
        await owner.query('commit')
        steps.push(`${label} as postgres`)
      } catch (error) {
        await owner.query('rollback')
        const e = error as { message?: string; code?: string; hint?: string }
        throw new Error(`${label} failed as postgres: ${e.code ?? ''} ${e.message ?? String(error)}${e.hint ? `\n  hint: ${e.hint}` : ''}`)
      }
    }
    for (const m of listMigrations()) {
      const sql = readFileSync(m.path, 'utf8')
      await apply(`migration ${m.version}_${m.name}`, sql, [
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      ])
    }
    for (const seed of SEED_FILES) {
      const sql = readFileSync(fileURLToPath(new URL(`../supabase/${seed}`, import.meta.url)), 'utf8')
      await apply(seed, sql, [
        'insert into supabase_migrations.seed_files (path, hash) values ($1, $2)',
        [`supabase/${seed}`, createHash('sha256').update(sql).digest('hex')],
      ])
    }
    await apply('the demo studio (demoSeedSql)', demoSeedSql())
  } finally {
    await owner.end()
  }
  return steps
}

/**
 * `run` (the matrix, or the cases of a new studio: tests/postgres/new-studio.ts) over one node-postgres connection as
 * `postgres` (a member of anon/authenticated/service_role, as on hosted).
 */
async function onPostgres(cluster: ThrowawayPostgres, run: (db: MatrixDb) => Promise<Result[]>): Promise<Result[]> {
  const client = new pg.Client(cluster.connection('postgres'))
  await client.connect()
  const sql: Sql = { query: async (text, params) => ({ rows: (await client.query(text, params)).rows as Record<string, unknown>[] }) }
  const db: MatrixDb = {
    async rolledBack(fn) {
      await client.query('begin')
      try {
        return await fn(sql)
      } finally {
        await client.query('rollback')
      }
    },
    async becomePostgres() {},
  }
  try {
    return await run(db)
  } finally {
    await client.end()
  }
}

/** A new connection as `postgres`, for the interleavings of two sessions. */
async function openSession(cluster: ThrowawayPostgres): Promise<Session> {
  const client = new pg.Client(cluster.connection('postgres'))
  await client.connect()
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid)
  return {
    pid,
    query: async (text, params) => ({ rows: (await client.query(text, params)).rows as Record<string, unknown>[] }),
    end: () => client.end(),
  }
}

/** Prints the failures of `results` and one summary line; true when all passed. */
function report(what: string, results: Result[], version: string, since: number): boolean {
  const failed = results.filter((r) => r.failure)
  for (const r of failed) console.log(`  ✗ ${r.label}\n    ${r.failure}`)
  console.log(
    `${what} on real PostgreSQL ${version}: ${results.length - failed.length} passed, ${failed.length} failed (${((Date.now() - since) / 1000).toFixed(1)} s)`,
  )
  return failed.length === 0
}

async function main(): Promise<number> {
  const started = Date.now()
  const cluster = await startThrowawayPostgres()
  const stopOnSignal = () => void cluster.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    console.log(`PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port}`)
    let results: Result[] | undefined
    try {
      for (const step of await prepare(cluster)) console.log(`  ✓ ${step}`)
    } catch (error) {
      results = [{ label: 'bootstrap, migrations and seed', failure: (error as Error).message }]
    }
    const prepared = !results
    results ??= await onPostgres(cluster, runMatrix).catch((error: unknown) => [{ label: 'RLS matrix', failure: (error as Error).message }])
    let ok = report('RLS matrix', results, cluster.version, started)
    if (prepared) {
      // The migration that takes the untouched demo out, run again on each state, and the set-up (rolled back too).
      const newStudioSince = Date.now()
      const newStudio = await onPostgres(cluster, runNewStudio).catch((error: unknown) => [
        { label: 'a new studio', failure: (error as Error).message },
      ])
      ok = report('A new studio (the untouched demo removed, the set-up)', newStudio, cluster.version, newStudioSince) && ok
      // After the matrix, whose cells all roll back: these commit, each case from a fresh start of its own.
      const since = Date.now()
      const writers = await runLiveSiteWriters(() => openSession(cluster)).catch((error: unknown) => [
        { label: 'writers of the live site and the draft', failure: (error as Error).message },
      ])
      ok = report('Two writers of the live site and the draft', writers, cluster.version, since) && ok
    }
    return ok ? 0 : 1
  } finally {
    await cluster.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    console.log('RLS matrix on real PostgreSQL: 0 passed, 1 failed')
    process.exit(1)
  },
)
