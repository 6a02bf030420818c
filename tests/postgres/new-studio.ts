/**
 * A new studio starts empty (docs/decisions.md #440-#443), at SQL level on PGlite (tests/backend/new-studio.test.ts)
 * and on real PostgreSQL as hosted's `postgres` (scripts/test-postgres.ts):
 * - the rule of supabase/migrations/20261202140000_untouched_demo_removed.sql, run again on each state: the untouched
 *   demo (what the migrations left in every project, which the demo seed puts back) goes, leaving no draft and no
 *   version; a draft she saved, a version she published or restored, a photo she stored and an imported copy are kept;
 *   on an empty project it does nothing;
 * - `set_up_site()`: only the admin (aal2 once she has a verified factor) and the service role, only on a project with
 *   no content, exactly one draft (revision 1, no version), her identity checked, nothing written when refused; and
 *   publish and the import on a project with no draft.
 * Each case runs in a transaction that is rolled back, from the demo seed's state. Nothing here imports the app.
 */
import { readFileSync } from 'node:fs'
import { bloomIdentity } from '../support/bloom-identity.ts'
import { insertFactor } from './mfa-fixtures.ts'
import { ADMIN_CODE_CLAIMS, ADMIN_ID, ADMIN_PASSWORD_CLAIMS, INSERT_USER, USER_CLAIMS, type Result } from './roles.ts'
import type { MatrixDb, Sql } from './rls-matrix.ts'

/** The migration's one statement, as the migrations ran it. */
export const UNTOUCHED_DEMO_REMOVAL = readFileSync(
  new URL('../../supabase/migrations/20261202140000_untouched_demo_removed.sql', import.meta.url),
  'utf8',
)

/** Who calls, as PostgREST would set the role and claims; the admin's factor row where she has one. */
type Caller = 'anon' | 'user' | 'admin' | 'admin_aal1' | 'admin_aal2' | 'service_role'
const callers: Record<Caller, { role: string; claims: Record<string, unknown>; factor?: true }> = {
  anon: { role: 'anon', claims: { role: 'anon' } },
  user: { role: 'authenticated', claims: USER_CLAIMS },
  admin: { role: 'authenticated', claims: ADMIN_PASSWORD_CLAIMS },
  admin_aal1: { role: 'authenticated', claims: ADMIN_PASSWORD_CLAIMS, factor: true },
  admin_aal2: { role: 'authenticated', claims: ADMIN_CODE_CLAIMS, factor: true },
  service_role: { role: 'service_role', claims: { role: 'service_role' } },
}

/** The id her device gave the set-up (docs/decisions.md #323). */
const SAVE_ID = 'd0000000-0000-4000-8000-0000000000f1'

/** Bloom Beauty Bar's identity, as SQL jsonb. */
const BLOOM: Record<string, unknown> = bloomIdentity

/** What a statement answered: its rows, or its error (the transaction goes on: it ran in a savepoint). */
type Outcome = { rows: Record<string, unknown>[] } | { error: string; message: string }

async function attempt(sql: Sql, statement: string, params?: unknown[]): Promise<Outcome> {
  await sql.query('savepoint attempt')
  try {
    const { rows } = await sql.query(statement, params)
    await sql.query('release savepoint attempt')
    return { rows }
  } catch (e) {
    await sql.query('rollback to savepoint attempt')
    const err = e as { code?: string; message?: string }
    return { error: err.code ?? 'unknown', message: err.message ?? String(e) }
  }
}

/** Calls as `caller` from here on in the transaction. */
async function become(sql: Sql, caller: Caller): Promise<void> {
  const c = callers[caller]
  if (c.factor) await insertFactor(sql, ADMIN_ID, 'new studio phone', 'verified')
  await sql.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [c.role, JSON.stringify(c.claims)])
}

