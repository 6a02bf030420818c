/**
 * Every route of the site (docs/product.md §2), declared once. The router, the navigation, the sitemap and the
 * per-route <head> tags all read from here.
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
  /** Public routes are prerendered and listed in the sitemap; /auth and /admin are not (noindex). */
  public: boolean
}

export const paths = {
  home: { path: '/', public: true },
  about: { path: '/about', public: true },
  services: { path: '/services', public: true },
  pricing: { path: '/pricing', public: true },
  gallery: { path: '/gallery', public: true },
  hygiene: { path: '/hygiene', public: true },
  booking: { path: '/booking', public: true },
  faqs: { path: '/faqs', public: true },
  policies: { path: '/policies', public: true },
  contact: { path: '/contact', public: true },
  gifts: { path: '/gifts', public: true },
  auth: { path: '/auth', public: false },
  admin: { path: '/admin', public: false },
} as const satisfies Record<RouteKey, RouteInfo>

/** Paths of the public routes, in route-table order. */
export const publicPaths: readonly string[] = Object.values(paths)
  .filter((r) => r.public)
  .map((r) => r.path)

/** "/about/" and "/about" are the same route; "/" (and "") stay "/". The one path normaliser. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/** The route of a URL path (trailing slashes ignored), or undefined for a path outside the table. */
export function routeKeyFor(pathname: string): RouteKey | undefined {
  const path = normalizePath(pathname)
  return (Object.keys(paths) as RouteKey[]).find((key) => paths[key].path === path)
}
