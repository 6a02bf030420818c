import { useCallback, useEffect, useRef, useState } from 'react'
import { timings } from '@/content/timings'
import {
  initialWelcomeOfferState,
  isScrolledPast,
  isTopExit,
  transition,
  type WelcomeOfferEvent,
  type WelcomeOfferState,
} from '@/features/welcome-offer/machine'
import { readSeenFlag, writeSeenFlag } from '@/features/welcome-offer/storage'

/**
 * Runs the welcome-offer machine (./machine.ts) in React and wires its browser inputs (docs/product.md §4):
 * - after mount, reads the seen flag from local storage (never during render: the server and the first
 *   client render stay in `unknown` and output nothing);
 * - while the pill shows and no automatic open has happened yet, arms the three automatic triggers: a
 *   `timings.welcomeOfferDelayMs` (15 000 ms) timeout, `mouseout` through the top of the window (only
 *   when `(pointer: fine)` matches), and a passive scroll listener for `timings.welcomeOfferScrollFraction`
 *   (50%) of the scrollable height. All are removed as soon as the modal opens.
 * Returns the current state and `send`, which applies an event and writes the flag when the machine says so.
 */
export function useWelcomeOffer(): { state: WelcomeOfferState; send: (event: WelcomeOfferEvent) => void } {
  const [state, setState] = useState(initialWelcomeOfferState)
  // The latest state, so that two events in one tick (Escape, then Radix's own close) see each other.
  const stateRef = useRef(state)

  const send = useCallback((event: WelcomeOfferEvent) => {
    const result = transition(stateRef.current, event)
    if (result.state === stateRef.current) return
    stateRef.current = result.state
    setState(result.state)
    if (result.writeSeenFlag) writeSeenFlag()
  }, [])

  useEffect(() => {
    send({ type: 'storageRead', seen: readSeenFlag() })
  }, [send])

  const armed = state.phase === 'pill' && !state.hasOpened
  useEffect(() => {
    if (!armed) return
    const timer = window.setTimeout(() => send({ type: 'autoOpen', trigger: 'timer' }), timings.welcomeOfferDelayMs)

    const onScroll = () => {
      const { scrollY, innerHeight } = window
      if (isScrolledPast(scrollY, innerHeight, document.documentElement.scrollHeight, timings.welcomeOfferScrollFraction)) {
        send({ type: 'autoOpen', trigger: 'scroll' })
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })

    const finePointer = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches
    const onMouseOut = (event: MouseEvent) => {
      if (isTopExit(event)) send({ type: 'autoOpen', trigger: 'exitIntent' })
    }
    if (finePointer) document.addEventListener('mouseout', onMouseOut)

    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('mouseout', onMouseOut)
    }
  }, [armed, send])

  return { state, send }
}
