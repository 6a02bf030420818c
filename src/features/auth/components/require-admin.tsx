import type { QueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { ScreenLoading } from '@/components/ui/screen-loading'
import { paths } from '@/config/paths'
import { useAdminAccessFromFirstRender } from '@/features/auth/api/get-is-admin'
import { authToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'
import { SignedInUserContext } from '@/lib/signed-in-user'

/**
 * Guards /admin (docs/product.md §4 "Admin page", §6, §8): 'Loading...' while the check runs; no session, a
 * password-only session while two-step sign-in is on (/auth then asks for the code) or a failed check → /auth with no
 * toast; signed in but not admin → 'Access denied' toast and /; an admin
 * sees `children`, with her user id in SignedInUserContext (src/lib/signed-in-user.ts). The role is enforced by the
 * backend as well (docs/decisions.md #15).
 *
 * `prefetch` starts the reads the screen behind the check will make (the draft, the first section's data) once the
 * check's own reads are on their way, for a signed-in session only, so they travel beside the check rather than after
 * it (docs/decisions.md #304): they read nothing the backend's policies would not give this session anyway, and what
 * they read shows only once access is granted.
 */
export function RequireAdmin({ children, prefetch }: { children: ReactNode; prefetch?: (queryClient: QueryClient) => void }) {
  const access = useAdminAccessFromFirstRender(prefetch)
  const navigate = useNavigate()
  const deniedToastShown = useRef(false)
  const outcome = access.isError ? 'failed' : access.data?.status

  useEffect(() => {
    if (outcome === 'failed' || outcome === 'signed-out' || outcome === 'needs-code') {
      void navigate(paths.auth.path, { replace: true })
    } else if (outcome === 'denied') {
      if (!deniedToastShown.current) toast({ ...authToasts.accessDenied, variant: 'destructive' })
      deniedToastShown.current = true
      void navigate(paths.home.path, { replace: true })
    }
  }, [outcome, navigate])

  // The screen behind the check is large: it renders as a transition, in slices between which the page stays
  // responsive, rather than in one long task (docs/decisions.md #304).
  const grantedUser = useDeferredValue(access.data?.status === 'granted' && !access.isError ? access.data.userId : null)
  if (grantedUser !== null) {
    return <SignedInUserContext value={grantedUser}>{children}</SignedInUserContext>
  }
  return <ScreenLoading />
}
