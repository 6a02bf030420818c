/**
 * Row-level security matrix (docs/product.md §6; docs/decisions.md #12, #15): anon, a signed-up user and the admin
 * against select/insert/update/delete on gallery_images and user_roles over HTTP with supabase-js, every cell
 * asserted; then the shared SQL-level matrix (tests/postgres/rls-matrix.ts, also run on real PostgreSQL by
 * `npm run test:postgres`) on the PGlite database template.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { nodeRealtime } from '../../scripts/lib/node-client.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signToken } from '../../supabase/local/jwt.ts'
import { roleClients, startTestBackend, type TestBackend } from '../support/backend.ts'
import { pgliteMatrixPerSuite } from '../support/pglite-matrix.ts'
import { siteContentSeed } from '@/demo/site-content'
import { insertFactor } from '../postgres/mfa-fixtures.ts'
import { aalCoverageGaps, cells, checkCell, invariantViolations, labelOf, type MatrixDb } from '../postgres/rls-matrix.ts'
import { storeGalleryFile } from './gallery-fixtures.ts'

type Who = 'anon' | 'user' | 'admin'

let backend: TestBackend
let clients: Record<Who, SupabaseClient>
let service: SupabaseClient
let userId: string
let adminId: string
let rowId: string
// Stored files the rows name: image_url must point at a file of the bucket (docs/decisions.md #24).
let lashesUrl: string
let nailsUrl: string

beforeAll(async () => {
  backend = await startTestBackend()
  const roles = await roleClients(backend, 'rls')
  ;({ userId, service } = roles)
  clients = { anon: roles.anon, user: roles.user, admin: roles.admin }
  adminId = (await roles.admin.auth.getUser()).data.user!.id
  lashesUrl = await storeGalleryFile(service, 'lashes')
  nailsUrl = await storeGalleryFile(service, 'nails')
})
afterAll(() => backend?.dispose())

/** The HTTP suites' arrangement before each test: one gallery row (`rowId`), the only one. */
async function oneGalleryRow(): Promise<void> {
  await service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
  const { data, error } = await service
    .from('gallery_images')
    .insert({ category: 'lashes', image_url: lashesUrl, display_order: 7 })
    .select('id')
    .single()
  if (error) throw error
  rowId = (data as { id: string }).id
}

async function galleryRow() {
  return (await service.from('gallery_images').select('*').eq('id', rowId).maybeSingle()).data as { display_order: number } | null
}

const denied = { anon: { status: 401, code: '42501' }, client: { status: 403, code: '42501' } }

describe('gallery_images', () => {
  beforeEach(oneGalleryRow)

  it.each<Who>(['anon', 'user', 'admin'])('select: %s reads every row', async (who) => {
    const { data, error, status } = await clients[who].from('gallery_images').select('*').order('display_order')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data?.map((r) => r.id)).toEqual([rowId])
  })

  it('insert: anon is refused (401, no grant)', async () => {
    const { error, status } = await clients.anon.from('gallery_images').insert({ category: 'nails', image_url: 'x', display_order: 1 })
    expect({ status, code: error?.code }).toEqual(denied.anon)
    expect(error?.message).toBe('permission denied for table gallery_images')
  })

  it('insert: a signed-up user is refused by RLS (403)', async () => {
    const { error, status } = await clients.user.from('gallery_images').insert({ category: 'nails', image_url: 'x', display_order: 1 })
    expect({ status, code: error?.code }).toEqual(denied.client)
    expect(error?.message).toBe('new row violates row-level security policy for table "gallery_images"')
  })

  it('insert: the admin may (201), and category is constrained to nails|lashes', async () => {
    const ok = await clients.admin.from('gallery_images').insert({ category: 'nails', image_url: nailsUrl, display_order: 1 })
    expect(ok.error).toBeNull()
    expect(ok.status).toBe(201)
    const bad = await clients.admin.from('gallery_images').insert({ category: 'toes', image_url: 'x', display_order: 2 })
    expect(bad.status).toBe(400)
    expect(bad.error?.code).toBe('23514')
    expect(bad.error?.message).toBe('new row for relation "gallery_images" violates check constraint "gallery_images_category_check"')
  })

  it('update: anon is refused (401)', async () => {
    const { error, status } = await clients.anon.from('gallery_images').update({ display_order: 99 }).eq('id', rowId)
    expect({ status, code: error?.code }).toEqual(denied.anon)
    expect((await galleryRow())?.display_order).toBe(7)
  })

  it('update: a signed-up user changes nothing (RLS hides the row)', async () => {
    const { error, status, data } = await clients.user.from('gallery_images').update({ display_order: 99 }).eq('id', rowId).select()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([])
    expect((await galleryRow())?.display_order).toBe(7)
  })

  it('update: the admin may', async () => {
    const { error, data } = await clients.admin.from('gallery_images').update({ display_order: 99 }).eq('id', rowId).select('display_order')
    expect(error).toBeNull()
    expect(data).toEqual([{ display_order: 99 }])
    expect((await galleryRow())?.display_order).toBe(99)
  })

  it('delete: anon is refused (401)', async () => {
    const { error, status } = await clients.anon.from('gallery_images').delete().eq('id', rowId)
    expect({ status, code: error?.code }).toEqual(denied.anon)
    expect(await galleryRow()).not.toBeNull()
  })

  it('delete: a signed-up user deletes nothing (204, row stays)', async () => {
    const { error, status } = await clients.user.from('gallery_images').delete().eq('id', rowId)
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(await galleryRow()).not.toBeNull()
  })

  it('delete: the admin may', async () => {
    const { error, status } = await clients.admin.from('gallery_images').delete().eq('id', rowId)
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(await galleryRow()).toBeNull()
  })
})

