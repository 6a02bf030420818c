import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Ends the session on the backend and removes it from localStorage (spec §7). If the backend cannot
 * be reached, the session is still forgotten on this device and the error is thrown.
 */
export async function signOut(): Promise<void> {
  const { auth } = getSupabaseClient()
  const { error } = await auth.signOut()
  if (error) {
    await auth.signOut({ scope: 'local' })
    throw error
  }
}

/** Signs out and forgets every cached query, so the next user starts from a clean slate. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.clear(),
  })
}
