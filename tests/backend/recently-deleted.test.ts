// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * Recently deleted and one rebuild for a burst (docs/decisions.md #200-#204) through the app's own api functions and
 * the real supabase-js against the real local backend: visitors and signed-up users cannot read, list, download or
 * restore a deleted photo, and its public URL stops serving it; Restore brings back its URL, caption, category and
 * place, on the live site too; the purge after 30 days (the jobs run with a later clock) has Storage delete the files,
 * then drops the row; ten deletes within a minute make one build request and one call of the build hook.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deleteForever, listRecentlyDeleted, moveToRecentlyDeleted, restoreFromRecentlyDeleted } from '@/features/gallery/api/gallery-bin'
import { listAdminGalleryImages, type GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { reorderGalleryImages } from '@/features/gallery/api/reorder-gallery-images'
import { BinMoveError } from '@/features/gallery/lib/bin-moves'
import { storedPathsOf } from '@/features/gallery/lib/stored-files'
import { BUILD_DEBOUNCE_MS } from '@/lib/site-content/live-status'
import { GALLERY_BIN_BUCKET, setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import { storeGalleryFile } from './gallery-fixtures.ts'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
let admin: SupabaseClient
let service: SupabaseClient

const DAY_MS = 24 * 60 * 60_000

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signedIn(ADMIN.email, ADMIN.password)
  service = backend.serviceClient()
  setSupabaseClient(admin as unknown as AppSupabaseClient)
})
afterAll(async () => {
  setSupabaseClient(undefined)
  await backend?.dispose()
})
beforeEach(async () => {
  await service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
  await service.from('gallery_bin').delete().neq('id', '00000000-0000-0000-0000-000000000000')
})

/** `count` captioned photos of `category` (one 480 rendition each) in display order 0, 1, …, published. */
async function publishedPhotos(count: number, category: 'nails' | 'lashes' = 'nails'): Promise<GalleryImage[]> {
  const rows = []
  for (let n = 0; n < count; n++) {
    const name = crypto.randomUUID()
    const imageUrl = await storeGalleryFile(admin, category, { name, renditions: [480] })
    rows.push({
      id: name,
      category,
      image_url: imageUrl,
      display_order: n,
      caption: `Photo ${n + 1}`,
      width: 600,
      height: 600,
      renditions: [480],
    })
  }
  const { data, error } = await admin.from('gallery_images').insert(rows).select('*').order('display_order')
  if (error) throw error
  expect((await admin.rpc('publish_site_content')).error).toBeNull()
  return data as GalleryImage[]
}

/** The ids of the latest publication's gallery, in order. */
async function liveGallery(): Promise<string[]> {
  const { data } = await service.from('site_publications').select('content').order('id', { ascending: false }).limit(1).single()
  return (data as { content: { gallery: { id: string }[] } }).content.gallery.map((photo) => photo.id)
}

describe('who may see a deleted photo', () => {
  it('anon and a signed-up user cannot read, list, download, sign or restore it; its public URL stops serving it', async () => {
    const [photo] = await publishedPhotos(1)
    expect((await fetch(photo!.image_url)).status).toBe(200)
    const binned = await moveToRecentlyDeleted(photo!)
    const [path] = storedPathsOf(binned)
    // Supabase Storage answers a missing object with HTTP 400 and a "404" NoSuchKey body (docs/local-backend.md §2.4).
    const gone = await fetch(photo!.image_url)
    expect(gone.status).toBe(400)
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
    // The private bucket has no public URL.
    expect(await (await fetch(photo!.image_url.replace('/gallery-images/', `/${GALLERY_BIN_BUCKET}/`))).json()).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
    })

    const user = (await backend.newUser('bin')).client
    for (const [who, client] of [
      ['anon', backend.client()],
      ['user', user],
    ] as const) {
      const rows = await client.from('gallery_bin').select('*')
      if (who === 'anon') expect(rows.error).toMatchObject({ code: '42501' })
      else expect(rows.data).toEqual([])
      const bucket = client.storage.from(GALLERY_BIN_BUCKET)
      expect((await bucket.list('nails')).data ?? []).toEqual([])
      expect((await bucket.download(path!)).error).toMatchObject({ statusCode: '404' })
      expect((await bucket.createSignedUrls([path!], 60)).data?.[0]).toMatchObject({ signedUrl: null })
      expect((await bucket.move(path!, path!, { destinationBucket: 'gallery-images' })).error).toMatchObject({ statusCode: '404' })
      expect((await client.rpc('restore_gallery_image', { p_id: photo!.id })).error).toMatchObject({ code: '42501' })
    }
    // Nothing moved: still in the bin, the public URL still empty.
    expect((await listRecentlyDeleted()).map((p) => p.id)).toEqual([photo!.id])
    expect((await fetch(photo!.image_url)).status).toBe(400)
  })
})