describe('user_roles', () => {
  beforeEach(oneGalleryRow)

  async function isAdmin(id: string) {
    const { data } = await service.from('user_roles').select('role').eq('user_id', id).eq('role', 'admin')
    return (data ?? []).length === 1
  }

  it('select: anon is refused (401, no grant)', async () => {
    const { error, status } = await clients.anon.from('user_roles').select('*')
    expect({ status, code: error?.code }).toEqual(denied.anon)
  })

  it('select: a signed-up user sees only its own rows (none), not the admin row', async () => {
    expect((await clients.user.from('user_roles').select('*')).data).toEqual([])
    expect((await clients.user.from('user_roles').select('role').eq('user_id', adminId)).data).toEqual([])
    const check = await clients.user.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').maybeSingle()
    expect(check.error).toBeNull()
    expect(check.data).toBeNull()
  })

  it('select: the admin sees its own row', async () => {
    const { data } = await clients.admin.from('user_roles').select('user_id, role')
    expect(data).toEqual([{ user_id: adminId, role: 'admin' }])
  })

  it.each<Who>(['anon', 'user', 'admin'])('insert: %s cannot grant admin to the user (no client role writes user_roles)', async (who) => {
    const { error, status } = await clients[who].from('user_roles').insert({ user_id: userId, role: 'admin' })
    expect({ status, code: error?.code }).toEqual(who === 'anon' ? denied.anon : denied.client)
    expect(await isAdmin(userId)).toBe(false)
  })

  it.each<Who>(['anon', 'user', 'admin'])('update: %s is refused', async (who) => {
    const { error, status } = await clients[who].from('user_roles').update({ user_id: userId }).eq('user_id', adminId)
    expect({ status, code: error?.code }).toEqual(who === 'anon' ? denied.anon : denied.client)
    expect(await isAdmin(adminId)).toBe(true)
    expect(await isAdmin(userId)).toBe(false)
  })

  it.each<Who>(['anon', 'user', 'admin'])('delete: %s is refused', async (who) => {
    const { error, status } = await clients[who].from('user_roles').delete().eq('user_id', adminId)
    expect({ status, code: error?.code }).toEqual(who === 'anon' ? denied.anon : denied.client)
    expect(await isAdmin(adminId)).toBe(true)
  })

  it('the service role (admin:grant) may grant, idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const { error } = await service
        .from('user_roles')
        .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true })
      expect(error).toBeNull()
    }
    expect(await isAdmin(userId)).toBe(true)
    await service.from('user_roles').delete().eq('user_id', userId)
    expect(await isAdmin(userId)).toBe(false)
  })
})

