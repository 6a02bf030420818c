/**
 * Two writers at once, proven on real PostgreSQL by `npm run test:postgres` (PGlite runs one transaction at a time, so
 * it cannot show a race): one writer at a time for the live site (docs/decisions.md #270), the draft's revision (#280:
 * of two saves from one revision, or a save beside a restore, the later one is refused), the role checked before the
 * lock (#322: a signed-up stranger's call is refused at once while her publish holds the lock, so it never holds hers
 * up) and no restore past the purge (#324). Each case runs two sessions, as PostgREST would (role `authenticated`, the
 * caller's JWT claims, READ COMMITTED), or as pg_cron runs the purge (`postgres`, no claims): the first runs its call
 * and keeps its transaction open; the second starts its call, and only once PostgreSQL reports it waiting
 * (`pg_blocking_pids`) does the first commit (a stranger's call must instead end without waiting). Then the latest
 * publication (or the draft, or the bin) must be what both asked for.
 *
 * Without the lock every live-site case but the reorder's fails by building from a stale "latest" (the second
 * session's insert of the build request waits on the first, but only after it has read the old version); the reorder,
 * by refusing a list it cannot know is stale with "permission denied". Without the draft's revision check the second
 * save is not refused and overwrites the first write. With the lock taken before the role is checked, the stranger's
 * calls wait for hers. Without the purge check the restore brings back a photo whose files the purge has asked Storage
 * to delete.
 */
import { ADMIN_ID, ADMIN_PASSWORD_CLAIMS, INSERT_USER, USER_CLAIMS, type Result } from './roles.ts'

/** One database connection as the session user `postgres` (node-postgres' Client offers this). */
export type Session = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  /** The server process id of the connection (pg_backend_pid()). */
  pid: number
  end(): Promise<void>
}

/** Opens a new session. */
export type OpenSession = () => Promise<Session>

type Photo = { id: string; category: 'nails' | 'lashes' }

/**
 * The state a case starts from: three published nails photos, a fourth one deleted while it was live, and the draft
 * (its notice and the revision both sessions start from).
 */
type World = { photos: Photo[]; binned: Photo; draftNotice: string; draftRevision: number; oldVersion: { id: number; notice: string } }

/** A call of one session, inside its open transaction. */
type Call = (s: Session, world: World) => Promise<unknown>

/** Who a session acts as: the admin or a signed-up stranger through PostgREST, or pg_cron's `postgres`. */
type Caller = 'admin' | 'stranger' | 'cron'

type Case = {
  name: string
  first: Call
  second: Call
  /** Who runs each call; the admin unless said. */
  as?: { first?: Caller; second?: Caller }
  /** False when the second call must end without waiting for the first (a stranger's refusal). */
  secondWaits?: boolean
  /** Null when the outcome is what both calls asked for; else what went wrong. */
  judge(outcome: { latest: Latest; secondError: string | null; world: World; session: Session }): Promise<string | null> | string | null
}

type Latest = { gallery: string[]; notice: string | null }

const CLAIMS: Record<Caller, string | null> = {
  admin: JSON.stringify(ADMIN_PASSWORD_CLAIMS),
  stranger: JSON.stringify(USER_CLAIMS),
  cron: null,
}

/** Longest a case waits for the second session to block, or for any statement (ms). */
const WAIT_MS = 5000

const publicUrl = (name: string) => `http://127.0.0.1:54321/storage/v1/object/public/gallery-images/${name}`

/** Opens the session's transaction as `who` (pg_cron's jobs run as the session user, postgres, with no claims). */
async function begin(s: Session, who: Caller): Promise<void> {
  await s.query('begin')
  const claims = CLAIMS[who]
  if (claims) await s.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims])
}

async function latestOf(s: Session): Promise<Latest> {
  const { rows } = await s.query(
    `select content -> 'gallery' as gallery, content -> 'notice' ->> 'text' as notice from public.site_publications order by id desc limit 1`,
  )
  const row = rows[0] as { gallery: { id: string }[]; notice: string | null }
  return { gallery: row.gallery.map((p) => p.id), notice: row.notice }
}

const notice = (text: string) => JSON.stringify({ text, from: null, until: null })

/**
 * A fresh start, committed as `postgres`: no gallery rows or bin rows, four photos (files in storage.objects), an
 * older version with its own notice, the four published, the fourth deleted, and a draft with a notice of its own.
 */
