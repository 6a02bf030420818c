import { queryOptions, useQuery } from '@tanstack/react-query'
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
 * Session first, then two-step sign-in (a password-only session of an account with a verified authenticator must give
 * its code first: `needs-code`, docs/decisions.md #176), then the role read; any failure rejects (the page then sends
 * the user to /auth).
 */
export async function checkAdminAccess(): Promise<AdminAccess> {
  const session = await getSession()
  if (!session) return { status: 'signed-out' }
  if (await sessionNeedsCode(session)) return { status: 'needs-code' }
  return (await getIsAdmin(session.user.id)) ? { status: 'granted', userId: session.user.id } : { status: 'denied' }
}

const adminAccessQueryOptions = queryOptions({
  queryKey: ['admin-access'],
  queryFn: checkAdminAccess,
  retry: false,
  staleTime: 0,
  gcTime: 0,
})

export function useAdminAccess() {
  return useQuery(adminAccessQueryOptions)
}
