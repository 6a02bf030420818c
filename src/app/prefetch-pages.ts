import { paths, routeKeyFor } from '@/config/paths'
import { whenIdle } from '@/lib/idle'
import { sameOriginLink } from '@/lib/in-app-link'
import { preloadPageScripts } from '@/lib/page-scripts'

/**
 * Fast next pages (docs/architecture.md "Fast next pages", docs/decisions.md #115). Once a public page has hydrated,
 * the scripts of the pages a visitor is likely to open next are downloaded ahead, so a tap on a link renders at once:
 * - when the browser is idle: /booking (Book Now, the step most visits lead to), unless the visitor asked to save
 *   data (`Save-Data`) or is on a 2G connection;
 * - on pointer hover, touch start or keyboard focus of any link to a public route.
 * They are added as `<link rel="modulepreload">`, one per task (src/lib/page-scripts.ts), so the browser downloads and
 * compiles them but runs nothing until the visitor navigates (no main-thread work now). Only scripts, never images,
 * once per route; never the current page, /auth or /admin. This module is
 * itself loaded after hydration (src/app/after-hydration.tsx), so it adds nothing to the first load.
 */

/** Paths fetched ahead when the browser is idle: Book Now's target (the top bar's links are fetched on touch or hover). */
const idlePaths: readonly string[] = [paths.booking.path]

let started = false

/** Downloads the scripts of `pathname`'s page (e.g. "/pricing") unless it is the current page, not public, or done. */
export function prefetchPage(pathname: string): void {
  const key = routeKeyFor(pathname)
  if (!key || !paths[key].public || key === routeKeyFor(window.location.pathname)) return
  preloadPageScripts(paths[key].path)
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