// Two-step sign-in enforced by the database, over HTTP with supabase-js (docs/decisions.md #165-#167): the admin
// with a verified factor and a password-only (aal1) token writes nothing and reads no draft or bucket object; the
// same session at aal2 may. The aal2 token is the admin's own session token re-signed with aal2 and a totp amr, as
// GoTrue's /factors/:id/verify issues it; the factor row is written straight into the database, as GoTrue would.
describe('two-step sign-in (aal2) over HTTP', () => {
  beforeEach(oneGalleryRow)

  let aal1: SupabaseClient
  let aal2: SupabaseClient
  const withToken = (token: string) =>
    createClient(backend.url, backend.anonKey, {
      accessToken: () => Promise.resolve(token),
      realtime: nodeRealtime,
    })

  beforeAll(async () => {
    await insertFactor(backend.database, adminId, 'rls test phone', 'verified')
    const token = (await clients.admin.auth.getSession()).data.session!.access_token
    const claims = decodeJwt(token)
    expect(claims.aal).toBe('aal1')
    aal1 = withToken(token)
    aal2 = withToken(
      await signToken({
        ...claims,
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...(claims.amr as object[])],
      }),
    )
  })
  afterAll(() => backend.database.query('delete from auth.mfa_factors where user_id = $1', [adminId]))

  it('aal1: public reads still work (the gallery, published versions, her own role)', async () => {
    expect((await aal1.from('gallery_images').select('id')).data).toEqual([{ id: rowId }])
    expect((await aal1.from('site_publications').select('id').eq('id', 1)).data).toEqual([{ id: 1 }])
    expect((await aal1.from('user_roles').select('role')).data).toEqual([{ role: 'admin' }])
  })

  it('aal1: no gallery row is written (insert 403, update and delete change nothing)', async () => {
    const insert = await aal1.from('gallery_images').insert({ category: 'nails', image_url: nailsUrl, display_order: 1 })
    expect({ status: insert.status, code: insert.error?.code }).toEqual(denied.client)
    expect(insert.error?.message).toBe(
      'new row violates row-level security policy "Admin writes need aal2 (insert)" for table "gallery_images"',
    )
    expect((await aal1.from('gallery_images').update({ display_order: 99 }).eq('id', rowId).select()).data).toEqual([])
    await aal1.from('gallery_images').delete().eq('id', rowId)
    expect((await galleryRow())?.display_order).toBe(7)
    const reorder = await aal1.rpc('reorder_gallery_images', { p_category: 'lashes', p_ids: [rowId] })
    expect({ status: reorder.status, code: reorder.error?.code }).toEqual(denied.client)
    expect(reorder.error?.message).toBe('permission denied to reorder gallery images')
    expect(reorder.error?.hint).toMatch(/two-step sign-in is on/i)
  })

  it('aal1: the draft is unreadable and unsaved; publish and restore are refused', async () => {
    expect((await aal1.from('site_content_draft').select('id')).data).toEqual([])
    const save = await aal1.rpc('save_site_draft', { p_content: siteContentSeed, p_revision: 1 })
    expect({ status: save.status, code: save.error?.code, message: save.error?.message }).toEqual({
      ...denied.client,
      message: 'permission denied to save the draft',
    })
    expect(save.error?.hint).toMatch(/two-step sign-in is on/i)
    const publish = await aal1.rpc('publish_site_content')
    expect({ status: publish.status, code: publish.error?.code, message: publish.error?.message }).toEqual({
      ...denied.client,
      message: 'permission denied to publish the site content',
    })
    const restore = await aal1.rpc('restore_site_publication', { p_id: 1 })
    expect({ status: restore.status, code: restore.error?.code, message: restore.error?.message }).toEqual({
      ...denied.client,
      message: 'permission denied to restore a published version',
    })
  })

  it('aal1: the gallery bucket is neither listed, written nor emptied', async () => {
    const bucket = aal1.storage.from('gallery-images')
    const upload = await bucket.upload(`nails/${crypto.randomUUID()}.webp`, new Blob([new Uint8Array(12)], { type: 'image/webp' }))
    expect(upload.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
    expect((await bucket.list('lashes')).data).toEqual([])
    const path = new URL(lashesUrl).pathname.split('/gallery-images/')[1]!
    await bucket.remove([path])
    expect((await service.storage.from('gallery-images').list('lashes')).data?.map((o) => `lashes/${o.name}`)).toContain(path)
  })

  it('aal2: the same admin uploads, writes rows, reads the draft and publishes', async () => {
    const url = await storeGalleryFile(aal2, 'nails')
    const insert = await aal2.from('gallery_images').insert({ category: 'nails', image_url: url, display_order: 1 })
    expect(insert.error).toBeNull()
    expect(insert.status).toBe(201)
    expect((await aal2.from('gallery_images').update({ display_order: 99 }).eq('id', rowId).select('display_order')).data).toEqual([
      { display_order: 99 },
    ])
    expect((await aal2.from('site_content_draft').select('id')).data).toEqual([{ id: 1 }])
    const publish = await aal2.rpc('publish_site_content')
    expect(publish.error).toBeNull()
    expect((publish.data as { id: number }).id).toBeGreaterThan(1)
    expect((await aal2.storage.from('gallery-images').list('nails')).data?.length).toBeGreaterThan(0)
  })
})

