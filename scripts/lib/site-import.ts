import { isDeepStrictEqual } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { GALLERY_BUCKET } from '../../src/lib/backend-defaults.ts'
import { renditionHeight, renditionPath } from '../../src/features/gallery/lib/renditions.ts'
import { checkCopy, CopyRefusedError } from '../../src/features/site-copy/lib/check-copy.ts'
import {
  extensionOf,
  photoContentTypes,
  photoPathOf,
  photoUrl,
  rewritePhotoUrls,
  type PhotoExtension,
  type PhotoRecord,
  type SiteCopy,
} from '../../src/features/site-copy/lib/copy-format.ts'
import { openCopyZip, type CopyZip } from './copy-zip.ts'

/**
 * `npm run site:import` (docs/operations.md "Moving her site to a new Supabase project"; docs/decisions.md #208,
 * #210): loads a site copy into a project with the service role. Everything is checked first (the copy by
 * checkCopy, each photo decoded by sharp, the project empty unless `replace`); then the photos are uploaded with
 * their renditions made again, the gallery rows inserted with their ids, the draft written and every published
 * version added after the project's own, each pointing at the project's own photo addresses.
 */

/** A project the import writes to: its URL (the address its photos get) and a service-role client. */
export type ImportTarget = { url: string; client: SupabaseClient }

export type ImportOptions = {
  /** Load into a project that holds content: its gallery is replaced, the draft overwritten, the versions added. */
  replace?: boolean
  /** Progress lines, e.g. "Uploaded 12 of 40 photos". */
  log?: (line: string) => void
}

export type ImportSummary = {
  photos: number
  /** The new ids of the copy's versions, oldest first (the copy's own ids are not kept, docs/decisions.md #210). */
  publicationIds: number[]
  /** What the project held before (empty unless `replace`). */
  replaced: string[]
}

/** The project holds content and `--replace` was not given; `held` says what it holds. */
export class ProjectNotEmptyError extends Error {
  constructor(
    readonly where: string,
    readonly held: readonly string[],
  ) {
    super(`${where} already holds content (${held.join(', ')}). Nothing was written. Add --replace to load the copy over it.`)
    this.name = 'ProjectNotEmptyError'
  }
}

/** Encoder quality of the renditions made again: src/features/gallery/lib/prepare-image.ts ENCODE_QUALITY (0.86). */
const RENDITION_QUALITY = 86

/** Throws an Error naming `what` with the error of a supabase-js result. */
function ok(result: { error: { message: string } | null }, what: string): void {
  if (result.error) throw new Error(`${what}: ${result.error.message}`)
}

/** The data of a supabase-js result; throws an Error naming `what` with the error, or when there is no data. */
function must<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  ok(result, what)
  if (result.data === null) throw new Error(`${what}: no answer`)
  return result.data
}

/**
 * What the project holds beyond what every new project starts with (the launch version and, as the draft, its content,
 * supabase/migrations/20261124120000_site_content.sql): gallery photos, files in the photos' bucket, more published
 * versions, a draft saved since. Empty for a new project (docs/decisions.md #210).
 */
export async function contentHeld(client: SupabaseClient): Promise<string[]> {
  const held: string[] = []
  const gallery = await client.from('gallery_images').select('id', { count: 'exact', head: true })
  if (gallery.error) throw new Error(`Reading the gallery: ${gallery.error.message}`)
  const photos = gallery.count ?? 0
  if (photos) held.push(`${photos} gallery photo${photos === 1 ? '' : 's'}`)
  const folders = must(await client.storage.from(GALLERY_BUCKET).list('', { limit: 100 }), 'Listing the photos bucket')
  let files = 0
  for (const folder of folders.filter((f) => f.id === null)) {
    files += must(await client.storage.from(GALLERY_BUCKET).list(folder.name, { limit: 1 }), 'Listing the photos bucket').length
  }
  if (files || folders.some((f) => f.id !== null)) held.push('files in the photos bucket')
  const versions = must(
    await client.from('site_publications').select('id, content').order('id', { ascending: true }).limit(2),
    'Reading the published versions',
  )
  if (versions.length > 1) held.push('published versions besides the launch version')
  const draft = must<{ content: unknown }>(
    await client.from('site_content_draft').select('content').eq('id', 1).single(),
    'Reading the draft',
  )
  const launch = versions[0]?.content as Record<string, unknown> | undefined
  if (launch && !isDeepStrictEqual(draft.content, Object.fromEntries(Object.entries(launch).filter(([k]) => k !== 'gallery')))) {
    held.push('a saved draft')
  }
  return held
}

