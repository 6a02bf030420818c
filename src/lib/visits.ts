import { isbot } from 'isbot'
import { isOwnerPath, normalizePath, paths, routeKeyFor } from '@/config/paths'

/**
 * Visits counted without cookies (docs/visits.md; docs/decisions.md #180-#184): the pure rules of what the public
 * pages send to `public.record_visit` (supabase/migrations/20261126130000_visits.sql). Nothing here touches the
 * network; src/features/visits sends.
 */

/** What a visit request counts: a page shown, a Book Now tap, a WhatsApp tap (the RPC's fixed set). */
export type VisitKind = 'pageview' | 'book' | 'whatsapp'

/** The path every unknown URL counts as: the 404 page's (the RPC's list ends with it). */
export const NOT_FOUND_VISIT_PATH = '/404'

/**
 * The path a page of `pathname` counts as: a public route's path ("/pricing/" → "/pricing"), "/404" for any path
 * outside the route table, or null for the owner's screens (/auth, /admin and everything under them, such as the
 * preview), which are never counted.
 */
export function visitPath(pathname: string): string | null {
  if (isOwnerPath(pathname)) return null
  const key = routeKeyFor(pathname)
  return key && paths[key].public ? paths[key].path : NOT_FOUND_VISIT_PATH
}

/** The JSON body of one visit request, e.g. `{"path":"/pricing","kind":"pageview"}` (37 bytes). */
export function visitBody(path: string, kind: VisitKind): string {
  return JSON.stringify({ path, kind })
}

/**
 * The kind of tap a click on a link to `href` is: "book" for the owner's booking page (`bookingUrl`, same origin and
 * path; query and hash ignored), "whatsapp" for a WhatsApp chat link (wa.me, api.whatsapp.com), null for anything else.
 */
export function tapKind(href: string, bookingUrl: string): VisitKind | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') return 'whatsapp'
  try {
    const booking = new URL(bookingUrl)
    const samePath = normalizePath(url.pathname) === normalizePath(booking.pathname)
    return url.origin === booking.origin && samePath ? 'book' : null
  } catch {
    return null
  }
}

/** What the browser says about the visitor, as the counting rules need it. */
export type VisitorSignals = {
  /** `navigator.globalPrivacyControl` (Global Privacy Control). */
  globalPrivacyControl?: boolean
  /** `navigator.doNotTrack` or `window.doNotTrack`: "1" when Do Not Track is on. */
  doNotTrack?: string | null
  userAgent: string
  /** Whether a supabase-js session exists on this device (the owner signed in: her own browsing is not counted). */
  signedIn: boolean
}

/**
 * Whether this browser's visits are counted (docs/visits.md "What is not counted"): not with Global Privacy Control or
 * Do Not Track on, not for a bot's User-Agent (isbot's list), not for the signed-in owner.
 */
export function countingAllowed(signals: VisitorSignals): boolean {
  if (signals.globalPrivacyControl === true) return false
  if (signals.doNotTrack === '1' || signals.doNotTrack === 'yes') return false
  if (signals.signedIn) return false
  return !isbot(signals.userAgent)
}
