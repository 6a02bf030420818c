import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads'
import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, type JWTPayload } from 'jose'
import { nodeClient, type NodeClientOptions } from '../../scripts/lib/node-client'
// Extensionless: this module is also compiled by the app's tsconfig (tests/features), which takes no .ts specifiers.
import { LOCAL_ADMIN } from '../../supabase/local/config'
import type { AuthOverrides, BackendOptions, RunningBackend } from '../../supabase/local/types.ts'
import { backendDataFolder, removeAtExit } from './temp-folders'

/**
 * The one way a test reaches a local backend (supabase/local; docs/testing.md "Tests against the backend"), in Vitest
 * and in the e2e owner flows alike:
 *
 *     let backend: TestBackend
 *     beforeAll(async () => void (backend = await startTestBackend()))
 *     afterAll(() => backend?.dispose())
 *
 * `startTestBackend()` gives the file its worker process's backend, reset to the migrated and seeded template, so the
 * file sees exactly what a new backend shows (about 0.3 s, where a start costs about 3.5 s of CPU). The worker's first
 * file starts it; the process's exit stops it. [auth] settings (small rate limits...) come with the reset, as a start
 * would read them (`{ auth }`, `withAuthSettings`); with other options (a data folder, an empty project) the file gets
 * a new backend of its own instead, which `dispose` stops. Tests talk to it with the real supabase-js over
 * HTTP, never a mock.
 *
 * Where it runs: in this process, when the file runs in Node (backend tests, Playwright); in a worker thread of this
 * process (tests/support/backend-thread.mjs), when the file runs in jsdom, whose globals are not Node's and cannot host
 * PGlite or the HTTP server. The thread's backend answers `reset`, `runJobs` and `stop` but has no `database` handle.
 */

/** The seeded local admin (supabase/seed.sql, docs/decisions.md #12): the backend's own constant. */
export { LOCAL_ADMIN }

/** Start-up of a backend can take a while on a busy two-core machine (ms). */
export const BACKEND_START_TIMEOUT_MS = 90_000

/**
 * supabase-js as a Node script uses it (`nodeClient`, scripts/lib/node-client.ts): no persisted session, no auto
 * refresh, `ws` for realtime. `options.fetch` replaces the global fetch for every request the client makes (REST, Auth,
 * Storage): a test wraps it to fail or alter one request, as a dropped connection would.
 */
export const makeClient = nodeClient

/**
 * Saves `content` as the draft through `client` (the admin's or the service role's) from the draft's current revision,
 * with `rpc('save_site_draft')`: the only way the draft changes (docs/decisions.md #320). Resolves to the RPC's answer;
 * throws the PostgREST error (42501 for anyone else, 23514 for a content the table refuses).
 */
export async function saveDraftAs(client: SupabaseClient, content: unknown): Promise<{ revision: number; updated_at: string }> {
  const read = await client.from('site_content_draft').select('revision').eq('id', 1).maybeSingle()
  if (read.error) throw read.error
  const revision = (read.data as { revision: number } | null)?.revision ?? 0
  const { data, error } = await client.rpc('save_site_draft', { p_content: content, p_revision: revision })
  if (error) throw error
  return data as { revision: number; updated_at: string }
}

/**
 * Whether `client` may write the draft: the draft saved as it is (its content read through `service`, the service role)
 * with {@link saveDraftAs}; 'saved', or the refusal's code (42501 for anyone but the admin, at aal2 once she has a
 * verified factor).
 */
export async function draftSaveOutcome(client: SupabaseClient, service: SupabaseClient): Promise<string | undefined> {
  const { data, error } = await service.from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return saveDraftAs(client, (data as { content: unknown }).content).then(
    () => 'saved',
    (refusal: { code?: string }) => refusal.code,
  )
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
  /** supabase-js with the anon key (and `options.fetch`, see makeClient). */
  client(options?: NodeClientOptions): SupabaseClient
  /** supabase-js with the service-role key (bypasses RLS; `options.fetch`, see makeClient). */
  serviceClient(options?: NodeClientOptions): SupabaseClient
  /** A client signed in with e-mail and password; throws the auth error on failure. */
  signedIn(email: string, password: string): Promise<SupabaseClient>
  /** Signs up a new user through a throwaway anon client; its signed-in client, id, e-mail and password. */
  newUser(prefix?: string): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>
}

