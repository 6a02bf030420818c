/**
 * The one RLS matrix (docs/product.md §6; docs/decisions.md #12, #15; docs/local-backend.md §6), run at
 * SQL level on PGlite (tests/backend/rls.test.ts) and on real PostgreSQL (scripts/test-postgres.ts):
 * anon, a signed-up user, the admin and service_role against gallery_images, user_roles, has_role()
 * and storage.objects/buckets of the gallery-images bucket; the draft and the published versions, written only through
 * the functions that check (docs/decisions.md #320); Recently deleted (gallery_bin, the private gallery-bin bucket,
 * bin/restore/purge, the leftovers) and the build requests; the helpers no API role may call (#321); hosted's owners and the
 * policy_grants guard; and schema invariants every migration must keep (RLS on every public table, no unguarded
 * anon writes, no security-definer function open to anon, no function in public that anon or authenticated may
 * call unless it is one of the RPCs of scripts/lib/rest-functions.ts).
 *
 * Two-step sign-in (docs/decisions.md #165-#167): `admin` is the admin without a verified MFA factor at
 * `aal1` (today's behaviour: she may do everything); `admin_aal1` and `admin_aal2` are the admin with a
 * verified TOTP factor, signed in with the password alone or with the code; `admin_unverified` has only
 * an unverified factor (an enrolment she never confirmed), which changes nothing. Every cell where the
 * admin may do what a signed-up user may not must say what `admin_aal1` and `admin_aal2` get
 * (aalCoverageGaps).
 *
 * Each cell runs in its own transaction that is rolled back: fixtures are inserted as the session
 * user, then `role` and `request.jwt.claims` are set transaction-locally exactly as PostgREST does.
 */
import { restFunctionProblems, type ExecutableFunction } from '../../scripts/lib/rest-functions.ts'
import { insertFactor } from './mfa-fixtures.ts'
import { ADMIN_CODE_CLAIMS, ADMIN_ID, ADMIN_PASSWORD_CLAIMS, INSERT_USER, USER_CLAIMS, USER_ID, type Result } from './roles.ts'
import { identityCells } from './rls-matrix-identity.ts'

const GALLERY_ID = 'c0000000-0000-4000-8000-0000000000e1'
const OBJECT_NAME = 'lashes/rls-matrix-probe.jpg'
/** A public URL of OBJECT_NAME, as the app records it (a gallery row must name a stored file of its category folder). */
const IMAGE_URL = `http://127.0.0.1:54321/storage/v1/object/public/gallery-images/${OBJECT_NAME}`
const BUCKET = 'gallery-images'
/** Recently deleted (docs/decisions.md #200): a bin row whose file is in the private bucket under OBJECT_NAME. */
const BIN_ID = 'c0000000-0000-4000-8000-0000000000e2'
const BIN_BUCKET = 'gallery-bin'
/** Recently deleted past its 30 days, or with its files' delete asked of Storage by the purge (docs/decisions.md #324). */
const PAST_PURGE = [`update public.gallery_bin set purge_after = now() - interval '1 second' where id = '${BIN_ID}'`]
const PURGE_ASKED = [`update public.gallery_bin set purge_requested_at = now() where id = '${BIN_ID}'`]
/** An id her device gave a save (docs/decisions.md #323). */
const SAVE_ID = 'd0000000-0000-4000-8000-0000000000e1'

/** A call of each helper of the admin's functions (docs/decisions.md #321), as a statement whose result is `value`. */
const HELPER_CALLS: [string, string][] = [
  ['lock_live_site', `select 1 as value from (select public.lock_live_site()) l`],
  ['gallery_category_rank', `select public.gallery_category_rank('nails') as value`],
  ['site_gallery_entry', `select public.site_gallery_entry(g) as value from public.gallery_images g`],
  ['gallery_image_files', `select public.gallery_image_files('${IMAGE_URL}', '{480}') as value`],
  ['gallery_bin_leftovers', `select count(*) as value from public.gallery_bin_leftovers('${IMAGE_URL}', '{}')`],
  ['require_admin_aal', `select public.require_admin_aal('refused') is null as value`],
]

/** Minimal query surface of PGlite's Transaction and node-postgres' Client. */
export type Sql = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** A database the matrix runs on. */
export type MatrixDb = {
  /** Runs `fn` in a transaction that is always rolled back; rethrows what `fn` throws. */
  rolledBack<T>(fn: (sql: Sql) => Promise<T>): Promise<T>
  /** Makes the rest of the transaction run as the `postgres` role (as migrations do); a no-op when the session is postgres. */
  becomePostgres(sql: Sql): Promise<void>
}

/** The roles every `each` cell covers. */
type BaseWho = 'anon' | 'user' | 'admin' | 'service_role'
/** The admin with an MFA factor (verified at aal1 / aal2, or only an unverified one). */
type MfaWho = 'admin_aal1' | 'admin_aal2' | 'admin_unverified'
type Who = BaseWho | MfaWho

type Expect = { rows: number } | { error: string; message: RegExp } | { value: unknown }

/** One cell: who runs what, and what must come back. */
export type Cell = {
  name: string
  who: Who | 'postgres'
  /** Statements run before `sql` in the same role (e.g. Storage's delete flag). */
  pre?: string[]
  /** Statements run as the session user after the fixtures, before the role switch: a state no API role could make. */
  setup?: string[]
  sql: string
  expect: Expect
}

/** A factor row of the admin inserted (as the session user, before the role switch) for the cell. */
type Factor = 'verified' | 'unverified' | null

const identities: Record<Who, { role: string; claims: Record<string, unknown>; factor: Factor }> = {
  anon: { role: 'anon', claims: { role: 'anon' }, factor: null },
  user: { role: 'authenticated', claims: USER_CLAIMS, factor: null },
  admin: { role: 'authenticated', claims: ADMIN_PASSWORD_CLAIMS, factor: null },
  admin_aal1: { role: 'authenticated', claims: ADMIN_PASSWORD_CLAIMS, factor: 'verified' },
  admin_aal2: { role: 'authenticated', claims: ADMIN_CODE_CLAIMS, factor: 'verified' },
  admin_unverified: { role: 'authenticated', claims: ADMIN_PASSWORD_CLAIMS, factor: 'unverified' },
  service_role: { role: 'service_role', claims: { role: 'service_role' }, factor: null },
}

const noGrant = (table: string): Expect => ({ error: '42501', message: new RegExp(`^permission denied for (table|function) ${table}$`) })
const rlsRefused = (table: string): Expect => ({
  error: '42501',
  message: new RegExp(`^new row violates row-level security policy for table "${table}"$`),
})
/** Refused by a restrictive policy: Postgres names the policy (the aal2 ones, docs/decisions.md #165). */
const restrictiveRefused = (table: string, policy: string): Expect => ({
  error: '42501',
  message: new RegExp(`^new row violates row-level security policy "${policy.replace(/[()]/g, '\\$&')}" for table "${table}"$`),
})
const each = (
  name: string,
  sql: string,
  expects: Record<BaseWho, Expect> & Partial<Record<MfaWho, Expect>>,
  pre?: string[],
  setup?: string[],
): Cell[] => Object.entries(expects).map(([who, expect]) => ({ name, who: who as Who, sql, expect, pre, setup }))
/**
 * A direct write of the draft or of a version by an API role that holds the grant: refused before row-level security
 * looks at a row, with the words an /admin tab opened before docs/decisions.md #320 shows in its toast.
 */
