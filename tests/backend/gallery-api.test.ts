// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The gallery api (src/features/gallery/api) through the app's own functions and the real supabase-js
 * against the real local backend: upload of a prepared set with renditions (and cleanup when the row is
 * refused; a pick of several files is the upload queue's, tests/backend/upload-queue.test.ts), captions, the paged public feed, reorder, and
 * a delete that removes every rendition or, when storage fails, leaves the row as it was
 * (docs/decisions.md #20-#24); her logo stored as a PNG, the admin's alone, the bucket refusing an SVG (#346).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { moveToRecentlyDeleted } from '@/features/gallery/api/gallery-bin'
import { listAdminGalleryImages, type GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { applyOrder, reorderGalleryImages } from '@/features/gallery/api/reorder-gallery-images'
import { CaptionError, updateGalleryCaption } from '@/features/gallery/api/update-gallery-caption'
import { uploadPreparedImage } from '@/features/gallery/api/upload-gallery-images'
import { storeLogo } from '@/features/gallery/api/upload-logo'
import { imageSources } from '@/features/gallery/lib/renditions'
import { storedPathsOf } from '@/features/gallery/lib/stored-files'
import { captionMessages } from '@/features/gallery/lib/caption'
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import { preparedSet, storeGalleryFile } from './gallery-fixtures.ts'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
let admin: SupabaseClient
let service: SupabaseClient

const asApp = (client: SupabaseClient) => client as unknown as AppSupabaseClient

/** Status of every stored file of a row, by public URL. */
async function fileStatuses(row: Pick<GalleryImage, 'image_url' | 'renditions' | 'width' | 'height'>): Promise<number[]> {
  const { srcSet } = imageSources(row)
  const urls = srcSet ? srcSet.split(', ').map((candidate) => candidate.split(' ')[0]) : [row.image_url]
  return Promise.all(urls.map(async (url) => (await fetch(url)).status))
}

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signedIn(ADMIN.email, ADMIN.password)
  service = backend.serviceClient()
})
afterAll(async () => {
  setSupabaseClient(undefined)
  await backend?.dispose()
})
beforeEach(async () => {
  setSupabaseClient(asApp(admin))
  await service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
})
afterEach(() => setSupabaseClient(undefined))

describe('upload', () => {
  it('stores the full image and each rendition beside it, and records the row with the same id, size and widths', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'nails', 3)
    expect(row).toMatchObject({ category: 'nails', display_order: 3, width: 2048, height: 1536, renditions: [480, 960], caption: null })
    expect(row.image_url).toBe(`${backend.url}/storage/v1/object/public/gallery-images/nails/${row.id}.webp`)
    expect(storedPathsOf(row)).toEqual([`nails/${row.id}.webp`, `nails/${row.id}-480.webp`, `nails/${row.id}-960.webp`])
    expect(await fileStatuses(row)).toEqual([200, 200, 200])
    const rendition = await fetch(imageSources(row).src)
    expect(rendition.headers.get('content-type')).toBe('image/webp')
    expect((await rendition.arrayBuffer()).byteLength).toBe(300)
  })

  it('removes every stored file again when the row is refused', async () => {
    // width 0 passes the upload but fails the row's check: the files must not stay behind.
    const listed = async () => (await admin.storage.from('gallery-images').list('lashes')).data?.map((o) => o.name)
    const before = await listed()
    const attempt = uploadPreparedImage(preparedSet({ width: 0 }), 'lashes', 0)
    await expect(attempt).rejects.toMatchObject({ code: '23514' })
    expect(await listed()).toEqual(before)
  })
})

describe('captions', () => {
  it('saves a trimmed caption, clears it with an empty field, and refuses whitespace without a request', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'nails', 0)
    expect((await updateGalleryCaption(row.id, '  Glazed donut chrome  ')).caption).toBe('Glazed donut chrome')
    await expect(updateGalleryCaption(row.id, '   ')).rejects.toEqual(new CaptionError(captionMessages.blank))
    await expect(updateGalleryCaption(row.id, 'x'.repeat(201))).rejects.toEqual(new CaptionError(captionMessages.tooLong))
    expect((await listAdminGalleryImages())[0].caption).toBe('Glazed donut chrome')
    expect((await updateGalleryCaption(row.id, '')).caption).toBeNull()
  })

  it('a signed-up user changes nothing (PGRST116: no row updated)', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'nails', 0)
    setSupabaseClient(asApp((await backend.newUser('caption')).client))
    await expect(updateGalleryCaption(row.id, 'Mine now')).rejects.toMatchObject({ code: 'PGRST116' })
    expect((await service.from('gallery_images').select('caption').eq('id', row.id).single()).data).toEqual({ caption: null })
  })
})

