import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { getSession, onSessionChange } from '@/features/auth/api/session'
import { paths } from '@/config/paths'

/**
 * Sends the visitor to / when a session already exists or appears (docs/product.md §2 /auth, §4): after a
 * sign-in, and after a sign-up that returned a session (docs/decisions.md #17). A failed session read keeps the
 * visitor on the form.
 */
export function useRedirectWhenSignedIn(): void {
  const navigate = useNavigate()
  useEffect(() => {
    let active = true
    const goHome = () => {
      if (active) void navigate(paths.home.path, { replace: true })
    }
    void getSession()
      .then((session) => session && goHome())
      .catch(() => undefined)
    const unsubscribe = onSessionChange((session) => session && goHome())
    return () => {
      active = false
      unsubscribe()
    }
  }, [navigate])
}
