import { useEffect, type RefObject } from 'react'
import { EARLY_TAP_ATTRIBUTE, type EarlyTaps } from '@/lib/early-taps-script'

/**
 * Early taps (docs/decisions.md #130, docs/architecture.md "Early taps"): a control that only React can answer (the
 * slideshow's pause, "Show more photos") carries `data-early-tap="<key>"`. The inline script EARLY_TAPS_SCRIPT, which
 * every prerendered page runs before anything is painted (scripts/prerender.ts), catches a click on such a control
 * until the control is live (hydrated and listening), keeps it from React (which could otherwise apply it as well, or
 * drop it) and queues its key. A tap or Enter/Space on a focused button is a click, so the keyboard is covered. Once
 * the control has hydrated, `useEarlyTaps` marks the key live and clicks the control once for each queued tap, in order.
 */

/** Marks `key` live and takes its queued taps out of the queue: how many there were (0 without the script). */
export function takeEarlyTaps(key: string, taps: EarlyTaps | undefined = window.__earlyTaps): number {
  if (!taps) return 0
  taps.live.add(key)
  let count = 0
  for (let i = taps.queue.length - 1; i >= 0; i--) {
    if (taps.queue[i] === key) {
      taps.queue.splice(i, 1)
      count++
    }
  }
  return count
}

/** Marks `key` not live again (its control unmounted): a click on a new control with that key is queued until it is live. */
function releaseEarlyTaps(key: string, taps: EarlyTaps | undefined = window.__earlyTaps): void {
  taps?.live.delete(key)
}

/**
 * Replays the early taps of the control `ref` (rendered with `{...earlyTap(key)}`) once it has hydrated: one click per
 * queued tap, so each acts exactly once. From then on its clicks reach React directly.
 */
export function useEarlyTaps(key: string, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const count = takeEarlyTaps(key)
    for (let i = 0; i < count; i++) ref.current?.click()
    return () => releaseEarlyTaps(key)
  }, [key, ref])
}

/** The props that mark a control for early-tap capture (spread onto the element). */
export function earlyTap(key: string): Record<typeof EARLY_TAP_ATTRIBUTE, string> {
  return { [EARLY_TAP_ATTRIBUTE]: key }
}
