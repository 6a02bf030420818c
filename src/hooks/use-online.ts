import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/**
 * Whether TanStack Query's onlineManager says the browser is online (docs/decisions.md #420): the one online state of
 * /admin, the same that pauses a save while offline and resumes it when back (useSaveDraft,
 * src/features/site-content/api/draft.ts). It follows the window's `online` and `offline` events and starts online.
 * False is certain (no network at all); true is a hope: a request can still fail, which isConnectionError
 * (src/lib/error-message.ts) recognises. A thin reader, for what shows the state (the preview's offline note).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  )
}
