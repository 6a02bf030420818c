import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { getSession } from '@/features/auth/api/session'
import { sessionNeedsCode } from '@/features/auth/api/two-step'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Whether the user has a `user_roles` row with role admin (docs/product.md §6, §7: select role, filtered by
 * user_id and role = admin, at most one row). Throws the PostgREST error if the read fails.
 */
export async function getIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await getSupabaseClient()
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle()
  if (error) throw error
  return data !== null
}

/** Outcome of the /admin access check (docs/product.md §4 "Admin page"). */
export type AdminAccess = { status: 'signed-out' } | { status: 'needs-code' } | { status: 'denied' } | { status: 'granted'; userId: string }

/**
 * Session first (stored on the device), then two-step sign-in (a password-only session of an account with a verified
 * authenticator must give its code first: `needs-code`, docs/decisions.md #176) and the role read, both at once (one
 * round trip, docs/decisions.md #304): `needs-code` whatever the role read said, else the role decides. Any other
 * failure rejects (the page then sends the user to /auth). `whileChecking` runs once both reads are on their way (with
 * a session only): the reads the screen behind the check will make start beside them, after them in the queue.
 */
export async function checkAdminAccess(whileChecking?: () => void): Promise<AdminAccess> {
  const session = await getSession()
  if (!session) return { status: 'signed-out' }
  const checks = Promise.allSettled([sessionNeedsCode(session), getIsAdmin(session.user.id)])
  whileChecking?.()
  const [needsCode, isAdmin] = await checks
  if (needsCode.status === 'rejected') throw needsCode.reason
  if (needsCode.value) return { status: 'needs-code' }
  if (isAdmin.status === 'rejected') throw isAdmin.reason
  return isAdmin.value ? { status: 'granted', userId: session.user.id } : { status: 'denied' }
}

// Checked once a visit to /admin: the page's query client lives as long as the page (src/pages/admin.tsx), so the
// answer is kept for it, and a check started before the guard mounts, answered or failed, is not made again when it
// does (docs/decisions.md #573).
const adminAccessQueryOptions = queryOptions({
  queryKey: ['admin-access'],
  queryFn: () => checkAdminAccess(),
  retry: false,
  retryOnMount: false,
  staleTime: Infinity,
  gcTime: Infinity,
})

/** The /admin access check as a query, as {@link startAdminAccessCheck} started it (or started now, if it was not). */
export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions)
}

/**
 * Starts the /admin access check in `queryClient` now, before the guard has rendered ({@link useAdminAccess} then reads
 * this very check, which it does not repeat); `whileChecking` as for {@link checkAdminAccess}. Rejections are the
 * query's to show (docs/decisions.md #573).
 */
export function startAdminAccessCheck(queryClient: QueryClient, whileChecking?: () => void): void {
  void queryClient.prefetchQuery({ ...adminAccessQueryOptions, queryFn: () => checkAdminAccess(whileChecking) })
}
