import { useCallback, useEffect, useRef } from 'react'
import type { DraftPart } from '@/lib/site-content/schema'
import { dropTyping, keepTyping, type KeptTyping } from '@/features/site-content/lib/kept-typing'

/** How long after a change her typing is written to the device, at the latest (ms): within 1 s of typing (#283). */
export const KEEP_AFTER_MS = 500

/**
 * Keeps `typing` (the section's unsaved form, or null when there is nothing unsaved) on the device for `userId`, as it
 * is: its `keptAt` is when she typed it, set by the form, so a restore written back keeps the time she typed
 * (src/features/site-content/lib/kept-typing.ts, docs/decisions.md #283): written at most {@link KEEP_AFTER_MS}
 * after a change (one write for a burst of keys, never one per key), at once when the page is hidden (`visibilitychange`,
 * `pagehide`: the last moment before a phone may discard the tab), and dropped when `typing` turns null (saved, undone,
 * discarded). Nothing happens until `enabled` (the section has read what was kept first) or without a user. Writes are
 * IndexedDB's, off the typing path; a refusal is ignored (the device is a safety net). `now`, when given, is read when
 * the page is hidden: her typing at that very moment, where `typing` follows it a frame later (docs/decisions.md #301).
 * Returns `forget`: drops what is kept and writes nothing more until `typing` changes again (she chose to leave it).
 */
export function useKeepOnDevice<F>(
  userId: string | null,
  part: DraftPart,
  typing: KeptTyping<F> | null,
  enabled: boolean,
  now?: () => KeptTyping<F> | null,
): () => void {
  const latest = useRef(typing)
  const readNow = useRef(now)
  useEffect(() => {
    readNow.current = now
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const kept = useRef(false)
  const forgotten = useRef(false)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    const now = latest.current
    if (!enabled || userId === null || forgotten.current) return
    if (now) {
      kept.current = true
      void keepTyping(userId, part, now).catch(() => undefined)
    } else if (kept.current) {
      kept.current = false
      void dropTyping(userId, part).catch(() => undefined)
    }
  }, [enabled, userId, part])

  useEffect(() => {
    latest.current = typing
    if (!enabled || userId === null) return
    if (typing === null) {
      flush()
      return
    }
    forgotten.current = false
    kept.current = true
    timer.current ??= setTimeout(flush, KEEP_AFTER_MS)
  }, [typing, enabled, userId, flush])

  useEffect(() => {
    // The last moment before a phone may discard the tab: her typing as it is now, not as the last frame settled it.
    const hiding = () => {
      if (readNow.current && enabled && userId !== null && !forgotten.current) latest.current = readNow.current()
      flush()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiding()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', hiding)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', hiding)
    }
  }, [flush, enabled, userId])

  // Leaving the section: nothing more to write (what was kept stays for a tab that dies instead).
  useEffect(() => () => clearTimeout(timer.current), [])

  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    forgotten.current = true
    kept.current = false
    if (userId !== null) void dropTyping(userId, part).catch(() => undefined)
  }, [userId, part])
}
