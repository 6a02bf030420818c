/**
 * `npm run site:import -- --replace` that fails midway leaves the project as it was (docs/decisions.md #275): the copy
 * is staged (its photos' files beside the project's, its rows in site_import_staging) and swapped in by one transaction,
 * so a failure while uploading or inside the swap itself changes none of the project's gallery rows, files, draft or
 * published versions, and leaves nothing staged. The failures are injected into the real supabase-js's fetch; the
 * same import without them then goes through.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { importSiteCopy } from '../../scripts/lib/site-import.ts'
import { GALLERY_BUCKET } from '@/lib/backend-defaults'
import { ABOUT_PHOTO_FOLDER, GALLERY_CATEGORIES } from '@/lib/photo-files'
import { storeGalleryFile } from './gallery-fixtures.ts'
import { saveDraftAs, startTestBackend, type TestBackend } from '../support/backend.ts'
import { sampleCopy, sampleEntries, zipOf } from '../support/site-copy.ts'

let backend: TestBackend
let service: SupabaseClient
let copy: Uint8Array

beforeAll(async () => {
  ;[backend, copy] = await Promise.all([startTestBackend(), sampleCopy().then(sampleEntries).then(zipOf)])
  service = backend.serviceClient()
  // The project's own content: one photo of its own (with a rendition), a draft saved since launch, a version of both.
  const imageUrl = await storeGalleryFile(service, 'nails', { renditions: [480] })
  const row = await service
    .from('gallery_images')
    .insert({ category: 'nails', image_url: imageUrl, width: 600, height: 600, renditions: [480] })
  expect(row.error).toBeNull()
  const draft = await service.from('site_content_draft').select('content').single()
  const content = { ...(draft.data!.content as object), notice: { text: 'The project before the import', from: null, until: null } }
  await saveDraftAs(service, content)
  expect((await service.rpc('publish_site_content')).error).toBeNull()
})
afterAll(async () => {
  await backend?.dispose()
})

/** Everything the import could change, as the service role reads it. */
async function projectState() {
  const files: string[] = []
  for (const folder of [...GALLERY_CATEGORIES, ABOUT_PHOTO_FOLDER]) {
    const { data } = await service.storage.from(GALLERY_BUCKET).list(folder, { limit: 1000 })
    files.push(...(data ?? []).map((f) => `${folder}/${f.name}`))
  }
  const [gallery, draft, versions, staged] = await Promise.all([
    service.from('gallery_images').select('*').order('id'),
    service.from('site_content_draft').select('content').single(),
    service.from('site_publications').select('id, note, content').order('id'),
    service.from('site_import_staging').select('import_id'),
  ])
  return { files: files.sort(), gallery: gallery.data, draft: draft.data, versions: versions.data, staged: staged.data }
}

/** A service-role client whose requests pass through `change` first: it may throw (a dropped connection) or alter one. */
function clientWith(change: (url: string, init: RequestInit | undefined) => RequestInit | undefined): SupabaseClient {
  return backend.serviceClient({
    fetch: (input, init) => fetch(input, change(String(input instanceof Request ? input.url : input), init)),
  })
}

it('an upload that fails midway: the files it added are removed again, nothing else changed', async () => {
  const before = await projectState()
  let uploads = 0
  const failing = clientWith((url, init) => {
    if (init?.method === 'POST' && url.includes(`/storage/v1/object/${GALLERY_BUCKET}/`) && ++uploads === 3)
      throw new TypeError('fetch failed')
    return init
  })
  const error = await importSiteCopy(copy, { url: backend.url, client: failing }, { replace: true }).catch((e: unknown) => e)
  expect((error as Error).message).toMatch(
    /^Uploading photos\/002-lashes-0b6f3c1e\.jpg: fetch failed\. Nothing was loaded: the project is as it was\./,
  )
  expect(uploads).toBe(3)
  expect(await projectState()).toEqual(before)
})

it('the swap that fails inside its transaction (its last version refused): nothing of it stays', async () => {
  const before = await projectState()
  // The last version staged is made one the database refuses, so the swap fails after it has replaced the gallery,
  // written the draft and added the first two versions.
  const failing = clientWith((url, init) => {
    if (!url.includes('/rest/v1/site_import_staging') || init?.method !== 'POST') return init
    const rows = JSON.parse(String(init.body)) as { kind: string; seq: number; payload: Record<string, unknown> }[]
    const last = rows.find((r) => r.kind === 'publication' && r.seq === 2)
    if (last) last.payload.content = { schemaVersion: 2 }
    return { ...init, body: JSON.stringify(rows) }
  })
  const error = await importSiteCopy(copy, { url: backend.url, client: failing }, { replace: true }).catch((e: unknown) => e)
  expect((error as Error).message).toMatch(/^Swapping the copy in: new row for relation "site_publications" violates check constraint/)
  expect((error as Error).message).toContain('Nothing was loaded: the project is as it was.')
  expect(await projectState()).toEqual(before)

  // Without the injected failure the same import goes through.
  const done = await importSiteCopy(copy, { url: backend.url, client: service }, { replace: true })
  expect(done.publicationIds).toHaveLength(3)
  const after = await projectState()
  expect(after.gallery?.map((r: { id: string }) => r.id).sort()).toEqual((await sampleCopy()).source.gallery.map((p) => p.id).sort())
  // The project's own photo went with its gallery row; the copy's files stayed.
  expect(after.files.filter((f) => before.files.includes(f))).toEqual([])
  expect(after.staged).toEqual([])
})
