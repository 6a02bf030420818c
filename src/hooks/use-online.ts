import { useSyncExternalStore } from 'react'

/**
 * Whether the browser says it is online (`navigator.onLine`, updated by its `online` and `offline` events); true where
 * there is no window. False is certain (no network at all); true is a hope: a request can still fail, which
 * isConnectionError (src/lib/error-message.ts) recognises.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange)
      window.addEventListener('offline', onChange)
      return () => {
        window.removeEventListener('online', onChange)
        window.removeEventListener('offline', onChange)
      }
    },
    () => navigator.onLine,
    () => true,
  )
}