describe('restore', () => {
  it('brings back its URL, caption, category and place, in any order, and the live site shows it there again', async () => {
    const photos = await publishedPhotos(5)
    const ids = photos.map((p) => p.id)
    for (const index of [1, 2, 3]) await moveToRecentlyDeleted(photos[index]!)
    expect(await liveGallery()).toEqual([ids[0], ids[4]])
    const bin = await listRecentlyDeleted()
    expect(bin.map((p) => p.caption)).toEqual(['Photo 4', 'Photo 3', 'Photo 2'])
    // Restored in another order than deleted: each lands in its own place.
    await restoreFromRecentlyDeleted(bin.find((p) => p.id === ids[3])!)
    await restoreFromRecentlyDeleted(bin.find((p) => p.id === ids[1])!)
    const listed = await listAdminGalleryImages()
    expect(listed.map((p) => p.id)).toEqual([ids[0], ids[1], ids[3], ids[4]])
    for (const index of [1, 3]) {
      const row = listed.find((p) => p.id === ids[index])!
      expect(row).toMatchObject({
        image_url: photos[index]!.image_url,
        caption: `Photo ${index + 1}`,
        category: 'nails',
        created_at: photos[index]!.created_at,
      })
      expect((await fetch(row.image_url)).status).toBe(200)
    }
    expect(await liveGallery()).toEqual([ids[0], ids[1], ids[3], ids[4]])
    expect((await listRecentlyDeleted()).map((p) => p.id)).toEqual([ids[2]])
  })

  it('after a reorder meanwhile, it goes back to the same place counted from the start of its category', async () => {
    const photos = await publishedPhotos(4)
    const [a, b, c, d] = photos.map((p) => p.id)
    await moveToRecentlyDeleted(photos[1]!)
    await reorderGalleryImages('nails', [d!, a!, c!])
    await restoreFromRecentlyDeleted((await listRecentlyDeleted())[0]!)
    // Second again, before the photo now there (which is older, so a tie in display order would put it first).
    expect((await listAdminGalleryImages()).map((p) => p.id)).toEqual([d, b, a, c])
  })

  it('a photo never published comes back unpublished', async () => {
    const [first] = await publishedPhotos(1)
    const imageUrl = await storeGalleryFile(admin, 'lashes')
    const { data: draft } = await admin
      .from('gallery_images')
      .insert({ category: 'lashes', image_url: imageUrl, display_order: 3 })
      .select('*')
      .single()
    const versions = async () => (await service.from('site_publications').select('id', { count: 'exact', head: true })).count
    const before = await versions()
    await moveToRecentlyDeleted(draft as GalleryImage)
    await restoreFromRecentlyDeleted((await listRecentlyDeleted())[0]!)
    expect(await versions()).toBe(before)
    expect(await liveGallery()).toEqual([first!.id])
  })
})

