import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Session } from '@supabase/supabase-js'
import { paths } from '@/config/paths'
import { getSession, onSessionChange } from '@/features/auth/api/session'
import { sessionNeedsCode } from '@/features/auth/api/two-step'
import { readAuthLink } from '@/features/auth/lib/auth-link'
import { authStepAfter, initialAuthStep, type AuthStep } from '@/features/auth/lib/auth-step'

/**
 * The current step of /auth and what moves it (docs/product.md §2 /auth, §4 "Auth page"; docs/decisions.md #175,
 * #176). The address is read on the first render, before supabase-js takes the tokens out of the fragment. Then the
 * stored session, and every later change of it, decide with {@link authStepAfter}: to `/` once signed in with
 * nothing left to ask (as before), to the code step when two-step sign-in wants a code, to the new password after the
 * recovery link. A failed session read keeps the visitor where she is (a recovery link then counts as expired).
 *
 * Returns the step, a setter for the steps she picks herself ("Forgot password?", "Back to sign in") and `recheck()`
 * for after a code was accepted.
 */
export function useAuthStep(): { step: AuthStep; setStep: (step: AuthStep) => void; recheck: () => Promise<void> } {
  const navigate = useNavigate()
  const [link] = useState(() => (typeof window === 'undefined' ? 'none' : readAuthLink(window.location)))
  const [step, setStep] = useState<AuthStep>(() => initialAuthStep(link))
  const active = useRef(true)

  const decide = useCallback(
    async (session: Session | null) => {
      let next: ReturnType<typeof authStepAfter>
      try {
        next = authStepAfter({ link, signedIn: session !== null, needsCode: session ? await sessionNeedsCode(session) : false })
      } catch {
        next = authStepAfter({ link, signedIn: false, needsCode: false })
      }
      if (!active.current || next === null) return
      if (next === 'home') void navigate(paths.home.path, { replace: true })
      else setStep(next)
    },
    [link, navigate],
  )

  useEffect(() => {
    active.current = true
    void getSession().then(decide, () => decide(null))
    // Deferred: supabase-js runs these listeners inside its lock, and deciding reads the session again. The first
    // session is decided by the read above, and an accepted code by the code step's `recheck()`, so their events
    // would decide (read the user, navigate) a second time.
    const unsubscribe = onSessionChange((event, session) => {
      if (event === 'INITIAL_SESSION' || event === 'MFA_CHALLENGE_VERIFIED') return
      setTimeout(() => void decide(session), 0)
    })
    return () => {
      active.current = false
      unsubscribe()
    }
  }, [decide])

  const recheck = useCallback(async () => decide(await getSession()), [decide])
  return { step, setStep, recheck }
}
