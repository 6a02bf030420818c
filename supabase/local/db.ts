import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { SEED_FILES } from './config.ts'
import { writeFileDurably } from './files.ts'

/** Repository root (this file lives in supabase/local). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SUPABASE_DIR = join(REPO_ROOT, 'supabase')
const BOOTSTRAP_SQL = fileURLToPath(new URL('./bootstrap.sql', import.meta.url))
/** pg_net and Vault stand-ins (docs/local-backend.md §6.7), applied after bootstrap.sql. */
export const HOSTED_EXTENSIONS_SQL = fileURLToPath(new URL('./hosted-extensions.sql', import.meta.url))
/**
 * The migration whose demo insert is the demo studio's one source (docs/decisions.md #490): history, never changed.
 */
const DEMO_MIGRATION = join(SUPABASE_DIR, 'migrations', '20261124120000_site_content.sql')
/** The session's search_path, as a Supabase database has it. */
export const SEARCH_PATH = `set search_path to "$user", public, extensions`
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version

const extensions = { pgcrypto, uuid_ossp }

/** Inside a data folder: the Postgres cluster, and the file written once it was made completely. */
const PG_DIR = 'pgdata'
const CREATED_MARKER = 'initialized'

/** The open database plus what start-up did (for logs and the cold-start benchmark). */
export type Database = {
  pg: PGlite
  created: boolean
  appliedMigrations: string[]
  close(): Promise<void>
}

/** Migration files in CLI layout, `<version>_<name>.sql`, sorted by version (docs/local-backend.md §7). */
export function listMigrations(dir = join(SUPABASE_DIR, 'migrations')): { version: string; name: string; path: string }[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .map((file) => /^([0-9]+)_(.*)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([file, version = '', name = '']) => ({ version, name, path: join(dir, file) }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0))
}

/**
 * The demo studio, IJ Nails & Lashes, as the SQL that seeds it (run as `postgres` after the seed files; local only, never
 * pushed; docs/decisions.md #441, #490): its draft and published version 1 ("The site at launch", id 1, as the e2e specs
 * restore it), of schema version 1, exactly as 20261124120000_site_content.sql inserted them into every project before
 * 20261202140000_untouched_demo_removed.sql took the untouched demo out again. That migration's insert is the one
 * source: it is read from the file here, so the demo is written once. Like the migration's version 1, it asks for no
 * build. Throws when the migration no longer holds the insert.
 */
