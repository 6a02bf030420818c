/**
 * The public pages' scripts, downloaded ahead as `<link rel="modulepreload">` (docs/architecture.md "Fast next pages"):
 * the browser downloads and compiles them and puts them in its module map, but runs nothing until a page is rendered,
 * so a later `import()` of the page needs no network. Used by the public pages' prefetcher of likely next pages
 * (src/app/prefetch-pages.ts, docs/decisions.md #115) and by /admin's preview, which fetches every page ahead so that it
 * still shows any page after the connection drops (docs/decisions.md #244).
 *
 * The files of each route come from `/route-chunks.json`, written by the prerender (scripts/prerender.ts); where it is
 * missing (the dev server) nothing is preloaded.
 */

/** `/route-chunks.json`: each public route's path and the script files (absolute URL paths) its page needs. */
export type RouteChunks = Record<string, string[]>

/** The file the prerender writes, relative to the site root. */
export const ROUTE_CHUNKS_URL = '/route-chunks.json'

let routeChunks: Promise<RouteChunks> | undefined

/** The route-to-files map, fetched once; an empty map when it cannot be read (asked again after a network error). */
function loadRouteChunks(): Promise<RouteChunks> {
  routeChunks ??= fetch(ROUTE_CHUNKS_URL)
    .then((response) => (response.ok ? (response.json() as Promise<RouteChunks>) : {}))
    .catch(() => {
      routeChunks = undefined
      return {}
    })
  return routeChunks
}

/** Adds a modulepreload for `file` unless the document already links it. */
function modulePreload(file: string): void {
  if (document.head.querySelector(`link[href="${CSS.escape(file)}"]`)) return
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = file
  document.head.append(link)
}

const pending: string[] = []

/**
 * Adds the queued modulepreloads one per task: each insertion is a few ms of main-thread work on a phone, and a page's
 * dozen files added in one task made a long task of their own (docs/decisions.md #120).
 */
function addNextPreload(): void {
  const file = pending.shift()
  if (file === undefined) return
  modulePreload(file)
  if (pending.length > 0) setTimeout(addNextPreload, 0)
}

const preloaded = new Set<string>()

/**
 * Downloads the scripts of the public page at `path` (a route's path, e.g. "/pricing"), once per path and page load.
 * A path the map does not name (the dev server, the map not fetched for want of a connection) is tried again on the
 * next call.
 */
export function preloadPageScripts(path: string): void {
  if (preloaded.has(path)) return
  preloaded.add(path)
  void loadRouteChunks().then((chunks) => {
    const files = chunks[path]
    if (!files) {
      preloaded.delete(path)
      return
    }
    const idle = pending.length === 0
    pending.push(...files)
    if (idle) addNextPreload()
  })
}
