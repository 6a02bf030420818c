import { useMutation } from '@tanstack/react-query'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Ends this device's session on the backend and removes it from localStorage (docs/product.md §4, §7). Scope
 * 'local': signing out on the phone does not sign the owner out on her laptop too. Throws the AuthError
 * when the backend cannot be reached (the session then stays stored).
 */
export async function signOut(): Promise<void> {
  const { error } = await getSupabaseClient().auth.signOut({ scope: 'local' })
  if (error) throw error
}

/** No cache to clear afterwards: each backend page mounts its own QueryClient, dropped when it unmounts. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut })
}
