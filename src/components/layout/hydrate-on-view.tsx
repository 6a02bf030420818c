import { Suspense, use, useId, useState, type ReactNode } from 'react'
import { elementWithAttribute } from '@/lib/dom-region'
import { REGION_ATTRIBUTE, releaseOnTap } from '@/lib/hydration-slices'

/** How far beyond the screen a region counts as in view: one screen height above and below. */
const VIEW_MARGIN = '100% 0px'

const waits = new Map<string, Promise<void>>()

/**
 * Resolves once the region `id` is within a screen of the viewport, or when a tap or key lands in it, in a turn after
 * the tapped region when one lands elsewhere, or at a history navigation (src/lib/hydration-slices.ts `releaseOnTap`);
 * at once where IntersectionObserver is missing.
 * One promise per region, so React sees the same one on every retry.
 */
function whenNeeded(id: string, region: Element): Promise<void> {
  let wait = waits.get(id)
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const box = region.firstElementChild
      if (!box || typeof IntersectionObserver === 'undefined') return resolve()
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release()
        },
        { rootMargin: VIEW_MARGIN },
      )
      observer.observe(box)
      const release = releaseOnTap(id, () => {
        observer.disconnect()
        resolve()
      })
    })
    waits.set(id, wait)
  }
  return wait
}

/** Suspends while hydrating until the region is needed; renders `children` in every other render. */
function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  const [region] = useState(() => elementWithAttribute(REGION_ATTRIBUTE, id))
  if (region) use(whenNeeded(id, region))
  return children
}

/**
 * A part of a prerendered page that is below the first screen and has nothing to answer until it is reached
 * (docs/decisions.md #215, #380): while the page hydrates, React keeps its prerendered HTML as it is, without rendering
 * it or loading its code, until it comes within a screen of the viewport or the visitor taps or types (in it: at once;
 * elsewhere: in a turn after the region tapped); then it hydrates in a `<Suspense>` boundary of its own, as a separate
 * task. Every other render (the prerender, a link navigation, /admin's preview, tests) shows `children` at once. Its
 * wrapper is a `display: contents` div, so layout is unchanged; its first element child is what is watched, so
 * `children` must render an element. A native control inside works before it hydrates (a link, a popover,
 * `<details>`); a control only React can answer must use the early-tap capture (src/lib/early-taps.ts), whose tap also
 * starts the hydration.
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  const id = useId()
  return (
    <div {...{ [REGION_ATTRIBUTE]: id }} className="contents">
      <Suspense fallback={null}>
        <HydrationGate id={id}>{children}</HydrationGate>
      </Suspense>
    </div>
  )
}