describe('the purge', () => {
  it('leaves a photo alone for 30 days, then has Storage delete its files and drops the row (injected clock)', async () => {
    const [photo] = await publishedPhotos(1, 'lashes')
    const binned = await moveToRecentlyDeleted(photo!)
    const deletedAt = Date.parse(binned.deleted_at)
    const files = async () => ((await service.storage.from(GALLERY_BIN_BUCKET).list('lashes')).data ?? []).map((o) => o.name).sort()
    expect(await files()).toEqual([`${photo!.id}-480.webp`, `${photo!.id}.webp`])

    const early = await backend.runJobs(new Date(deletedAt + 29 * DAY_MS))
    expect(early.purge).toEqual({ removed: 0, requested: 0, waiting: 0, problem: null })
    expect(await files()).toHaveLength(2)

    // Past its day: one Storage API DELETE per file (pg_net's queue, sent by the local worker), then the row goes.
    const late = new Date(deletedAt + 30 * DAY_MS + 60_000)
    const first = await backend.runJobs(late)
    expect(first.purge).toEqual({ removed: 0, requested: 2, waiting: 1, problem: null })
    expect(first.requests.map((r) => [r.method, r.url.replace(backend.url, ''), r.status]).sort()).toEqual([
      ['DELETE', `/storage/v1/object/gallery-bin/lashes/${photo!.id}-480.webp`, 200],
      ['DELETE', `/storage/v1/object/gallery-bin/lashes/${photo!.id}.webp`, 200],
    ])
    expect(await files()).toEqual([])
    expect((await backend.runJobs(late)).purge).toEqual({ removed: 1, requested: 0, waiting: 0, problem: null })
    expect(await listRecentlyDeleted()).toEqual([])
  })
})

describe('a delete that left a file public (docs/decisions.md #273, #274)', () => {
  /** A deleted photo whose 480 rendition a failed delete left in the public bucket. */
  async function deletedWithPublicLeftover() {
    const [photo] = await publishedPhotos(1, 'lashes')
    const binned = await moveToRecentlyDeleted(photo!)
    const leftover = storedPathsOf(binned)[1]!
    const { error } = await service.storage.from(GALLERY_BIN_BUCKET).move(leftover, leftover, { destinationBucket: 'gallery-images' })
    expect(error).toBeNull()
    const leftoverUrl = photo!.image_url.replace(/\.webp$/, '-480.webp')
    expect((await fetch(leftoverUrl)).status).toBe(200)
    return { photo: photo!, binned, leftover, leftoverUrl }
  }

  it('the purge has Storage delete it with the rest, and drops the row only once neither bucket holds a file', async () => {
    const { photo, binned, leftover, leftoverUrl } = await deletedWithPublicLeftover()
    const late = new Date(Date.parse(binned.deleted_at) + 30 * DAY_MS + 60_000)
    const first = await backend.runJobs(late)
    expect(first.purge).toEqual({ removed: 0, requested: 2, waiting: 1, problem: null })
    expect(first.requests.map((r) => [r.method, r.url.replace(backend.url, ''), r.status]).sort()).toEqual([
      ['DELETE', `/storage/v1/object/gallery-bin/lashes/${photo.id}.webp`, 200],
      ['DELETE', `/storage/v1/object/gallery-images/${leftover}`, 200],
    ])
    expect((await fetch(leftoverUrl)).status).toBe(400)
    expect((await backend.runJobs(late)).purge).toEqual({ removed: 1, requested: 0, waiting: 0, problem: null })
  })

  it('Delete forever removes it too', async () => {
    const { photo, leftoverUrl } = await deletedWithPublicLeftover()
    await deleteForever((await listRecentlyDeleted()).find((p) => p.id === photo.id)!)
    expect((await fetch(leftoverUrl)).status).toBe(400)
    expect(await listRecentlyDeleted()).toEqual([])
  })

  it('Restore brings every file back, wherever it was', async () => {
    const { photo, leftoverUrl } = await deletedWithPublicLeftover()
    await restoreFromRecentlyDeleted((await listRecentlyDeleted())[0]!)
    for (const url of [photo.image_url, leftoverUrl]) expect((await fetch(url)).status).toBe(200)
    expect(await liveGallery()).toEqual([photo.id])
  })
})