/** Back to `postgres` with no claims, as a migration runs. */
async function backToPostgres(sql: Sql): Promise<void> {
  await sql.query('reset role')
  await sql.query(`select set_config('request.jwt.claims', '', true)`)
}

/** How many drafts and versions the project holds. */
async function contentCount(sql: Sql): Promise<[number, number]> {
  const { rows } = await sql.query(
    `select (select count(*) from public.site_content_draft)::int as drafts, (select count(*) from public.site_publications)::int as versions`,
  )
  return [Number(rows[0]?.drafts), Number(rows[0]?.versions)]
}

/** The demo's draft made a schema-3 document with `identity` (a value the set-up would send). */
async function schema3Draft(sql: Sql, identity: Record<string, unknown> = BLOOM): Promise<unknown> {
  const { rows } = await sql.query(
    `select content || jsonb_build_object('schemaVersion', 3, 'identity', $1::jsonb) as content from public.site_content_draft`,
    [JSON.stringify(identity)],
  )
  return rows[0]?.content
}

const same = (got: unknown, want: unknown) => (JSON.stringify(got) === JSON.stringify(want) ? null : `expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)

/** A case: a label and what it finds wrong (null: nothing). */
type Case = [label: string, run: (sql: Sql) => Promise<string | null>]

/** The signed-up user (USER_ID) exists, as GoTrue's sign-up would make her. */
const insertUser = (sql: Sql) => sql.query(INSERT_USER)

/** A state made by `arrange` (as `caller`), then the migration run again as postgres: the drafts and versions left. */
const ruleCase = (
  label: string,
  want: [number, number],
  arrange: (sql: Sql) => Promise<unknown> = async () => undefined,
  caller: Caller | 'postgres' = 'admin',
): Case => [
  `untouched-demo rule: ${label}`,
  async (sql) => {
    await insertUser(sql)
    if (caller !== 'postgres') await become(sql, caller)
    await arrange(sql)
    await backToPostgres(sql)
    const ran = await attempt(sql, UNTOUCHED_DEMO_REMOVAL)
    if ('error' in ran) return `the migration failed: ${ran.error} ${ran.message}`
    return same(await contentCount(sql), want)
  },
]

/** The project emptied by the migration, then `set_up_site(content, SAVE_ID)` as `caller`: its outcome. */
async function setUpAs(sql: Sql, caller: Caller, content: unknown, { empty = true } = {}): Promise<Outcome> {
  await insertUser(sql)
  if (empty) await sql.query(UNTOUCHED_DEMO_REMOVAL)
  await become(sql, caller)
  return attempt(sql, `select public.set_up_site($1::jsonb, $2::uuid) as value`, [JSON.stringify(content), SAVE_ID])
}

const refusedWith = (outcome: Outcome, code: string, message: RegExp): string | null =>
  'error' in outcome && outcome.error === code && message.test(outcome.message)
    ? null
    : `expected ${code} ${message}, got ${JSON.stringify(outcome).slice(0, 300)}`

/** The set-up by `caller` is refused with 42501 and writes nothing. */
const setUpRefused = (caller: Caller, message: RegExp): Case => [
  `set_up_site() · ${caller} is refused`,
  async (sql) => {
    const content = await schema3Draft(sql)
    const outcome = await setUpAs(sql, caller, content)
    await backToPostgres(sql)
    return refusedWith(outcome, '42501', message) ?? same(await contentCount(sql), [0, 0])
  },
]

/** The set-up by `caller` writes exactly one draft: revision 1, her identity, her device's save id, no version. */
const setUpWrites = (caller: Caller, updatedBy: string | null): Case => [
  `set_up_site() · ${caller} writes exactly one draft`,
  async (sql) => {
    const content = await schema3Draft(sql)
    const outcome = await setUpAs(sql, caller, content)
    if ('error' in outcome) return `refused: ${outcome.error} ${outcome.message}`
    const answer = outcome.rows[0]?.value as { revision?: number; save_id?: string }
    await backToPostgres(sql)
    const { rows } = await sql.query(
      `select jsonb_build_array(revision, updated_by, save_id, content -> 'identity' ->> 'name') as value from public.site_content_draft`,
    )
    return (
      same([answer.revision, answer.save_id], [1, SAVE_ID]) ??
      same(await contentCount(sql), [1, 0]) ??
      same(rows[0]?.value, [1, updatedBy, SAVE_ID, 'Bloom Beauty Bar'])
    )
  },
]

export const newStudioCases: Case[] = [
  ruleCase('the untouched demo (what the migrations left in every project) goes: no draft, no version', [0, 0]),
  ruleCase('run again on a project with no content, it does nothing', [0, 0], (sql) => sql.query(UNTOUCHED_DEMO_REMOVAL), 'postgres'),
  ruleCase('a draft she saved is kept, and so is version 1', [1, 1], (sql) =>
    sql.query(
      `select public.save_site_draft(jsonb_set(content, '{prices,nails,0,pounds}', '31'), revision) from public.site_content_draft`,
    ),
  ),
  ruleCase('the demo saved unchanged by her is kept (a person saved it)', [1, 1], (sql) =>
    sql.query(`select public.save_site_draft(content, revision) from public.site_content_draft`),
  ),
  ruleCase('a version she published is kept', [1, 2], (sql) => sql.query(`select public.publish_site_content()`)),
  ruleCase('version 1 restored is kept', [1, 2], (sql) => sql.query(`select public.restore_site_publication(1)`)),
  ruleCase(
    'a photo she stored is kept',
    [1, 1],
    (sql) =>
      sql.query(
        `insert into storage.objects (bucket_id, name, owner, metadata) values ('gallery-images', 'nails/new-studio.jpg', $1, '{"size": 3, "mimetype": "image/jpeg"}')`,
        [ADMIN_ID],
      ),
    'postgres',
  ),
  ruleCase(
    'an imported copy is kept',
    [1, 2],
    async (sql) => {
      await sql.query(
        `insert into public.site_import_staging (import_id, kind, seq, payload)
         select 'e0000000-0000-4000-8000-0000000000f1'::uuid, 'draft', 0, content from public.site_content_draft
         union all
         select 'e0000000-0000-4000-8000-0000000000f1'::uuid, 'publication', 0,
                jsonb_build_object('id', 1, 'publishedAt', published_at, 'note', 'Her site', 'restoredFrom', null, 'content', content)
           from public.site_publications`,
      )
      await sql.query(`select public.import_site_copy('e0000000-0000-4000-8000-0000000000f1')`)
    },
    'postgres',
  ),
  setUpRefused('anon', /^permission denied for function set_up_site$/),
  setUpRefused('user', /^permission denied to set up the site$/),
  setUpRefused('admin_aal1', /^permission denied to set up the site$/),
  setUpWrites('admin', ADMIN_ID),
  setUpWrites('admin_aal2', ADMIN_ID),
  setUpWrites('service_role', null),
  [
    'set_up_site() · admin is refused while the demo is there (PT409), which stays',
    async (sql) => {
      const outcome = await setUpAs(sql, 'admin', await schema3Draft(sql), { empty: false })
      await backToPostgres(sql)
      return refusedWith(outcome, 'PT409', /^the site is already set up$/) ?? same(await contentCount(sql), [1, 1])
    },
  ],
  [
    'set_up_site() · admin twice: the second is refused (PT409), the first draft stays',
    async (sql) => {
      const content = await schema3Draft(sql)
      const first = await setUpAs(sql, 'admin', content)
      if ('error' in first) return `the first was refused: ${first.message}`
      const second = await attempt(sql, `select public.set_up_site($1::jsonb) as value`, [
        JSON.stringify(await schema3Draft(sql, { ...BLOOM, name: 'Second Studio' })),
      ])
      await backToPostgres(sql)
      const { rows } = await sql.query(`select content -> 'identity' ->> 'name' as value from public.site_content_draft`)
      return refusedWith(second, 'PT409', /^the site is already set up$/) ?? same(rows.map((r) => r.value), ['Bloom Beauty Bar'])
    },
  ],
  [
    'set_up_site() · admin with an empty studio name: refused (23514, the field named), nothing written',
    async (sql) => {
      const outcome = await setUpAs(sql, 'admin', await schema3Draft(sql, { ...BLOOM, name: ' ' }))
      await backToPostgres(sql)
      return refusedWith(outcome, '23514', /^identity\.name: Studio name is required$/) ?? same(await contentCount(sql), [0, 0])
    },
  ],
  [
    'set_up_site() · admin with a schema-1 document (no identity to check): refused (22023)',
    async (sql) => {
      const { rows } = await sql.query(`select content from public.site_content_draft`)
      const outcome = await setUpAs(sql, 'admin', rows[0]?.content)
      await backToPostgres(sql)
      return refusedWith(outcome, '22023', /^the set-up writes a document of schema version 3 or later$/) ?? same(await contentCount(sql), [0, 0])
    },
  ],
  [
    'publish_site_content() · admin on a project with no draft: nothing to publish (P0002); after the set-up, version 1 is hers',
    async (sql) => {
      const content = await schema3Draft(sql)
      await sql.query(UNTOUCHED_DEMO_REMOVAL)
      await become(sql, 'admin')
      const before = await attempt(sql, `select (public.publish_site_content()).id as id`)
      const refusal = refusedWith(before, 'P0002', /^there is no draft to publish$/)
      if (refusal) return refusal
      await sql.query(`select public.set_up_site($1::jsonb)`, [JSON.stringify(content)])
      const { rows } = await sql.query(`select published_by as by, content -> 'identity' ->> 'name' as name from public.publish_site_content()`)
      return same(rows[0], { by: ADMIN_ID, name: 'Bloom Beauty Bar' })
    },
  ],
  [
    'import_site_copy() · into a project with no content: the copy’s draft is inserted, its versions added',
    async (sql) => {
      const content = await schema3Draft(sql)
      await sql.query(UNTOUCHED_DEMO_REMOVAL)
      await sql.query(
        `insert into public.site_import_staging (import_id, kind, seq, payload) values
           ('e0000000-0000-4000-8000-0000000000f2', 'draft', 0, $1::jsonb),
           ('e0000000-0000-4000-8000-0000000000f2', 'publication', 0,
            jsonb_build_object('id', 1, 'publishedAt', now(), 'note', 'Her site', 'restoredFrom', null, 'content', $1::jsonb || '{"gallery": []}'))`,
        [JSON.stringify(content)],
      )
      await become(sql, 'service_role')
      const imported = await attempt(sql, `select public.import_site_copy('e0000000-0000-4000-8000-0000000000f2') as value`)
      if ('error' in imported) return `refused: ${imported.error} ${imported.message}`
      await backToPostgres(sql)
      const { rows } = await sql.query(`select revision, content -> 'identity' ->> 'name' as name from public.site_content_draft`)
      return same(await contentCount(sql), [1, 1]) ?? same(rows[0], { revision: 1, name: 'Bloom Beauty Bar' })
    },
  ],
]

/** Runs every case on `db` (or those labelled `only`), each rolled back; one Result each. */
export async function runNewStudio(db: MatrixDb, only?: readonly string[]): Promise<Result[]> {
  const results: Result[] = []
  for (const [label, run] of newStudioCases.filter(([l]) => !only || only.includes(l))) {
    const failure = await db
      .rolledBack(async (sql) => {
        await db.becomePostgres(sql)
        return run(sql)
      })
      .catch((error: unknown) => `threw: ${error instanceof Error ? error.message : String(error)}`)
    results.push({ label, failure })
  }
  return results
}
