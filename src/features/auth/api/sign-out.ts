import { useMutation } from '@tanstack/react-query'
import { adminSections } from '@/config/admin-sections'
import { unsavedWork } from '@/hooks/use-unsaved-changes'
import { forgetThisDevice, listOnDevice } from '@/lib/device-store'
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

/** How long Sign Out waits for the device to list what it keeps before asking without it (ms; Safari's IndexedDB can stall). */
const DEVICE_LIST_TIMEOUT_MS = 1000

/**
 * What signing out would drop from the device and is not saved yet (docs/decisions.md #426), for Sign Out's one
 * question: the names of the sections with typing not saved (an open editor's, and the typing the device keeps of
 * sections she has closed: `['unsaved', userId, part]`, and typing set aside as no longer fitting its form: `['unfit',
 * userId, part]`, src/lib/device-store.ts), in link order, and how many photos
 * have not uploaded. Never rejects: a device that refuses storage, or answers late, keeps nothing to list.
 */
export async function notSavedOnDevice(userId: string | null): Promise<{ sections: string[]; photos: number }> {
  const open = unsavedWork()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<[string, unknown][]>((resolve) => (timer = setTimeout(() => resolve([]), DEVICE_LIST_TIMEOUT_MS)))
  const listed = (kind: 'unsaved' | 'unfit') => (userId === null ? [] : listOnDevice(kind, userId).catch(() => []))
  const kept = await Promise.race([Promise.all([listed('unsaved'), listed('unfit')]).then((lists) => lists.flat()), late])
  clearTimeout(timer)
  const parts = new Set<string>([...open.parts, ...kept.map(([part]) => part)])
  const sections = adminSections.flatMap((s) => ('part' in s && parts.has(s.part) ? [s.label] : []))
  return { sections, photos: open.photos }
}
