import { useMutation } from '@tanstack/react-query'
import { forgetThisDevice } from '@/lib/device-store'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Ends this device's session on the backend and removes it from localStorage (docs/product.md §4, §7). Scope
 * 'local': signing out on the phone does not sign the owner out on her laptop too. Then drops what her work kept on
 * the device (src/lib/device-store.ts: unsaved typing, photos waiting to upload), since a device may be shared
 * (docs/decisions.md #243). Throws the AuthError when the backend cannot be reached (the session and what the device
 * keeps then stay).
 */
export async function signOut(): Promise<void> {
  const { error } = await getSupabaseClient().auth.signOut({ scope: 'local' })
  if (error) throw error
  // Signed out whatever happens here: a browser that refuses IndexedDB has nothing kept in it either.
  await forgetThisDevice().catch(() => undefined)
}

/**
 * signOut() as a mutation whose variable is the page's step to run first (`before`, e.g. the upload queue's cleanup
 * while the session can still reach the backend; it must not reject). No cache to clear afterwards: each backend page
 * mounts its own QueryClient, dropped when it unmounts.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async (before?: () => Promise<void>) => {
      await before?.()
      await signOut()
    },
  })
}
