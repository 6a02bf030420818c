// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * The upload queue (src/features/gallery/upload-queue/, docs/decisions.md #290-#293, #401-#404) with the app's own code, the
 * real supabase-js against the real local backend, and IndexedDB from fake-indexeddb: what is kept on the device and
 * when it is dropped (after its files and row are stored, on Sign Out), what is refused at once, a refusal kept with
 * Retry, and the "already stored" paths that keep a photo from being stored twice (a response lost after the request
 * reached the backend, a killed tab, two tabs at once, a photo deleted meanwhile). The browser's canvas half
 * (prepareImageSet) is replaced by a prepared set of fixed bytes, as in gallery-api.test.ts; e2e covers it.
 */
import 'fake-indexeddb/auto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { signOut } from '@/features/auth/api/sign-out'
import { moveToRecentlyDeleted } from '@/features/gallery/api/gallery-bin'
import { uploadPreparedImage } from '@/features/gallery/api/upload-gallery-images'
import type { KeptUpload } from '@/features/gallery/upload-queue/machine'
import { createUploadQueue, type UploadQueue, type UploadRunSummary } from '@/features/gallery/upload-queue/queue'
import { ImageRejectedError, type PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { MAX_WAITING_PHOTOS } from '@/features/gallery/upload-queue/rules'
import { forgetThisDevice, listOnDevice } from '@/lib/device-store'
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import { preparedSet } from './gallery-fixtures.ts'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
let service: SupabaseClient
/**
 * The admin's app client. Its fetch loses the response of the next request whose URL matches `loseResponse`, and
 * answers the next requests matching `refuse.url` (and `refuse.method`) itself, one status of `refuse.statuses` each,
 * in the shape of the service the URL names, without sending them.
 */
let admin: SupabaseClient
let adminId: string
let loseResponse: RegExp | undefined
let refuse: { url: RegExp; method?: string; statuses: number[] } | undefined
const queues: UploadQueue[] = []

const asApp = (client: SupabaseClient) => client as unknown as AppSupabaseClient

const photo = (name: string) => new File([new Uint8Array(2000).fill(1)], name, { type: 'image/jpeg' })

/** A queue of this test (stopped after it), preparing with `prepare` (default: at once), waiting `backOffMs` after a temporary refusal. */
function queue(
  prepare: (file: File) => Promise<PreparedImageSet> = async () => preparedSet(),
  retryAfterMs = 50,
  backOffMs = 20,
): UploadQueue {
  const made = createUploadQueue({ prepare, retryAfterMs, backOff: () => backOffMs })
  queues.push(made)
  return made
}

/** A started queue whose photos are prepared only once `prepared.open()` is called. */
async function startedWithHeldPrepare(): Promise<{ queue: UploadQueue; prepared: ReturnType<typeof gate> }> {
  const prepared = gate()
  const made = queue(async () => {
    await prepared.wait
    return preparedSet()
  })
  await made.start(adminId)
  return { queue: made, prepared }
}

/** The summary of `queue`'s next run that did something (a run that found nothing to do is skipped). */
function nextRun(of: UploadQueue, where: (summary: UploadRunSummary) => boolean = () => true): Promise<UploadRunSummary> {
  return new Promise((resolve) => {
    const off = of.onRun((summary) => {
      if (!where(summary)) return
      off()
      resolve(summary)
    })
  })
}

/** A promise to hold a step until the test releases it. */
function gate(): { wait: Promise<void>; open(): void } {
  let open: () => void = () => undefined
  const wait = new Promise<void>((resolve) => (open = resolve))
  return { wait, open }
}

const kept = () => listOnDevice<KeptUpload>('upload', adminId)

/** Every stored gallery row, and the file names of the bucket's `nails` folder (read with the service role). */
async function stored(): Promise<{ rows: { id: string; display_order: number }[]; files: string[] }> {
  const { data: rows, error } = await service.from('gallery_images').select('id, display_order').order('display_order')
  if (error) throw error
  const { data: files, error: listError } = await service.storage.from('gallery-images').list('nails', { limit: 1000 })
  if (listError) throw listError
  return { rows: rows ?? [], files: (files ?? []).map((file) => file.name).sort() }
}

const filesOf = (id: string) => [`${id}-480.webp`, `${id}-960.webp`, `${id}.webp`]

beforeAll(async () => {
  backend = await startTestBackend()
  service = backend.serviceClient()
  admin = backend.client({
    fetch: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (refuse?.statuses.length && refuse.url.test(url) && (!refuse.method || refuse.method === init?.method)) {
        const status = refuse.statuses.shift()!
        const message = `Refused with ${status} by the test`
        return Response.json(
          url.includes('/storage/v1/')
            ? { statusCode: String(status), code: 'TestRefusal', error: 'Test', message }
            : { code: '42501', message, details: null, hint: null },
          { status },
        )
      }
      const response = await fetch(input, init)
      if (loseResponse?.test(url) && init?.method !== 'GET' && init?.method !== 'HEAD') {
        // The backend has done it; the answer never comes back (a timeout, a dropped connection).
        loseResponse = undefined
        throw new TypeError('fetch failed')
      }
      return response
    },
  })
  const { data, error } = await admin.auth.signInWithPassword(ADMIN)
  if (error) throw error
  adminId = data.user.id
})
afterAll(async () => {
  setSupabaseClient(undefined)
  await backend?.dispose()
})
beforeEach(async () => {
  setSupabaseClient(asApp(admin))
  loseResponse = undefined
  refuse = undefined
  await forgetThisDevice()
  await service.from('gallery_images').delete().neq('id', '00000000-0000-0000-0000-000000000000')
  await service.from('gallery_bin').delete().neq('id', '00000000-0000-0000-0000-000000000000')
  const { data } = await service.storage.from('gallery-images').list('nails', { limit: 1000 })
  if (data?.length) await service.storage.from('gallery-images').remove(data.map((file) => `nails/${file.name}`))
})
afterEach(() => {
  for (const made of queues.splice(0)) made.stop()
  vi.unstubAllGlobals()
  setSupabaseClient(undefined)
})

