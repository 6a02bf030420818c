import { type ComponentType, type ReactElement } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { preloadable } from '@/app/preloadable'
import { RootLayout } from '@/app/root-layout'

type PageModule = { default: ComponentType }

/** Preloaders of the pages, by route element; see `preloadPage`. */
const preloaders = new WeakMap<ReactElement, () => Promise<void>>()

/** A page loaded lazily, as a chunk of its own, that `preloadPage` can load before the first render (src/app/preloadable.tsx). */
function page(load: () => Promise<PageModule>): ReactElement {
  const { element, preload } = preloadable(load)
  preloaders.set(element, preload)
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
