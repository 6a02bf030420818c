import { studio } from '@/content/studio'
import { backendFromEnv, type BackendAddress } from '@/lib/backend-defaults'
import { sessionKeyFor } from '@/lib/supabase/session-key'
import { countingAllowed, tapKind, visitBody, visitPath, type VisitKind } from '@/lib/visits'

/**
 * Counting on the public pages (docs/visits.md; docs/decisions.md #180-#184). Loaded after hydration with the welcome
 * offer (src/app/after-hydration.tsx), so none of it is in the first load. One plain POST per page view or tap to
 * `/rest/v1/rpc/record_visit` with the anon key: no supabase-js, no cookie (`credentials: 'omit'`), nothing written
 * on the device; `keepalive` so a tap that leaves the page is still sent. Never throws and never waits: a tap goes on
 * at once whatever happens to its request.
 */

/** True when supabase-js keeps a session on this device (the owner signed in). Only reads; false when storage throws. */
function signedIn(supabaseUrl: string): boolean {
  try {
    return window.localStorage.getItem(sessionKeyFor(supabaseUrl)) !== null
  } catch {
    return false
  }
}

/** Whether this browser's visits are counted now (GPC, Do Not Track, bots and the signed-in owner are not). */
function allowed(target: BackendAddress): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return countingAllowed({
    globalPrivacyControl: nav.globalPrivacyControl,
    doNotTrack: nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? null,
    userAgent: nav.userAgent,
    signedIn: signedIn(target.url),
  })
}

/**
 * Sends one visit (`path` as {@link visitPath} gives it) unless this browser is not counted. Fire and forget: a
 * browser that refuses `keepalive` with a CORS preflight (some older Chromium) is retried once without it.
 */
export function sendVisit(path: string, kind: VisitKind): void {
  const target = backendFromEnv(import.meta.env)
  if (!allowed(target)) return
  const url = `${target.url}/rest/v1/rpc/record_visit`
  const init: RequestInit = {
    method: 'POST',
    headers: { apikey: target.key, 'content-type': 'application/json' },
    body: visitBody(path, kind),
    credentials: 'omit',
    keepalive: true,
  }
  try {
    fetch(url, init).catch(() => fetch(url, { ...init, keepalive: false }).catch(() => undefined))
  } catch {
    // No fetch, or it threw synchronously: nothing is counted, nothing breaks.
  }
}

/** The history entry counted last: React's StrictMode runs an effect twice in development, a visit counts once. */
let lastCounted: string | undefined

/** Counts a page view of `pathname` for the history entry `key`, once per entry (owner screens never). */
export function countPageView(key: string, pathname: string): void {
  if (key === lastCounted) return
  lastCounted = key
  const path = visitPath(pathname)
  if (path) sendVisit(path, 'pageview')
}

let tapsStarted = false

/**
 * Counts each Book Now and WhatsApp tap, wherever the link is (header, bottom bar, price sheets, pages, the welcome
 * offer): one passive click listener on the document, which never delays or cancels the tap (idempotent).
 */
export function startTapCounting(): void {
  if (tapsStarted) return
  tapsStarted = true
  const onClick = (event: MouseEvent) => {
    if (event.button > 1) return
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(anchor instanceof HTMLAnchorElement)) return
    const kind = tapKind(anchor.href, studio.bookingUrl)
    const path = kind ? visitPath(window.location.pathname) : null
    if (kind && path) sendVisit(path, kind)
  }
  document.addEventListener('click', onClick, { capture: true, passive: true })
  document.addEventListener('auxclick', onClick, { capture: true, passive: true })
}
