import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False on the server and while React hydrates the prerendered HTML (it reads the server snapshot then), true in every
 * client render (a mount after hydration, a navigation, a page rendered rather than hydrated). Re-renders once after a
 * hydration, with true.
 */
export function useClientRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