describe('what the device keeps', () => {
  it('keeps a picked photo, with its id, until its files and row are stored, then drops it', async () => {
    const { queue: q, prepared } = await startedWithHeldPrepare()
    const run = nextRun(q)
    expect(await q.pick([photo('IMG_1001.jpg')], 'nails', 4)).toEqual({ refused: [], full: [] })
    const [[id, value]] = (await kept()) as [[string, KeptUpload]]
    expect(value).toMatchObject({ id, fileName: 'IMG_1001.jpg', category: 'nails', displayOrder: 4, bytes: 2000 })
    expect(value.source).toBeInstanceOf(Blob)
    expect(q.state().photos).toEqual([expect.objectContaining({ id, fileName: 'IMG_1001.jpg' })])

    prepared.open()
    expect(await run).toEqual({ uploaded: 1, failed: [], changed: true })
    expect(await kept()).toEqual([])
    expect(q.state().photos).toEqual([])
    // The row's id and its files' names are the id given at the pick.
    expect(await stored()).toEqual({ rows: [{ id, display_order: 4 }], files: filesOf(id) })
  })

  it('refuses at once what is not a photo or too big, and keeps none of it', async () => {
    const q = queue()
    await q.start(adminId)
    const outcome = await q.pick(
      [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
        new File(['hello'], 'notes.txt', { type: 'text/plain' }),
        new File([new Uint8Array(40 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
      ],
      'nails',
      0,
    )
    expect(outcome).toEqual({
      refused: [
        { fileName: 'logo.svg', reason: expect.stringMatching(/SVG images are not accepted/) },
        { fileName: 'notes.txt', reason: expect.stringMatching(/"notes.txt" is not an image/) },
        { fileName: 'huge.jpg', reason: expect.stringMatching(/"huge.jpg" is larger than 40 MB/) },
      ],
      full: [],
    })
    expect(await kept()).toEqual([])
    expect(q.state().photos).toEqual([])
  })

  it(`keeps at most ${MAX_WAITING_PHOTOS} photos waiting and names the ones left out; offline, nothing is sent`, async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const q = queue()
    await q.start(adminId)
    const files = Array.from({ length: MAX_WAITING_PHOTOS + 2 }, (_, n) => photo(`IMG_${2000 + n}.jpg`))
    const outcome = await q.pick(files, 'nails', 0)
    expect(outcome.full).toEqual([`IMG_${2000 + MAX_WAITING_PHOTOS}.jpg`, `IMG_${2001 + MAX_WAITING_PHOTOS}.jpg`])
    expect(await kept()).toHaveLength(MAX_WAITING_PHOTOS)
    expect(q.state()).toMatchObject({ offline: true, busy: false, progress: null })
    // In picked order, one after the other in her order, and all waiting.
    expect(q.state().photos.map((p) => [p.fileName, p.state])).toEqual(files.slice(0, MAX_WAITING_PHOTOS).map((f) => [f.name, 'waiting']))
    expect((await kept()).map(([, value]) => value.displayOrder).sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_WAITING_PHOTOS }, (_, n) => n),
    )
    expect((await stored()).rows).toEqual([])
  })

  it('a pick made while photos wait goes after them in her order', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const q = queue()
    await q.start(adminId)
    await q.pick([photo('a.jpg'), photo('b.jpg')], 'nails', 3)
    await q.pick([photo('c.jpg')], 'lashes', 3)
    const orders = Object.fromEntries((await kept()).map(([, value]) => [value.fileName, value.displayOrder]))
    expect(orders).toEqual({ 'a.jpg': 3, 'b.jpg': 4, 'c.jpg': 5 })
  })

  it('Sign Out drops what waits, and a run that was preparing it then stores nothing and keeps nothing', async () => {
    const { queue: q, prepared } = await startedWithHeldPrepare()
    const run = nextRun(q)
    await q.pick([photo('IMG_3001.jpg')], 'nails', 0)
    expect(await kept()).toHaveLength(1)
    // The real Sign Out, on a session of its own (scope 'local' ends only that one), as the app's client.
    setSupabaseClient(asApp(await backend.signedIn(ADMIN.email, ADMIN.password)))
    await signOut()
    // The queue's client is signed in again: only what Sign Out dropped from the device keeps the photo from uploading.
    setSupabaseClient(asApp(admin))
    prepared.open()
    expect(await run).toEqual({ uploaded: 0, failed: [], changed: false })
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [], files: [] })
  })
})

