import { useLayoutEffect, useState, type ReactNode } from 'react'
import { showFullStylesheet } from '@/lib/full-stylesheet'
import { useClientRender } from '@/lib/use-client-render'

/**
 * The one place the app switches the full stylesheet on (docs/decisions.md #193, #199): UI that mounts on the client
 * rather than being hydrated from the prerendered HTML may need rules the page's inline CSS lacks, so when `children`
 * mount in a client render (a page after a navigation or on a page rendered rather than hydrated, a page part, the
 * footer, the welcome offer's modal, the photo viewer, the error screen; not the toast layer, which only /auth and /admin use) it calls
 * `showFullStylesheet` in a layout effect, before they paint. When hydrated it does nothing: the inline CSS was made
 * for that markup. Every lazily loaded component mounts through it (src/lib/lazy-ui.tsx, src/lib/preloadable.tsx), so
 * callers never list it. It adds no element and no tree fork, so `useId` and hydration are unchanged; after a
 * hydration it renders once more (React's server snapshot differs), without rendering `children` again.
 */
export function FullStylesheetOnMount({ children }: { children: ReactNode }): ReactNode {
  // What the first render was (a hydration or a client render), kept: after a hydration it renders once more.
  const clientRender = useClientRender()
  const [hydrated] = useState(!clientRender)
  useLayoutEffect(() => {
    if (!hydrated) showFullStylesheet()
  }, [hydrated])
  return children
}
