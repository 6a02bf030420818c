import { rmSync } from 'node:fs'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, type JWTPayload } from 'jose'
import WebSocket from 'ws'
// Extensionless: this module is also compiled by the app's tsconfig (tests/features), which takes no .ts specifiers.
import { LOCAL_ADMIN } from '../../supabase/local/config'
import type { BackendOptions, RunningBackend } from '../../supabase/local/types.ts'
import { spawnChildBackend, type BackendAddress } from './child-backend'
import type { BackendBroker } from './shared-backends'
import { backendDataFolder, removeAtExit } from './temp-folders'

/**
 * The one test harness for the local backend (supabase/local): a backend per test file that looks new (the
 * migrated and seeded template) on a free port, reached with the real supabase-js over HTTP (never a mock).
 * Under Vitest a file gets its worker's shared backend, reset between files (docs/testing.md "One backend
 * per worker"); one with options of its own is started for the file alone. Backend tests run it in-process
 * ({@link startTestBackend}); jsdom tests run it in a child Node process ({@link spawnTestBackend}), since
 * jsdom's globals are not the backend's world.
 */

/** The seeded local admin (supabase/seed.sql, docs/decisions.md #12): the backend's own constant. */
export { LOCAL_ADMIN }

/** Start-up of a backend can take a while on a busy two-core machine (ms). */
export const BACKEND_START_TIMEOUT_MS = 90_000

type Transport = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']

/** supabase-js as a Node script uses it: no persisted session, no auto refresh, `ws` for realtime. */
export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as Transport },
  })
}

