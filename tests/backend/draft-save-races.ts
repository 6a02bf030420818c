/**
 * Two writes of the draft in flight at once, on real PostgreSQL (PGlite runs one transaction at a time): run by
 * scripts/test-postgres.ts after the RLS matrix (docs/decisions.md #280, #281). Each race has two sessions as the
 * seeded admin, as PostgREST runs a request: the first makes its write and holds its transaction open; the second
 * sends `save_site_draft` from the same revision and is seen waiting for the row's lock; the first commits; the second
 * must then be refused with PT409 and have written nothing, so the first write is what the draft holds.
 *
 * No imports: scripts/test-postgres.ts gives it connections (node-postgres Clients as `postgres`, committed work).
 */

/** What node-postgres' Client offers (a session of its own). */
export type Session = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** One race's outcome, as the RLS matrix reports its cells. */
export type RaceResult = { label: string; failure: string | null }

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
const ADMIN_CLAIMS = JSON.stringify({
  sub: ADMIN_ID,
  role: 'authenticated',
  email: 'admin@example.com',
  aud: 'authenticated',
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1 }],
})

/** Begins a transaction as the admin over PostgREST: role `authenticated` and her claims, transaction-local. */
async function beginAsAdmin(session: Session): Promise<void> {
  await session.query('begin')
  await session.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [ADMIN_CLAIMS])
}

/** The draft as committed: its revision and its deposit (read as postgres). */
async function draftNow(watcher: Session): Promise<{ revision: number; deposit: unknown }> {
  const { rows } = await watcher.query(
    `select revision, content -> 'bookingTerms' -> 'depositPounds' as deposit from public.site_content_draft where id = 1`,
  )
  return { revision: Number(rows[0]?.revision), deposit: rows[0]?.deposit }
}

/** Waits (≤ 10 s) until the backend process `pid` waits for a lock: the second session is queued behind the first. */
async function waitUntilBlocked(watcher: Session, pid: number): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const { rows } = await watcher.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid])
    if (rows[0]?.wait_event_type === 'Lock') return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`session ${pid} never waited for the draft's lock`)
}

/** The draft's content with `deposit` as the deposit (schema 2 parts merged over what is stored). */
const withDeposit = (deposit: number) =>
  `(select content || jsonb_build_object('schemaVersion', 2, 'bookingTerms', coalesce(content -> 'bookingTerms', '{}'::jsonb) || jsonb_build_object('depositPounds', ${deposit})) from public.site_content_draft where id = 1)`

/**
 * Runs one race: `first` writes inside an open transaction, then a save of deposit 77 from the revision both started
 * at is sent by the second session; once it waits, the first commits. Returns a failure, or null.
 */
async function race(
  sessions: { first: Session; second: Session; watcher: Session },
  first: (revision: number) => string,
  expectedDeposit: (before: unknown) => unknown,
): Promise<string | null> {
  const { first: a, second: b, watcher } = sessions
  const before = await draftNow(watcher)
  await beginAsAdmin(a)
  await a.query(first(before.revision))
  const [{ pid }] = (await b.query('select pg_backend_pid() as pid')).rows as [{ pid: number }]
  await beginAsAdmin(b)
  const second = b.query(`select public.save_site_draft(${withDeposit(77)}, $1)`, [before.revision]).then(
    () => null,
    (error: { code?: string; message?: string }) => error,
  )
  try {
    await waitUntilBlocked(watcher, pid)
  } finally {
    await a.query('commit')
  }
  const refused = await second
  await b.query('rollback')
  if (refused?.code !== 'PT409')
    return `the second save was not refused with PT409: ${refused ? `${refused.code} ${refused.message}` : 'it saved'}`
  const after = await draftNow(watcher)
  if (after.revision !== before.revision + 1)
    return `revision ${before.revision} → ${after.revision}, expected one step (the first write only)`
  const deposit = expectedDeposit(before.deposit)
  if (JSON.stringify(after.deposit) !== JSON.stringify(deposit)) return `the draft's deposit is ${after.deposit}, expected ${deposit}`
  return null
}

/** Two saves from one revision; a restore beside a save. Each refuses the later save and keeps the first write. */
export async function runDraftSaveRaces(sessions: { first: Session; second: Session; watcher: Session }): Promise<RaceResult[]> {
  const races: [string, (revision: number) => string, (before: unknown) => unknown][] = [
    [
      'draft: two saves from the same revision, the second waits and is refused (PT409)',
      (revision) => `select public.save_site_draft(${withDeposit(55)}, ${revision})`,
      () => 55,
    ],
    [
      'draft: a save beside a restore of version 1 waits and is refused (PT409)',
      () => `select public.restore_site_publication(1)`,
      // Version 1 is schema 1: no booking terms, so no deposit in the restored draft.
      () => null,
    ],
  ]
  const results: RaceResult[] = []
  for (const [label, first, expected] of races) {
    const failure = await race(sessions, first, expected).catch(async (error: unknown) => {
      // Leave no session inside a transaction for the next race.
      for (const session of [sessions.first, sessions.second]) await session.query('rollback').catch(() => undefined)
      return (error as Error).message
    })
    results.push({ label, failure })
  }
  return results
}
