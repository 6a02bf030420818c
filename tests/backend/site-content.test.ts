/**
 * The owner's site content in the database (docs/site-content.md "Database", docs/decisions.md #99-#101) against
 * the real local backend with the real supabase-js, as anon, a signed-up user and the admin: the draft is
 * admin-only and written only through save_site_draft (docs/decisions.md #320), publish and restore are admin-only and
 * atomic, a published version cannot be changed, a deleted photo leaves the latest version, has_role answers only
 * about the caller, and the seed is today's content.
 */
import { describe, expect, it } from 'vitest'
import { storeGalleryFile } from './gallery-fixtures.ts'
import { saveDraftAs } from '../support/backend.ts'
import { backendWithRoles } from '../support/backend-roles.ts'

/** The seeded admin's user id (supabase/seed.sql). */
const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { parsePublishedContent, parseSiteContent, siteContentSeed } from '@/demo/site-content'
import { publishedContentSchema, type PublishedContent, type SiteContent } from '@/lib/site-content/schema'

type Publication = { id: number; content: PublishedContent; restored_from: number | null; note: string | null; published_by: string | null }

const roles = backendWithRoles('content')

async function latest(): Promise<Publication> {
  const { data, error } = await roles.anon.from('site_publications').select('*').order('id', { ascending: false }).limit(1).single()
  if (error) throw error
  return data as Publication
}

async function count(): Promise<number> {
  const { count: n, error } = await roles.anon.from('site_publications').select('id', { count: 'exact', head: true })
  if (error) throw error
  return n ?? 0
}

async function setDraft(content: SiteContent): Promise<void> {
  await saveDraftAs(roles.admin, content)
}

const withPrice = (pounds: number): SiteContent => ({
  ...siteContentSeed,
  prices: { ...siteContentSeed.prices, nails: siteContentSeed.prices.nails.map((p, i) => (i === 0 ? { ...p, pounds } : p)) },
})

describe('the seed', () => {
  it('is the demo studio: the draft and published version 1 equal src/demo/site-content-v1.ts', async () => {
    const { data: draft, error } = await roles.admin.from('site_content_draft').select('content').eq('id', 1).single()
    expect(error).toBeNull()
    expect(draft?.content).toEqual(siteContentSeedV1)
    const { data: first } = await roles.anon.from('site_publications').select('*').eq('id', 1).single()
    expect(first?.content).toEqual({ ...siteContentSeedV1, gallery: [] })
    // Schema 1, upgraded when read (docs/site-content.md "Schema versions"): today's site in schema 2.
    expect(parsePublishedContent(first?.content, 'Version 1')).toEqual({ ...siteContentSeed, gallery: [] })
    expect(parseSiteContent(draft?.content, 'The draft')).toEqual(siteContentSeed)
  })
})

describe('the draft', () => {
  it('is invisible to anon and to a signed-up user, and only the admin may save it', async () => {
    expect((await roles.anon.from('site_content_draft').select('*')).error?.code).toBe('42501')
    expect((await roles.user.from('site_content_draft').select('*')).data).toEqual([])
    const byUser = await roles.user
      .from('site_content_draft')
      .update({ content: withPrice(1) })
      .eq('id', 1)
      .select('id')
    expect({ status: byUser.status, code: byUser.error?.code }).toEqual({ status: 403, code: '42501' })
    const savedByUser = await roles.user.rpc('save_site_draft', { p_content: withPrice(1), p_revision: 1 })
    expect(savedByUser.error?.message).toBe('permission denied to save the draft')
    const byAnon = await roles.anon
      .from('site_content_draft')
      .update({ content: withPrice(1) })
      .eq('id', 1)
    expect(byAnon.error?.code).toBe('42501')
    const inserted = await roles.user.from('site_content_draft').insert({ id: 1, content: withPrice(1) })
    expect(inserted.error?.code).toBe('42501')
    const { data } = await roles.admin.from('site_content_draft').select('content').eq('id', 1).single()
    expect((data?.content as SiteContent).prices.nails[0]?.pounds).not.toBe(1)
  })

  it('refuses a draft without the content keys, or with a gallery (23514)', async () => {
    const { data: draft } = await roles.admin.from('site_content_draft').select('revision').eq('id', 1).single()
    const save = (content: unknown) => roles.admin.rpc('save_site_draft', { p_content: content, p_revision: draft!.revision })
    const bad = await save({ prices: {} })
    expect(bad.status).toBe(400)
    expect(bad.error?.code).toBe('23514')
    expect((await save({ ...siteContentSeed, gallery: [] })).error?.code).toBe('23514')
  })
})