describe('no restore past the purge (docs/decisions.md #324)', () => {
  /** A deleted photo whose 30 days are up (its purge time moved a second into the past, as only the database could). */
  async function pastItsTime() {
    const [photo] = await publishedPhotos(1, 'lashes')
    const binned = await moveToRecentlyDeleted(photo!)
    await backend.database.query(`update public.gallery_bin set purge_after = now() - interval '1 second' where id = $1`, [photo!.id])
    return { photo: photo!, binned }
  }

  it('leaves Recently deleted; its Restore is refused (HTTP 410), and the purge then removes every file it had', async () => {
    const { photo, binned } = await pastItsTime()
    expect(await listRecentlyDeleted()).toEqual([])
    const refused = await restoreFromRecentlyDeleted(binned).catch((error: unknown) => error)
    // The files went back to the public bucket first; the database refused the row, so she is told it is gone for good.
    expect(refused).toBeInstanceOf(BinMoveError)
    expect(refused).toMatchObject({ place: 'gone', failure: { code: 'PT410' } })
    expect((refused as Error).message).toMatch(/is being deleted for good: its 30 days are up\. It has been deleted for good meanwhile\.$/)
    expect(await listAdminGalleryImages()).toEqual([])
    expect(await liveGallery()).toEqual([])
    const direct = await admin.rpc('restore_gallery_image', { p_id: photo.id })
    expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 410, code: 'PT410' })
    // The purge asks Storage to delete what the refused restore put back, then drops the row.
    expect((await backend.runJobs(new Date())).purge).toMatchObject({ removed: 0, requested: 2, waiting: 1 })
    for (const path of storedPathsOf(binned)) expect((await fetch(`${photo.image_url.split('/lashes/')[0]}/${path}`)).status).toBe(400)
    expect((await backend.runJobs(new Date())).purge).toMatchObject({ removed: 1, waiting: 0 })
  })

  it('Delete forever of it is refused (PT410) and leaves its files to the purge', async () => {
    const { binned } = await pastItsTime()
    const refused = await deleteForever(binned).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'PT410',
      message: `recently deleted photo ${binned.id} is being deleted for good: its 30 days are up`,
    })
    const { data } = await service.storage.from(GALLERY_BIN_BUCKET).list('lashes')
    expect(data?.map((o) => `lashes/${o.name}`).sort()).toEqual([...storedPathsOf(binned)].sort())
    // The purge takes it: its files, then its row (no other delete may, so the next test starts from an empty bin).
    await backend.runJobs(new Date())
    expect((await backend.runJobs(new Date())).purge).toMatchObject({ removed: 1, waiting: 0 })
  })
})

describe('a Delete or Restore that fails midway, on the real backend (docs/decisions.md #273)', () => {
  /**
   * A request the app makes that fails: the `nth` call (every call without it) to a URL containing `url` never reaches
   * the backend, or with `answerLost` reaches it and commits, and its answer is lost (a dropped connection).
   */
  type Fault = { url: string; nth?: number; answerLost?: boolean }
  const MOVE = '/storage/v1/object/move'
  const RESTORE = '/rest/v1/rpc/restore_gallery_image'

  /** Signs the app in as the admin through a fetch that fails as `faults` say; the file's own admin client is put back after. */
  async function withFaults<T>(faults: Fault[], run: () => Promise<T>): Promise<T> {
    const calls = new Map<Fault, number>()
    const faulty: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const fault = faults.find((f) => url.includes(f.url))
      if (!fault) return fetch(input, init)
      const n = (calls.get(fault) ?? 0) + 1
      calls.set(fault, n)
      if (fault.nth !== undefined && fault.nth !== n) return fetch(input, init)
      if (fault.answerLost) await fetch(input, init)
      throw new TypeError('Failed to fetch')
    }
    const client = backend.client({ fetch: faulty })
    const { error } = await client.auth.signInWithPassword(ADMIN)
    if (error) throw error
    setSupabaseClient(client as unknown as AppSupabaseClient)
    try {
      return await run()
    } finally {
      setSupabaseClient(admin as unknown as AppSupabaseClient)
    }
  }

  /** Where the photo's row is, and the status of each of its public URLs (200 served, 400 not in the public bucket). */
  async function placeOf(photo: GalleryImage) {
    const [live, binned] = await Promise.all([
      service.from('gallery_images').select('id').eq('id', photo.id),
      service.from('gallery_bin').select('id').eq('id', photo.id),
    ])
    const urls = [photo.image_url, photo.image_url.replace(/\.webp$/, '-480.webp')]
    const statuses = await Promise.all(urls.map(async (url) => (await fetch(url)).status))
    return { row: live.data?.length ? 'gallery' : binned.data?.length ? 'bin' : 'gone', statuses }
  }

  it("Delete: the second file's move fails; the first goes back, the row is restored, the error is thrown", async () => {
    const [photo] = await publishedPhotos(1)
    const error = await withFaults([{ url: MOVE, nth: 2 }], () => moveToRecentlyDeleted(photo!)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(BinMoveError)
    expect(await placeOf(photo!)).toEqual({ row: 'gallery', statuses: [200, 200] })
    expect(await liveGallery()).toEqual([photo!.id])
  })

  it('Delete: the undo cannot restore the row either; every file follows the row into Recently deleted, and the error says so', async () => {
    const [photo] = await publishedPhotos(1)
    const error = await withFaults([{ url: MOVE, nth: 2 }, { url: RESTORE }], () => moveToRecentlyDeleted(photo!)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BinMoveError)
    expect(error).toMatchObject({ action: 'delete', place: 'bin' })
    expect((error as Error).message).toMatch(/It could not be put back, so it is in Recently deleted\.$/)
    expect(await placeOf(photo!)).toEqual({ row: 'bin', statuses: [400, 400] })
    expect((await listRecentlyDeleted()).map((p) => p.id)).toEqual([photo!.id])
  })

  it('Restore: the restore commits but its answer is lost; the photo is back, with its files, and the error says so', async () => {
    const [photo] = await publishedPhotos(1)
    const binned = await moveToRecentlyDeleted(photo!)
    const error = await withFaults([{ url: RESTORE, answerLost: true }], () => restoreFromRecentlyDeleted(binned)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BinMoveError)
    expect(error).toMatchObject({ action: 'restore', place: 'gallery' })
    expect((error as Error).message).toMatch(/It is back in the gallery all the same\.$/)
    expect(await placeOf(photo!)).toEqual({ row: 'gallery', statuses: [200, 200] })
    expect(await liveGallery()).toEqual([photo!.id])
  })
})

