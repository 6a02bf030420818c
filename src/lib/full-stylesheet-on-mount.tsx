import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { showFullStylesheet } from '@/lib/full-stylesheet'

const noSubscription = () => () => {}

/**
 * The one place the app switches the full stylesheet on (docs/decisions.md #193, #199): UI that mounts on the client
 * rather than being hydrated from the prerendered HTML may need rules the page's inline CSS lacks, so when `children`
 * mount in a client render (a page after a navigation or on a page rendered rather than hydrated, a page part, the
 * footer, the welcome offer's modal, the photo viewer, the toast layer, the error screen) it calls
 * `showFullStylesheet` in a layout effect, before they paint. When hydrated it does nothing: the inline CSS was made
 * for that markup. Every lazily loaded component mounts through it (src/lib/lazy-ui.tsx, src/lib/preloadable.tsx), so
 * callers never list it. It adds no element and no tree fork, so `useId` and hydration are unchanged; after a
 * hydration it renders once more (React's server snapshot differs), without rendering `children` again.
 */
export function FullStylesheetOnMount({ children }: { children: ReactNode }): ReactNode {
  // The server snapshot (true) is what a hydration reads; a client render reads false. Kept from the first render.
  const [hydrated] = useState(
    useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    ),
  )
  useLayoutEffect(() => {
    if (!hydrated) showFullStylesheet()
  }, [hydrated])
  return children
}