const outOfDate = (what: 'save' | 'publish'): Expect => ({
  error: '42501',
  message: new RegExp(`^This page is out of date and cannot ${what}: .*reload /admin`),
})
/** Every API role's direct write of the draft or a version: refused (docs/decisions.md #320). */
const directWriteRefused = (
  what: 'save' | 'publish',
  table: string,
  granted: boolean,
): Record<BaseWho, Expect> & Record<MfaWho, Expect> => ({
  anon: noGrant(table),
  user: granted ? outOfDate(what) : noGrant(table),
  admin: granted ? outOfDate(what) : noGrant(table),
  admin_aal1: granted ? outOfDate(what) : noGrant(table),
  admin_aal2: granted ? outOfDate(what) : noGrant(table),
  admin_unverified: granted ? outOfDate(what) : noGrant(table),
  service_role: outOfDate(what),
})
/** What a caller who is not the admin (or the admin at aal1 with a factor) gets from one of her functions. */
const notAdmin = (message: string): Expect => ({ error: '42501', message: new RegExp(`^${message}$`) })
/**
 * One of her functions, `fn`, as each role meets it: anon has no EXECUTE; a signed-up user and the admin at aal1 with a
 * factor get `refusal` (42501, before anything else, docs/decisions.md #322); the admin (at aal2 once she has a factor)
 * and the service role get `outcome`.
 */
const adminFunction = (fn: string, refusal: string, outcome: Expect): Record<BaseWho | 'admin_aal1' | 'admin_aal2', Expect> => ({
  anon: noGrant(fn),
  user: notAdmin(refusal),
  admin: outcome,
  admin_aal1: notAdmin(refusal),
  admin_aal2: outcome,
  service_role: outcome,
})
/** What Delete forever's functions tell anyone but the admin (docs/decisions.md #201, #325). */
const DELETE_REFUSAL = 'permission denied to delete gallery images'
/** A recently deleted photo past its purge time, for everyone who may ask at all (PT410, HTTP 410 Gone). */
const beingPurged: Expect = { error: 'PT410', message: /^recently deleted photo \S+ is being deleted for good: its 30 days are up$/ }
const noSchema = (schema: string): Expect => ({ error: '42501', message: new RegExp(`^permission denied for schema ${schema}$`) })
/** PostgREST's request.headers of a browser visit (docs/visits.md): a User-Agent and the client's address. */
const VISITOR_HEADERS = `select set_config('request.headers', '{"user-agent": "Mozilla/5.0 (rls-matrix) Safari/605.1", "x-forwarded-for": "127.0.0.1"}', true)`

/** Rows only the admin (at aal2 once she has a factor) and the service role see or change: Storage objects of her buckets. */
const adminRowsOnly: Record<BaseWho, Expect> & Partial<Record<MfaWho, Expect>> = {
  anon: { rows: 0 },
  user: { rows: 0 },
  admin: { rows: 1 },
  admin_aal1: { rows: 0 },
  admin_aal2: { rows: 1 },
  service_role: { rows: 1 },
}
/** An upload to her photos' bucket: the admin's (at aal2 once she has a factor) and the service role's alone. */
const adminOnlyUpload: Record<BaseWho, Expect> & Partial<Record<MfaWho, Expect>> = {
  anon: rlsRefused('objects'),
  user: rlsRefused('objects'),
  admin: { rows: 1 },
  admin_aal1: restrictiveRefused('objects', 'gallery-images needs aal2'),
  admin_aal2: { rows: 1 },
  service_role: { rows: 1 },
}
/** A function or table only `who` (the service role, or no API role at all) may call or read. */
const onlyService = (name: string, service: Expect): Record<BaseWho, Expect> => ({
  anon: noGrant(name),
  user: noGrant(name),
  admin: noGrant(name),
  service_role: service,
})

/** A cell run as `postgres`, the role migrations run as. */
const asMigration = (name: string, sql: string, expect: Expect, pre?: string[]): Cell => ({ name, who: 'postgres', sql, expect, pre })

