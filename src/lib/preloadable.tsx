import { lazy, type ComponentType, type ReactElement } from 'react'
import { FullStylesheetOnMount } from '@/lib/full-stylesheet-on-mount'

/**
 * A component loaded lazily, as a chunk of its own (`load` resolves to a module with it as `default`). Its element
 * renders through `React.lazy` (suspending until the chunk arrives, so a `<Suspense>` boundary must be above it)
 * unless `preload` loaded the component before the first render, in which case it renders synchronously: the
 * prerender (src/entry-server.tsx) uses that, as `renderToString` cannot wait for a chunk. The element's type must
 * not change during its life (that would remount it), so only `preload`, called before the app first renders,
 * decides between the two. `preload` resolves to the module and rejects when the chunk cannot be loaded. Used for
 * the pages (src/app/router.tsx), the footer (src/app/deferred-footer.tsx) and page parts (docs/decisions.md #123).
 * Mounted on the client rather than hydrated (a navigation, a page rendered from scratch), it switches the full
 * stylesheet on before it paints (`FullStylesheetOnMount`, src/lib/full-stylesheet-on-mount.tsx, docs/decisions.md #199).
 */
export function preloadable<Module extends { default: ComponentType }>(
  load: () => Promise<Module>,
): {
  element: ReactElement
  preload: () => Promise<Module>
} {
  let preloaded: ComponentType | undefined
  const Lazy = lazy(load)
  function Preloadable() {
    const Component = preloaded ?? Lazy
    return (
      <FullStylesheetOnMount>
        <Component />
      </FullStylesheetOnMount>
    )
  }
  return {
    element: <Preloadable />,
    preload: async () => {
      const module = await load()
      preloaded = module.default
      return module
    },
  }
}