/** A unique e-mail address for sign-ups (a backend keeps its users for the whole file). */
export function uniqueEmail(label: string): string {
  return `${label}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** The claims of an access token GoTrue (and the local backend) issues. */
export type SessionClaims = JWTPayload & {
  aal: string
  amr: { method: string; timestamp: number }[]
  session_id: string
}

/** The claims of an access token, or of a client's current session's access token (jose's decodeJwt, unverified). */
export async function claimsOf(source: string | SupabaseClient): Promise<SessionClaims> {
  const token = typeof source === 'string' ? source : ((await source.auth.getSession()).data.session?.access_token ?? '')
  return decodeJwt<SessionClaims>(token)
}

/** A mail in the local inbox (supabase/local/inbox.ts InboxMessage, restated: this module must not load the server's sources). */
export type InboxMail = { id: string; created_at: string; from: string; to: string; subject: string; text: string; html: string }

/** The local inbox's mail to `to` at a backend's address, newest first; throws unless the inbox answers 200. */
export async function inbox(from: { url: string }, to: string): Promise<InboxMail[]> {
  const res = await fetch(`${from.url}/inbox/api/messages?to=${encodeURIComponent(to)}`)
  if (res.status !== 200) throw new Error(`inbox answered ${res.status} for ${to}`)
  return ((await res.json()) as { messages: InboxMail[] }).messages
}

/** The first link in the newest mail to `to` ('' when there is none). */
export async function newestLink(from: { url: string }, to: string): Promise<string> {
  const [mail] = await inbox(from, to)
  return /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? ''
}

/** Follows a link without following its redirect: the status, the Location's target, its fragment and the fragment's parameters. */
export async function follow(link: string): Promise<{ status: number; target: string; fragment: string; params: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' })
  const [target = '', fragment = ''] = (res.headers.get('location') ?? '').split('#')
  return { status: res.status, target, fragment, params: new URLSearchParams(fragment) }
}

/** What every harness backend offers: its address and keys, clients, users. */
export type BackendClients = {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** supabase-js with the anon key. */
  client(): SupabaseClient
  /** supabase-js with the service-role key (bypasses RLS). */
  serviceClient(): SupabaseClient
  /** A client signed in with e-mail and password; throws the auth error on failure. */
  signedIn(email: string, password: string): Promise<SupabaseClient>
  /** Signs up a new user through a throwaway anon client; its signed-in client, id, e-mail and password. */
  newUser(prefix?: string): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>
}

function clientsFor(url: string, anonKey: string, serviceRoleKey: string): BackendClients {
  const client = () => makeClient(url, anonKey)
  return {
    url,
    anonKey,
    serviceRoleKey,
    client,
    serviceClient: () => makeClient(url, serviceRoleKey),
    async signedIn(email, password) {
      const c = client()
      const { error } = await c.auth.signInWithPassword({ email, password })
      if (error) throw error
      return c
    },
    async newUser(prefix = 'user') {
      const email = uniqueEmail(prefix)
      const password = 'correct-horse-battery'
      const c = client()
      const { data, error } = await c.auth.signUp({ email, password })
      if (error || !data.user) throw error ?? new Error('no user')
      return { client: c, id: data.user.id, email, password }
    },
  }
}

/** An in-process backend. `dispose` stops it and deletes its temp data folder (a shared one is only released). */
export type TestBackend = RunningBackend & BackendClients & { dispose(): Promise<void> }

/**
 * The server's sources, loaded on demand and through a variable: jsdom tests and Playwright import this
 * module for its constants and clients only, and the app's tsconfig must not type-check the server's sources.
 */
async function serverModule(): Promise<{ startBackend(opts: BackendOptions): Promise<RunningBackend> }> {
  const path = '../../supabase/local/server.ts'
  return (await import(path)) as { startBackend(opts: BackendOptions): Promise<RunningBackend> }
}

/**
 * True when the environment overrides [auth] settings (e.g. SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS, read
 * once at a backend's start-up): a shared backend started without them would not honour them.
 */
async function authSettingsFromEnvironment(): Promise<boolean> {
  const path = '../../supabase/local/auth/settings.ts'
  const { authEnvOverrides } = (await import(path)) as { authEnvOverrides(): object }
  return Object.keys(authEnvOverrides()).length > 0
}

/** Whether a file may have its worker's shared backend: under Vitest, with no options and no [auth] overrides. */
const mayShare = async (opts: object) =>
  Boolean(process.env.VITEST) && Object.keys(opts).length === 0 && !(await authSettingsFromEnvironment())

/** A TestBackend over `backend`; `database` follows the backend's current handle (a reset may reopen it). */
function testBackendOf(backend: RunningBackend, dispose: () => Promise<void>, stop = () => backend.stop()): TestBackend {
  return {
    ...clientsFor(backend.url, backend.anonKey, backend.serviceRoleKey),
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    dataDir: backend.dataDir,
    startupMs: backend.startupMs,
    get database() {
      return backend.database
    },
    reset: () => backend.reset(),
    runJobs: (now) => backend.runJobs(now),
    stop,
    dispose,
  }
}

/**
 * This worker process's shared backend (docs/testing.md "One backend per worker"): under Vitest, started by the first
 * file that asks for a plain backend; in an e2e worker, by its first owner file (startSharedTestBackend). Reset for
 * each next file; `held` while a file has it.
 */
let shared: { backend: RunningBackend; held: boolean } | undefined

/**
 * A backend in this process for one test file (call in beforeAll; dispose in afterAll). Without options,
 * under Vitest, it is this worker's shared backend, reset to the migrated and seeded template (rows,
 * stored files, inbox, rate limits; docs/local-backend.md §11), so a file sees exactly what a new
 * backend shows; `dispose` then releases it. With options (small rate limits, a data folder of its own...),
 * with [auth] overrides in the environment, outside Vitest, or when this file already holds the shared
 * one, it is a new backend of its own with its own temp data folder, which `dispose` stops and deletes; on a free
 * port unless `port` is given (the e2e owner flows reuse one port per worker slot, e2e/support/owner-site.ts). The
 * scheduled jobs stay off unless `jobsIntervalMs` says otherwise: a test runs them with `runJobs(now)` and the clock
 * it needs.
 */
export async function startTestBackend(opts: Omit<BackendOptions, 'quiet' | 'resettable'> = {}): Promise<TestBackend> {
  const server = await serverModule()
  if (!shared?.held && (await mayShare(opts))) return acquireShared(server)
  const dataDir = opts.dataDir ?? backendDataFolder('test')
  const backend = await server.startBackend({ ...opts, port: opts.port ?? 0, quiet: true, dataDir })
  return testBackendOf(backend, async () => {
    await backend.stop()
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
}

/**
 * This worker process's shared backend on `port`, for the files of a test runner other than Vitest that
 * runs file after file in one worker: the e2e owner flows, one backend per worker slot on that slot's port
 * (e2e/support/owner-site.ts; docs/testing.md "Site builds in e2e"). The first call starts it; every later one resets
 * it to the migrated and seeded template, so each file sees what a new backend shows. `dispose` releases it; the
 * worker's exit stops it. Throws if the previous file has not released it.
 */
export async function startSharedTestBackend(port: number): Promise<TestBackend> {
  if (shared?.held) throw new Error('startSharedTestBackend: the previous file has not released the shared backend')
  if (shared && new URL(shared.backend.url).port !== String(port)) {
    await shared.backend.stop()
    shared = undefined
  }
  return acquireShared(await serverModule(), port)
}

async function acquireShared(server: Awaited<ReturnType<typeof serverModule>>, port = 0): Promise<TestBackend> {
  if (!shared) {
    const dataDir = backendDataFolder('shared')
    const backend = await server.startBackend({ port, quiet: true, dataDir, resettable: true })
    // The worker process ends without an afterAll of its own: its data folder goes with it, or, when the worker is
    // stopped by a signal, with the next run's first backend (backendDataFolder).
    removeAtExit(dataDir)
    shared = { backend, held: false }
  } else {
    await shared.backend.reset()
  }
  const mine = shared
  mine.held = true
  const release = async () => {
    mine.held = false
  }
  const stop = async () => {
    // A file that stops the shared backend (e.g. to see an unreachable one) leaves the next file a new one.
    if (shared === mine) shared = undefined
    await mine.backend.stop()
    rmSync(mine.backend.dataDir, { recursive: true, force: true })
  }
  return testBackendOf(mine.backend, release, stop)
}

/** A backend in a child Node process (tests/support/run-backend.mjs). `dispose` stops it and deletes its data (a shared one is only released). */
export type SpawnedBackend = BackendClients & { dispose(): Promise<void> }

/** True while this file holds its worker's shared child backend. */
let spawnedHeld = false

/**
 * A backend in a child process, for jsdom test files. Under Vitest, in a project with the shared-backends
 * globalSetup (tests/support/shared-backends.ts), it is this worker's shared backend, reset to the template
 * (docs/local-backend.md §11); `dispose` releases it. Otherwise (Playwright, [auth] overrides in the
 * environment, or a second call in one file) a new child on a temp data folder, which inherits the
 * environment; resolves once it prints its address; throws if it exits first.
 */
export async function spawnTestBackend(): Promise<SpawnedBackend> {
  const broker = !spawnedHeld && (await mayShare({})) ? await backendBroker() : undefined
  if (broker) {
    spawnedHeld = true
    const res = await fetch(`${broker.url}/backends/${process.env.VITEST_POOL_ID ?? '1'}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${broker.token}` },
    })
    if (res.status !== 200) throw new Error(`The shared backend could not be had (${res.status}): ${await res.text()}`)
    const info = (await res.json()) as BackendAddress
    return {
      ...clientsFor(info.url, info.anonKey, info.serviceRoleKey),
      async dispose() {
        spawnedHeld = false
      },
    }
  }
  const dataDir = backendDataFolder('test')
  const child = await spawnChildBackend(dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  return {
    ...clientsFor(child.url, child.anonKey, child.serviceRoleKey),
    async dispose() {
      await child.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The shared-backends broker of this Vitest project, if it has one (never outside Vitest). */
async function backendBroker(): Promise<BackendBroker | undefined> {
  if (!process.env.VITEST) return undefined
  const { inject } = await import('vitest')
  return inject('backendBroker')
}