describe('failures', () => {
  it('a refusal keeps the photo on the device with its reason until Retry, which stores it', async () => {
    const stranger = await backend.newUser('not-admin')
    setSupabaseClient(asApp(stranger.client))
    const q = queue()
    await q.start(stranger.id)
    const refused = nextRun(q)
    await q.pick([photo('IMG_4001.jpg')], 'nails', 0)
    const summary = await refused
    expect(summary.failed).toEqual([{ fileName: 'IMG_4001.jpg', reason: 'new row violates row-level security policy' }])
    const [[id, value]] = (await listOnDevice<KeptUpload>('upload', stranger.id)) as [[string, KeptUpload]]
    expect(value).toMatchObject({ failure: 'new row violates row-level security policy', sent: true })
    expect(value.prepared).toBeDefined()
    expect(q.state().photos).toEqual([{ id, fileName: 'IMG_4001.jpg', category: 'nails', state: 'failed', reason: value.failure }])

    // Signed in as the admin again, she taps Retry.
    setSupabaseClient(asApp(admin))
    const retried = nextRun(q)
    await q.retry(id)
    expect(await retried).toMatchObject({ uploaded: 1, failed: [] })
    expect(await listOnDevice('upload', stranger.id)).toEqual([])
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id) })
  })

  it('a photo the browser cannot prepare is dropped with its reason: trying again cannot help', async () => {
    const q = queue(async (file) => {
      throw new ImageRejectedError(`This browser could not read "${file.name}" as an image. Please choose a JPEG, PNG or WebP photo.`)
    })
    await q.start(adminId)
    const run = nextRun(q)
    await q.pick([photo('broken.jpg')], 'nails', 0)
    expect((await run).failed).toEqual([{ fileName: 'broken.jpg', reason: expect.stringMatching(/could not read "broken.jpg"/) }])
    expect(await kept()).toEqual([])
  })
})

