import { mkdirSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { createAuthApp } from './auth/routes.ts'
import { authEnvOverrides } from './auth/settings.ts'
import { ANON_KEY, AUTH_SETTINGS, DEFAULT_HOST, DEFAULT_PORT, EXPOSED_HEADERS, SERVICE_ROLE_KEY } from './config.ts'
import { DataDirInUseError, lockFile, lockHolder } from './data-dir.ts'
import { openDatabase, removeDatabase, REPO_ROOT, type Database } from './db.ts'
import { removeFile, writeFileDurably } from './files.ts'
import { createInboxApp, MailInbox } from './inbox.ts'
import { runScheduledJobs, startJobTimer } from './jobs.ts'
import { createRestApp } from './rest/routes.ts'
import { captureResetPoint, refreshCatalogFingerprint, restoreResetPoint, type ResetPoint } from './reset.ts'
import { createStorageApp } from './storage/routes.ts'
import type { AuthOverrides, AuthSettings, BackendOptions, ResetOptions, ResetOutcome, RunningBackend } from './types.ts'

export type { BackendOptions, RunningBackend }
export { DataDirInUseError }

/** How long an idle keep-alive connection stays open (ms); longer than clients keep theirs idle. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** Default data folder (git-ignored; `npm run db:reset` wipes it). */
const DEFAULT_DATA_DIR = join(REPO_ROOT, 'supabase', '.data')

/**
 * GoTrue's settings as a backend reads them, at start and at each test reset: config.toml [auth] (AUTH_SETTINGS), the
 * CLI-style environment variables over it (read now; authEnvOverrides), `overrides` over both. Throws authEnvOverrides'
 * error for a malformed variable.
 */
function authSettings(overrides: AuthOverrides = {}): AuthSettings {
  const env = authEnvOverrides()
  return {
    ...AUTH_SETTINGS,
    ...env,
    ...overrides,
    rateLimits: { ...AUTH_SETTINGS.rateLimits, ...env.rateLimits, ...overrides.rateLimits },
  }
}

/** Data folders held by backends of this process. */
const heldHere = new Set<string>()

/** One backend per data folder: PGlite is single-process. A stale lock (kill -9) is taken over. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  if (heldHere.has(dataDir)) throw new DataDirInUseError(`The data folder ${dataDir} is in use by another local backend in this process.`)
  mkdirSync(dataDir, { recursive: true })
  const holder = lockHolder(dataDir)
  if (holder !== undefined && holder !== process.pid)
    throw new DataDirInUseError(`The data folder ${dataDir} is in use by process ${holder} (another local backend).`)
  const lock = lockFile(dataDir)
  heldHere.add(dataDir)
  await writeFileDurably(lock, String(process.pid))
  return async () => {
    heldHere.delete(dataDir)
    await removeFile(lock)
  }
}

/**
 * Starts the embedded Supabase-compatible backend: PGlite bootstrapped like a Supabase database,
 * supabase/migrations applied in order, seed on a new database, then GoTrue (/auth/v1), PostgREST
 * (/rest/v1) and Storage (/storage/v1) subsets with CORS on one HTTP port, and the scheduled jobs on a timer
 * when `jobsIntervalMs` asks for them (docs/local-backend.md §10).
 * Throws DataDirInUseError, or the listen error (EADDRINUSE) when the port is taken.
 */
export async function startBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  const started = performance.now()
  const dataDir = resolve(opts.dataDir ?? DEFAULT_DATA_DIR)
  const host = opts.host ?? DEFAULT_HOST
  let settings = authSettings(opts.auth)
  const unlock = await lockDataDir(dataDir)
  let db: Database
  try {
    db = await openDatabase(dataDir, opts.empty ? 'empty' : 'demo')
  } catch (error) {
    await unlock()
    throw error
  }
  if (opts.resettable && !db.created) {
    await db.close()
    await unlock()
    throw new Error(`A resettable backend needs a new data folder; ${dataDir} already holds a database.`)
  }
  let url = ''
  const issuer = () => url

  /** The services on one Hono app, with their in-memory state (the inbox, GoTrue's rate limiters) new. */
  const createApp = (pg: PGlite): Hono => {
    const inbox = new MailInbox()
    const app = new Hono()
    if (!opts.quiet) {
      app.use(async (c, next) => {
        const t0 = performance.now()
        await next()
        // The dev server's poll for a new publication (docs/site-content.md "The build") runs every 1.5 s: not logged.
        if (c.req.header('x-client-info') === 'site-content-watch' && c.res.ok) return
        console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - t0)}ms`)
      })
    }
    // Before the CORS layer: no other origin may read the local inbox.
    app.route('/inbox', createInboxApp(inbox))
    // docs/local-backend.md §0: any origin, the request's headers echoed on preflight, the expose list.
    app.use(
      cors({
        origin: '*',
        allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: EXPOSED_HEADERS,
        maxAge: 3600,
      }),
    )
    app.route('/auth/v1', createAuthApp({ pg, settings, issuer, inbox }))
    app.route('/rest/v1', createRestApp({ pg }))
    app.route('/storage/v1', createStorageApp({ pg, dataDir }))
    // Kong's answer for a path no service claims.
    app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))
    app.onError((error, c) => {
      console.error('[backend]', error)
      return c.json({ message: 'An unexpected error occurred' }, 500)
    })
    return app
  }
  let app = createApp(db.pg)

  let server: ServerType
  try {
    server = await new Promise<ServerType>((resolveServer, reject) => {
      // Idle keep-alive connections stay open 65 s, as behind a hosted project's gateway, not Node's 5 s: a client that
      // reuses an idle connection just as the server closes it gets ECONNRESET (an e2e flake on 2026-11-27;
      // docs/local-backend.md §0 "Server").
      const serverOptions = { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: KEEP_ALIVE_TIMEOUT_MS + 1_000 }
      const s = serve(
        { fetch: (request, env) => app.fetch(request, env), port: opts.port ?? DEFAULT_PORT, hostname: host, serverOptions },
        () => resolveServer(s),
      )
      s.once('error', reject)
    })
  } catch (error) {
    await db.close()
    await unlock()
    throw error
  }
  const address = server.address() as AddressInfo
  url = `http://${host}:${address.port}`
  // What a hosted project's scheduled jobs call its own APIs with (Vault, docs/operations.md "Going live"): here this
  // backend's address and its well-known service-role key.
  /** The Vault secrets the scheduled jobs call this backend's own APIs with. */
  const writeJobSecrets = (pg: PGlite) =>
    pg.query(
      `insert into vault.secrets (name, secret, description)
       values ('site_project_url', $1, $3), ('site_service_role_key', $2, $3)
       on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
      [url, SERVICE_ROLE_KEY, 'Set by the local backend at start (docs/local-backend.md §10)'],
    )
  await writeJobSecrets(db.pg)
  // The reset point is taken once the database is as a test first sees it: migrated, seeded, the Vault secrets in.
  let resetPoint: ResetPoint | undefined = opts.resettable ? await captureResetPoint(db.pg) : undefined
  const jobsIntervalMs = opts.jobsIntervalMs ?? 0
  const stopJobs =
    jobsIntervalMs > 0
      ? startJobTimer(
          () => db.pg,
          jobsIntervalMs,
          (line) => opts.quiet || console.log(line),
        )
      : async () => {}

  /**
   * docs/local-backend.md §11: the database back to the template (rows, or the template reopened when the
   * schema changed), the stored files deleted, and new services (empty inbox, full rate-limit buckets) with the
   * [auth] settings read again as at start, with `resetOptions.auth` (default: the start's `auth`) over them.
   */
  async function reset(resetOptions: ResetOptions = {}): Promise<ResetOutcome> {
    if (!resetPoint) throw new Error('This local backend was started without `resettable`; it cannot be reset.')
    // Read before the database is touched: a bad variable leaves the backend as it was.
    const nextSettings = authSettings(resetOptions.auth ?? opts.auth)
    const refusal = await restoreResetPoint(db.pg, resetPoint)
    if (refusal) {
      await db.close()
      removeDatabase(dataDir)
      db = await openDatabase(dataDir, opts.empty ? 'empty' : 'demo')
      resetPoint = await refreshCatalogFingerprint(db.pg, resetPoint)
      // The reopened template lacks what was written at start (the jobs' Vault secrets): the recorded rows again.
      const again = await restoreResetPoint(db.pg, resetPoint)
      if (again) throw new Error(`The reopened template cannot be reset: ${again.reason}`)
    }
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true })
    settings = nextSettings
    app = createApp(db.pg)
    return refusal ? { reopened: true, reason: refusal.reason } : { reopened: false }
  }
  let resetting: Promise<ResetOutcome> | undefined

  let stopping: Promise<void> | null = null
  return {
    url,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    dataDir,
    startupMs: Math.round(performance.now() - started),
    get database() {
      return db.pg
    },
    runJobs: (now) => runScheduledJobs(db.pg, now),
    reset(resetOptions) {
      // One at a time: a second call waits for the first and then resets again.
      const next = (resetting ?? Promise.resolve()).catch(() => undefined).then(() => reset(resetOptions))
      resetting = next
      return next
    },
    stop() {
      stopping ??= (async () => {
        await stopJobs()
        await new Promise<void>((done) => {
          server.close(() => done())
          if ('closeAllConnections' in server) server.closeAllConnections()
        })
        await resetting?.catch(() => undefined)
        await db.close()
        await unlock()
      })()
      return stopping
    },
  }
}
