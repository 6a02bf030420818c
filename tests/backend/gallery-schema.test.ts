/**
 * The gallery's second-round schema (docs/decisions.md #21-#24) against the real local backend with the
 * real supabase-js, as anon, a signed-up user and the admin: caption/size/rendition checks, image_url
 * pinned to stored files of the bucket, reorder_gallery_images (admin only, atomic), a bucket that
 * visitors cannot list.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { storeGalleryFile } from './gallery-fixtures.ts'
import { backendWithRoles } from '../support/backend-roles.ts'

const BUCKET = 'gallery-images'

type Row = { id: string; category: string; image_url: string; display_order: number; caption: string | null }

const roles = backendWithRoles('gallery')

beforeEach(async () => {
  await roles.service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
})

const stored = (category: 'nails' | 'lashes', renditions: number[] = []) => storeGalleryFile(roles.admin, category, { renditions })

async function insertRow(category: 'nails' | 'lashes', displayOrder: number): Promise<Row> {
  const { data, error } = await roles.admin
    .from('gallery_images')
    .insert({ category, image_url: await stored(category), display_order: displayOrder })
    .select('*')
    .single()
  if (error) throw error
  return data as Row
}

async function orderOf(category: string): Promise<string[]> {
  const { data, error } = await roles.anon.from('gallery_images').select('id').eq('category', category).order('display_order').order('id')
  if (error) throw error
  return data.map((r: { id: string }) => r.id)
}

/** PostgREST's body for a failed CHECK (constraint name in the message) or the files trigger (its message). */
function expectCheckViolation(result: { status: number; error: { code: string; message: string } | null }, message: string | RegExp) {
  expect(result.status).toBe(400)
  expect(result.error?.code).toBe('23514')
  expect(result.error?.message).toMatch(message)
}

describe('caption, width, height, renditions', () => {
  it('the admin stores a caption of 200 characters (counted as code points) and the sizes', async () => {
    const caption = `${'💅'.repeat(100)}${'a'.repeat(100)}`
    const result = await roles.admin
      .from('gallery_images')
      .insert({
        category: 'nails',
        image_url: await stored('nails', [480, 960]),
        width: 1536,
        height: 2048,
        renditions: [480, 960],
        caption,
      })
      .select('caption, width, height, renditions')
      .single()
    expect(result.error).toBeNull()
    expect(result.data).toEqual({ caption, width: 1536, height: 2048, renditions: [480, 960] })
  })

  it('a new row defaults to no caption, no size and no renditions', async () => {
    const row = await insertRow('lashes', 0)
    const { data } = await roles.anon.from('gallery_images').select('caption, width, height, renditions').eq('id', row.id).single()
    expect(data).toEqual({ caption: null, width: null, height: null, renditions: [] })
  })

  it.each([
    ['an over-long caption', { caption: 'a'.repeat(201) }],
    ['a whitespace-only caption', { caption: '   ' }],
    ['an empty caption (null is the default)', { caption: '' }],
    ['a caption with a line break', { caption: 'two\nlines' }],
  ])('refuses %s with a check violation and changes nothing', async (_what, patch) => {
    const row = await insertRow('nails', 0)
    const result = await roles.admin.from('gallery_images').update(patch).eq('id', row.id)
    expectCheckViolation(result, 'violates check constraint "gallery_images_caption_check"')
    expect((await roles.anon.from('gallery_images').select('caption').eq('id', row.id).single()).data).toEqual({ caption: null })
  })

  it.each([
    ['width 0', { width: 0, height: 10 }],
    ['a negative height', { width: 10, height: -1 }],
    ['width without height', { width: 10 }],
  ])('refuses %s', async (_what, patch) => {
    const row = await insertRow('nails', 0)
    expectCheckViolation(
      await roles.admin.from('gallery_images').update(patch).eq('id', row.id),
      'violates check constraint "gallery_images_size_check"',
    )
  })

  it.each([
    ['a zero width', { width: 100, height: 100, renditions: [0] }],
    ['a rendition as wide as the image', { width: 960, height: 960, renditions: [480, 960] }],
    ['renditions without a size', { renditions: [480] }],
    ['a null element', { width: 2048, height: 1000, renditions: [480, null] }],
  ])('refuses renditions with %s', async (_what, patch) => {
    const row = await insertRow('nails', 0)
    expectCheckViolation(
      await roles.admin.from('gallery_images').update(patch).eq('id', row.id),
      'violates check constraint "gallery_images_renditions_check"',
    )
  })

  it('refuses recorded renditions that were never stored', async () => {
    const result = await roles.admin
      .from('gallery_images')
      .insert({ category: 'nails', image_url: await stored('nails', [480]), width: 2048, height: 1536, renditions: [480, 960] })
    expectCheckViolation(result, 'every recorded rendition must be a file stored in the gallery-images bucket')
    expect(await orderOf('nails')).toEqual([])
  })
})