describe('one rebuild for a burst', () => {
  let hook: Server
  let hookCalls: string[]
  beforeAll(async () => {
    hookCalls = []
    hook = createServer((req, res) => {
      hookCalls.push(`${req.method} ${req.url}`)
      res.end('{}')
    })
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`
    await backend.database.query(`select vault.create_secret($1, 'site_build_hook_url')`, [url])
  })
  afterAll(async () => {
    await backend.database.query(`delete from vault.secrets where name = 'site_build_hook_url'`)
    await new Promise((resolve) => hook.close(resolve))
  })

  it('ten deletes within a minute make one build request and one call of the hook, a quiet minute after the last', async () => {
    const photos = await publishedPhotos(10)
    // What the set-up (and earlier tests) published counts as sent an hour ago, so the deletes start a burst of their own.
    await backend.database.query(`update public.site_build_requests set sent_at = now() - interval '1 hour' where pending`)
    const requests = async () =>
      (await service.from('site_build_requests').select('*').order('id')).data as {
        id: number
        publications: number
        last_published_at: string
        sent_at: string | null
        first_publication_id: number
        last_publication_id: number
      }[]
    const before = (await requests()).length

    for (const photo of photos) await moveToRecentlyDeleted(photo)
    const after = await requests()
    expect(after).toHaveLength(before + 1)
    const burst = after.at(-1)!
    expect(burst).toMatchObject({ publications: 10, sent_at: null })
    expect(burst.last_publication_id - burst.first_publication_id).toBe(9)

    const last = Date.parse(burst.last_published_at)
    expect((await backend.runJobs(new Date(last + BUILD_DEBOUNCE_MS - 1000))).build).toBeNull()
    const sent = await backend.runJobs(new Date(last + BUILD_DEBOUNCE_MS))
    expect(sent.build).toMatchObject({ id: burst.id, publications: 10, hook_error: null })
    expect(sent.requests.map((r) => [r.method, r.status])).toEqual([['POST', 200]])
    expect((await backend.runJobs(new Date(last + 2 * BUILD_DEBOUNCE_MS))).build).toBeNull()
    expect(hookCalls).toEqual(['POST /build_hooks/test'])
    expect(await requests()).toHaveLength(before + 1)
  })
})
