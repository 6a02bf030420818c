import { lazy, Suspense, type ComponentType, type ReactElement } from 'react'

/**
 * A component whose module loads after the first screen: rendered through `React.lazy` in a `<Suspense>` boundary
 * (nothing shown until it is in) unless `preload` loaded it before the first render, as the prerender does because
 * `renderToString` cannot wait (the same scheme as the pages' in src/app/router.tsx). The element's type never changes
 * during its life: only `preload`, before the first render, decides.
 */
function deferred(load: () => Promise<ComponentType>): { element: ReactElement; preload: () => Promise<void> } {
  let preloaded: ComponentType | undefined
  const Lazy = lazy(async () => ({ default: await load() }))
  function Deferred() {
    const Component = preloaded ?? Lazy
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    )
  }
  return {
    element: <Deferred />,
    preload: async () => {
      preloaded = await load()
    },
  }
}

/**
 * The site footer is below the fold on every page, so its code is a chunk of its own outside the first load (the
 * 100 KB budget, docs/architecture.md "Budgets", docs/decisions.md #121). On a prerendered page React keeps the
 * footer's HTML until that chunk is in and then hydrates it (only the year: the rest is `Prerendered`); elsewhere it
 * appears when the chunk is in.
 */
const footer = deferred(async () => (await import('@/components/layout/site-footer')).SiteFooter)

/** The footer element the root layout renders (src/app/root-layout.tsx). */
export const deferredFooter = footer.element

/** Loads the footer's module so that the next first render (the prerender, src/entry-server.tsx) shows it at once. */
export const preloadFooter = footer.preload