describe('image_url points into the project storage', () => {
  it.each([
    ['a javascript: URL', () => 'javascript:alert(1)'],
    ['a third-party URL', () => 'https://tracker.example.com/pixel.webp'],
    ['another path on the backend', () => `${roles.backend.url}/auth/v1/nails/x.webp`],
    ['another bucket', () => `${roles.backend.url}/storage/v1/object/public/avatars/nails/x.webp`],
    ['a path with a query string', async () => `${await stored('nails')}?download=1`],
    [
      'a well-formed URL of a file that was never uploaded',
      () => `${roles.backend.url}/storage/v1/object/public/${BUCKET}/nails/${crypto.randomUUID()}.webp`,
    ],
    ['a stored file of the other category', () => stored('lashes')],
  ])('refuses %s (400 check violation), nothing is recorded', async (_what, url) => {
    const result = await roles.admin.from('gallery_images').insert({ category: 'nails', image_url: await url(), display_order: 0 })
    expectCheckViolation(result, /^image_url must /)
    expect(await orderOf('nails')).toEqual([])
  })

  it('refuses an update that points an existing row elsewhere', async () => {
    const row = await insertRow('nails', 0)
    expectCheckViolation(
      await roles.admin.from('gallery_images').update({ image_url: 'javascript:alert(1)' }).eq('id', row.id),
      /^image_url must /,
    )
    expect((await roles.anon.from('gallery_images').select('image_url').eq('id', row.id).single()).data).toEqual({
      image_url: row.image_url,
    })
  })

  it('a signed-up user still meets row-level security first (403), even with a valid URL', async () => {
    const result = await roles.user.from('gallery_images').insert({ category: 'nails', image_url: await stored('nails'), display_order: 0 })
    expect(result.status).toBe(403)
    expect(result.error?.code).toBe('42501')
  })

  it('the service role is held to the same rule', async () => {
    expectCheckViolation(
      await roles.service.from('gallery_images').insert({ category: 'nails', image_url: 'https://example.com/a.jpg' }),
      /^image_url must /,
    )
  })
})