describe('her identity (schema 3; docs/decisions.md #366)', () => {
  const withIdentity = (patch: Partial<SiteContent['identity']>): SiteContent => ({
    ...siteContentSeed,
    identity: { ...siteContentSeed.identity, ...patch },
  })
  /** Each bad value with the field and reason the database names, the same as the client's schema's. */
  const refusals: [Partial<SiteContent['identity']>, string][] = [
    [{ name: ' ' }, 'identity.name: Studio name is required'],
    [{ name: 'B'.repeat(51) }, 'identity.name: Studio name must be at most 50 characters'],
    [{ tagline: 'Bloom <script>' }, 'identity.tagline: Tagline must be plain text, without < or >'],
    [{ colours: { brand: 'teal', accent: null } }, 'identity.colours.brand: Brand colour must be a colour such as #9b3550'],
  ]

  it('a draft saved with a bad value is refused with the field named, in PostgREST’s shape (HTTP 400, 23514), and nothing is written', async () => {
    const { data: before } = await roles.admin.from('site_content_draft').select('content, revision').eq('id', 1).single()
    for (const [patch, message] of refusals) {
      const saved = await roles.admin.rpc('save_site_draft', { p_content: withIdentity(patch), p_revision: before?.revision })
      expect(saved.status, message).toBe(400)
      expect(saved.error).toMatchObject({
        code: '23514',
        message,
        details: expect.stringMatching(/draft was not saved/),
        hint: expect.any(String),
      })
      // The schema on the client gives her the same reason first (src/lib/site-content/schema.ts).
      expect(() => parseSiteContent(withIdentity(patch), 'The draft')).toThrow(message)
      // No API role writes the table directly (docs/decisions.md #320); the trigger holds for the functions that do,
      // and for SQL as the owner (the RLS matrix's identity cells, tests/postgres/rls-matrix-identity.ts).
      const direct = await roles.service
        .from('site_content_draft')
        .update({ content: withIdentity(patch) })
        .eq('id', 1)
      expect(direct.error?.code).toBe('42501')
    }
    const { data: after } = await roles.admin.from('site_content_draft').select('content, revision').eq('id', 1).single()
    expect(after).toEqual(before)
  })

  it('her own identity is saved and published (a bad one in a version: the RLS matrix, tests/postgres/rls-matrix-identity.ts)', async () => {
    const bloom = withIdentity({
      name: 'Bloom Beauty Bar',
      owner: 'Maya',
      town: 'Didsbury',
      city: 'Manchester',
      colours: { brand: '#0F766E', accent: null },
    })
    const { data: saved } = await roles.admin.from('site_content_draft').select('revision').eq('id', 1).single()
    const ok = await roles.admin.rpc('save_site_draft', { p_content: bloom, p_revision: saved?.revision })
    expect(ok.error).toBeNull()
    const published = await roles.admin.rpc('publish_site_content')
    expect(published.error).toBeNull()
    expect((await latest()).content.identity).toEqual(bloom.identity)
    await setDraft(siteContentSeed)
  })
})

describe('publish', () => {
  it('is refused to anon and to a signed-up user, and publishes nothing', async () => {
    const before = await count()
    const byAnon = await roles.anon.rpc('publish_site_content')
    expect(byAnon.error?.code).toBe('42501')
    const byUser = await roles.user.rpc('publish_site_content')
    expect(byUser.error?.code).toBe('42501')
    expect(byUser.error?.message).toMatch(/permission denied to publish/)
    expect(await count()).toBe(before)
    const direct = await roles.user.from('site_publications').insert({ content: { ...siteContentSeed, gallery: [] } })
    expect(direct.error?.code).toBe('42501')
    expect(await count()).toBe(before)
  })

  it('stores the admin’s draft plus the gallery, in her order, as the newest version', async () => {
    await roles.service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
    const rows = []
    for (const [category, order] of [
      ['lashes', 0],
      ['nails', 1],
      ['nails', 0],
    ] as const) {
      const { data, error } = await roles.admin
        .from('gallery_images')
        .insert({
          category,
          image_url: await storeGalleryFile(roles.admin, category, {}),
          display_order: order,
          caption: `${category} ${order}`,
        })
        .select('id')
        .single()
      if (error) throw error
      rows.push(data.id as string)
    }
    await setDraft(withPrice(32.5))
    const { data, error } = await roles.admin.rpc('publish_site_content')
    expect(error).toBeNull()
    const published = data as Publication
    expect(published).toEqual(await latest())
    const content = publishedContentSchema.parse(published.content)
    expect(content.prices.nails[0]?.pounds).toBe(32.5)
    expect(content.gallery.map((g) => g.id)).toEqual([rows[2], rows[1], rows[0]])
    expect(content.gallery[0]).toMatchObject({ category: 'nails', caption: 'nails 0', displayOrder: 0, renditions: [] })
    expect(published.published_by).toBe(ADMIN_ID)
  })
})