// The draft and the published versions change only through the functions that check (docs/decisions.md #320); the
// helpers those functions share cannot be called by any API role (#321).
describe('writes around the checks, over HTTP', () => {
  beforeEach(oneGalleryRow)

  const draftRow = async () =>
    (await service.from('site_content_draft').select('revision, content').eq('id', 1).single()).data as {
      revision: number
      content: unknown
    }

  it('an /admin tab from before #320 saves with a plain update: 403 42501, told to reload, nothing written', async () => {
    const before = await draftRow()
    // Exactly the old saveDraft(): update({ content, updated_at }).eq('id', 1).select('content').
    const { status, error, data } = await clients.admin
      .from('site_content_draft')
      .update({ content: before.content, updated_at: new Date().toISOString() })
      .eq('id', 1)
      .select('content')
    expect({ status, code: error?.code, data }).toEqual({ status: 403, code: '42501', data: null })
    expect(error?.message).toBe('This page is out of date and cannot save: copy your changes, reload /admin, then make them again.')
    expect(error?.hint).toContain('save_site_draft')
    expect((await draftRow()).revision).toBe(before.revision)
  })

  it.each<Who | 'service'>(['anon', 'user', 'admin', 'service'])('%s: no direct update of the draft, no direct version', async (who) => {
    const client = who === 'service' ? service : clients[who]
    const update = await client.from('site_content_draft').update({ updated_at: new Date().toISOString() }).eq('id', 1)
    const publish = await client.from('site_publications').insert({ content: { ...siteContentSeed, gallery: [] } })
    const expected = who === 'anon' ? denied.anon : denied.client
    expect({ status: update.status, code: update.error?.code }).toEqual(expected)
    expect({ status: publish.status, code: publish.error?.code }).toEqual(expected)
    if (who !== 'anon')
      expect(publish.error?.message).toBe('This page is out of date and cannot publish: reload /admin, then publish again.')
  })

  it.each<Who>(['anon', 'user', 'admin'])('%s: the helpers cannot be called (401/403 42501)', async (who) => {
    for (const [fn, args] of [
      ['lock_live_site', {}],
      ['gallery_category_rank', { p_category: 'nails' }],
      ['gallery_image_files', { p_image_url: lashesUrl, p_renditions: [] }],
      ['gallery_bin_leftovers', { p_image_url: lashesUrl, p_renditions: [] }],
      ['require_admin_aal', { p_refusal: 'x' }],
    ] as const) {
      const { status, error } = await clients[who].rpc(fn as never, args as never)
      expect({ fn, status, code: error?.code, message: error?.message }).toEqual({
        fn,
        ...(who === 'anon' ? denied.anon : denied.client),
        message: `permission denied for function ${fn}`,
      })
    }
  })
})

describe('shared SQL matrix on PGlite (same cells as npm run test:postgres)', () => {
  const matrix = pgliteMatrixPerSuite()

  it.each(cells.map((cell) => [labelOf(cell), cell] as const))('%s', async (_label, cell) => {
    expect((await checkCell(matrix.db, cell)).failure).toBeNull()
  })

  it('schema invariants: RLS on every public table, no unguarded anon writes, no anon security definer', async () => {
    expect(await invariantViolations(matrix.db)).toEqual([])
    // The guard itself fails on a helper left callable (one that shares an RPC's name too) and on schema private opened
    // to an API role (docs/decisions.md #321).
    const broken: MatrixDb = {
      ...matrix.db,
      rolledBack: (fn) =>
        matrix.db.rolledBack(async (sql) => {
          await sql.query('grant execute on function public.lock_live_site() to authenticated')
          await sql.query('grant execute on function public.gallery_bin_leftovers(text, integer[]) to authenticated')
          await sql.query('grant usage on schema private to anon')
          return fn(sql)
        }),
    }
    expect(await invariantViolations(broken)).toEqual([
      'authenticated may execute public.lock_live_site: revoke execute on it from authenticated (and public), or move it to schema private if it is a helper',
      'authenticated may execute 2 functions named public.gallery_bin_leftovers, of which the app calls one: revoke execute on the others (helpers) from authenticated (and public)',
      'anon may use schema private: add "revoke all on schema private from anon;".',
    ])
  })

  it('every admin-only cell says what the admin with a factor gets at aal1 and aal2', () => {
    expect(aalCoverageGaps()).toEqual([])
    // The guard itself fails on a cell that forgets them.
    expect(
      aalCoverageGaps([
        { name: 'probe', who: 'user', sql: 'select 1', expect: { rows: 0 } },
        { name: 'probe', who: 'admin', sql: 'select 1', expect: { rows: 1 } },
      ]),
    ).toEqual(['"probe" is admin-only but has no admin_aal1/admin_aal2 rows'])
  })
})