describe('reorder_gallery_images', () => {
  let rows: Row[]
  beforeEach(async () => {
    rows = [await insertRow('nails', 0), await insertRow('nails', 1), await insertRow('nails', 2), await insertRow('lashes', 0)]
  })
  const nails = () => rows.slice(0, 3).map((r) => r.id)

  it('the admin reorders a category in one call (204); everyone sees the new order', async () => {
    const [a, b, c] = nails()
    const result = await roles.admin.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: [c, a, b] })
    expect(result.error).toBeNull()
    expect(result.status).toBe(204)
    expect(await orderOf('nails')).toEqual([c, a, b])
    const { data } = await roles.anon.from('gallery_images').select('id, display_order').eq('category', 'nails').order('display_order')
    expect(data).toEqual([
      { id: c, display_order: 0 },
      { id: a, display_order: 1 },
      { id: b, display_order: 2 },
    ])
  })

  it('anon may not call it (401, no execute grant)', async () => {
    const result = await roles.anon.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: nails().reverse() })
    expect(result.status).toBe(401)
    expect(result.error?.code).toBe('42501')
    expect(await orderOf('nails')).toEqual(nails())
  })

  it('a signed-up user is refused by row-level security (403) and nothing changes', async () => {
    const result = await roles.user.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: nails().reverse() })
    expect(result.status).toBe(403)
    expect(result.error).toMatchObject({ code: '42501', message: 'permission denied to reorder gallery images' })
    expect(await orderOf('nails')).toEqual(nails())
  })

  it.each([
    ['an unknown id', () => [...nails().reverse(), crypto.randomUUID()], /1 of the 4 ids are not images of category 'nails'/],
    ['an id of the other category', () => [...nails().reverse(), rows[3].id], /1 of the 4 ids are not images of category 'nails'/],
    ['a repeated id', () => [nails()[2], nails()[2], nails()[0]], /must list each image once/],
    // A list she loaded before a photo came (an upload or a restore on another device, docs/decisions.md #271).
    ["a list without one of the category's images", () => nails().slice(1).reverse(), /p_ids lists 2 of the 3 images of category 'nails'/],
    ['no ids', () => [], /must list each image once/],
  ])('is atomic: %s changes nothing (400 P0001)', async (_what, ids, message) => {
    const result = await roles.admin.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: ids() })
    expect(result.status).toBe(400)
    expect(result.error?.code).toBe('P0001')
    expect(result.error?.message).toMatch(message)
    expect(await orderOf('nails')).toEqual(nails())
    expect(await orderOf('lashes')).toEqual([rows[3].id])
  })

  it("a null list is refused like an empty one; an unknown function or argument is PostgREST's 404 PGRST202", async () => {
    const nullIds = await roles.admin.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: null })
    expect(nullIds.status).toBe(400)
    expect(nullIds.error?.code).toBe('P0001')
    const unknown = await roles.admin.rpc('reorder_gallery', { p_category: 'nails' })
    expect(unknown.status).toBe(404)
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.reorder_gallery(p_category) in the schema cache',
    })
    const wrongArgument = await roles.admin.rpc('reorder_gallery_images', { category: 'nails', p_ids: nails() })
    expect(wrongArgument.status).toBe(404)
    expect(wrongArgument.error?.code).toBe('PGRST202')
    expect(await orderOf('nails')).toEqual(nails())
  })

  it('a malformed id is a 400 with the Postgres message, nothing changes', async () => {
    const result = await roles.admin.rpc('reorder_gallery_images', { p_category: 'nails', p_ids: ['not-a-uuid'] })
    expect(result.status).toBe(400)
    expect(result.error?.code).toBe('22P02')
    expect(await orderOf('nails')).toEqual(nails())
  })
})

describe('the gallery-images bucket', () => {
  it('cannot be listed by anon or a signed-up user; the admin lists it; the public URL still serves the file', async () => {
    const url = await stored('nails')
    for (const client of [roles.anon, roles.user]) {
      const { data, error } = await client.storage.from(BUCKET).list('nails')
      expect(error === null ? data : []).toEqual([])
    }
    const { data } = await roles.admin.storage.from(BUCKET).list('nails')
    expect(data?.length).toBeGreaterThan(0)
    expect((await fetch(url)).status).toBe(200)
  })

  it('a signed-up user cannot remove the admin files (nothing is visible to remove)', async () => {
    const url = await stored('lashes')
    const path = url.split(`/object/public/${BUCKET}/`)[1]
    const { data } = await roles.user.storage.from(BUCKET).remove([path])
    expect(data ?? []).toEqual([])
    expect((await fetch(url)).status).toBe(200)
  })
})
