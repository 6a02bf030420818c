/**
 * Every route of the site (docs/product.md §2), declared once: the one table of pages (docs/architecture.md "The page
 * table"). The router (each route renders `src/pages/<key>.tsx`), the prerender, the sitemap, the per-route <head>
 * tags and /admin's preview all read from here, so adding a page is one entry here and its page file.
 */
export type RouteKey =
  | 'home'
  | 'about'
  | 'services'
  | 'pricing'
  | 'gallery'
  | 'hygiene'
  | 'booking'
  | 'faqs'
  | 'policies'
  | 'contact'
  | 'gifts'
  | 'auth'
  | 'admin'

export type RouteInfo = {
  /** URL path, always starting with `/`. */
  path: string
  /** Public routes are prerendered, listed in the sitemap and previewable; /auth and /admin are not (noindex). */
  public: boolean
  /**
   * The page's name, typed once (docs/decisions.md #198): the header's and footer's links, /admin's preview and the
   * Visits section's pages all call the page by it.
   */
  name: string
}

export const paths = {
  home: { path: '/', public: true, name: 'Home' },
  about: { path: '/about', public: true, name: 'About' },
  services: { path: '/services', public: true, name: 'Services' },
  pricing: { path: '/pricing', public: true, name: 'Pricing' },
  gallery: { path: '/gallery', public: true, name: 'Gallery' },
  hygiene: { path: '/hygiene', public: true, name: 'Hygiene & Safety' },
  booking: { path: '/booking', public: true, name: 'Booking' },
  faqs: { path: '/faqs', public: true, name: 'FAQs' },
  policies: { path: '/policies', public: true, name: 'Policies' },
  contact: { path: '/contact', public: true, name: 'Contact' },
  gifts: { path: '/gifts', public: true, name: 'Gift Cards' },
  auth: { path: '/auth', public: false, name: 'Sign in' },
  admin: { path: '/admin', public: false, name: 'Admin' },
} as const satisfies Record<RouteKey, RouteInfo>

/** The public routes, in route-table order. */
export const publicRoutes: readonly RouteInfo[] = Object.values(paths).filter((r) => r.public)

/** Paths of the public routes, in route-table order. */
export const publicPaths: readonly string[] = publicRoutes.map((r) => r.path)

/** "/about/" and "/about" are the same route; "/" (and "") stay "/". The one path normaliser. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** The route of a URL path (trailing slashes ignored), or undefined for a path outside the table. */
export function routeKeyFor(pathname: string): RouteKey | undefined {
  const path = normalizePath(pathname)
  return (Object.keys(paths) as RouteKey[]).find((key) => paths[key].path === path)
}

/**
 * The page file of a route key (a `RouteKey`, or "notFound" for unknown paths), as the build manifest keys it: "about"
 * -> "src/pages/about.tsx", "notFound" -> "src/pages/not-found.tsx". The router loads these files; the prerender and
 * the budgets read their chunks by this name.
 */
export function pageModule(key: RouteKey | 'notFound'): string {
  return `src/pages/${key === 'notFound' ? 'not-found' : key}.tsx`
}

/** Whether `pathname` is one of the owner's screens (/auth, /admin and everything under them; trailing slashes ignored). */
export function isOwnerPath(pathname: string): boolean {
  const path = normalizePath(pathname)
  return [paths.auth.path, paths.admin.path].some((p) => path === p || path.startsWith(`${p}/`))
}