/** Each photo decoded by sharp (its header), so a damaged file is refused by name before anything is written. */
async function checkPhotosDecode(zip: CopyZip, photos: readonly PhotoRecord[]): Promise<void> {
  const problems: string[] = []
  for (const photo of photos) {
    try {
      await sharp(await zip.bytes(photo.file)).metadata()
    } catch (error) {
      problems.push(`${photo.file} cannot be read as an image (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  if (problems.length) throw new CopyRefusedError(problems)
}

/** With `replace`: the project's gallery rows and their files go (the site's versions that show them keep their text). */
async function clearGallery(client: SupabaseClient): Promise<void> {
  const rows = must(await client.from('gallery_images').select('id, image_url, renditions'), 'Reading the gallery')
  const paths = rows.flatMap((row) => {
    const path = photoPathOf(row.image_url as string)
    return path ? [path, ...(row.renditions as number[]).map((w) => renditionPath(path, w))] : []
  })
  const ids = rows.map((r) => r.id as string)
  if (paths.length) ok(await client.storage.from(GALLERY_BUCKET).remove(paths), 'Removing the gallery files')
  if (ids.length) ok(await client.from('gallery_images').delete().in('id', ids), 'Removing the gallery rows')
}

/** Uploads one photo's full image and its renditions, made again by sharp at the recorded widths, as the copy's format. */
async function uploadPhoto(client: SupabaseClient, zip: CopyZip, photo: PhotoRecord): Promise<void> {
  const bytes = await zip.bytes(photo.file)
  const extension = extensionOf(photo.path) as PhotoExtension
  const contentType = photoContentTypes[extension]
  const bucket = client.storage.from(GALLERY_BUCKET)
  ok(await bucket.upload(photo.path, bytes, { contentType, upsert: true }), `Uploading ${photo.file}`)
  for (const width of photo.renditions) {
    const height = photo.width && photo.height ? renditionHeight(photo.width, photo.height, width) : undefined
    const resized = sharp(bytes).resize({ width, height, fit: 'fill' })
    const encoded = await (
      extension === 'webp'
        ? resized.webp({ quality: RENDITION_QUALITY })
        : extension === 'jpg' || extension === 'jpeg'
          ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: RENDITION_QUALITY })
          : resized.toFormat(extension)
    ).toBuffer()
    ok(
      await bucket.upload(renditionPath(photo.path, width), encoded, { contentType, upsert: true }),
      `Uploading ${photo.file} at ${width} px`,
    )
  }
}

/** The writes, in the order the database's checks need: files, then gallery rows, the draft, the versions. */
async function write(target: ImportTarget, zip: CopyZip, copy: SiteCopy, log: (line: string) => void): Promise<number[]> {
  const { client, url } = target
  for (const [i, photo] of copy.photos.entries()) {
    await uploadPhoto(client, zip, photo)
    log(`Uploaded ${i + 1} of ${copy.photos.length} photos (${photo.file})`)
  }
  const rows = copy.photos.flatMap((p) =>
    p.kind === 'gallery'
      ? [
          {
            id: p.id,
            category: p.category,
            image_url: photoUrl(url, p.path),
            caption: p.caption,
            width: p.width,
            height: p.height,
            renditions: p.renditions,
            display_order: p.displayOrder,
            created_at: p.createdAt,
          },
        ]
      : [],
  )
  if (rows.length) ok(await client.from('gallery_images').insert(rows), 'Adding the gallery rows')
  log(`Added ${rows.length} gallery photos`)
  const draft = must(
    await client
      .from('site_content_draft')
      .update({ content: rewritePhotoUrls(copy.draft, url) })
      .eq('id', 1)
      .select('id'),
    'Writing the draft',
  )
  if (draft.length !== 1) throw new Error('Writing the draft: the project has no draft row (are its migrations applied?)')
  log('Wrote the draft')
  const ids = new Map<number, number>()
  for (const p of copy.publications) {
    const inserted = must(
      await client
        .from('site_publications')
        .insert({
          content: rewritePhotoUrls(p.content, url),
          published_at: p.publishedAt,
          note: p.note,
          restored_from: p.restoredFrom === null ? null : (ids.get(p.restoredFrom) ?? null),
        })
        .select('id')
        .single(),
      `Adding published version ${p.id}`,
    ) as { id: number }
    ids.set(p.id, inserted.id)
  }
  log(`Added ${ids.size} published versions`)
  return [...ids.values()]
}

/**
 * Imports the copy at `source` (a path, or the bytes) into `target`. Throws {@link CopyRefusedError} (the copy, each
 * problem named) or {@link ProjectNotEmptyError} before writing anything; an Error naming the step if a write fails
 * midway (run it again with `replace`: uploads overwrite, the gallery is replaced).
 */
export async function importSiteCopy(
  source: string | Uint8Array,
  target: ImportTarget,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const log = options.log ?? (() => {})
  const zip = await openCopyZip(source)
  try {
    const copy = await checkCopy(zip)
    await checkPhotosDecode(zip, copy.photos)
    log(
      `Checked the copy of ${copy.manifest.origin} made ${copy.manifest.exportedAt}: ${copy.photos.length} photos, ${copy.publications.length} published versions`,
    )
    const held = await contentHeld(target.client)
    if (held.length && !options.replace) throw new ProjectNotEmptyError(target.url, held)
    if (held.length) await clearGallery(target.client)
    const publicationIds = await write(target, zip, copy, log)
    return { photos: copy.photos.length, publicationIds, replaced: held }
  } finally {
    zip.close()
  }
}
