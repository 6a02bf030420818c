// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app modules under test read import.meta.env, typed by the app build's vite-env.d.ts (a global script, not importable)
/// <reference path="../../src/vite-env.d.ts" />
/**
 * A copy of her site into a new project and out again (docs/decisions.md #207-#210), with the real supabase-js and
 * the real local backend: `importSiteCopy` (npm run site:import) loads the sample copy into a fresh backend, which then
 * holds the same draft, versions, gallery rows and photo bytes, every photo address pointing at itself and the
 * renditions made again; a copy with a photo cut short (its header intact) is refused by name before anything is
 * written (docs/decisions.md #405); the download's own code (makeSiteCopy, as the signed-in admin) takes a copy of it that
 * reads back equal to the first, and stops naming a photo the bucket no longer has; `npm run site:import` refuses the
 * project, now holding content, without --replace. Each test starts from the backend reset, and loads the copy itself
 * where it needs a project that holds it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { openCopyZip } from '../../scripts/lib/copy-zip.ts'
import { importSiteCopy } from '../../scripts/lib/site-import.ts'
import { CopyFailedError, makeSiteCopy } from '@/features/site-copy/api/download-site-copy'
import { checkCopy, CopyRefusedError } from '../../scripts/lib/check-copy.ts'
import { rewritePhotoUrls } from '@/features/site-copy/lib/copy-format'
import { renditionPath } from '@/features/gallery/lib/renditions'
import { photoUrl } from '@/lib/photo-files'
import { setSupabaseClient, type AppSupabaseClient } from '@/lib/supabase/client'
import { LOCAL_ADMIN as ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'
import { runScript } from '../support/run-script.ts'
import { SAMPLE_ORIGIN, sampleCopy, sampleEntries, withoutLogos, zipOf, type SampleCopy } from '../support/site-copy.ts'

let backend: TestBackend
let service: SupabaseClient
let sample: SampleCopy
let copyFile: string
const folder = mkdtempSync(join(tmpdir(), 'site-copy-test-'))

beforeAll(async () => {
  ;[backend, sample] = await Promise.all([startTestBackend(), sampleCopy()])
  service = backend.serviceClient()
  copyFile = join(folder, 'copy.zip')
  writeFileSync(copyFile, await zipOf(await sampleEntries(sample)))
})
beforeEach(async () => {
  setSupabaseClient(undefined)
  await backend.reset()
})
afterAll(async () => {
  setSupabaseClient(undefined)
  rmSync(folder, { recursive: true, force: true })
  await backend?.dispose()
})

/** Loads the sample copy into the (empty) project, as `npm run site:import` does. */
const importCopy = () => importSiteCopy(copyFile, { url: backend.url, client: service })

/** The published versions after the project's own launch version, oldest first. */
async function importedVersions() {
  const { data, error } = await service
    .from('site_publications')
    .select('id, published_at, note, restored_from, content')
    .order('id')
    .range(1, 99)
  if (error) throw error
  return data as { id: number; published_at: string; note: string | null; restored_from: number | null; content: unknown }[]
}

