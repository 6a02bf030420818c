import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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

/**
 * The /admin access check as a query, started in the calling component's first render, not once it has mounted: its
 * requests leave while React is still rendering the page around the loading screen (docs/decisions.md #573). Started
 * once: the query keeps its answer for the page's life, and a later render reads it. `whileChecking(queryClient)` runs
 * once the check's own reads are on their way, as for {@link checkAdminAccess}. Rejections are the query's error.
 */
export function useAdminAccessFromFirstRender(whileChecking?: (queryClient: QueryClient) => void) {
  const queryClient = useQueryClient()
  // A state initializer runs in the first render only: the one place React offers for work that must start then.
  useState(() => {
    void queryClient.prefetchQuery({
      ...adminAccessQueryOptions,
      queryFn: () => checkAdminAccess(whileChecking && (() => whileChecking(queryClient))),
    })
  })
  return useQuery(adminAccessQueryOptions)
}
