import type { Session } from '@supabase/supabase-js'
import { getSupabaseClient } from '@/lib/supabase/client'

/** The stored session, refreshed first when it is about to expire (docs/product.md §7 "get session"). */
export async function getSession(): Promise<Session | null> {
  const { data, error } = await getSupabaseClient().auth.getSession()
  if (error) throw error
  return data.session
}

/**
 * Calls `listener` with the session after every auth change, including the initial one (docs/product.md §7 "subscribe
 * to auth state changes"). Returns the unsubscribe function.
 */
export function onSessionChange(listener: (session: Session | null) => void): () => void {
  const { data } = getSupabaseClient().auth.onAuthStateChange((_event, session) => listener(session))
  return () => data.subscription.unsubscribe()
}
