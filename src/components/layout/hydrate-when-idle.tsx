import { Suspense, use, useId, useLayoutEffect, useState, type ReactNode } from 'react'
import { idleTurn, REGION_ATTRIBUTE, sliceCommitted, slicedHydration } from '@/lib/hydration-slices'
import { useClientRender } from '@/lib/use-client-render'

/** While hydrating, waits for the region's turn (src/lib/hydration-slices.ts); renders `children` in every other render. */
function IdleGate({ id, children }: { id: string; children: ReactNode }) {
  // Hydrating the prerendered HTML: the app started a hydration and React reads the server snapshot (the prerender, where
  // it does too, starts none). Kept for the region's life.
  const clientRender = useClientRender()
  const [hydrating] = useState(() => slicedHydration() && !clientRender)
  if (hydrating) use(idleTurn(id))
  useLayoutEffect(() => {
    if (hydrating) sliceCommitted(id)
  }, [hydrating, id])
  return children
}

/**
 * A region of a prerendered page that hydrates in a task of its own (docs/decisions.md #252, #380): while the page
 * hydrates, React keeps its prerendered HTML in a `<Suspense>` boundary of its own until its turn comes, a task after the
 * regions before it have committed, or at once when a tap or key lands in it (after the frame that answers it) or at a
 * history navigation (src/lib/hydration-slices.ts). Every other render (the prerender, a link navigation, /admin's
 * preview, tests) shows `children` at once. Its wrapper is a `display: contents` div, so layout is unchanged; it tells
 * which region a tap landed in. A native control inside works before it hydrates (a link, a popover, `<details>`); a
 * control only React can answer must use the early-tap capture (src/lib/early-taps.ts), whose queued tap releases the
 * region first. Its children may suspend (a lazy page): the region then counts as hydrated once they are in.
 */
export function HydrateWhenIdle({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <div {...{ [REGION_ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={null}>
        <IdleGate id={id}>{children}</IdleGate>
      </Suspense>
    </div>
  )
}