async function setUp(s: Session, label: string): Promise<World> {
  await s.query(INSERT_USER)
  await s.query(`delete from public.gallery_images where id is not null`)
  await s.query(`delete from public.gallery_bin where id is not null`)
  const photos: Photo[] = ['a', 'b', 'c', 'd'].map(() => ({ id: crypto.randomUUID(), category: 'nails' }))
  const oldNotice = `${label}: an older version`
  await s.query(`update public.site_content_draft set content = jsonb_set(content, '{notice}', $1::jsonb) where id = 1`, [
    notice(oldNotice),
  ])
  const old = await s.query(`select (public.publish_site_content()).id as id`)
  for (const [order, photo] of photos.entries()) {
    const name = `${photo.category}/${photo.id}.webp`
    await s.query(
      `insert into storage.objects (bucket_id, name, owner, metadata) values ('gallery-images', $1, $2, '{"size": 3, "mimetype": "image/webp"}')`,
      [name, ADMIN_ID],
    )
    await s.query(`insert into public.gallery_images (id, category, image_url, display_order) values ($1, $2, $3, $4)`, [
      photo.id,
      photo.category,
      publicUrl(name),
      order,
    ])
  }
  const draftNotice = `${label}: the draft`
  await s.query(`update public.site_content_draft set content = jsonb_set(content, '{notice}', $1::jsonb) where id = 1`, [
    notice(`${label}: live`),
  ])
  await s.query(`select public.publish_site_content()`)
  await s.query(`select public.bin_gallery_image($1)`, [photos[3]!.id])
  await s.query(`update public.site_content_draft set content = jsonb_set(content, '{notice}', $1::jsonb) where id = 1`, [
    notice(draftNotice),
  ])
  const draft = await s.query(`select revision from public.site_content_draft where id = 1`)
  return {
    photos: photos.slice(0, 3),
    binned: photos[3]!,
    draftNotice,
    draftRevision: Number(draft.rows[0]!.revision),
    oldVersion: { id: Number(old.rows[0]!.id), notice: oldNotice },
  }
}

const bin =
  (index: number): Call =>
  (s, w) =>
    s.query(`select public.bin_gallery_image($1)`, [w.photos[index]!.id])
const publish: Call = (s) => s.query(`select public.publish_site_content()`)
const restoreVersion: Call = (s, w) => s.query(`select public.restore_site_publication($1)`, [w.oldVersion.id])
const restorePhoto: Call = (s, w) => s.query(`select public.restore_gallery_image($1)`, [w.binned.id])
const reorderAll: Call = (s, w) =>
  s.query(`select public.reorder_gallery_images('nails', $1::uuid[])`, [[...w.photos].reverse().map((p) => p.id)])
/** A save of the draft with `deposit` as its deposit (schema 2 parts merged over what is stored), from the start's revision. */
const saveDraft =
  (deposit: number): Call =>
  (s, w) =>
    s.query(
      `select public.save_site_draft((select content || jsonb_build_object('schemaVersion', 2, 'bookingTerms', coalesce(content -> 'bookingTerms', '{}'::jsonb) || jsonb_build_object('depositPounds', $1::int)) from public.site_content_draft where id = 1), $2)`,
      [deposit, w.draftRevision],
    )
/** A restore of version 1 (the seed's: schema 1, so no booking terms). */
const restoreFirstVersion: Call = (s) => s.query(`select public.restore_site_publication(1)`)
/**
 * The hourly purge, run 31 days on (the deleted photo's time is up) with the Vault secrets it calls Storage with: it
 * asks Storage to delete the photo's files (its public file is still there: setUp never moved it) and marks the row.
 */
const purge: Call = async (s) => {
  await s.query(`delete from vault.secrets where name in ('site_project_url', 'site_service_role_key')`)
  await s.query(`select vault.create_secret('https://project-ref.supabase.co', 'site_project_url')`)
  await s.query(`select vault.create_secret('sb_secret_writers', 'site_service_role_key')`)
  const { rows } = await s.query(`select public.purge_gallery_bin(now() + interval '31 days') ->> 'requested' as requested`)
  if (rows[0]?.requested === '0') throw new Error('the purge asked Storage to delete nothing')
}

