import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, type JWTPayload } from 'jose'
import WebSocket from 'ws'
// Extensionless: this module is also compiled by the app's tsconfig (tests/features), which takes no .ts specifiers.
import { LOCAL_ADMIN } from '../../supabase/local/config'
import type { BackendOptions, RunningBackend } from '../../supabase/local/types.ts'

/**
 * The one test harness for the local backend (supabase/local): a fresh backend per test file on a free
 * port with its own temp data folder, reached with the real supabase-js over HTTP (never a mock).
 * Backend tests run it in-process ({@link startTestBackend}); jsdom tests run it in a child Node
 * process ({@link spawnTestBackend}), since jsdom's globals are not the backend's world.
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

/** An in-process backend. `dispose` stops it and deletes its temp data folder. */
export type TestBackend = RunningBackend & BackendClients & { dispose(): Promise<void> }

/**
 * Starts a backend in this process for one test file (call in beforeAll; dispose in afterAll), on a free port unless
 * `port` is given (the e2e owner flows reuse one port per worker, e2e/support/owner-site.ts). Its scheduled jobs
 * stay off unless `jobsIntervalMs` says otherwise: a test runs them with `runJobs(now)` and the clock it needs.
 */
export async function startTestBackend(opts: Omit<BackendOptions, 'quiet'> = {}): Promise<TestBackend> {
  // Loaded on demand and through a variable: jsdom tests and Playwright import this module for its
  // constants and clients only, and the app's tsconfig must not type-check the server's sources.
  const serverModule = '../../supabase/local/server.ts'
  const { startBackend } = (await import(serverModule)) as { startBackend(opts: BackendOptions): Promise<RunningBackend> }
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'supabase-local-test-'))
  const backend = await startBackend({ jobsIntervalMs: 0, ...opts, port: opts.port ?? 0, quiet: true, dataDir })
  return {
    ...backend,
    ...clientsFor(backend.url, backend.anonKey, backend.serviceRoleKey),
    async dispose() {
      await backend.stop()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A backend in a child Node process (tests/support/run-backend.mjs). `dispose` stops it and deletes its data. */
export type SpawnedBackend = BackendClients & { dispose(): Promise<void> }

/** Starts a backend in a child process; resolves once it prints its address. Throws if it exits first. */
export async function spawnTestBackend(): Promise<SpawnedBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-test-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/run-backend.mjs', dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout })
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`Local backend exited (code ${code}) before it was ready`)))
  })
  const info = JSON.parse(firstLine) as { url: string; anonKey: string; serviceRoleKey: string }
  return {
    ...clientsFor(info.url, info.anonKey, info.serviceRoleKey),
    async dispose() {
      child.stdin.end()
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