export function demoSeedSql(): string {
  const insert =
    /^insert into public\.site_content_draft \(id, content\) values \(1, \$seed\$$[\s\S]*?^select d\.content \|\| '\{"gallery": \[\]\}'::jsonb, 'The site at launch' from public\.site_content_draft d where d\.id = 1;$/m.exec(
      readFileSync(DEMO_MIGRATION, 'utf8'),
    )
  if (!insert) throw new Error(`${DEMO_MIGRATION}: the demo studio's insert (draft and "The site at launch") is missing`)
  return [
    "select pg_catalog.setval(pg_catalog.pg_get_serial_sequence('public.site_publications', 'id'), 1, false);",
    insert[0],
    'delete from public.site_build_requests;',
  ].join('\n')
}

/**
 * What a new local database holds: `demo`, the demo studio (the seed files, i.e. the local admin, then `demoSeedSql()`),
 * as `npm run dev` on a fresh clone and every test have it; `empty`, a new studio's project (the local admin, no draft
 * and no publication: the seed files only; `npm run db:reset -- --empty`, docs/decisions.md #441).
 */
export type DatabaseContent = 'demo' | 'empty'

/**
 * A gzipped PGlite data directory of a new Supabase-like database: initdb, bootstrap.sql, every migration in order,
 * then the seed files of config.toml [db.seed] and, unless `content` is `empty`, the demo studio (`demoSeedSql()`). Cached under
 * node_modules/.cache/supabase-local, keyed by the PGlite version and the text of bootstrap.sql, the migrations and the
 * seed files, so editing any of them rebuilds it; the two kinds are made together, the demo's from the empty one plus
 * its seed. initdb alone takes ~3.5 s on two cores while loading the tarball takes ~0.5 s; `npm install` builds them
 * (postinstall), so even the first `npm run dev` on a fresh clone is fast.
 */
export async function databaseTemplate(content: DatabaseContent = 'demo'): Promise<Blob> {
  const bootstrap = readFileSync(BOOTSTRAP_SQL, 'utf8')
  const hostedExtensions = readFileSync(HOSTED_EXTENSIONS_SQL, 'utf8')
  const hash = createHash('sha256').update(PGLITE_VERSION).update('\0').update(bootstrap).update('\0').update(hostedExtensions)
  for (const m of listMigrations()) hash.update('\0').update(m.version).update(m.name).update(readFileSync(m.path))
  for (const seed of SEED_FILES)
    hash
      .update('\0seed\0')
      .update(seed)
      .update(readFileSync(join(SUPABASE_DIR, seed)))
  hash.update('\0demo\0').update(demoSeedSql())
  const cacheDir = join(REPO_ROOT, 'node_modules', '.cache', 'supabase-local')
  const key = hash.digest('hex').slice(0, 16)
  const fileOf = (kind: DatabaseContent) => join(cacheDir, `template-${key}-${kind}.tar.gz`)
  if (existsSync(fileOf(content))) return new Blob([await readFile(fileOf(content))])
  const pg = await PGlite.create({ extensions })
  await renameBootstrapSuperuser(pg)
  await pg.exec(bootstrap)
  await pg.exec(hostedExtensions)
  await pg.exec(SEARCH_PATH)
  await applyMigrations(pg)
  const made = new Map<DatabaseContent, Blob>()
  for (const seed of SEED_FILES) await applySeed(pg, seed)
  made.set('empty', await pg.dumpDataDir('gzip'))
  await runAsPostgres(pg, demoSeedSql())
  made.set('demo', await pg.dumpDataDir('gzip'))
  await pg.close()
  mkdirSync(cacheDir, { recursive: true })
  for (const [kind, tarball] of made) {
    const tmp = `${fileOf(kind)}.${process.pid}.tmp`
    await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()))
    await rename(tmp, fileOf(kind))
  }
  // Templates of older schema versions are of no further use.
  for (const old of readdirSync(cacheDir)) {
    if (/^template-[0-9a-f]{16}(-[a-z]+)?\.tar\.gz$/.test(old) && !old.startsWith(`template-${key}-`))
      rmSync(join(cacheDir, old), { force: true })
  }
  return made.get(content) as Blob
}

/**
 * Opens (creating on first use) the Postgres cluster in `<dataDir>/pgdata`. A new cluster is the
 * database template of `content` (bootstrap, migrations in order, seed; the demo studio unless `empty`). An existing
 * one gets every migration not yet recorded in supabase_migrations.schema_migrations, each in its own transaction (the
 * seed is not rerun, as with `supabase start`, and `content` is not looked at). Durable: PGlite writes through to the
 * data directory with synchronous commit, so a kill -9 loses no committed transaction.
 * Throws the Postgres error of a failing migration (the database is left as before it).
 */
