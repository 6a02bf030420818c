import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const getSnapshot = () => new Date().getFullYear()
const getServerSnapshot = () => null

/**
 * The visitor's current calendar year, hydration-safe: prerendered HTML and the hydration pass get
 * `null` (so server and client markup always agree), then React re-renders with the real year.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