describe('a published version', () => {
  it('cannot be changed or deleted through the API, by the admin or the service role', async () => {
    const target = await latest()
    for (const client of [roles.admin, roles.service]) {
      const upd = await client.from('site_publications').update({ note: 'edited' }).eq('id', target.id)
      expect(upd.error?.code).toBe('42501')
      const del = await client.from('site_publications').delete().eq('id', target.id)
      expect(del.error?.code).toBe('42501')
    }
    // Not even as `postgres` (a trigger; the shared matrix, tests/postgres/rls-matrix.ts, checks that cell).
    expect(await latest()).toEqual(target)
  })
})

describe('restore', () => {
  it('is admin-only; it publishes the earlier content with today’s gallery and makes it the draft', async () => {
    const before = await count()
    expect((await roles.anon.rpc('restore_site_publication', { p_id: 1 })).error?.code).toBe('42501')
    expect((await roles.user.rpc('restore_site_publication', { p_id: 1 })).error?.code).toBe('42501')
    expect(await count()).toBe(before)

    const galleryNow = (await latest()).content.gallery
    const { data, error } = await roles.admin.rpc('restore_site_publication', { p_id: 1 })
    expect(error).toBeNull()
    const restored = data as Publication
    expect(restored.restored_from).toBe(1)
    // Version 1 is schema 1: it comes back as it was stored, and reads as today's site in schema 2.
    expect(restored.content).toEqual({ ...siteContentSeedV1, gallery: galleryNow })
    expect(parsePublishedContent(restored.content, 'Restored')).toEqual({ ...siteContentSeed, gallery: galleryNow })
    const { data: draft } = await roles.admin.from('site_content_draft').select('content').eq('id', 1).single()
    expect(draft?.content).toEqual(siteContentSeedV1)
  })

  it('of an unknown version changes nothing (P0002)', async () => {
    await setDraft(withPrice(40))
    const before = await count()
    const missing = await roles.admin.rpc('restore_site_publication', { p_id: 999999 })
    expect(missing.error?.code).toBe('P0002')
    expect(missing.error?.message).toMatch(/no published version 999999/)
    expect(await count()).toBe(before)
    const { data: draft } = await roles.admin.from('site_content_draft').select('content').eq('id', 1).single()
    expect((draft?.content as SiteContent).prices.nails[0]?.pounds).toBe(40)
  })
})

describe('deleting a published photo', () => {
  it('publishes a version without it at once, keeping the rest of the live content', async () => {
    const live = await latest()
    const victim = live.content.gallery[0]
    expect(victim).toBeDefined()
    const { error } = await roles.admin.from('gallery_images').delete().eq('id', victim!.id)
    expect(error).toBeNull()
    const after = await latest()
    expect(after.id).toBeGreaterThan(live.id)
    expect(after.note).toBe('Photo removed')
    expect(after.content).toEqual({ ...live.content, gallery: live.content.gallery.slice(1) })
  })

  it('of a photo the live version does not show publishes nothing', async () => {
    const { data } = await roles.admin
      .from('gallery_images')
      .insert({ category: 'lashes', image_url: await storeGalleryFile(roles.admin, 'lashes', {}), display_order: 9 })
      .select('id')
      .single()
    const before = await count()
    await roles.admin.from('gallery_images').delete().eq('id', data!.id)
    expect(await count()).toBe(before)
  })
})

describe('has_role', () => {
  it('answers a signed-up user only about themselves, and the admin about anyone', async () => {
    expect((await roles.user.rpc('has_role', { _user_id: roles.userId, _role: 'admin' })).data).toBe(false)
    const aboutAdmin = await roles.user.rpc('has_role', { _user_id: ADMIN_ID, _role: 'admin' })
    expect(aboutAdmin.error?.code).toBe('42501')
    expect(aboutAdmin.error?.message).toMatch(/only about the caller/)
    expect((await roles.admin.rpc('has_role', { _user_id: roles.userId, _role: 'admin' })).data).toBe(false)
    expect((await roles.admin.rpc('has_role', { _user_id: ADMIN_ID, _role: 'admin' })).data).toBe(true)
    expect((await roles.anon.rpc('has_role', { _user_id: ADMIN_ID, _role: 'admin' })).error?.code).toBe('42501')
  })
})

describe('build_hook_status', () => {
  it('reports no hook and no pg_cron on the local backend, to the service role only', async () => {
    // The local pg_net and Vault stand-ins are there, with the backend's own URL and key (docs/local-backend.md §6.7, §10).
    expect((await roles.service.rpc('build_hook_status')).data).toEqual({
      pg_net: true,
      hook_url: false,
      pg_cron: false,
      schedule: false,
      storage_api: true,
    })
    expect((await roles.admin.rpc('build_hook_status')).error?.code).toBe('42501')
  })
})
