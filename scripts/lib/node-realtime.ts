import type { SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'

/** supabase-js's realtime options, as `createClient` takes them. */
type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>

/**
 * The realtime options of a supabase-js client made in Node.js 20, which has no global `WebSocket`: the `ws` package as
 * its transport, which supabase-js 2.117+ needs there even when no channel is opened (docs/testing.md, "Tests against
 * the backend"). `ws`'s class is the browser's in behaviour, not in its type, hence the one cast. Pass it as
 * `{ realtime: nodeRealtime }`.
 */
export const nodeRealtime: RealtimeOptions = {
  transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']>,
}