describe('temporary refusals (docs/decisions.md #402)', () => {
  it('Storage answers 429, then 503: the photo waits, and goes up by itself with no Retry', async () => {
    const q = queue()
    await q.start(adminId)
    refuse = { url: /\/storage\/v1\/object\/gallery-images\/nails\/[0-9a-f-]{36}\.webp$/, method: 'POST', statuses: [429, 503] }
    const runs: UploadRunSummary[] = []
    q.onRun((summary) => runs.push(summary))
    const uploaded = nextRun(q, (summary) => summary.uploaded === 1)
    const held = new Promise<void>((resolve) => {
      const off = q.subscribe(() => {
        if (!q.state().busy && q.state().photos[0]?.state === 'waiting' && refuse?.statuses.length === 1) {
          off()
          resolve()
        }
      })
    })
    await q.pick([photo('IMG_4501.jpg')], 'nails', 0)
    // Between the tries it waits, online: "waiting", not "failed", and not offline.
    await held
    expect(q.state()).toMatchObject({ offline: false, photos: [{ fileName: 'IMG_4501.jpg', state: 'waiting' }] })
    expect(await uploaded).toEqual({ uploaded: 1, failed: [], changed: true })
    expect(refuse.statuses).toEqual([])
    expect(runs.flatMap((run) => run.failed)).toEqual([])
    const [{ id }] = (await stored()).rows
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id!) })
    expect(await kept()).toEqual([])
  })

  it('PostgREST answers 503 to the row: the files stay, and the next try stores the row', async () => {
    // Held for a second after the 503, long enough to look at what is stored meanwhile.
    const q = queue(undefined, 50, 1_000)
    await q.start(adminId)
    refuse = { url: /\/rest\/v1\/gallery_images/, method: 'POST', statuses: [503] }
    const held = nextRun(q)
    const uploaded = nextRun(q, (summary) => summary.uploaded === 1)
    await q.pick([photo('IMG_4601.jpg')], 'nails', 0)
    expect(await held).toEqual({ uploaded: 0, failed: [], changed: false })
    const { id } = q.state().photos[0]!
    expect(await stored()).toEqual({ rows: [], files: filesOf(id) })
    expect(await uploaded).toMatchObject({ failed: [] })
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id) })
  })
})

describe('no leftovers (docs/decisions.md #403, #404)', () => {
  /** A queue whose photo's full image got 503 once: the renditions are stored, the photo held for a minute. */
  async function heldWithRenditionsStored(): Promise<{ q: UploadQueue; id: string }> {
    const q = queue(undefined, 50, 60_000)
    await q.start(adminId)
    refuse = { url: /\/storage\/v1\/object\/gallery-images\/nails\/[0-9a-f-]{36}\.webp$/, method: 'POST', statuses: [503] }
    const ran = nextRun(q)
    await q.pick([photo('IMG_4701.jpg')], 'nails', 0)
    expect(await ran).toEqual({ uploaded: 0, failed: [], changed: false })
    const { id } = q.state().photos[0]!
    expect(await stored()).toEqual({ rows: [], files: [`${id}-480.webp`, `${id}-960.webp`] })
    return { q, id }
  }

  it('a refused upload removes only the files it stored; Remove then removes what the earlier attempt stored', async () => {
    const { q, id } = await heldWithRenditionsStored()
    // The next try stores the full image (the renditions are "already stored") and the row is refused: only the full image goes.
    refuse = { url: /\/rest\/v1\/gallery_images/, method: 'POST', statuses: [403] }
    const refused = nextRun(q)
    q.stop()
    await q.start(adminId)
    // A stopped and started queue keeps nothing of the hold: it tries at once.
    expect((await refused).failed).toEqual([{ fileName: 'IMG_4701.jpg', reason: 'Refused with 403 by the test' }])
    expect(await stored()).toEqual({ rows: [], files: [`${id}-480.webp`, `${id}-960.webp`] })

    await q.remove(id)
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [], files: [] })
  })

  it('Sign Out while a photo waits removes what was stored of it, then forgets it', async () => {
    const { q } = await heldWithRenditionsStored()
    await q.discardWaiting()
    setSupabaseClient(asApp(await backend.signedIn(ADMIN.email, ADMIN.password)))
    await signOut()
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [], files: [] })
  })

  it('Remove leaves the files of a photo whose row exists (another tab stored it)', async () => {
    const { q, id } = await heldWithRenditionsStored()
    // Another tab stores it meanwhile, without telling this one.
    await uploadPreparedImage(preparedSet(), 'nails', 0, { id, resumable: true })
    await q.remove(id)
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id) })
  })
})