/** A stranger's call while her publish holds the lock: refused at once (42501), and the live site is her publish. */
const strangerRefused = (call: Call, what: string): Case => ({
  name: `a stranger's ${what} beside her publish is refused without waiting for it`,
  as: { second: 'stranger' },
  secondWaits: false,
  first: publish,
  second: call,
  judge: ({ latest, secondError, world }) =>
    secondError?.startsWith('42501 permission denied to ')
      ? sameList('live gallery and notice', [latest.gallery, latest.notice], [ids(world, 0, 1, 2), world.draftNotice])
      : `the stranger's ${what}: expected 42501 "permission denied to …", got ${secondError ?? 'success'}`,
})

const ids = (w: World, ...indexes: number[]) => indexes.map((i) => w.photos[i]!.id)
const sameList = (what: string, got: readonly unknown[], want: readonly unknown[]) =>
  JSON.stringify(got) === JSON.stringify(want) ? null : `${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`

type Draft = { revision: number; content: { bookingTerms?: { depositPounds?: number } } }

/**
 * The draft after two writes of it: the second refused as stale (PT409), the draft one revision on from the start (the
 * first write only), and `check` of it null (what else it must hold).
 */
async function draftKeptFirst(
  { secondError, world, session }: { secondError: string | null; world: World; session: Session },
  check: (draft: Draft) => Promise<string | null> | string | null,
): Promise<string | null> {
  if (!secondError?.startsWith('PT409 ')) return `the second save: expected PT409, got ${secondError ?? 'success'}`
  const { rows } = await session.query(`select revision, content from public.site_content_draft where id = 1`)
  const draft = rows[0] as Draft
  if (draft.revision !== world.draftRevision + 1)
    return `revision ${world.draftRevision} → ${draft.revision}, expected one step (the first write only)`
  return check(draft)
}

const cases: Case[] = [
  {
    name: 'two deletes: the latest version lacks both photos',
    first: bin(0),
    second: bin(1),
    judge: ({ latest, secondError, world }) => secondError ?? sameList('live gallery', latest.gallery, ids(world, 2)),
  },
  {
    name: 'publish, then a delete: the latest version has the new draft and lacks the photo',
    first: publish,
    second: bin(0),
    judge: ({ latest, secondError, world }) =>
      secondError ?? sameList('live gallery and notice', [latest.gallery, latest.notice], [ids(world, 1, 2), world.draftNotice]),
  },
  {
    name: 'a delete, then publish: the latest version has the new draft and lacks the photo',
    first: bin(0),
    second: publish,
    judge: ({ latest, secondError, world }) =>
      secondError ?? sameList('live gallery and notice', [latest.gallery, latest.notice], [ids(world, 1, 2), world.draftNotice]),
  },
  {
    name: 'restore of a version, then a delete: the latest version is the restored one without the photo',
    first: restoreVersion,
    second: bin(0),
    judge: ({ latest, secondError, world }) =>
      secondError ?? sameList('live gallery and notice', [latest.gallery, latest.notice], [ids(world, 1, 2), world.oldVersion.notice]),
  },
  {
    name: 'restore of a deleted photo, then a delete: the latest version has the restored photo and lacks the deleted one',
    first: restorePhoto,
    second: bin(0),
    judge: ({ latest, secondError, world }) =>
      secondError ?? sameList('live gallery', latest.gallery, [...ids(world, 1, 2), world.binned.id]),
  },
  {
    name: 'a delete, then a reorder of the list she saw: the reorder is refused as stale, the latest version lacks the photo',
    first: bin(0),
    second: reorderAll,
    async judge({ latest, secondError, world, session }) {
      if (!secondError?.startsWith('P0001 ') || !secondError.includes('The gallery changed meanwhile'))
        return `the reorder: expected P0001 "… The gallery changed meanwhile …", got ${secondError ?? 'success'}`
      const order = await session.query(`select id from public.gallery_images where category = 'nails' order by display_order`)
      return (
        sameList('live gallery', latest.gallery, ids(world, 1, 2)) ??
        sameList(
          'gallery order',
          order.rows.map((r) => r.id),
          ids(world, 1, 2),
        )
      )
    },
  },
  {
    name: 'draft: two saves from the same revision, the second waits and is refused (PT409)',
    first: saveDraft(55),
    second: saveDraft(77),
    judge: (outcome) =>
      draftKeptFirst(outcome, (draft) => sameList("the draft's deposit", [draft.content.bookingTerms?.depositPounds], [55])),
  },
  {
    name: 'draft: a save beside a restore of version 1 waits and is refused (PT409)',
    first: restoreFirstVersion,
    second: saveDraft(77),
    // The draft is version 1's content (schema 1: no booking terms, so no deposit).
    judge: (outcome) =>
      draftKeptFirst(outcome, async (draft) => {
        const { rows } = await outcome.session.query(`select content - 'gallery' as content from public.site_publications where id = 1`)
        return (
          sameList("the draft's deposit", [draft.content.bookingTerms?.depositPounds ?? null], [null]) ??
          sameList("the draft's content", [draft.content], [rows[0]?.content])
        )
      }),
  },
  strangerRefused(publish, 'publish'),
  strangerRefused(bin(0), 'delete'),
  strangerRefused(reorderAll, 'reorder'),
  strangerRefused(restoreVersion, 'restore of a version'),
  strangerRefused(restorePhoto, 'restore of a deleted photo'),
  {
    name: 'the purge, then a restore of the photo it is deleting: the restore waits and is refused (PT410)',
    as: { first: 'cron' },
    first: purge,
    second: restorePhoto,
    async judge({ secondError, world, session }) {
      if (!secondError?.startsWith('PT410 ')) return `the restore: expected PT410, got ${secondError ?? 'success'}`
      const { rows } = await session.query(
        `select (select count(*)::int from public.gallery_images where id = $1) as live,
                (select purge_requested_at is not null from public.gallery_bin where id = $1) as purging`,
        [world.binned.id],
      )
      return sameList('gallery row, and the bin row marked by the purge', [rows[0]?.live, rows[0]?.purging], [0, true])
    },
  },
]

