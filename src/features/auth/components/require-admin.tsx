import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAdminAccess } from '@/features/auth/api/get-is-admin'
import { authToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'
import { SignedInUserContext } from '@/lib/signed-in-user'

/**
 * Guards /admin (docs/product.md §4 "Admin page", §6, §8): 'Loading...' while the check runs; no session, a
 * password-only session while two-step sign-in is on (/auth then asks for the code) or a failed check → /auth with no
 * toast; signed in but not admin → 'Access denied' toast and /; an admin
 * sees `children`, with her user id in SignedInUserContext (src/lib/signed-in-user.ts). The role is enforced by the
 * backend as well (docs/decisions.md #15).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const access = useAdminAccess()
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

  if (access.data?.status === 'granted' && !access.isError) {
    return <SignedInUserContext value={access.data.userId}>{children}</SignedInUserContext>
  }
  return (
    <p role="status" className="text-ink/75 px-4 py-24 text-center text-lg">
      Loading...
    </p>
  )
}