describe('never stored twice', () => {
  it('the row was stored but its answer lost: the retry finds the row and stores nothing again', async () => {
    const q = queue(undefined, 500)
    await q.start(adminId)
    loseResponse = /\/rest\/v1\/gallery_images/
    const lost = nextRun(q)
    const recovered = nextRun(q, (summary) => summary.changed)
    await q.pick([photo('IMG_5001.jpg')], 'nails', 0)
    expect(await lost).toEqual({ uploaded: 0, failed: [], changed: false })
    expect(q.state()).toMatchObject({ offline: true, photos: [{ fileName: 'IMG_5001.jpg', state: 'waiting' }] })
    const { id } = q.state().photos[0]!
    // The backend has it all already.
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id) })

    // The connection is back: the queue tries again by itself, and finds it stored.
    expect(await recovered).toEqual({ uploaded: 1, failed: [], changed: true })
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [{ id, display_order: 0 }], files: filesOf(id) })
  })

  it("a file was stored but its answer lost: the retry takes Storage's 'already exists' as stored", async () => {
    const q = queue()
    await q.start(adminId)
    loseResponse = /\/storage\/v1\/object\/gallery-images\/nails\/[0-9a-f-]{36}-960\.webp$/
    await q.pick([photo('IMG_6001.jpg')], 'nails', 0)
    expect(await nextRun(q, (summary) => summary.uploaded === 1)).toMatchObject({ failed: [] })
    const { rows, files } = await stored()
    expect(rows).toHaveLength(1)
    expect(files).toEqual(filesOf(rows[0]!.id))
    expect(await kept()).toEqual([])
  })

  it('a tab killed mid-upload: the next visit resumes from the device, without a new pick, and stores one set', async () => {
    const first = queue()
    await first.start(adminId)
    loseResponse = /\/rest\/v1\/gallery_images/
    const lost = nextRun(first)
    await first.pick([photo('IMG_7001.jpg')], 'nails', 2)
    await lost
    // The tab dies: nothing of it runs again. Its files and row reached the backend; the device still has the photo.
    first.stop()
    const [[id, value]] = (await kept()) as [[string, KeptUpload]]
    expect(value.sent).toBe(true)

    const next = queue()
    const resumed = nextRun(next)
    await next.start(adminId)
    expect(await resumed).toEqual({ uploaded: 1, failed: [], changed: true })
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [{ id, display_order: 2 }], files: filesOf(id) })
  })

  it('two tabs working the same photo at once (no lock between them) store one row and one set of files', async () => {
    const bothPreparing = gate()
    let preparing = 0
    const prepare = async () => {
      if (++preparing === 2) bothPreparing.open()
      await bothPreparing.wait
      return preparedSet()
    }
    const one = queue(prepare)
    const two = queue(prepare)
    await one.start(adminId)
    const oneRan = nextRun(one)
    await one.pick([photo('IMG_8001.jpg')], 'nails', 0)
    // The second tab opens /admin now: it finds the photo on the device and works it too.
    const twoRan = nextRun(two)
    await two.start(adminId)
    const summaries = await Promise.all([oneRan, twoRan])
    expect(preparing).toBe(2)
    expect(summaries.map((s) => s.failed)).toEqual([[], []])
    const { rows, files } = await stored()
    expect(rows).toHaveLength(1)
    expect(files).toEqual(filesOf(rows[0]!.id))
    expect(await kept()).toEqual([])
  })

  it('stored, then deleted before the retry: the retry finds it in Recently deleted and does not store it again', async () => {
    const q = queue(undefined, 60_000)
    await q.start(adminId)
    loseResponse = /\/rest\/v1\/gallery_images/
    const lost = nextRun(q)
    await q.pick([photo('IMG_9001.jpg')], 'nails', 0)
    await lost
    const [[id]] = (await kept()) as [[string, KeptUpload]]
    const { data: row } = await admin.from('gallery_images').select('*').eq('id', id).single()
    setSupabaseClient(asApp(admin))
    await moveToRecentlyDeleted(row!)

    const resumed = nextRun(q)
    q.stop()
    await q.start(adminId)
    expect(await resumed).toEqual({ uploaded: 0, failed: [], changed: true })
    expect(await kept()).toEqual([])
    expect(await stored()).toEqual({ rows: [], files: [] })
    expect((await service.from('gallery_bin').select('id')).data).toEqual([{ id }])
  })
})
