import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Session } from '@supabase/supabase-js'
import { paths } from '@/config/paths'
import { getSession, onSessionChange } from '@/features/auth/api/session'
import { sessionNeedsCode } from '@/features/auth/api/two-step'
import { readAuthLink } from '@/features/auth/lib/auth-link'
import { authStepAfter, initialAuthStep, type AuthStep } from '@/features/auth/lib/auth-step'

/** The decision taken last: for which access token (null: signed out), and its promise. */
type Decision = { token: string | null; done: Promise<void> }

/**
 * The current step of /auth and what moves it (docs/product.md §2 /auth, §4 "Auth page"; docs/decisions.md #175, #176,
 * #195). The address is read on the first render, before supabase-js takes the tokens out of the fragment. Then the
 * stored session, and every later change of it, decide with {@link authStepAfter}: to `/` once signed in with nothing
 * left to ask (as before; to /admin on a site with nothing published, whose `/` is the holding page), to the code step
 * when two-step sign-in wants a code, to the new password after the recovery link. A failed session read keeps the
 * visitor where she is (a recovery link then counts as expired).
 *
 * A decision is taken once per session: asked again for the access token of the last one (the read at mount and
 * supabase-js's first event, an accepted code's recheck and its event), it is that decision, not a second one (which
 * would read the user and navigate again).
 *
 * Returns the step, a setter for the steps she picks herself ("Forgot password?", "Back to sign in") and `recheck()`
 * for after a code was accepted, which resolves once the session now stored is decided.
 */
export function useAuthStep(): { step: AuthStep; setStep: (step: AuthStep) => void; recheck: () => Promise<void> } {
  const navigate = useNavigate()
  const [link] = useState(() => (typeof window === 'undefined' ? 'none' : readAuthLink(window.location)))
  const [step, setStep] = useState<AuthStep>(() => initialAuthStep(link))
  const active = useRef(true)
  const last = useRef<Decision | null>(null)

  const decideNow = useCallback(
    async (session: Session | null) => {
      let next: ReturnType<typeof authStepAfter>
      try {
        next = authStepAfter({ link, signedIn: session !== null, needsCode: session ? await sessionNeedsCode(session) : false })
      } catch {
        next = authStepAfter({ link, signedIn: false, needsCode: false })
      }
      if (!active.current || next === null) return
      // A site with nothing published: home is the holding page, and what she came for is the set-up (docs/decisions.md #532).
      if (next === 'home') void navigate(__SITE_EMPTY__ ? paths.admin.path : paths.home.path, { replace: true })
      else setStep(next)
    },
    [link, navigate],
  )

  const decide = useCallback(
    (session: Session | null): Promise<void> => {
      const token = session?.access_token ?? null
      if (last.current?.token !== token) last.current = { token, done: decideNow(session) }
      return last.current.done
    },
    [decideNow],
  )

  useEffect(() => {
    active.current = true
    void getSession().then(decide, () => decide(null))
    // Deferred: supabase-js runs these listeners inside its lock, and deciding reads the session again.
    const unsubscribe = onSessionChange((session) => setTimeout(() => void decide(session), 0))
    return () => {
      active.current = false
      unsubscribe()
    }
  }, [decide])

  const recheck = useCallback(async () => decide(await getSession()), [decide])
  return { step, setStep, recheck }
}
