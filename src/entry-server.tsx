import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { paths, publicPaths } from '@/app/paths'
import { routes } from '@/app/router'

/**
 * Server entry for prerendering (Vite's SSR build, read by scripts/prerender.ts; never shipped to the
 * browser). Renders one URL of the route table with react-router's static handler, the same routes
 * the client hydrates in src/main.tsx.
 */

/** The result of rendering one URL: the markup for `<div id="root">` and the `<head>` tags. */
export type RenderedPage = {
  /** HTML of the app, including the router's hydration-data script when `hydrate` is true. */
  appHtml: string
  /** HTML of the managed head tags (title, description, canonical or robots, OG, Twitter, JSON-LD). */
  headHtml: string
  /** HTTP status the route table gives the URL (200, or a redirect/error status). */
  status: number
}

/**
 * Renders `path` (e.g. "/about") as a browser at `origin` would see it. `hydrate: false` leaves out
 * the hydration data (the 404 page and client-only shells are rendered with createRoot instead).
 * Throws when a route redirects: public pages must not.
 */
export async function render(path: string, { hydrate = true, origin = 'http://localhost' } = {}): Promise<RenderedPage> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, origin)))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={hydrate} />
    </StrictMode>,
  )
  const { headHtml, headTags } = await loadSeo()
  return { appHtml, headHtml: headHtml(headTags(path)), status: context.statusCode }
}

/**
 * The SEO module (head tags, sitemap.xml, robots.txt). Imported dynamically here as in `RouteHead`,
 * which keeps it out of the client's first-load chunk.
 */
export const loadSeo = () => import('@/content/seo')

export { paths, publicPaths }
