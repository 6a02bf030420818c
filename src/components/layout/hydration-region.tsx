import { Suspense, useId, type ComponentType, type ReactNode } from 'react'
import { REGION_ATTRIBUTE } from '@/lib/hydration-slices'

/** What holds a region back while the page hydrates: given the region's id, it suspends until the region may hydrate. */
type HydrationGate = ComponentType<{ id: string; children: ReactNode }>

/**
 * A region of a prerendered page that hydrates in a `<Suspense>` boundary of its own once `gate` lets it (HydrateOnView,
 * HydrateWhenIdle; src/lib/hydration-slices.ts). Its wrapper is a `display: contents` div, so layout is unchanged,
 * marked with the region's id, so a tap can be told to land in it.
 */
export function HydrationRegion({ gate: Gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const id = useId()
  return (
    <div {...{ [REGION_ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  )
}
