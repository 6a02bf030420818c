import { type ComponentType, type ReactElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { pageModule, paths, type RouteKey } from '@/config/paths'
import { preloadable } from '@/lib/preloadable'
import { HoldingPageFromHost } from '@/app/holding-page-from-host'
import { PreviewPagesContext } from '@/lib/site-content/preview'
import { RootLayout } from '@/app/root-layout'

/**
 * A page module: the page as `default`, and `preloadParts` where parts of it load as chunks of their own
 * (docs/decisions.md #123), for a first render that must not suspend.
 */
type PageModule = { default: ComponentType; preloadParts?: () => Promise<unknown> }

/** Preloaders of the pages, by route element; see `preloadPage`. */
const preloaders = new WeakMap<ReactElement, () => Promise<void>>()

/**
 * The page modules, by file: `src/pages/<route key>.tsx` renders each route of src/config/paths.ts (the page table,
 * docs/architecture.md), `not-found.tsx` unknown paths; the same file names the prerender reads from the build
 * manifest (`pageModule`, src/config/paths.ts). A page's parts (`home.below-hero.tsx`) are not pages.
 */
const pageModules = import.meta.glob<PageModule>(['/src/pages/*.tsx', '!/src/pages/*.*.tsx'])

/** The page of route `key`, loaded lazily as a chunk of its own, that `preloadPage` can load before the first render (src/lib/preloadable.tsx). */
function page(key: RouteKey | 'notFound'): ReactElement {
  const file = pageModule(key)
  const load = pageModules[`/${file}`]
  if (!load) throw new Error(`No page file ${file} for route ${key}`)
  const { element, preload } = preloadable(load)
  preloaders.set(element, async () => {
    await (await preload()).preloadParts?.()
  })
  return element
}

/** Each public page's element by path: the routes render them, and so does /admin's preview (docs/site-content.md "Preview"). */
export const publicPageElements: ReadonlyMap<string, ReactElement> = new Map(
  (Object.keys(paths) as RouteKey[]).filter((key) => paths[key].public).map((key) => [paths[key].path, page(key)]),
)

/** /admin, given the public pages to preview (src/lib/site-content/preview.ts). */
function adminElement(): ReactElement {
  const admin = page('admin')
  const element = <PreviewPagesContext.Provider value={publicPageElements}>{admin}</PreviewPagesContext.Provider>
  const preload = preloaders.get(admin)
  if (preload) preloaders.set(element, preload)
  return element
}

/** What renders route `key`: its page, /admin with the pages to preview, or the host's holding page (`__SITE_EMPTY__`). */
function routeElement(key: RouteKey): ReactElement {
  if (key === 'admin') return adminElement()
  if (__SITE_EMPTY__ && paths[key].public) return <HoldingPageFromHost />
  return publicPageElements.get(paths[key].path) ?? page(key)
}

/**
 * The one route table (docs/product.md §2), built from the page table (src/config/paths.ts), rendered by `<AppRoutes>` (src/app/app-routes.tsx) under a
 * `<BrowserRouter>` in the browser and a `<StaticRouter>` when prerendering. Every page loads lazily;
 * the root layout owns all chrome and renders the matched page in its `<Suspense>` boundary. Unknown
 * paths get the not-found page (docs/decisions.md #11).
 *
 * Declarative routing (not a data router) on purpose: the site has no loaders or actions, and the data
 * router's extra ~16 KB gzipped would break the 100 KB first-load budget (docs/architecture.md, "Budgets").
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...(Object.keys(paths) as RouteKey[]).map((key): RouteObject => {
        const { path } = paths[key]
        const element = routeElement(key)
        return path === paths.home.path ? { index: true, element } : { path, element }
      }),
      { path: '*', element: __SITE_EMPTY__ ? <HoldingPageFromHost /> : page('notFound') },
    ],
  },
]

/**
 * Loads the page chunk of `pathname` (e.g. "/about"), so that the next first render (the prerender in
 * src/entry-server.tsx, a client-only page's first render in src/app/start-app.tsx) shows it without suspending. Call
 * before the app first renders; rejects when the chunk cannot be loaded.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  return Promise.all((matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => preloaders.get(route.element as ReactElement)?.() ?? []))
}
