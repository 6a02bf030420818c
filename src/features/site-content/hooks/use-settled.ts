import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '@/lib/after-paint'

/**
 * `snapshot()` as it was once the last change heard through `subscribe` had painted (docs/decisions.md #301): what
 * follows her typing but must not delay a key's paint (whether the section is unsaved, the preview's values, the copy
 * kept on the device) reads this. `initial` until the first change. A burst of changes within a frame settles once, in
 * a task of its own after the frame (`afterNextPaint`), as a transition, so rendering what follows yields to her next
 * key. `snapshot` may read refs and stores; the latest one given is used. Also returns `settleNow`, for a change that
 * is no key (a tap on "Use the saved version"): what follows it renders with it.
 */
export function useSettled<S>(subscribe: (listener: () => void) => () => void, snapshot: () => S, initial: S): [S, () => void] {
  const [settled, setSettled] = useState(initial)
  const read = useRef(snapshot)
  useEffect(() => {
    read.current = snapshot
  })
  useEffect(() => {
    let cancel: (() => void) | null = null
    const settle = () => {
      cancel = null
      const next = read.current()
      startTransition(() => setSettled(next))
    }
    const unsubscribe = subscribe(() => {
      cancel ??= afterNextPaint(settle)
    })
    return () => {
      unsubscribe()
      cancel?.()
    }
  }, [subscribe])
  const settleNow = useCallback(() => setSettled(read.current()), [])
  return [settled, settleNow]
}