export async function openDatabase(dataDir: string, content: DatabaseContent = 'demo'): Promise<Database> {
  const pgDir = join(dataDir, PG_DIR)
  const marker = join(dataDir, CREATED_MARKER)
  let created = false
  let pg: PGlite
  if (existsSync(marker) && existsSync(join(pgDir, 'PG_VERSION'))) {
    pg = await PGlite.create({ dataDir: pgDir, extensions, relaxedDurability: false })
  } else {
    // A half-created cluster (crash during the first start) is discarded and made again.
    rmSync(pgDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    const template = await databaseTemplate(content)
    pg = await PGlite.create({ dataDir: pgDir, loadDataDir: template, extensions, relaxedDurability: false })
    created = true
  }
  await pg.exec(SEARCH_PATH)
  try {
    await assertHostedLikeCluster(pg, dataDir)
    await assertCurrentAuthSchema(pg, dataDir)
    await ensureHostedExtensions(pg)
    const appliedMigrations = await applyMigrations(pg)
    if (created) await writeFileDurably(marker, new Date().toISOString())
    return { pg, created, appliedMigrations, close: () => pg.close() }
  } catch (error) {
    await pg.close()
    throw error
  }
}

/**
 * Deletes the Postgres cluster of `dataDir` (its `pgdata` and the marker that it was created), so the next
 * {@link openDatabase} makes it anew from the template. Uploaded files and the lock are left alone. The
 * database must be closed.
 */
export function removeDatabase(dataDir: string): void {
  rmSync(join(dataDir, CREATED_MARKER), { force: true })
  rmSync(join(dataDir, PG_DIR), { recursive: true, force: true })
}

/**
 * Refuses a data directory whose `auth` schema predates the MFA tables (auth.mfa_factors,
 * auth.mfa_challenges, auth.mfa_amr_claims): every sign-in records its method there
 * (docs/local-backend.md §1.9, §1.12). bootstrap.sql runs only on a new cluster, so the fix is a new
 * one. Throws with the command.
 */
async function assertCurrentAuthSchema(pg: PGlite, dataDir: string): Promise<void> {
  const { rows } = await pg.query<{ ok: boolean }>(`select to_regclass('auth.mfa_amr_claims') is not null as ok`)
  if (!rows[0]?.ok) {
    throw new Error(
      `The local database in ${dataDir} was created before two-step sign-in (it has no auth.mfa_* tables). ` +
        'Run `npm run db:reset` to recreate it from the migrations and seed (local data in it is lost; docs/local-backend.md §1.12).',
    )
  }
}

/**
 * Adds the pg_net and Vault stand-ins (hosted-extensions.sql, idempotent) to a data folder created before them, as
 * the bootstrap superuser, before any new migration runs.
 */
async function ensureHostedExtensions(pg: PGlite): Promise<void> {
  const { rows } = await pg.query<{ ok: boolean }>(`select to_regclass('vault.decrypted_secrets') is not null as ok`)
  if (!rows[0]?.ok) await pg.exec(readFileSync(HOSTED_EXTENSIONS_SQL, 'utf8'))
}

/**
 * PGlite's initdb makes `postgres` the bootstrap superuser (OID 10), and Postgres never lets that role
 * lose SUPERUSER. Hosted Supabase's bootstrap superuser is `supabase_admin` and `postgres` is an
 * ordinary role (docs/local-backend.md §6.1), so the OID 10 role is renamed to supabase_admin (from a
 * temporary superuser session, as a role cannot rename itself) and bootstrap.sql then creates a
 * non-superuser `postgres`. PGlite always opens its session as OID 10, so every later open of the
 * data directory is supabase_admin.
 */
async function renameBootstrapSuperuser(pg: PGlite): Promise<void> {
  await pg.exec('create role supabase_bootstrap_tmp superuser')
  await pg.exec('set session authorization supabase_bootstrap_tmp')
  await pg.exec('alter role postgres rename to supabase_admin')
  await pg.exec('set session authorization supabase_admin')
  await pg.exec('drop role supabase_bootstrap_tmp')
}

/**
 * Refuses a data directory made by an older bootstrap (postgres was the superuser there): its
 * migrations would not run under hosted's rules. Throws with the fix.
 */
async function assertHostedLikeCluster(pg: PGlite, dataDir: string): Promise<void> {
  const { rows } = await pg.query<{ rolname: string }>('select rolname from pg_roles where oid = 10')
  if (rows[0]?.rolname !== 'supabase_admin') {
    throw new Error(
      `The local database in ${dataDir} was created by an older version of the local backend (postgres is its superuser). ` +
        "Run `npm run db:reset` to recreate it with hosted Supabase's roles (docs/local-backend.md §6.1).",
    )
  }
}

/**
 * Runs `sql` in one transaction as `postgres`, the non-superuser role the Supabase CLI runs
 * migrations and the seed as (docs/local-backend.md §6.5). `record` runs after it in the same
 * transaction, still as postgres.
 */
async function runAsPostgres(pg: PGlite, sql: string, record?: (tx: Pick<PGlite, 'query'>) => Promise<unknown>): Promise<void> {
  await pg.transaction(async (tx) => {
    await tx.exec('set local session authorization postgres')
    await tx.exec(sql)
    await tx.exec('reset role')
    await record?.(tx)
  })
}

async function applyMigrations(pg: PGlite): Promise<string[]> {
  const done = new Set(
    (await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  )
  const applied: string[] = []
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue
    const sql = await readFile(migration.path, 'utf8')
    await runAsPostgres(pg, sql, (tx) =>
      tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        [sql],
      ]),
    )
    applied.push(`${migration.version}_${migration.name}`)
  }
  return applied
}

/** Runs the seed file `name` (inside supabase/) as postgres and records it, as `supabase db reset` does. */
async function applySeed(pg: PGlite, name: string): Promise<void> {
  const sql = await readFile(join(SUPABASE_DIR, name), 'utf8')
  await runAsPostgres(pg, sql, (tx) =>
    tx.query(
      'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
      [`supabase/${name}`, createHash('sha256').update(sql).digest('hex')],
    ),
  )
}
