/**
 * /admin's live status (docs/site-content.md "Publish, then live"): the version the static site was built from
 * (`/version.json`) against the latest publication. Pure.
 */

/** How long after a publication a build may take before /admin says the changes are not live (ms). */
export const PUBLISHING_GRACE_MS = 10 * 60_000

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