/** Resolves once `pid` waits for a lock another session holds (true), or `settled` says the call ended first (false). */
async function blockedOrSettled(monitor: Session, pid: number, settled: () => boolean): Promise<boolean> {
  const deadline = Date.now() + WAIT_MS
  while (!settled()) {
    const { rows } = await monitor.query(`select cardinality(pg_blocking_pids($1)) > 0 as blocked`, [pid])
    if (rows[0]?.blocked === true) return true
    if (Date.now() > deadline) throw new Error(`the second session neither finished nor waited within ${WAIT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return false
}

const errorText = (error: unknown) => {
  const e = error as { code?: string; message?: string; hint?: string }
  return `${e.code ?? ''} ${e.message ?? String(error)}${e.hint ? ` (${e.hint})` : ''}`
}

async function runCase(open: OpenSession, c: Case, index: number): Promise<Result> {
  const [owner, first, second] = [await open(), await open(), await open()]
  const label = `live site writers #${index + 1}`
  try {
    for (const s of [first, second]) await s.query(`set lock_timeout = ${WAIT_MS * 2}; set statement_timeout = ${WAIT_MS * 3}`)
    const world = await setUp(owner, label)
    await begin(first, c.as?.first ?? 'admin')
    await c.first(first, world)
    await begin(second, c.as?.second ?? 'admin')
    let settled = false
    const secondCall = c.second(second, world).then(
      () => null,
      (error: unknown) => errorText(error),
    )
    void secondCall.finally(() => (settled = true))
    const waited = await blockedOrSettled(owner, second.pid, () => settled)
    await first.query('commit')
    const secondError = await secondCall
    await second.query(secondError ? 'rollback' : 'commit')
    const failure = await c.judge({ latest: await latestOf(owner), secondError, world, session: owner })
    const mustWait = c.secondWaits ?? true
    return {
      label: c.name,
      failure:
        failure ??
        (waited === mustWait
          ? null
          : mustWait
            ? 'the second call finished while the first was still open: nothing made it wait'
            : 'the second call waited for the first'),
    }
  } catch (error) {
    return { label: c.name, failure: errorText(error) }
  } finally {
    for (const s of [first, second, owner]) await s.end().catch(() => undefined)
  }
}

/** Every interleaving case, one after the other, each from a fresh start; one Result per case. */
export async function runLiveSiteWriters(open: OpenSession): Promise<Result[]> {
  const results: Result[] = []
  for (const [index, c] of cases.entries()) results.push(await runCase(open, c, index))
  return results
}
