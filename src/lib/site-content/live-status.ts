/**
 * /admin's live status (docs/site-content.md "Publish, then live"): the version the static site was built from
 * (`/version.json`) against the latest publication. Pure.
 */

/**
 * The build's debounce interval (ms): the host is asked to build once no publication has come for this long
 * (`send_site_build_request()`, supabase/migrations/20261127120000_recently_deleted.sql; docs/decisions.md #203).
 * tests/backend/recently-deleted.test.ts keeps the two equal.
 */
export const BUILD_DEBOUNCE_MS = 60_000

/** How often the scheduled sender runs (ms): pg_cron's every minute on hosted (docs/decisions.md #204). */
const BUILD_SENDER_PERIOD_MS = 60_000

/** How long a build itself may take (ms). */
const BUILD_TIME_MS = 10 * 60_000

/**
 * How long after a publication /admin keeps saying "Publishing…" before it says the changes are not live (ms): the
 * quiet minute, the sender's next run, then the build (docs/site-content.md "Publish, then live").
 */
export const PUBLISHING_GRACE_MS = BUILD_DEBOUNCE_MS + BUILD_SENDER_PERIOD_MS + BUILD_TIME_MS

export type LiveStatus = 'live' | 'publishing' | 'not-live'

/** The label of each status, as /admin shows it. */
export const liveStatusLabels: Record<LiveStatus, string> = {
  live: 'Live',
  publishing: 'Publishing…',
  'not-live': 'Changes not yet live',
}

/**
 * `live` when the site shows the latest publication (or a newer one), `publishing` while the latest is younger
 * than PUBLISHING_GRACE_MS, else `not-live` (no build hook, or the build failed). `liveVersion` null: the site's
 * version is unknown (no /version.json), treated as older.
 */
export function liveStatus(liveVersion: number | null, latest: { id: number; publishedAt: string }, now: number = Date.now()): LiveStatus {
  if (liveVersion !== null && liveVersion >= latest.id) return 'live'
  return now - Date.parse(latest.publishedAt) < PUBLISHING_GRACE_MS ? 'publishing' : 'not-live'
}
