import { type ComponentType, type ReactElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { preloadable } from '@/lib/preloadable'
import { RootLayout } from '@/app/root-layout'

/**
 * A page module: the page as `default`, and `preloadParts` where parts of it load as chunks of their own
 * (docs/decisions.md #123), for a first render that must not suspend.
 */
type PageModule = { default: ComponentType; preloadParts?: () => Promise<unknown> }

/** Preloaders of the pages, by route element; see `preloadPage`. */
const preloaders = new WeakMap<ReactElement, () => Promise<void>>()

/** A page loaded lazily, as a chunk of its own, that `preloadPage` can load before the first render (src/lib/preloadable.tsx). */
function page(load: () => Promise<PageModule>): ReactElement {
  const { element, preload } = preloadable(load)
  preloaders.set(element, async () => {
    await (await preload()).preloadParts?.()
  })
  return element
}

/**
 * The one route table (docs/product.md §2), rendered by `<AppRoutes>` (src/app/app-routes.tsx) under a
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
      { index: true, element: page(() => import('@/pages/home')) },
      { path: paths.about.path, element: page(() => import('@/pages/about')) },
      { path: paths.services.path, element: page(() => import('@/pages/services')) },
      { path: paths.pricing.path, element: page(() => import('@/pages/pricing')) },
      { path: paths.gallery.path, element: page(() => import('@/pages/gallery')) },
      { path: paths.hygiene.path, element: page(() => import('@/pages/hygiene')) },
      { path: paths.booking.path, element: page(() => import('@/pages/booking')) },
      { path: paths.faqs.path, element: page(() => import('@/pages/faqs')) },
      { path: paths.policies.path, element: page(() => import('@/pages/policies')) },
      { path: paths.contact.path, element: page(() => import('@/pages/contact')) },
      { path: paths.gifts.path, element: page(() => import('@/pages/gifts')) },
      { path: paths.auth.path, element: page(() => import('@/pages/auth')) },
      { path: paths.admin.path, element: page(() => import('@/pages/admin')) },
      { path: `${paths.admin.path}/preview`, element: page(() => import('@/app/admin-preview')) },
      { path: '*', element: page(() => import('@/pages/not-found')) },
    ],
  },
]

/**
 * Loads the page chunk of `pathname` (e.g. "/about"), so that the next first render (the prerender in
 * src/entry-server.tsx) shows it without suspending. Call before the app first renders; rejects when the
 * chunk cannot be loaded.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  const loads = matches.flatMap(({ route }) => {
    const preload = route.element ? preloaders.get(route.element as ReactElement) : undefined
    return preload ? [preload()] : []
  })
  await Promise.all(loads)
}