function clientsFor(url: string, anonKey: string, serviceRoleKey: string): BackendClients {
  const client = (options?: NodeClientOptions) => makeClient(url, anonKey, options)
  return {
    url,
    anonKey,
    serviceRoleKey,
    client,
    serviceClient: (options) => makeClient(url, serviceRoleKey, options),
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

/** A client for each role a policy test plays (docs/product.md §6): who is asking decides what RLS lets through. */
export type RoleClients = {
  /** supabase-js with the anon key: a visitor. */
  anon: SupabaseClient
  /** A newly signed-up user, who has no role. */
  user: SupabaseClient
  userId: string
  /** The seeded local admin (LOCAL_ADMIN), signed in. */
  admin: SupabaseClient
  /** The service role (bypasses RLS), for arranging rows and files. */
  service: SupabaseClient
}

/**
 * Signs in a client for each role on `backend` (call it in `beforeAll`, after `startTestBackend()`); `label` starts the
 * new user's e-mail. Throws the auth error when the sign-up or the admin's sign-in fails.
 */
export async function roleClients(backend: BackendClients, label: string): Promise<RoleClients> {
  const user = await backend.newUser(label)
  return {
    anon: backend.client(),
    user: user.client,
    userId: user.id,
    admin: await backend.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password),
    service: backend.serviceClient(),
  }
}

/**
 * A backend for one test file: its address and keys, supabase-js clients, the database handle (files that run in Node
 * only), `reset`, `runJobs(now)`, `stop`, and `dispose`, which releases the worker's backend or stops a file's own
 * (and deletes its temporary data folder).
 */
export type TestBackend = RunningBackend & BackendClients & { dispose(): Promise<void> }

/** Options of a backend of the file's own: those of `startBackend` (supabase/local/types.ts) but its log. */
export type TestBackendOptions = Omit<BackendOptions, 'quiet' | 'resettable'>

/**
 * This worker process's backend, the one piece of state the harness keeps: started by the first file that asks, reset
 * for each next one, `held` while a file has it (a second call in that file gets a backend of its own).
 */
let workerBackend: { backend: RunningBackend; held: boolean } | undefined

/**
 * A backend for one test file (call it in `beforeAll`, `dispose()` it in `afterAll`). Without options, or with `auth`
 * alone: this worker process's backend, started by the worker's first file (on `workerPort`, 0 for a free one) and
 * reset for each next file to the migrated and seeded template (rows, sequences, stored files, inbox, rate limits;
 * docs/local-backend.md §11), its services built with config.toml [auth], the environment's overrides as they are now
 * and `opts.auth` over them (the file's [auth] settings; docs/decisions.md #583); `dispose` releases it. With other
 * options, or when this file already holds the worker's backend: a new backend of the file's own on a free port
 * (unless `port`) and a new temporary data folder (unless `dataDir`), which `dispose` stops and deletes. The scheduled
 * jobs stay off unless `jobsIntervalMs` says otherwise: a test runs them with `runJobs(now)` and the clock it needs.
 * Throws the backend's error when it cannot start (or a malformed [auth] variable's).
 *
 * `workerPort` is for the e2e owner flows, whose worker slot keeps its port from one Playwright worker to the next, so a
 * site built against it serves the slot's next worker too (e2e/support/owner-site.ts, docs/decisions.md #570).
 */
export async function startTestBackend(opts: TestBackendOptions = {}, { workerPort = 0 } = {}): Promise<TestBackend> {
  const { auth: fileAuth, ...ownOptions } = opts
  if (Object.keys(ownOptions).length === 0 && !workerBackend?.held) {
    if (workerBackend) await workerBackend.backend.reset({ auth: fileAuth ?? {} })
    else {
      const dataDir = backendDataFolder('shared')
      // Its process ends without an afterAll of its own: the folder goes at its exit, or, when it is stopped by a
      // signal, with the next run's first backend (backendDataFolder).
      removeAtExit(dataDir)
      const backend = await startHere({ port: workerPort, quiet: true, dataDir, resettable: true })
      workerBackend = { backend, held: false }
      // Started with the [auth] defaults, which every later file's reset goes back to; this file's settings over them.
      if (fileAuth) await backend.reset({ auth: fileAuth })
    }
    const mine = workerBackend
    mine.held = true
    return testBackendOf(
      mine.backend,
      async () => void (mine.held = false),
      async () => {
        // A file that stops it (e.g. to see an unreachable backend) leaves the next file a new one.
        if (workerBackend === mine) workerBackend = undefined
        await mine.backend.stop()
        rmSync(mine.backend.dataDir, { recursive: true, force: true })
      },
      fileAuth ?? {},
    )
  }
  const dataDir = opts.dataDir ?? backendDataFolder('test')
  const backend = await startHere({ ...opts, port: opts.port ?? 0, quiet: true, dataDir }).catch((error: unknown) => {
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  return testBackendOf(backend, async () => {
    await backend.stop()
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
  })
}

/**
 * Runs `run` on the file's backend reset with the [auth] overrides `auth` (over config.toml and its environment
 * variables, as a start with them reads them), then resets it to the file's own settings, whether `run` passed or
 * threw: a test of other [auth] settings without a backend start (docs/decisions.md #583). The reset clears the
 * backend's rows and inbox, so `run` arranges what it needs. Resolves to what `run` resolves to; throws its error.
 */
export async function withAuthSettings<T>(backend: TestBackend, auth: AuthOverrides, run: () => Promise<T>): Promise<T> {
  await backend.reset({ auth })
  try {
    return await run()
  } finally {
    await backend.reset()
  }
}

/**
 * A TestBackend over `backend`; `database` follows the backend's current handle (a reset may reopen it). Its `reset`
 * keeps `fileAuth`, the file's [auth] overrides, unless given others.
 */
function testBackendOf(
  backend: RunningBackend,
  dispose: () => Promise<void>,
  stop = () => backend.stop(),
  fileAuth?: AuthOverrides,
): TestBackend {
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
    reset: (options) => backend.reset(options ?? { auth: fileAuth }),
    runJobs: (now) => backend.runJobs(now),
    stop,
    dispose,
  }
}

/** Starts a backend where this file can host one: in this process under Node, in a worker thread under jsdom. */
async function startHere(opts: BackendOptions): Promise<RunningBackend> {
  if (typeof window !== 'undefined') return startInThread(opts)
  // Through a variable: jsdom files and Playwright's specs import this module for its clients, and the app's tsconfig
  // must not type-check the server's sources.
  const server = '../../supabase/local/server.ts'
  return ((await import(server)) as { startBackend(opts: BackendOptions): Promise<RunningBackend> }).startBackend(opts)
}

/** The thread's side: tests/support/backend-thread.mjs, beside this module. */
const THREAD = join(dirname(fileURLToPath(import.meta.url)), 'backend-thread.mjs')

/**
 * A backend in a worker thread of this process (tests/support/backend-thread.mjs), for files that run in jsdom: the
 * thread has Node's own globals. Each call (`reset`, `runJobs`, `stop`) goes to the thread as a message with a port for
 * its answer. The thread does not keep this process alive; `stop` ends it. Throws the thread's error when the backend
 * cannot start.
 */
async function startInThread(opts: BackendOptions): Promise<RunningBackend> {
  const thread = new Worker(THREAD, { workerData: opts })
  const started = await new Promise<Omit<RunningBackend, 'database' | 'reset' | 'runJobs' | 'stop'>>((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
    thread.once('exit', (code) => reject(new Error(`The backend's thread exited (code ${code}) before it was ready`)))
  })
  thread.removeAllListeners()
  // Ready and idle, it no longer keeps the process alive; a call's answer port does while it waits.
  thread.unref()
  const call = <T>(name: 'reset' | 'runJobs' | 'stop', arg?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const { port1, port2 } = new MessageChannel()
      port1.once('message', ({ value, error }: { value: T; error?: string }) => {
        port1.close()
        if (error === undefined) resolve(value)
        else reject(new Error(error))
      })
      port1.once('close', () => reject(new Error(`The backend's thread ended before it answered ${name}`)))
      thread.postMessage({ name, arg, answer: port2 } satisfies { name: string; arg: unknown; answer: MessagePort }, [port2])
    })
  return {
    ...started,
    get database(): never {
      throw new Error("A jsdom test file's backend runs in a worker thread: reach it over HTTP (its database is not here)")
    },
    reset: (options) => call('reset', options),
    runJobs: (now) => call('runJobs', now),
    async stop() {
      await call('stop')
      await thread.terminate()
    },
  }
}