describe('the owner order', () => {
  let ids: string[]
  beforeEach(async () => {
    const nails = await storeGalleryFile(admin, 'nails')
    const lashes = await storeGalleryFile(admin, 'lashes')
    const rows = Array.from({ length: 30 }, (_, n) => ({ category: 'nails', image_url: nails, display_order: n }))
    const { data, error } = await admin
      .from('gallery_images')
      .insert([...rows, { category: 'lashes', image_url: lashes, display_order: 0 }])
      .select('id, category')
      .order('display_order')
    if (error) throw error
    ids = (data as { id: string; category: string }[]).filter((r) => r.category === 'nails').map((r) => r.id)
  })

  it('reorders in one call; the admin list shows the new order', async () => {
    const reversed = [...ids].reverse()
    await reorderGalleryImages('nails', reversed)
    const listed = await listAdminGalleryImages()
    expect(listed.map((r) => r.category)).toEqual(['lashes', ...ids.map(() => 'nails')])
    expect(listed.filter((r) => r.category === 'nails').map((r) => r.id)).toEqual(reversed)
    expect(
      applyOrder(listed, { category: 'nails', orderedIds: ids })
        .filter((r) => r.category === 'nails')
        .map((r) => r.id),
    ).toEqual(ids)
  })

  it('a reorder naming a deleted image fails with P0001 and changes nothing', async () => {
    await service.from('gallery_images').delete().eq('id', ids[0])
    await expect(reorderGalleryImages('nails', [...ids].reverse())).rejects.toMatchObject({ code: 'P0001' })
    const nails = (await listAdminGalleryImages()).filter((r) => r.category === 'nails')
    expect(nails.map((r) => r.id)).toEqual(ids.slice(1))
  })
})

describe('delete', () => {
  it('takes the row and every stored rendition out of the gallery; their public URLs answer 400/404 afterwards', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'nails', 0)
    expect(await fileStatuses(row)).toEqual([200, 200, 200])
    await moveToRecentlyDeleted(row)
    expect(await listAdminGalleryImages()).toEqual([])
    for (const status of await fileStatuses(row)) expect([400, 404]).toContain(status)
    const left = (await admin.storage.from('gallery-images').list('nails')).data?.filter((o) => o.name.startsWith(row.id))
    expect(left).toEqual([])
  })

  it('when storage cannot move the files, the row comes back as it was and the error is thrown', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'lashes', 5)
    await updateGalleryCaption(row.id, 'Lifted and tinted')
    const before = (await listAdminGalleryImages())[0]
    // The same backend, with the network failing for the second storage move only (the first file has moved by then).
    let moves = 0
    const flaky = backend.client({
      fetch: (input, init) =>
        String(input instanceof Request ? input.url : input).endsWith('/storage/v1/object/move') && ++moves === 2
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    })
    expect((await flaky.auth.signInWithPassword(ADMIN)).error).toBeNull()
    setSupabaseClient(asApp(flaky))
    await expect(moveToRecentlyDeleted(before!)).rejects.toThrow(/fetch failed/)
    expect(await listAdminGalleryImages()).toEqual([before])
    expect(await fileStatuses(before!)).toEqual([200, 200, 200])
    expect((await service.from('gallery_bin').select('id').eq('id', before!.id)).data).toEqual([])
  })

  it('a signed-up user deletes nothing: refused (42501), no row and no file goes', async () => {
    const row = await uploadPreparedImage(preparedSet(), 'nails', 0)
    setSupabaseClient(asApp((await backend.newUser('delete')).client))
    await expect(moveToRecentlyDeleted(row)).rejects.toMatchObject({ code: '42501' })
    setSupabaseClient(asApp(admin))
    expect((await listAdminGalleryImages()).map((r) => r.id)).toEqual([row.id])
    expect(await fileStatuses(row)).toEqual([200, 200, 200])
  })
})

describe('her logo', () => {
  /** A logo as prepareLogo draws it in the browser (the canvas part is e2e/logo-upload.spec.ts's): PNG bytes, its size. */
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
  const prepared = () => ({ blob: new Blob([png], { type: 'image/png' }), width: 1024, height: 256 })

  it('is stored as about/logo-{uuid}.png and served from its public URL as a PNG', async () => {
    const logo = await storeLogo(prepared())
    expect(logo).toMatchObject({ width: 1024, height: 256 })
    expect(logo.imageUrl).toMatch(new RegExp(`^${backend.url}/storage/v1/object/public/gallery-images/about/logo-[0-9a-f-]{36}\\.png$`))
    const served = await fetch(logo.imageUrl)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
  })

  it('a signed-up user stores none (RLS), and the bucket refuses an SVG whoever sends it', async () => {
    setSupabaseClient(asApp((await backend.newUser('logo')).client))
    await expect(storeLogo(prepared())).rejects.toMatchObject({ statusCode: '403' })
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' })
    const { error } = await admin.storage.from('gallery-images').upload('about/logo-x.svg', svg, { contentType: 'image/svg+xml' })
    expect(error).toMatchObject({ statusCode: '415' })
  })
})