/** Every cell of the matrix. */
export const cells: Cell[] = [
  // gallery_images: everyone reads, only the admin writes (docs/decisions.md #15, #16).
  ...each('gallery_images select', `select id from public.gallery_images where id = '${GALLERY_ID}'`, {
    anon: { rows: 1 },
    user: { rows: 1 },
    admin: { rows: 1 },
    admin_aal1: { rows: 1 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'gallery_images insert',
    `insert into public.gallery_images (category, image_url) values ('lashes', '${IMAGE_URL}') returning id`,
    {
      anon: noGrant('gallery_images'),
      user: rlsRefused('gallery_images'),
      admin: { rows: 1 },
      admin_aal1: restrictiveRefused('gallery_images', 'Admin writes need aal2 (insert)'),
      admin_aal2: { rows: 1 },
      admin_unverified: { rows: 1 },
      service_role: { rows: 1 },
    },
  ),
  ...each('gallery_images update', `update public.gallery_images set display_order = 99 where id = '${GALLERY_ID}' returning id`, {
    anon: noGrant('gallery_images'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each('gallery_images delete', `delete from public.gallery_images where id = '${GALLERY_ID}' returning id`, {
    anon: noGrant('gallery_images'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  // user_roles: read own rows; written only by the service role (docs/decisions.md #12, #15).
  // Her own role stays readable at aal1 (not admin-only: every user reads their own rows; no client writes).
  ...each('user_roles select (the admin row)', `select role from public.user_roles where user_id = '${ADMIN_ID}'`, {
    anon: noGrant('user_roles'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 1 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'user_roles insert (self-escalation)',
    `insert into public.user_roles (user_id, role) values ('${USER_ID}', 'admin') returning id`,
    {
      anon: noGrant('user_roles'),
      user: noGrant('user_roles'),
      admin: noGrant('user_roles'),
      service_role: { rows: 1 },
    },
  ),
  ...each('user_roles update', `update public.user_roles set user_id = '${USER_ID}' where user_id = '${ADMIN_ID}' returning id`, {
    anon: noGrant('user_roles'),
    user: noGrant('user_roles'),
    admin: noGrant('user_roles'),
    service_role: { rows: 1 },
  }),
  ...each('user_roles delete', `delete from public.user_roles where user_id = '${ADMIN_ID}' returning id`, {
    anon: noGrant('user_roles'),
    user: noGrant('user_roles'),
    admin: noGrant('user_roles'),
    service_role: { rows: 1 },
  }),
  // has_role(): not callable by anon; true only for the admin.
  ...each('has_role(auth.uid(), admin)', `select public.has_role(auth.uid(), 'admin') as value`, {
    anon: noGrant('has_role'),
    user: { value: false },
    admin: { value: true },
    admin_aal1: { value: true },
    admin_aal2: { value: true },
    service_role: { value: false },
  }),
  // has_role() about someone else: only an admin (or the service role) gets an answer (docs/decisions.md #99).
  ...each('has_role(other user, admin)', `select public.has_role('${ADMIN_ID}', 'admin') as value`, {
    anon: noGrant('has_role'),
    user: { error: '42501', message: /^has_role answers only about the caller$/ },
    admin: { value: true },
    admin_aal1: { value: true },
    admin_aal2: { value: true },
    service_role: { value: true },
  }),
  // About a signed-up user: the admin may ask, but not from a password-only session once she has a factor.
  ...each('has_role(signed-up user, admin)', `select public.has_role('${USER_ID}', 'admin') as value`, {
    anon: noGrant('has_role'),
    user: { value: false },
    admin: { value: false },
    admin_aal1: { error: '42501', message: /^has_role answers only about the caller$/ },
    admin_aal2: { value: false },
    service_role: { value: false },
  }),
  // The owner's site content (docs/site-content.md "Database"): the draft is the admin's to read; it and the published
  // versions (readable by anyone, never changed) are written only by the functions that check (docs/decisions.md #320),
  // never directly by any API role, the admin and the service role included.
  ...each('site_content_draft select', `select id from public.site_content_draft`, {
    anon: noGrant('site_content_draft'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  // What an /admin tab opened before #320 sends: `.update({ content, updated_at }).eq('id', 1).select('content')`.
  ...each(
    "site_content_draft update (an old tab's save)",
    `update public.site_content_draft set content = content, updated_at = now() where id = 1 returning content`,
    directWriteRefused('save', 'site_content_draft', true),
  ),
  ...each(
    'site_content_draft insert',
    `insert into public.site_content_draft (id, content) select 2, content from public.site_content_draft returning id`,
    directWriteRefused('save', 'site_content_draft', false),
  ),
  ...each(
    'site_content_draft delete',
    `delete from public.site_content_draft returning id`,
    directWriteRefused('save', 'site_content_draft', false),
  ),
  ...each('site_content_draft truncate', `truncate public.site_content_draft`, directWriteRefused('save', 'site_content_draft', false)),
  ...each('site_publications select', `select id from public.site_publications where id = 1`, {
    anon: { rows: 1 },
    user: { rows: 1 },
    admin: { rows: 1 },
    admin_aal1: { rows: 1 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'site_publications insert',
    `insert into public.site_publications (content) select content from public.site_publications where id = 1 returning id`,
    directWriteRefused('publish', 'site_publications', true),
  ),
  ...each('site_publications update', `update public.site_publications set note = 'changed' where id = 1 returning id`, {
    anon: noGrant('site_publications'),
    user: noGrant('site_publications'),
    admin: noGrant('site_publications'),
    service_role: noGrant('site_publications'),
  }),
  ...each('site_publications delete', `delete from public.site_publications where id = 1 returning id`, {
    anon: noGrant('site_publications'),
    user: noGrant('site_publications'),
    admin: noGrant('site_publications'),
    service_role: noGrant('site_publications'),
  }),
  asMigration('site_publications update as postgres (immutable)', `update public.site_publications set note = 'changed' where id = 1`, {
    error: '42501',
    message: /^a published version cannot be changed$/,
  }),
  ...each('publish_site_content()', `select (public.publish_site_content()).id as id`, {
    anon: noGrant('publish_site_content'),
    user: { error: '42501', message: /^permission denied to publish the site content$/ },
    admin: { rows: 1 },
    admin_aal1: { error: '42501', message: /^permission denied to publish the site content$/ },
    admin_aal2: { rows: 1 },
    admin_unverified: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each('restore_site_publication(1)', `select (public.restore_site_publication(1)).restored_from::int as value`, {
    anon: noGrant('restore_site_publication'),
    user: { error: '42501', message: /^permission denied to restore a published version$/ },
    admin: { value: 1 },
    admin_aal1: { error: '42501', message: /^permission denied to restore a published version$/ },
    admin_aal2: { value: 1 },
    service_role: { value: 1 },
  }),
  // Schema 2: the draft's new parts are as private as the rest; publishing it and restoring the schema-1
  // version 1 are the admin's, and the restore brings version 1 back unchanged as the draft and a new version.
  ...each(
    'site_content_draft schema-2 terms',
    `select content -> 'bookingTerms' -> 'depositPounds' as value from public.site_content_draft`,
    {
      anon: noGrant('site_content_draft'),
      user: { rows: 0 },
      admin: { value: 15 },
      admin_aal1: { rows: 0 },
      admin_aal2: { value: 15 },
      service_role: { value: 15 },
    },
  ),
  ...each(
    'publish_site_content() of a schema-2 draft',
    `select (public.publish_site_content()).content -> 'bookingTerms' -> 'depositPounds' as value`,
    {
      anon: noGrant('publish_site_content'),
      user: { error: '42501', message: /^permission denied to publish the site content$/ },
      admin: { value: 15 },
      admin_aal1: { error: '42501', message: /^permission denied to publish the site content$/ },
      admin_aal2: { value: 15 },
      service_role: { value: 15 },
    },
  ),
  ...each(
    'restore_site_publication(1) of schema 1',
    `select jsonb_build_array(
       (select content -> 'schemaVersion' from public.site_content_draft where id = 1),
       (select content -> 'schemaVersion' from public.site_publications order by id desc limit 1),
       (select (content - 'gallery') = (select content - 'gallery' from public.site_publications where id = 1) from public.site_publications order by id desc limit 1)
     ) as value`,
    {
      anon: noGrant('restore_site_publication'),
      user: { error: '42501', message: /^permission denied to restore a published version$/ },
      admin: { value: [1, 1, true] },
      admin_aal1: { error: '42501', message: /^permission denied to restore a published version$/ },
      admin_aal2: { value: [1, 1, true] },
      service_role: { value: [1, 1, true] },
    },
    ['select public.restore_site_publication(1)'],
  ),
  // The draft's revision (docs/decisions.md #280): the fixtures' schema-2 update made the seed's revision 1 into 2.
  // save_site_draft() writes only from the current revision, and only for the admin (aal2 once she has a factor).
  ...each(
    'save_site_draft() from the current revision',
    `select (public.save_site_draft((select content - 'gallery' from public.site_publications where id = 1), 2)) -> 'revision' as value`,
    {
      anon: noGrant('save_site_draft'),
      user: { error: '42501', message: /^permission denied to save the draft$/ },
      admin: { value: 3 },
      admin_aal1: { error: '42501', message: /^permission denied to save the draft$/ },
      admin_aal2: { value: 3 },
      admin_unverified: { value: 3 },
      service_role: { value: 3 },
    },
  ),
  ...each(
    'save_site_draft() from a stale revision writes nothing',
    `select (public.save_site_draft((select content - 'gallery' from public.site_publications where id = 1), 1)) -> 'revision' as value`,
    {
      anon: noGrant('save_site_draft'),
      user: { error: '42501', message: /^permission denied to save the draft$/ },
      admin: { error: 'PT409', message: /^the draft has changed since revision 1$/ },
      admin_aal1: { error: '42501', message: /^permission denied to save the draft$/ },
      admin_aal2: { error: 'PT409', message: /^the draft has changed since revision 1$/ },
      service_role: { error: 'PT409', message: /^the draft has changed since revision 1$/ },
    },
  ),
  // Each save carries an id from her device, and the draft names the save that wrote it (docs/decisions.md #323); a
  // caller that sends none (a tab from before) still saves.
  ...each(
    "save_site_draft() records her device's save id",
    `select save_id::text as value from public.site_content_draft`,
    adminFunction('save_site_draft', 'permission denied to save the draft', { value: SAVE_ID }),
    [`select public.save_site_draft((select content - 'gallery' from public.site_publications where id = 1), 2, '${SAVE_ID}')`],
  ),
  ...(
    [
      ['a save without an id', `select public.save_site_draft(content, 3) from public.site_content_draft`],
      ['a restore', 'select public.restore_site_publication(1)'],
      ['a direct update', 'update public.site_content_draft set content = content where id = 1'],
    ] as const
  ).map(([what, write]) =>
    asMigration(
      `${what} leaves no save id`,
      `select jsonb_build_array(revision, save_id) as value from public.site_content_draft`,
      { value: [4, null] },
      [`select public.save_site_draft(content, 2, '${SAVE_ID}') from public.site_content_draft`, write],
    ),
  ),
  // Every update is a new revision, whoever makes it: a restore's, a direct one (the import's).
  ...each(
    'restore_site_publication() bumps the draft revision',
    `select revision as value from public.site_content_draft`,
    {
      anon: noGrant('restore_site_publication'),
      user: { error: '42501', message: /^permission denied to restore a published version$/ },
      admin: { value: 3 },
      admin_aal1: { error: '42501', message: /^permission denied to restore a published version$/ },
      admin_aal2: { value: 3 },
      service_role: { value: 3 },
    },
    ['select public.restore_site_publication(1)'],
  ),
  asMigration(
    'a direct update of the draft bumps its revision and time, whatever it sets',
    `select jsonb_build_array(revision, updated_at > '2001-01-01') as value from public.site_content_draft`,
    { value: [3, true] },
    [`update public.site_content_draft set revision = 1, updated_at = '2000-01-01' where id = 1`],
  ),
  // Her own order (docs/decisions.md #22): the admin's, through RLS, and at aal2 once she has a factor.
  ...each(
    'reorder_gallery_images()',
    `select display_order as value from public.gallery_images where id = '${GALLERY_ID}'`,
    {
      anon: noGrant('reorder_gallery_images'),
      user: { error: '42501', message: /^permission denied to reorder gallery images$/ },
      admin: { value: 0 },
      admin_aal1: { error: '42501', message: /^permission denied to reorder gallery images$/ },
      admin_aal2: { value: 0 },
      admin_unverified: { value: 0 },
      service_role: { value: 0 },
    },
    [`select public.reorder_gallery_images('lashes', array['${GALLERY_ID}']::uuid[])`],
  ),
  // Recently deleted (docs/decisions.md #200-#204): the bin, its private bucket and its functions are the admin's (at
  // aal2 once she has a factor); the purge, the build sender and the requests are the service role's (and pg_cron's).
  ...each('gallery_bin select', `select id from public.gallery_bin where id = '${BIN_ID}'`, {
    anon: noGrant('gallery_bin'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'gallery_bin insert',
    `insert into public.gallery_bin (id, category, image_url, display_order, created_at) values (gen_random_uuid(), 'nails', 'x', 0, now()) returning id`,
    {
      anon: noGrant('gallery_bin'),
      user: rlsRefused('gallery_bin'),
      admin: { rows: 1 },
      admin_aal1: restrictiveRefused('gallery_bin', 'Admin reads and writes need aal2'),
      admin_aal2: { rows: 1 },
      service_role: { rows: 1 },
    },
  ),
  ...each(
    'gallery_bin update',
    `update public.gallery_bin set display_order = 0 where id = '${BIN_ID}' returning id`,
    onlyService('gallery_bin', { rows: 1 }),
  ),
  ...each('gallery_bin delete', `delete from public.gallery_bin where id = '${BIN_ID}' returning id`, {
    anon: noGrant('gallery_bin'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'gallery-bin objects select',
    `select name from storage.objects where bucket_id = '${BIN_BUCKET}' and name = '${OBJECT_NAME}'`,
    adminRowsOnly,
  ),
  ...each('gallery-bin list (storage.search)', `select name from storage.search('lashes/', '${BIN_BUCKET}')`, adminRowsOnly),
  // Storage's move is an UPDATE of bucket_id and name as the caller.
  ...each(
    'move a gallery-images object into gallery-bin',
    `update storage.objects set bucket_id = '${BIN_BUCKET}', name = 'lashes/rls-matrix-moved.jpg' where bucket_id = '${BUCKET}' and name = '${OBJECT_NAME}' returning id`,
    adminRowsOnly,
  ),
  ...each(
    'move a gallery-bin object back (restore)',
    `update storage.objects set bucket_id = '${BUCKET}', name = 'lashes/rls-matrix-back.jpg' where bucket_id = '${BIN_BUCKET}' and name = '${OBJECT_NAME}' returning id`,
    adminRowsOnly,
  ),
  // No insert policy: the only way in is a move.
  ...each(
    'upload into gallery-bin',
    `insert into storage.objects (bucket_id, name, owner) values ('${BIN_BUCKET}', 'lashes/rls-matrix-new.jpg', auth.uid()) returning id`,
    {
      anon: rlsRefused('objects'),
      user: rlsRefused('objects'),
      admin: rlsRefused('objects'),
      service_role: { rows: 1 },
    },
  ),
  ...each(
    'gallery-bin objects delete through the Storage API',
    `delete from storage.objects where bucket_id = '${BIN_BUCKET}' and name = '${OBJECT_NAME}' returning id`,
    adminRowsOnly,
    [`select set_config('storage.allow_delete_query', 'true', true)`],
  ),
  asMigration('gallery-bin is private', `select public as value from storage.buckets where id = '${BIN_BUCKET}'`, { value: false }),
  ...each('bin_gallery_image()', `select (public.bin_gallery_image('${GALLERY_ID}')).display_order as value`, {
    anon: noGrant('bin_gallery_image'),
    user: { error: '42501', message: /^permission denied to delete gallery images$/ },
    admin: { value: 7 },
    admin_aal1: { error: '42501', message: /^permission denied to delete gallery images$/ },
    admin_aal2: { value: 7 },
    service_role: { value: 7 },
  }),
  ...each(
    'restore_gallery_image()',
    `select jsonb_build_array((select display_order from public.gallery_images where id = '${BIN_ID}'), (select display_order from public.gallery_images where id = '${GALLERY_ID}')) as value`,
    {
      anon: noGrant('restore_gallery_image'),
      user: { error: '42501', message: /^permission denied to restore gallery images$/ },
      admin: { value: [3, 8] },
      admin_aal1: { error: '42501', message: /^permission denied to restore gallery images$/ },
      admin_aal2: { value: [3, 8] },
      service_role: { value: [3, 8] },
    },
    [`select public.restore_gallery_image('${BIN_ID}')`],
  ),
  ...each(
    'purge_gallery_bin()',
    `select jsonb_build_array(p -> 'removed', p -> 'waiting', p ->> 'problem' is not null) as value from public.purge_gallery_bin(now() + interval '31 days') p`,
    onlyService('purge_gallery_bin', { value: [0, 1, true] }),
  ),
  // As pg_cron runs it on hosted: the files through the Storage API (pg_net, the Vault secrets), never a SQL delete.
  asMigration(
    "purge_gallery_bin() asks Storage to delete an expired photo's files",
    `select jsonb_build_array(q.method, q.url, q.headers, (select purge_requested_at is not null from public.gallery_bin)) as value
       from net.http_request_queue q`,
    {
      value: [
        'DELETE',
        `https://project-ref.supabase.co/storage/v1/object/gallery-bin/${OBJECT_NAME}`,
        { apikey: 'sb_secret_matrix' },
        true,
      ],
    },
    [
      `select vault.create_secret('https://project-ref.supabase.co/', 'site_project_url')`,
      `select vault.create_secret('sb_secret_matrix', 'site_service_role_key')`,
      `select public.purge_gallery_bin(now() + interval '31 days')`,
    ],
  ),
  asMigration(
    'purge_gallery_bin() drops a row once its files are gone',
    `select count(*)::int as value from public.gallery_bin`,
    { value: 0 },
    [
      `select set_config('storage.allow_delete_query', 'true', true)`,
      `delete from storage.objects where bucket_id = '${BIN_BUCKET}'`,
      `select public.purge_gallery_bin(now() + interval '31 days')`,
    ],
  ),
  // A failed delete can leave a deleted photo's file in the public bucket (docs/decisions.md #274): the purge keeps the
  // row while it is there and has Storage delete it too. (The fixture's live row shares the bin row's file; without it
  // the public file is such a leftover.)
  asMigration(
    'purge_gallery_bin() keeps a row whose file is still public, and asks Storage to delete that file',
    `select jsonb_build_array((select count(*)::int from public.gallery_bin), (select jsonb_agg(q.url) from net.http_request_queue q)) as value`,
    { value: [1, [`https://project-ref.supabase.co/storage/v1/object/${BUCKET}/${OBJECT_NAME}`]] },
    [
      `delete from public.gallery_images where id = '${GALLERY_ID}'`,
      `select set_config('storage.allow_delete_query', 'true', true)`,
      `delete from storage.objects where bucket_id = '${BIN_BUCKET}'`,
      `select vault.create_secret('https://project-ref.supabase.co/', 'site_project_url')`,
      `select vault.create_secret('sb_secret_matrix', 'site_service_role_key')`,
      `select public.purge_gallery_bin(now() + interval '31 days')`,
    ],
  ),
  // The helpers of the functions above (docs/decisions.md #321): no API role may call them, the service role included.
  // Their owner, postgres, does (the functions are security definer), and they say what they always said.
  ...HELPER_CALLS.flatMap(([name, sql]) => each(`${name}() (a helper)`, sql, onlyService(name, noGrant(name)))),
  asMigration('lock_live_site() as its owner', `select 1 as value from (select public.lock_live_site()) l`, { value: 1 }),
  asMigration(
    'gallery_category_rank() as its owner',
    `select jsonb_build_array(public.gallery_category_rank('nails'), public.gallery_category_rank('lashes')) as value`,
    { value: [1, 2] },
  ),
  asMigration(
    'site_gallery_entry() as its owner',
    `select public.site_gallery_entry(g) ->> 'imageUrl' as value from public.gallery_images g where g.id = '${GALLERY_ID}'`,
    { value: IMAGE_URL },
  ),
  // The gallery as a version publishes it: security definer since docs/decisions.md #320 (the helpers it calls are no API
  // role's), and still what anyone may read anyway, so every signed-in role may ask and gets the same.
  ...each(
    'site_gallery_snapshot()',
    `select jsonb_agg(e ->> 'imageUrl') as value from jsonb_array_elements(public.site_gallery_snapshot()) e`,
    {
      anon: noGrant('site_gallery_snapshot'),
      user: { value: [IMAGE_URL] },
      admin: { value: [IMAGE_URL] },
      admin_aal1: { value: [IMAGE_URL] },
      service_role: { value: [IMAGE_URL] },
    },
  ),
  // Delete forever asks which stored files a deleted photo still has (docs/decisions.md #325): its file in gallery-bin;
  // the public one is not a leftover while the fixture's live row names it, and is once that row is gone.
  ...each(
    'gallery_bin_leftovers(p_id)',
    `select jsonb_agg(jsonb_build_array(l.bucket_id, l.name)) as value from public.gallery_bin_leftovers('${BIN_ID}') l`,
    adminFunction('gallery_bin_leftovers', DELETE_REFUSAL, { value: [[BIN_BUCKET, OBJECT_NAME]] }),
  ),
  ...each(
    'gallery_bin_leftovers(p_id) with a public file no row names',
    `select jsonb_agg(jsonb_build_array(l.bucket_id, l.name)) as value from public.gallery_bin_leftovers('${BIN_ID}') l`,
    adminFunction('gallery_bin_leftovers', DELETE_REFUSAL, {
      value: [
        [BIN_BUCKET, OBJECT_NAME],
        [BUCKET, OBJECT_NAME],
      ],
    }),
    undefined,
    [`delete from public.gallery_images where id = '${GALLERY_ID}'`],
  ),
  // No restore past the purge (docs/decisions.md #324): once its 30 days are up, or once the purge has asked Storage to
  // delete its files, a photo is hidden from Recently deleted and the database refuses to restore it or list its files.
  ...each(
    'gallery_bin select past its purge time',
    `select id from public.gallery_bin where id = '${BIN_ID}'`,
    {
      anon: noGrant('gallery_bin'),
      user: { rows: 0 },
      admin: { rows: 0 },
      admin_aal1: { rows: 0 },
      admin_aal2: { rows: 0 },
      service_role: { rows: 1 },
    },
    undefined,
    PAST_PURGE,
  ),
  // Its file still in gallery-bin: only the purge, once Storage has deleted it, drops the row.
  ...each(
    'gallery_bin delete (Delete forever) past its purge time',
    `delete from public.gallery_bin where id = '${BIN_ID}' returning id`,
    {
      anon: noGrant('gallery_bin'),
      user: { rows: 0 },
      admin: { rows: 0 },
      admin_aal1: { rows: 0 },
      admin_aal2: { rows: 0 },
      service_role: beingPurged,
    },
    undefined,
    PAST_PURGE,
  ),
  ...[PAST_PURGE, PURGE_ASKED].flatMap((setup, i) => [
    ...each(
      `restore_gallery_image() ${i ? 'once the purge asked Storage to delete its files' : 'past its purge time'}`,
      `select (public.restore_gallery_image('${BIN_ID}')).id`,
      adminFunction('restore_gallery_image', 'permission denied to restore gallery images', beingPurged),
      undefined,
      setup,
    ),
    ...each(
      `gallery_bin_leftovers(p_id) ${i ? 'once the purge asked Storage to delete its files' : 'past its purge time'}`,
      `select l.name from public.gallery_bin_leftovers('${BIN_ID}') l`,
      adminFunction('gallery_bin_leftovers', DELETE_REFUSAL, beingPurged),
      undefined,
      setup,
    ),
  ]),
  // The import's staging and swap (docs/decisions.md #275): the service role's only.
  ...each(
    'site_import_staging select',
    `select import_id from public.site_import_staging`,
    onlyService('site_import_staging', { rows: 0 }),
  ),
  ...each(
    'site_import_staging insert',
    `insert into public.site_import_staging (import_id, kind, seq, payload) values (gen_random_uuid(), 'draft', 0, '{}') returning import_id`,
    onlyService('site_import_staging', { rows: 1 }),
  ),
  ...each(
    'import_site_copy()',
    `select public.import_site_copy(gen_random_uuid(), true) as value`,
    onlyService('import_site_copy', { error: 'P0002', message: /^nothing is staged for import / }),
  ),
  ...each('site_build_requests select', `select id from public.site_build_requests`, onlyService('site_build_requests', { rows: 1 })),
  ...each(
    'send_site_build_request()',
    `select public.send_site_build_request(now() + interval '2 minutes') ->> 'publications' as value`,
    onlyService('send_site_build_request', { value: '2' }),
  ),
  asMigration(
    'send_site_build_request() calls the build hook once (pg_net, Vault)',
    `select jsonb_build_array(
       (select publications from public.site_build_requests where hook_request_id is not null),
       (select jsonb_agg(jsonb_build_array(q.method, q.url)) from net.http_request_queue q)
     ) as value`,
    { value: [2, [['POST', 'https://api.netlify.com/build_hooks/matrix']]] },
    [
      `select vault.create_secret('https://api.netlify.com/build_hooks/matrix', 'site_build_hook_url')`,
      `select public.send_site_build_request(now() + interval '2 minutes')`,
    ],
  ),
  // What calls the hook or holds the service key is reached through the functions above only.
  ...each(
    'call_site_build_hook()',
    `select public.call_site_build_hook() as value`,
    onlyService('call_site_build_hook', noGrant('call_site_build_hook')),
  ),
  ...each('site_api_headers()', `select public.site_api_headers() as value`, onlyService('site_api_headers', noGrant('site_api_headers'))),
  ...each(
    'schedule_site_jobs()',
    `select public.schedule_site_jobs() as value`,
    onlyService('schedule_site_jobs', noGrant('schedule_site_jobs')),
  ),
  asMigration('schedule_site_jobs() without pg_cron', `select public.schedule_site_jobs() as value`, { value: false }),
  // admin_aal_ok() (docs/decisions.md #165): the rule itself, as policies and functions ask it.
  ...each('admin_aal_ok()', `select public.admin_aal_ok() as value`, {
    anon: noGrant('admin_aal_ok'),
    user: { value: true },
    admin: { value: true },
    admin_aal1: { value: false },
    admin_aal2: { value: true },
    admin_unverified: { value: true },
    service_role: { value: true },
  }),
  ...each('build_hook_status()', `select public.build_hook_status() as value`, {
    anon: noGrant('build_hook_status'),
    user: noGrant('build_hook_status'),
    admin: noGrant('build_hook_status'),
    // The local stand-ins of pg_net and Vault are there (docs/local-backend.md §6.7); pg_cron is not.
    service_role: { value: { pg_net: true, pg_cron: false, hook_url: false, schedule: false, storage_api: false } },
  }),
  // doctor_report(): the service role's view for npm run doctor; nobody else may call it.
  ...each('doctor_report()', `select public.doctor_report() as report`, {
    anon: noGrant('doctor_report'),
    user: noGrant('doctor_report'),
    admin: noGrant('doctor_report'),
    service_role: { rows: 1 },
  }),
  // Visits (docs/visits.md; docs/decisions.md #180): only the admin reads the counts, nobody writes them but
  // record_visit(), which anyone may call; the day's salt and visitor hashes are out of every API role's reach.
  ...each('visit_daily_counts select', `select count from public.visit_daily_counts where path = '/pricing'`, {
    anon: noGrant('visit_daily_counts'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    admin_unverified: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each('visit_daily_visitors select', `select visitors from public.visit_daily_visitors`, {
    anon: noGrant('visit_daily_visitors'),
    user: { rows: 0 },
    admin: { rows: 1 },
    admin_aal1: { rows: 0 },
    admin_aal2: { rows: 1 },
    admin_unverified: { rows: 1 },
    service_role: { rows: 1 },
  }),
  ...each(
    'visit_daily_counts insert',
    `insert into public.visit_daily_counts (day, path, kind, count) values ('2000-01-01', '/', 'book', 9) returning count`,
    {
      anon: noGrant('visit_daily_counts'),
      user: noGrant('visit_daily_counts'),
      admin: noGrant('visit_daily_counts'),
      service_role: { rows: 1 },
    },
  ),
  ...each('visit_daily_visitors update', `update public.visit_daily_visitors set visitors = visitors + 100 returning visitors`, {
    anon: noGrant('visit_daily_visitors'),
    user: noGrant('visit_daily_visitors'),
    admin: noGrant('visit_daily_visitors'),
    service_role: { rows: 1 },
  }),
  ...each('visit_daily_counts delete', `delete from public.visit_daily_counts returning path`, {
    anon: noGrant('visit_daily_counts'),
    user: noGrant('visit_daily_counts'),
    admin: noGrant('visit_daily_counts'),
    service_role: { rows: 1 },
  }),
  ...each(
    'record_visit() counts a tap',
    `select public.record_visit('/pricing', 'book')`,
    { anon: { rows: 1 }, user: { rows: 1 }, admin: { rows: 1 }, service_role: { rows: 1 } },
    [VISITOR_HEADERS],
  ),
  ...each(
    'record_visit() of an unknown kind',
    `select public.record_visit('/pricing', 'purchase')`,
    {
      anon: { error: '22023', message: /^unknown visit kind$/ },
      user: { error: '22023', message: /^unknown visit kind$/ },
      admin: { error: '22023', message: /^unknown visit kind$/ },
      service_role: { error: '22023', message: /^unknown visit kind$/ },
    },
    [VISITOR_HEADERS],
  ),
  ...each('private.visit_hashes select', `select hash from private.visit_hashes`, {
    anon: noSchema('private'),
    user: noSchema('private'),
    admin: noSchema('private'),
    service_role: noSchema('private'),
  }),
  ...each('private.visit_salts select', `select salt from private.visit_salts`, {
    anon: noSchema('private'),
    user: noSchema('private'),
    admin: noSchema('private'),
    service_role: noSchema('private'),
  }),
  // What record_visit() counted, read back as postgres within the same cell.
  asMigration(
    'record_visit() counts the page, the tap and one visitor',
    `select jsonb_build_array(
       (select count from public.visit_daily_counts where day = (now() at time zone 'Europe/London')::date and path = '/pricing' and kind = 'pageview'),
       (select count from public.visit_daily_counts where day = (now() at time zone 'Europe/London')::date and path = '/404' and kind = 'whatsapp'),
       (select visitors from public.visit_daily_visitors where day = (now() at time zone 'Europe/London')::date)
     ) as value`,
    { value: [3, 1, 2] },
    [
      VISITOR_HEADERS,
      `select public.record_visit('/pricing')`,
      `select public.record_visit('/pricing')`,
      `select public.record_visit('/no-such-page', 'whatsapp')`,
    ],
  ),
  // storage.objects in gallery-images: public URLs need no policy; rows are the admin's only.
  ...each(
    'storage.objects select',
    `select name from storage.objects where bucket_id = '${BUCKET}' and name = '${OBJECT_NAME}'`,
    adminRowsOnly,
  ),
  ...each('storage list (storage.search)', `select name from storage.search('lashes/', '${BUCKET}')`, adminRowsOnly),
  ...each(
    'storage.objects insert (upload)',
    `insert into storage.objects (bucket_id, name, owner) values ('${BUCKET}', 'rls-matrix/new.jpg', auth.uid()) returning id`,
    { ...adminOnlyUpload, admin_unverified: { rows: 1 } },
  ),
  // Her /about photo lives in the same bucket under about/ (docs/site-content.md "About"): the same admin-only writes.
  ...each(
    'about photo upload admin-only',
    `insert into storage.objects (bucket_id, name, owner) values ('${BUCKET}', 'about/rls-matrix.webp', auth.uid()) returning id`,
    adminOnlyUpload,
  ),
  ...each(
    'about photo rendition upload admin-only',
    `insert into storage.objects (bucket_id, name, owner) values ('${BUCKET}', 'about/rls-matrix-480.webp', auth.uid()) returning id`,
    adminOnlyUpload,
  ),
  ...each(
    'storage.objects update',
    `update storage.objects set metadata = '{}' where bucket_id = '${BUCKET}' and name = '${OBJECT_NAME}' returning id`,
    adminRowsOnly,
  ),
  ...each(
    'storage.objects delete through the Storage API',
    `delete from storage.objects where bucket_id = '${BUCKET}' and name = '${OBJECT_NAME}' returning id`,
    adminRowsOnly,
    [`select set_config('storage.allow_delete_query', 'true', true)`],
  ),
  ...each('storage.objects direct SQL delete (protect_delete)', `delete from storage.objects where bucket_id = '${BUCKET}' returning id`, {
    anon: { error: '42501', message: /^Direct deletion from storage tables is not allowed/ },
    user: { error: '42501', message: /^Direct deletion from storage tables is not allowed/ },
    admin: { error: '42501', message: /^Direct deletion from storage tables is not allowed/ },
    service_role: { error: '42501', message: /^Direct deletion from storage tables is not allowed/ },
  }),
  ...each('storage.buckets update (make private)', `update storage.buckets set public = false where id = '${BUCKET}' returning id`, {
    anon: { rows: 0 },
    user: { rows: 0 },
    admin: { rows: 0 },
    service_role: { rows: 1 },
  }),
  // Storage's helper functions, as policies call them.
  { name: 'storage.foldername', who: 'anon', sql: `select storage.foldername('a/b/c.jpg') as value`, expect: { value: ['a', 'b'] } },
  { name: 'storage.filename', who: 'anon', sql: `select storage.filename('a/b/c.jpg') as value`, expect: { value: 'c.jpg' } },
  { name: 'storage.extension', who: 'anon', sql: `select storage.extension('a/b/c.tar.gz') as value`, expect: { value: 'gz' } },
  { name: 'storage.operation (plain SQL)', who: 'anon', sql: `select storage.operation() as value`, expect: { value: null } },
  {
    name: 'storage.objects.updated_at kept by trigger',
    who: 'service_role',
    pre: [`update storage.objects set metadata = '{}' where name = '${OBJECT_NAME}'`],
    sql: `select updated_at > '2000-01-02' as value from storage.objects where name = '${OBJECT_NAME}'`,
    expect: { value: true },
  },
  {
    name: 'storage.buckets name length (trigger)',
    who: 'service_role',
    sql: `insert into storage.buckets (id, name) values ('long', repeat('x', 101))`,
    expect: { error: 'P0001', message: /^bucket name "x+" is too long \(101 characters\)\. Max is 100\.$/ },
  },
  // auth.mfa_factors as hosted (supabase/auth, supabase/postgres): owned by supabase_auth_admin, RLS on, no grant to
  // the API roles (so a policy must read it through admin_aal_ok(), a security definer function owned by postgres).
  ...each('auth.mfa_factors select (API roles have no grant)', `select id from auth.mfa_factors`, {
    anon: noGrant('mfa_factors'),
    user: noGrant('mfa_factors'),
    admin: noGrant('mfa_factors'),
    admin_aal2: noGrant('mfa_factors'),
    service_role: noGrant('mfa_factors'),
  }),
  asMigration(
    'postgres reads auth.mfa_factors (GoTrue grants SELECT; BYPASSRLS)',
    `select count(*)::int as value from auth.mfa_factors where user_id = '${ADMIN_ID}'`,
    { value: 1 },
    // Inserted as postgres too: hosted's default privileges give postgres ALL on GoTrue's tables.
    [
      `insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at) values (gen_random_uuid(), '${ADMIN_ID}', 'totp', 'verified', now(), now())`,
    ],
  ),
  asMigration(
    'auth MFA tables as hosted (owner, RLS)',
    `select string_agg(format('%s=%s/%s', c.oid::regclass, c.relowner::regrole, c.relrowsecurity), ' ' order by c.oid::regclass::text) as value
       from pg_class c where c.oid in ('auth.mfa_factors'::regclass, 'auth.mfa_challenges'::regclass, 'auth.mfa_amr_claims'::regclass)`,
    {
      value: 'auth.mfa_amr_claims=supabase_auth_admin/t auth.mfa_challenges=supabase_auth_admin/t auth.mfa_factors=supabase_auth_admin/t',
    },
  ),
  // What a migration (run as postgres) may and may not do (hosted ownership + supautils policy_grants).
  asMigration('postgres is not a superuser', `select rolsuper as value from pg_roles where rolname = current_user`, { value: false }),
  asMigration(
    'owners as on hosted',
    `select string_agg(format('%s=%s', c.oid::regclass, c.relowner::regrole), ' ' order by c.oid::regclass::text) as value
          from pg_class c where c.oid in ('auth.users'::regclass, 'storage.objects'::regclass, 'storage.buckets'::regclass)`,
    { value: 'auth.users=supabase_auth_admin storage.buckets=supabase_storage_admin storage.objects=supabase_storage_admin' },
  ),
  asMigration(
    'migration may create a policy on storage.objects',
    `create policy "matrix probe" on storage.objects for select to authenticated using (false)`,
    { rows: 0 },
  ),
  asMigration('migration may drop a policy on storage.objects', `drop policy "matrix probe" on storage.objects`, { rows: 0 }, [
    `create policy "matrix probe" on storage.objects for select to authenticated using (false)`,
  ]),
  asMigration('migration may not alter storage.objects', `alter table storage.objects add column matrix_probe text`, {
    error: '42501',
    message: /^must be owner of table objects$/,
  }),
  asMigration('migration may not create in schema storage', `create table storage.matrix_probe (id int)`, {
    error: '42501',
    message: /^permission denied for schema storage$/,
  }),
  asMigration('migration may not alter auth.users', `alter table auth.users add column matrix_probe text`, {
    error: '42501',
    message: /^must be owner of table users$/,
  }),
  asMigration(
    'migration may add a trigger on auth.users',
    `create trigger matrix_probe after insert on auth.users for each row execute function public.matrix_probe()`,
    { rows: 0 },
    [`create function public.matrix_probe() returns trigger language plpgsql as $$ begin return new; end $$`],
  ),
  // Hosted default privileges: a new public table is open to anon until a migration revokes it.
  asMigration(
    'default privileges grant a new public table to anon',
    `select has_table_privilege('anon', 'public.matrix_probe', 'insert') as value`,
    { value: true },
    [`create table public.matrix_probe (id int)`],
  ),
  // Her identity in schema 3: the database refuses a bad value whoever writes it (docs/decisions.md #366).
  ...identityCells,
]

async function fixtures(sql: Sql): Promise<void> {
  await sql.query(INSERT_USER)
  await sql.query(
    `insert into storage.objects (bucket_id, name, owner, metadata, created_at, updated_at)
     values ('${BUCKET}', '${OBJECT_NAME}', '${ADMIN_ID}', '{"size": 3, "mimetype": "image/jpeg"}', '2000-01-01', '2000-01-01')`,
  )
  await sql.query(
    `insert into public.gallery_images (id, category, image_url, display_order) values ('${GALLERY_ID}', 'lashes', '${IMAGE_URL}', 7)`,
  )
  // Recently deleted: a photo's row in the bin, its file in the private bucket (docs/decisions.md #200).
  await sql.query(
    `insert into storage.objects (bucket_id, name, owner, metadata, created_at, updated_at)
     values ('${BIN_BUCKET}', '${OBJECT_NAME}', '${ADMIN_ID}', '{"size": 3, "mimetype": "image/jpeg"}', '2000-01-01', '2000-01-01')`,
  )
  await sql.query(
    `insert into public.gallery_bin (id, category, image_url, display_order, created_at) values ('${BIN_ID}', 'lashes', '${IMAGE_URL}', 3, '2000-01-01')`,
  )
  // Two publications not yet built: one pending build request (docs/decisions.md #203).
  await sql.query(`update public.site_build_requests set sent_at = '2000-01-01' where pending`)
  await sql.query(`select public.publish_site_content()`)
  await sql.query(`select public.publish_site_content()`)
  // A schema-2 draft (docs/site-content.md "Schema versions") with a changed deposit; version 1 stays schema 1.
  await sql.query(
    `update public.site_content_draft set content = content || '{"schemaVersion": 2, "bookingTerms": {"depositPounds": 15}}'::jsonb where id = 1`,
  )
  // A day of visits: one page view of /pricing and one visitor (docs/visits.md).
  await sql.query(
    `insert into public.visit_daily_counts (day, path, kind, count) values ((now() at time zone 'Europe/London')::date, '/pricing', 'pageview', 1)`,
  )
  await sql.query(`insert into public.visit_daily_visitors (day, visitors) values ((now() at time zone 'Europe/London')::date, 1)`)
}

/** The outcome of one statement. */
type Outcome = { rows: Record<string, unknown>[] } | { error: string; message: string }

function errorOf(e: unknown): { error: string; message: string } {
  const err = e as { code?: unknown; message?: unknown }
  return { error: typeof err.code === 'string' ? err.code : 'unknown', message: typeof err.message === 'string' ? err.message : String(e) }
}

async function runCell(db: MatrixDb, cell: Cell): Promise<Outcome> {
  return db.rolledBack(async (sql) => {
    await fixtures(sql)
    for (const statement of cell.setup ?? []) await sql.query(statement)
    if (cell.who === 'postgres') await db.becomePostgres(sql)
    else {
      const id = identities[cell.who]
      // Her TOTP factor as GoTrue stores it after enrol (+ verify); written by the session user, as the
      // auth service would (authenticated has no grant on auth.mfa_factors).
      if (id.factor) {
        await insertFactor(sql, ADMIN_ID, 'rls matrix phone', id.factor)
      }
      await sql.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        id.role,
        JSON.stringify(id.claims),
      ])
    }
    try {
      for (const statement of cell.pre ?? []) await sql.query(statement)
      return { rows: (await sql.query(cell.sql)).rows }
    } catch (e) {
      return errorOf(e)
    }
  })
}

function judge(cell: Cell, outcome: Outcome): string | null {
  const got =
    'error' in outcome
      ? `error ${outcome.error} "${outcome.message}"`
      : `${outcome.rows.length} row(s) ${JSON.stringify(outcome.rows).slice(0, 200)}`
  const e = cell.expect
  if ('error' in e) {
    if ('error' in outcome && outcome.error === e.error && e.message.test(outcome.message)) return null
    return `expected error ${e.error} ${e.message}, got ${got}`
  }
  if ('error' in outcome) return `expected ${'rows' in e ? `${e.rows} row(s)` : JSON.stringify(e.value)}, got ${got}`
  if ('rows' in e) return outcome.rows.length === e.rows ? null : `expected ${e.rows} row(s), got ${got}`
  const value = outcome.rows[0]?.value
  return JSON.stringify(value) === JSON.stringify(e.value) ? null : `expected ${JSON.stringify(e.value)}, got ${got}`
}

/** Label of a cell, e.g. `gallery_images insert · anon`. */
export const labelOf = (cell: Cell) => `${cell.name} · ${cell.who}`

/** Runs one cell and judges it. */
export async function checkCell(db: MatrixDb, cell: Cell): Promise<Result> {
  return { label: labelOf(cell), failure: judge(cell, await runCell(db, cell)) }
}

/**
 * Security-definer functions anon may call by design, each validating all it is given: record_visit() counts a page
 * view or a tap from the public pages (docs/visits.md; docs/decisions.md #180).
 */
const ANON_DEFINERS: readonly string[] = ['record_visit(text,text)']

/**
 * Schema invariants every migration must keep, checked on the migrated database as it stands:
 * - RLS is enabled on every table in public (hosted's default privileges open a table to anon/authenticated);
 * - anon holds no INSERT/UPDATE/DELETE on a public table unless a policy for that command names anon
 *   (or PUBLIC), and anon/authenticated hold no TRUNCATE (row-level security never applies to TRUNCATE);
 * - no SECURITY DEFINER function in public is executable by anon (it would run with its owner's rights), except the
 *   ones in ANON_DEFINERS;
 * - the functions of public that anon and authenticated may execute are exactly the RPCs of
 *   scripts/lib/rest-functions.ts (a helper is executable by no API role), and no API role may use schema private
 *   (docs/decisions.md #321).
 * Returns one message per violation, each saying what to fix.
 */
export async function invariantViolations(db: MatrixDb): Promise<string[]> {
  return db.rolledBack(async (sql) => {
    const out: string[] = []
    const noRls = await sql.query(
      `select c.relname from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
    )
    for (const r of noRls.rows) {
      out.push(
        `RLS is off for public.${String(r.relname)}: add "alter table public.${String(r.relname)} enable row level security;" and policies to the migration.`,
      )
    }
    const writes = await sql.query(
      `select c.relname, p.priv
       from pg_class c
       cross join (values ('INSERT', 'a'), ('UPDATE', 'w'), ('DELETE', 'd')) as p(priv, cmd)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
         and has_table_privilege('anon', c.oid, p.priv)
         and not exists (
           select 1 from pg_policy pol
           where pol.polrelid = c.oid and pol.polcmd in (p.cmd, '*')
             and (0::oid = any(pol.polroles) or 'anon'::regrole::oid = any(pol.polroles))
         )
       order by 1, 2`,
    )
    for (const r of writes.rows) {
      out.push(
        `anon may ${String(r.priv)} public.${String(r.relname)} without a policy for it (hosted's default privileges grant it): add "revoke ${String(r.priv).toLowerCase()} on table public.${String(r.relname)} from anon;" to the migration.`,
      )
    }
    const truncate = await sql.query(
      `select c.relname, r.rolname from pg_class c cross join (values ('anon'), ('authenticated')) as r(rolname)
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and has_table_privilege(r.rolname, c.oid, 'TRUNCATE')
       order by 1, 2`,
    )
    for (const r of truncate.rows) {
      out.push(
        `${String(r.rolname)} may TRUNCATE public.${String(r.relname)} (RLS does not apply to TRUNCATE): add "revoke truncate on table public.${String(r.relname)} from ${String(r.rolname)};".`,
      )
    }
    const definers = await sql.query(
      `select p.oid::regprocedure::text as fn from pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.prosecdef and has_function_privilege('anon', p.oid, 'execute') order by 1`,
    )
    for (const r of definers.rows.filter((row) => !ANON_DEFINERS.includes(String(row.fn)))) {
      out.push(
        `anon may execute the security-definer function public.${String(r.fn)}: add "revoke all on function public.${String(r.fn)} from public, anon;" and grant it to the roles that need it.`,
      )
    }
    // What anon and authenticated may execute, read as `npm run doctor` reads it on a hosted project.
    const executable = await sql.query(
      `select f.* from jsonb_to_recordset(public.doctor_rest_functions()) as f(name text, anon boolean, authenticated boolean)`,
    )
    out.push(...restFunctionProblems(executable.rows as ExecutableFunction[]))
    const privateUsers = await sql.query(
      `select r.rolname from (values ('anon'), ('authenticated'), ('service_role')) as r(rolname)
        where has_schema_privilege(r.rolname, 'private', 'usage') order by 1`,
    )
    for (const r of privateUsers.rows) {
      out.push(`${String(r.rolname)} may use schema private: add "revoke all on schema private from ${String(r.rolname)};".`)
    }
    return out
  })
}

/** An expectation as comparable text (a RegExp's source, not `{}`). */
const expectKey = (e: Expect | undefined) => JSON.stringify(e, (_k, v: unknown) => (v instanceof RegExp ? v.source : v))

/**
 * Cells that grant the admin something a signed-up user does not get (an admin write or an admin-only read)
 * but do not say what the admin with a verified factor gets at aal1 and at aal2 (docs/decisions.md #167).
 * One message per cell name; empty when every such cell covers both.
 */
export function aalCoverageGaps(all: Cell[] = cells): string[] {
  const byName = new Map<string, Partial<Record<Who | 'postgres', Expect>>>()
  for (const cell of all) byName.set(cell.name, { ...byName.get(cell.name), [cell.who]: cell.expect })
  const gaps: string[] = []
  for (const [name, expects] of byName) {
    if (!expects.admin || !expects.user || expectKey(expects.admin) === expectKey(expects.user)) continue
    if (!expects.admin_aal1 || !expects.admin_aal2) gaps.push(`"${name}" is admin-only but has no admin_aal1/admin_aal2 rows`)
  }
  return gaps
}

/** Runs every cell and the invariants; one Result per cell plus one for the invariants and one for aal coverage. */
export async function runMatrix(db: MatrixDb): Promise<Result[]> {
  const results: Result[] = []
  for (const cell of cells) results.push(await checkCell(db, cell))
  const violations = await invariantViolations(db)
  results.push({
    label: 'schema invariants (RLS on, no unguarded anon writes, no anon security definer, only the RPCs callable)',
    failure: violations.length ? violations.join('\n    ') : null,
  })
  const gaps = aalCoverageGaps()
  results.push({ label: 'every admin-only cell has aal1/aal2 rows', failure: gaps.length ? gaps.join('\n    ') : null })
  return results
}
