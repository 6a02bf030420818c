import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'

/** supabase-js's realtime options, as `createClient` takes them. */
type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>

/**
 * The realtime options of a supabase-js client made in Node.js 20, which has no global `WebSocket`: the `ws` package as
 * its transport, which supabase-js 2.117+ needs there even when no channel is opened (docs/testing.md, "Tests against
 * the backend"). `ws`'s class is the browser's in behaviour, not in its type, hence the one cast. Pass it as
 * `{ realtime: nodeRealtime }` where a client needs options of its own; otherwise use {@link nodeClient}.
 */
export const nodeRealtime: RealtimeOptions = {
  transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']>,
}

/** `fetch`: replaces the global fetch for every request the client makes (REST, Auth, Storage). */
export type NodeClientOptions = { fetch?: typeof fetch }

/**
 * supabase-js as a Node script or test uses it: no persisted session, no auto refresh, no session read from an address,
 * `ws` for realtime ({@link nodeRealtime}); `options.fetch` if given.
 */
export function nodeClient(url: string, key: string, options: NodeClientOptions = {}): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: nodeRealtime,
    ...(options.fetch && { global: { fetch: options.fetch } }),
  })
}
