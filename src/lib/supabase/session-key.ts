/**
 * The localStorage key of her signed-in session for the backend at `supabaseUrl`:
 * `sb-<first label of the host>-auth-token`, e.g. "sb-127-auth-token" locally, "sb-abcdefgh-auth-token" on hosted
 * Supabase (supabase-js's own default, spelled out). The one supabase-js client stores its session under it
 * (src/lib/supabase/client.ts, as `storageKey`) and the visit counter reads it to leave her own browsing uncounted
 * (docs/visits.md). Imports nothing, so public pages can use it without supabase-js.
 */
export function sessionKeyFor(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}
