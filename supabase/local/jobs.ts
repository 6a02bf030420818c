import type { PGlite } from '@electric-sql/pglite'

/**
 * The scheduled jobs of a hosted project, run by the local backend (docs/local-backend.md §10; docs/decisions.md
 * #204): the SQL functions pg_cron calls there (`send_site_build_request()` every minute, `purge_gallery_bin()` every
 * hour; supabase/migrations/20261127120000_recently_deleted.sql), each in its own transaction as `postgres`, then
 * pg_net's part: the HTTP requests they queued in `net.http_request_queue` are sent and each answer is recorded in
 * `net._http_response` (supabase/local/hosted-extensions.sql).
 */

/** A build request the sender marked sent (a `site_build_requests` row), or null when none was due. */
type SentBuildRequest = {
  id: number
  first_publication_id: number
  last_publication_id: number
  publications: number
  hook_request_id: number | null
  hook_error: string | null
} | null

/** What `purge_gallery_bin()` did: rows dropped, file deletions asked of Storage, rows still past their day. */
type PurgeReport = { removed: number; requested: number; waiting: number; problem: string | null }

/** One queued request as sent: pg_net's request id, method, URL, and the status (null when it failed: `error`). */
type SentRequest = { id: number; method: string; url: string; status: number | null; error: string | null }

/** One run of the jobs. */
export type JobsReport = { build: SentBuildRequest; purge: PurgeReport; requests: SentRequest[] }

/** How often `npm run dev` and `npm run backend` run the jobs (ms): pg_cron's finest schedule is a minute. */
export const DEFAULT_JOBS_INTERVAL_MS = 15_000

async function asPostgres<T>(pg: PGlite, sql: string, now: Date): Promise<T> {
  return pg.transaction(async (tx) => {
    await tx.exec('set local role postgres')
    return (await tx.query<{ value: T }>(sql, [now.toISOString()])).rows[0]!.value
  })
}

type QueuedRow = {
  id: number
  method: string
  url: string
  headers: Record<string, string> | null
  body: Uint8Array | null
  timeout_milliseconds: number
}

/**
 * pg_net's background worker: takes every queued request (deleted from the queue as pg_net does), sends it with
 * fetch (its timeout in ms) and records the answer or the failure in `net._http_response`. Never throws for a
 * failing request.
 */
async function sendQueuedRequests(pg: PGlite): Promise<SentRequest[]> {
  const { rows } = await pg.query<QueuedRow>(
    'delete from net.http_request_queue returning id, method, url, headers, body, timeout_milliseconds',
  )
  const sent: SentRequest[] = []
  for (const request of rows.sort((a, b) => a.id - b.id)) {
    let status: number | null = null
    let error: string | null = null
    let timedOut = false
    let contentType: string | null = null
    let headers: Record<string, string> = {}
    let content: string | null = null
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers ?? {},
        body: request.body && request.body.length ? Buffer.from(request.body) : undefined,
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      })
      status = response.status
      contentType = response.headers.get('content-type')
      headers = Object.fromEntries(response.headers)
      content = await response.text()
    } catch (failure) {
      timedOut = failure instanceof DOMException && failure.name === 'TimeoutError'
      error = failure instanceof Error ? failure.message : String(failure)
    }
    await pg.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [request.id, status, contentType, headers, content, timedOut, error],
    )
    sent.push({ id: request.id, method: request.method, url: request.url, status, error })
  }
  return sent
}

/**
 * Runs the jobs once with `now` as their clock (tests pass a later one: docs/testing.md), then sends what they queued.
 * Resolves with what each did; throws a database error.
 */
export async function runScheduledJobs(pg: PGlite, now: Date = new Date()): Promise<JobsReport> {
  const build = await asPostgres<SentBuildRequest>(pg, 'select public.send_site_build_request($1::timestamptz) as value', now)
  const purge = await asPostgres<PurgeReport>(pg, 'select public.purge_gallery_bin($1::timestamptz) as value', now)
  const requests = await sendQueuedRequests(pg)
  return { build, purge, requests }
}

/** The lines `npm run dev` prints for a run: a build request sent, photos gone for good, a purge that cannot run. */
function jobsLog({ build, purge }: JobsReport): string[] {
  const lines: string[] = []
  if (build) {
    const versions =
      build.first_publication_id === build.last_publication_id
        ? `version ${build.last_publication_id}`
        : `versions ${build.first_publication_id}-${build.last_publication_id}`
    const outcome = build.hook_error
      ? `the build hook failed: ${build.hook_error}`
      : build.hook_request_id === null
        ? 'no build hook configured (npm run dev shows publications by itself)'
        : 'build hook called'
    lines.push(`[jobs] site build request ${build.id} for ${versions} (${build.publications} publication(s)): ${outcome}`)
  }
  if (purge.removed) lines.push(`[jobs] Recently deleted: ${purge.removed} photo(s) gone for good`)
  if (purge.problem) lines.push(`[jobs] Recently deleted cannot be purged: ${purge.problem}`)
  return lines
}

/**
 * Runs the jobs every `intervalMs` on the database `pg()` gives at that moment (a reset may reopen it; one run at a
 * time; a failure is logged and the next run tries again). `log` gets each run's lines. Returns `stop`, which clears the timer and waits for a run in progress.
 */
export function startJobTimer(pg: () => PGlite, intervalMs: number, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = runScheduledJobs(pg())
      .then((report) => jobsLog(report).forEach(log))
      .catch((error: unknown) => console.error('[jobs]', error))
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
