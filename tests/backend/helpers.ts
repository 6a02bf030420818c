import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startBackend, type BackendOptions, type RunningBackend } from '../../supabase/local/server.ts'

/** The seeded local admin (supabase/seed.sql, docs/decisions.md #12). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password' } as const

/** A fresh backend on a free port with its own temp data folder. `dispose` stops it and deletes the folder. */
export type TestBackend = RunningBackend & {
  /** supabase-js with the anon key, no persisted session, as the app uses it in Node. */
  client(): SupabaseClient
  /** supabase-js with the service-role key. */
  serviceClient(): SupabaseClient
  /** A client signed in with e-mail and password; throws on failure. */
  signedIn(email: string, password: string): Promise<SupabaseClient>
  /** Signs up a new user (autoconfirm) and returns its signed-in client and user id. */
  newUser(prefix?: string): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>
  dispose(): Promise<void>
}

let counter = 0

export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
}

/** Starts a backend for one test file (call in beforeAll; dispose in afterAll). */
export async function startTestBackend(opts: Omit<BackendOptions, 'port' | 'quiet'> = {}): Promise<TestBackend> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'supabase-local-test-'))
  const backend = await startBackend({ ...opts, port: 0, quiet: true, dataDir })
  const client = () => makeClient(backend.url, backend.anonKey)
  const signedIn = async (email: string, password: string) => {
    const c = client()
    const { error } = await c.auth.signInWithPassword({ email, password })
    if (error) throw error
    return c
  }
  return {
    ...backend,
    client,
    serviceClient: () => makeClient(backend.url, backend.serviceRoleKey),
    signedIn,
    async newUser(prefix = 'user') {
      const email = `${prefix}-${process.pid}-${Date.now()}-${counter++}@example.com`
      const password = 'correct-horse-battery'
      const c = client()
      const { data, error } = await c.auth.signUp({ email, password })
      if (error || !data.user) throw error ?? new Error('no user')
      return { client: c, id: data.user.id, email, password }
    },
    async dispose() {
      await backend.stop()
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
