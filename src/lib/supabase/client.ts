import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { getBackendEnv } from '@/lib/env'
import type { Database } from '@/lib/supabase/database.types'
import { sessionKeyFor } from '@/lib/supabase/session-key'
import { withTimeLimits } from '@/lib/supabase/time-limit'

/**
 * The app's one supabase-js client (docs/architecture.md, docs/product.md §1). Only `features/*\/api` import this module,
 * and only the lazily loaded /auth and /admin routes and the after-first-paint gallery feed reach
 * those, so supabase-js never ships in the first load of a public page.
 *
 * Session handling is supabase-js's default, spelled out: stored in localStorage under
 * {@link sessionKeyFor} (`sb-<first label of the host>-auth-token`, which the visit counter also reads), refreshed
 * automatically, persisted across reloads, implicit flow.
 *
 * Every request it makes has a time limit (src/lib/supabase/time-limit.ts, docs/decisions.md #400): about 15 s for a save
 * or a read, and 30 s without progress for an upload; a request that reaches it fails as a lost connection does
 * (`isConnectionError`, src/lib/error-message.ts).
 */
export type AppSupabaseClient = SupabaseClient<Database>

/** The public bucket of gallery files and the private one of Recently deleted (docs/product.md §7, docs/decisions.md #200). */
export { GALLERY_BIN_BUCKET, GALLERY_BUCKET } from '@/lib/backend-defaults'

export type CreateClientOptions = {
  /**
   * WebSocket class for realtime. Browsers have one; Node 20 does not, so tests pass `ws`.
   * Kept optional so the browser build never imports `ws`.
   */
  realtimeTransport?: NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
  /** The fetch under the time limits (default: the global fetch): tests pass one that never answers. */
  fetch?: typeof fetch
}

/** Creates a client for a backend URL and publishable key (tests point it at a backend they start). */
export function createSupabaseClient(url: string, key: string, options: CreateClientOptions = {}): AppSupabaseClient {
  return createClient<Database>(url, key, {
    auth: {
      storage: globalThis.localStorage,
      storageKey: sessionKeyFor(url),
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
    global: { fetch: withTimeLimits(options.fetch) },
    ...(options.realtimeTransport ? { realtime: { transport: options.realtimeTransport } } : {}),
  })
}

let instance: AppSupabaseClient | undefined

/** The shared client, created on first use from VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY. */
export function getSupabaseClient(): AppSupabaseClient {
  if (!instance) {
    const { supabaseUrl, supabaseKey } = getBackendEnv()
    instance = createSupabaseClient(supabaseUrl, supabaseKey)
  }
  return instance
}

/** Replaces the shared client (tests: a client aimed at their own backend; `undefined` resets). */
export function setSupabaseClient(client: AppSupabaseClient | undefined): void {
  instance = client
}