const bytesAt = async (url: string) => {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

it('loads the copy into an empty project: the same content, with every photo address and file in the project', async () => {
  const summary = await importCopy()
  expect(summary).toMatchObject({ photos: 5, replaced: [] })
  const newId = (id: number) => summary.publicationIds[sample.source.publications.findIndex((p) => p.id === id)]

  const draft = await service.from('site_content_draft').select('content').single()
  expect(draft.data?.content).toEqual(rewritePhotoUrls(sample.source.draft, backend.url))
  expect(JSON.stringify(draft.data?.content)).not.toContain(SAMPLE_ORIGIN)

  // The copy's versions after the launch version every project starts with, with new ids; "restored from" follows.
  const versions = await importedVersions()
  expect(versions.map((v) => [v.id, v.note, v.restored_from, Date.parse(v.published_at)])).toEqual(
    sample.source.publications.map((p) => [newId(p.id), p.note, p.restoredFrom && newId(p.restoredFrom), Date.parse(p.publishedAt)]),
  )
  expect(versions.map((v) => v.content)).toEqual(sample.source.publications.map((p) => rewritePhotoUrls(p.content, backend.url)))

  const rows = await service.from('gallery_images').select('*').order('category', { ascending: false })
  expect(rows.data).toEqual(
    sample.source.gallery.map((p) => ({
      id: p.id,
      category: p.category,
      image_url: photoUrl(backend.url, p.path),
      caption: p.caption,
      width: p.width,
      height: p.height,
      renditions: p.renditions,
      display_order: p.displayOrder,
      created_at: expect.any(String),
    })),
  )
  expect(rows.data!.map((r: { created_at: string }) => Date.parse(r.created_at))).toEqual(
    sample.source.gallery.map((p) => Date.parse(p.createdAt)),
  )

  for (const [path, bytes] of sample.bytes) expect(await bytesAt(photoUrl(backend.url, path))).toEqual(bytes)
  const rendition = await bytesAt(renditionPath(photoUrl(backend.url, 'nails/0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e01.webp'), 480))
  expect(await sharp(rendition).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 })
  await bytesAt(renditionPath(photoUrl(backend.url, 'about/a1b2c3d4-0000-4000-8000-00000000ab0c.webp'), 480))
  // A logo is stored as it is, with no rendition (the draft's is 600 px wide); its size in the content is its own.
  const logo = photoUrl(backend.url, 'about/logo-7a9d2b3c-0000-4000-8000-000000000002.png')
  expect(draft.data?.content).toMatchObject({ identity: { logo: { imageUrl: logo, width: 600, height: 150 } } })
  expect((await fetch(renditionPath(logo, 480))).ok).toBe(false)
})

