import { paths, routeKeyFor } from '@/config/paths'
import { whenIdle } from '@/lib/idle'
import { sameOriginLink } from '@/lib/in-app-link'

/**
 * Fast next pages (docs/architecture.md "Fast next pages", docs/decisions.md #115). Once a public page has hydrated,
 * the scripts of the pages a visitor is likely to open next are downloaded ahead, so a tap on a link renders at once:
 * - when the browser is idle: /booking (Book Now, the step most visits lead to), unless the visitor asked to save
 *   data (`Save-Data`) or is on a 2G connection;
 * - on pointer hover, touch start or keyboard focus of any link to a public route.
 * They are added as `<link rel="modulepreload">`, one per task, so the browser downloads and compiles them but runs
 * nothing until the visitor navigates (no main-thread work now). The files of each route come from
 * `/route-chunks.json`, written by the prerender (scripts/prerender.ts); where it is missing (the dev server) nothing
 * is prefetched. Only scripts, never images, once per route; never the current page, /auth or /admin. This module is
 * itself loaded after hydration (src/app/after-hydration.tsx), so it adds nothing to the first load.
 */

/** `/route-chunks.json`: each public route's path and the script files (absolute URL paths) its page needs. */
export type RouteChunks = Record<string, string[]>

/** The file the prerender writes, relative to the site root. */
export const ROUTE_CHUNKS_URL = '/route-chunks.json'

/** Paths fetched ahead when the browser is idle: Book Now's target (the top bar's links are fetched on touch or hover). */
const idlePaths: readonly string[] = [paths.booking.path]

const fetched = new Set<string>()
let routeChunks: Promise<RouteChunks> | undefined
let started = false

/** The route-to-files map, fetched once; an empty map when it cannot be read. */
function loadRouteChunks(): Promise<RouteChunks> {
  routeChunks ??= fetch(ROUTE_CHUNKS_URL)
    .then((response) => (response.ok ? (response.json() as Promise<RouteChunks>) : {}))
    .catch(() => ({}))
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

/** Queues `files` for modulepreload; the first is added at once when nothing else is queued. */
function queuePreloads(files: readonly string[]): void {
  const idle = pending.length === 0
  pending.push(...files)
  if (idle) addNextPreload()
}

/** Downloads the scripts of `pathname`'s page (e.g. "/pricing") unless it is the current page, not public, or done. */
export function prefetchPage(pathname: string): void {
  const key = routeKeyFor(pathname)
  if (!key || !paths[key].public || key === routeKeyFor(window.location.pathname)) return
  const path = paths[key].path
  if (fetched.has(path)) return
  fetched.add(path)
  void loadRouteChunks().then((chunks) => queuePreloads(chunks[path] ?? []))
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** Whether the visitor's connection asks us not to spend data on guesses. */
function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** Starts prefetching (idempotent): listens for hover, touch and focus on links and schedules the idle prefetch. */
export function startPagePrefetch(): void {
  if (started) return
  started = true
  const onIntent = (event: Event) => {
    const link = sameOriginLink(event.target, window.location.origin)
    if (link) prefetchPage(link.pathname)
  }
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true })
  }
  if (!saveData()) whenIdle(() => idlePaths.forEach(prefetchPage))
}