it('a copy with a photo cut short is refused by name, and nothing is written', async () => {
  const truncated = await sampleCopy()
  const path = truncated.source.gallery.find((p) => p.category === 'lashes')!.path
  // Cut short after its header: its size reads, its pixels do not.
  truncated.bytes.set(path, truncated.bytes.get(path)!.subarray(0, 900))
  const file = join(folder, 'truncated.zip')
  writeFileSync(file, await zipOf(await sampleEntries(truncated)))
  const draftBefore = await service.from('site_content_draft').select('content').single()
  const error = await importSiteCopy(file, { url: backend.url, client: service }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(CopyRefusedError)
  expect((error as CopyRefusedError).problems).toEqual([
    expect.stringMatching(/^photos\/002-lashes-0b6f3c1e\.jpg cannot be read as an image/),
  ])
  // The project is as it was: no photo row, no file in any folder, no version beyond the launch one, the same draft.
  expect((await service.from('gallery_images').select('id')).data).toEqual([])
  for (const folder of ['nails', 'lashes', 'about']) expect((await service.storage.from('gallery-images').list(folder)).data).toEqual([])
  expect(await importedVersions()).toEqual([])
  expect((await service.from('site_content_draft').select('content').single()).data).toEqual(draftBefore.data)
  expect((await service.from('site_import_staging').select('import_id')).data).toEqual([])
})

it("the download's copy of a project loaded from a copy reads back as that copy; a missing photo is named", async () => {
  await importCopy()
  setSupabaseClient((await backend.signedIn(ADMIN.email, ADMIN.password)) as unknown as AppSupabaseClient)
  const progress: string[] = []
  const { blob, fileName } = await makeSiteCopy({
    origin: backend.url,
    now: new Date('2026-11-27T23:30:00Z'),
    onProgress: (p) => progress.push(p.stage === 'photos' ? `${p.done} of ${p.total}` : p.stage),
  })
  expect(fileName).toBe('ij-nails-lashes-site-copy-2026-11-27.zip')
  expect(progress).toEqual(['content', '0 of 5', '1 of 5', '2 of 5', '3 of 5', '4 of 5'])
  const zip = await openCopyZip(new Uint8Array(await blob.arrayBuffer()))
  const copy = await checkCopy(zip)
  expect(copy.manifest).toEqual({ format: 'site-copy', formatVersion: 1, exportedAt: '2026-11-27T23:30:00.000Z', origin: backend.url })
  expect(rewritePhotoUrls(copy.draft, SAMPLE_ORIGIN)).toEqual(sample.source.draft)
  const [launch, ...loaded] = copy.publications
  expect(launch).toMatchObject({ id: 1, note: 'The site at launch' })
  expect(loaded.map((p) => rewritePhotoUrls(p.content, SAMPLE_ORIGIN))).toEqual(sample.source.publications.map((p) => p.content))
  const first = await sampleEntries(sample).then((entries) => entries.find((e) => e.name === 'photos.json')!.input as string)
  expect(copy.photos).toEqual((JSON.parse(first) as { photos: unknown }).photos)
  for (const photo of copy.photos) expect(new Uint8Array(await zip.bytes(photo.file))).toEqual(sample.bytes.get(photo.path))
  zip.close()

  // A photo the bucket no longer has: no copy, and the reason names the photo.
  await service.storage.from('gallery-images').remove(['lashes/0b6f3c1e-5f0a-4c5e-9d2a-1f4b8c7d6e02.jpg'])
  const failed = await makeSiteCopy({ origin: backend.url }).catch((error: unknown) => error)
  expect(failed).toBeInstanceOf(CopyFailedError)
  expect((failed as Error).message).toMatch(
    /^Photo 2 of 5 \(002-lashes-0b6f3c1e\.jpg\) could not be read: the photos' storage answered 4\d\d\.$/,
  )
})

it('npm run site:import refuses a project that holds content unless --replace, and then replaces it with a copy made before logos were in it', async () => {
  await importCopy()
  const run = await runScript('scripts/site-import.ts', [copyFile], {
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey },
  })
  expect(run).toMatchObject({ code: 1 })
  expect(run.stderr).toContain(
    `${backend.url} already holds content (2 gallery photos, files in the photos bucket, published versions besides the launch version, a saved draft). Nothing was written. Add --replace to load the copy over it.`,
  )
  expect(await importedVersions()).toHaveLength(3)

  // A copy made before logos were in it (docs/decisions.md #511): its content shows logos whose files it does not hold.
  const beforeLogos = join(folder, 'before-logos.zip')
  writeFileSync(beforeLogos, await zipOf(withoutLogos(await sampleEntries(sample))))
  const lines: string[] = []
  const again = await importSiteCopy(beforeLogos, { url: backend.url, client: service }, { replace: true, log: (l) => lines.push(l) })
  expect(again).toMatchObject({ photos: 3, publicationIds: [expect.any(Number), expect.any(Number), expect.any(Number)] })
  const rows = await service.from('gallery_images').select('id')
  expect(rows.data).toHaveLength(2)
  // Each logo the copy has no file of is taken out (the name shows, and the build's icons are her initials); nothing else.
  const withoutLogo = (content: unknown) => {
    const c = content as { identity: object }
    return rewritePhotoUrls({ ...c, identity: { ...c.identity, logo: null } }, backend.url)
  }
  const draft = await service.from('site_content_draft').select('content').single()
  expect(draft.data?.content).toEqual(withoutLogo(sample.source.draft))
  const [, second, latest] = sample.source.publications
  const versions = (await importedVersions()).slice(-3)
  expect(versions[1]!.content).toEqual(withoutLogo(second!.content))
  expect(versions[2]!.content).toEqual(rewritePhotoUrls(latest!.content, backend.url))
  expect(lines).toEqual(
    expect.arrayContaining([
      "The copy has no file of the logo about/logo-7a9d2b3c-0000-4000-8000-000000000002.png (made before copies held logos): the draft shows the studio's name instead. Upload the logo again in /admin.",
      "The copy has no file of the logo about/logo-5e1f0c0a-0000-4000-8000-000000000001.png (made before copies held logos): published version 2 shows the studio's name instead. Upload the logo again in /admin.",
    ]),
  )
})
