import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { GALLERY_BUCKET } from '../../src/lib/backend-defaults.ts'
import { renditionHeight, renditionPath, renditionWidthsFor } from '../../src/features/gallery/lib/renditions.ts'
import { photoFiles, storedPathsOf } from '../../src/features/gallery/lib/stored-files.ts'
import { ENCODE_QUALITY, photoPathOf, PHOTO_TYPES, photoUrl, type PhotoExtension } from '../../src/lib/photo-files.ts'
import { contentLimits } from '../../src/lib/site-content/schema.ts'
import { extensionOf, logoPathOf, rewritePhotoUrls, type PhotoRecord, type SiteCopy } from '../../src/features/site-copy/lib/copy-format.ts'
import { checkCopy, CopyRefusedError } from './check-copy.ts'
import { openCopyZip, type CopyZip } from './copy-zip.ts'

/**
 * `npm run site:import` (docs/operations.md "Moving her site to a new Supabase project"; docs/decisions.md #208, #210,
 * #275-#277, her logo #510-#512): loads a site copy into a project with the service role. Everything is checked first,
 * before the project is even opened (the copy by checkCopy, with every entry's size from the zip's directory; each photo
 * decoded whole by sharp, which gives its width and height); then the project must hold no content unless `replace`.
 * The new content is staged (the photos' files under their own names, beside the project's; the rows in
 * `site_import_staging`) and swapped in by one transaction (`import_site_copy`), so a failure before the swap leaves
 * the project as it was.
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
class ProjectNotEmptyError extends Error {
  constructor(
    readonly where: string,
    readonly held: readonly string[],
  ) {
    super(`${where} already holds content (${held.join(', ')}). Nothing was written. Add --replace to load the copy over it.`)
    this.name = 'ProjectNotEmptyError'
  }
}

/** Most pixels of a photo the import decodes (4096 x 4096): twice the site's 2048 px long edge each way (docs/decisions.md #277). */
const MAX_PHOTO_PIXELS = 4096 * 4096

/**
 * What the decoded image of a photo says: its size in px and the renditions to make of it; `renditions` is null for a
 * logo, which is stored as it is and shown at its own size (docs/decisions.md #346, #512).
 */
type PhotoSize = { width: number; height: number; renditions: number[] | null }

/** A copy that passed every check, still open for its photos' bytes: {@link readSiteCopy}. */
export type CheckedCopy = { zip: CopyZip; copy: SiteCopy; sizes: ReadonlyMap<string, PhotoSize> }

/** Throws an Error naming `what` with the error of a supabase-js result. */
function ok(result: { error: { message: string } | null }, what: string): void {
  if (result.error) throw new Error(`${what}: ${result.error.message}`)
}

/** The data of a supabase-js result; throws an Error naming `what` with the error, or when there is no data. */
function dataOf<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  ok(result, what)
  if (result.data === null) throw new Error(`${what}: no answer`)
  return result.data
}

/**
 * What the project holds beyond what a project with no content holds, one phrase each: gallery photos, files in the
 * photos' bucket, published versions besides a launch version (the demo's version 1 that projects migrated before
 * docs/decisions.md #440 may still hold, or the local seed's), a draft other than that version's (the set-up's, one she
 * saved). Empty for a new project, which has no draft and no version (docs/decisions.md #210, #443).
 */
async function contentInProject(client: SupabaseClient): Promise<string[]> {
  const held: string[] = []
  const gallery = await client.from('gallery_images').select('id', { count: 'exact', head: true })
  if (gallery.error) throw new Error(`Reading the gallery: ${gallery.error.message}`)
  const photos = gallery.count ?? 0
  if (photos) held.push(`${photos} gallery photo${photos === 1 ? '' : 's'}`)
  const folders = dataOf(await client.storage.from(GALLERY_BUCKET).list('', { limit: 100 }), 'Listing the photos bucket')
  let files = 0
  for (const folder of folders.filter((f) => f.id === null)) {
    files += dataOf(await client.storage.from(GALLERY_BUCKET).list(folder.name, { limit: 1 }), 'Listing the photos bucket').length
  }
  if (files || folders.some((f) => f.id !== null)) held.push('files in the photos bucket')
  const versions = dataOf(
    await client.from('site_publications').select('id, content').order('id', { ascending: true }).limit(2),
    'Reading the published versions',
  )
  if (versions.length > 1) held.push('published versions besides the launch version')
  const read = await client.from('site_content_draft').select('content').eq('id', 1).maybeSingle()
  ok(read, 'Reading the draft')
  const draft = read.data as { content: unknown } | null
  const launch = versions[0]?.content as Record<string, unknown> | undefined
  const launchDraft = launch && Object.fromEntries(Object.entries(launch).filter(([k]) => k !== 'gallery'))
  if (draft && !isDeepStrictEqual(draft.content, launchDraft)) held.push('a saved draft')
  return held
}

/**
 * How the import decodes a photo (docs/decisions.md #277, #405): at most {@link MAX_PHOTO_PIXELS}, and refused on
 * corrupt or missing pixel data (sharp's `failOn: 'error'`, which takes in truncation), not on a decoder's warning.
 */
const DECODE = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const

/**
 * Each photo decoded by sharp, every pixel, before anything is written (docs/decisions.md #277, #405): the header gives
 * its size, which must be at most {@link MAX_PHOTO_PIXELS}; then the whole image is decoded, so a photo cut short (a
 * truncated JPEG has a good header) is refused here rather than uploaded corrupt. The width and height the import
 * records come from the decoded image (as displayed, after any EXIF orientation), and its renditions are the site's
 * widths narrower than it. A photo that cannot be read, is too large, or does not decode whole is refused by name.
 */
async function decodePhotoSizes(zip: CopyZip, photos: readonly PhotoRecord[]): Promise<Map<string, PhotoSize>> {
  const problems: string[] = []
  const sizes = new Map<string, PhotoSize>()
  for (const photo of photos) {
    try {
      const bytes = await zip.bytes(photo.file)
      const { width, height } = (await sharp(bytes).metadata()).autoOrient
      if (width * height > MAX_PHOTO_PIXELS) {
        problems.push(
          `${photo.file} is ${width} × ${height} px: the import takes photos of at most ${MAX_PHOTO_PIXELS / 1024 / 1024} megapixels`,
        )
        continue
      }
      if (photo.kind === 'logo' && Math.max(width, height) > contentLimits.maxLogoPx) {
        problems.push(`${photo.file} is ${width} × ${height} px: a logo is at most ${contentLimits.maxLogoPx} px each way`)
        continue
      }
      const { info } = await sharp(bytes, DECODE).autoOrient().raw().toBuffer({ resolveWithObject: true })
      const renditions = photo.kind === 'logo' ? null : renditionWidthsFor(info.width)
      sizes.set(photo.path, { width: info.width, height: info.height, renditions })
    } catch (error) {
      problems.push(`${photo.file} cannot be read as an image (${error instanceof Error ? error.message.trim() : String(error)})`)
    }
  }
  if (problems.length) throw new CopyRefusedError(problems)
  return sizes
}

/**
 * Opens and checks the copy at `source` (a path, or the bytes) without touching any project: the zip's directory (every
 * entry's size first), the whole copy, each photo decoded whole. Throws {@link CopyRefusedError} naming each problem.
 * The caller closes `zip` (importSiteCopy does).
 */
export async function readSiteCopy(source: string | Uint8Array): Promise<CheckedCopy> {
  const zip = await openCopyZip(source)
  try {
    const copy = await checkCopy(zip)
    return { zip, copy, sizes: await decodePhotoSizes(zip, copy.photos) }
  } catch (error) {
    zip.close()
    throw error
  }
}

/**
 * `value` (a content document) with every photo entry (an object whose `imageUrl` is a photo of `sizes`) given the
 * decoded width, height and renditions (a logo its width and height only), so the content names only files the import
 * makes. Pure: returns a copy.
 */
function withPhotoSizes<T>(value: T, sizes: ReadonlyMap<string, PhotoSize>): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (!v || typeof v !== 'object') return v
    const entries = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    const path = typeof entries.imageUrl === 'string' ? photoPathOf(entries.imageUrl) : null
    const size = path ? sizes.get(path) : undefined
    if (!size) return entries
    const { renditions, ...px } = size
    return renditions ? { ...entries, ...px, renditions } : { ...entries, ...px }
  }
  return walk(value) as T
}

/**
 * `content` without a logo whose file the copy does not hold (docs/decisions.md #511): a copy made before copies held
 * logos shows one it has no file of, and the site would point at a file that is not there (and the build could not
 * make her icons from it). Its `identity.logo` is then null: the site shows her name, as with no logo. `stored` is
 * the bucket paths of the copy's files; `missing` the logo's path, or null when nothing was taken out. Pure.
 */
function withoutMissingLogo<T>(content: T, stored: ReadonlySet<string>): { content: T; missing: string | null } {
  const missing = logoPathOf(content)
  if (!missing || stored.has(missing)) return { content, missing: null }
  const document = content as { identity: object }
  return { content: { ...document, identity: { ...document.identity, logo: null } } as T, missing }
}

/** The files of one photo as the project stores them: the full image as in the copy, each rendition made by sharp. */
async function* photoFilesToStore(zip: CopyZip, photo: PhotoRecord, size: PhotoSize) {
  const bytes = await zip.bytes(photo.file)
  const extension = extensionOf(photo.path) as PhotoExtension
  yield { path: photo.path, bytes, what: photo.file }
  const quality = Math.round(ENCODE_QUALITY * 100)
  for (const width of size.renditions ?? []) {
    const resized = sharp(bytes, DECODE)
      .autoOrient()
      .resize({ width, height: renditionHeight(size.width, size.height, width), fit: 'fill' })
    const encoded = await (
      extension === 'webp'
        ? resized.webp({ quality })
        : extension === 'jpg' || extension === 'jpeg'
          ? resized.flatten({ background: '#ffffff' }).jpeg({ quality })
          : resized.toFormat(extension)
    ).toBuffer()
    yield { path: renditionPath(photo.path, width), bytes: encoded, what: `${photo.file} at ${width} px` }
  }
}

/** True for Storage's answer to an upload under a name it already holds (409 Duplicate). */
const isDuplicate = (error: unknown) => (error as { statusCode?: unknown } | null)?.statusCode === '409'

/**
 * Stages the copy (files, then rows) and swaps it in. Before the swap's commit the project is unchanged but for files
 * under names its content does not use (a name it already holds is the same photo: a stored photo's name is its id and
 * its file is never rewritten, docs/decisions.md #13, #23) and the staged rows; on a failure both are removed again.
 */
async function stageAndSwap(target: ImportTarget, checked: CheckedCopy, replace: boolean, log: (line: string) => void): Promise<number[]> {
  const { client, url } = target
  const { zip, copy, sizes } = checked
  const bucket = client.storage.from(GALLERY_BUCKET)
  const importId = randomUUID()
  const added: string[] = []
  const staged = async (kind: string, rows: { seq: number; payload: unknown }[], what: string) => {
    if (rows.length) ok(await client.from('site_import_staging').insert(rows.map((r) => ({ import_id: importId, kind, ...r }))), what)
  }
  try {
    for (const [i, photo] of copy.photos.entries()) {
      for await (const file of photoFilesToStore(zip, photo, sizes.get(photo.path)!)) {
        const contentType = PHOTO_TYPES[extensionOf(file.path) as PhotoExtension]
        const result = await bucket.upload(file.path, file.bytes, { contentType, upsert: false })
        if (!result.error) added.push(file.path)
        else if (!isDuplicate(result.error)) ok(result, `Uploading ${file.what}`)
      }
      log(`Uploaded ${i + 1} of ${copy.photos.length} photos (${photo.file})`)
    }
    const stored = new Set(copy.photos.map((p) => p.path))
    /** The documents that showed each logo the copy has no file of, by its path. */
    const logosMissing = new Map<string, string[]>()
    const content = <T>(value: T, what: string) => {
      const checked = withoutMissingLogo(value, stored)
      if (checked.missing) logosMissing.set(checked.missing, [...(logosMissing.get(checked.missing) ?? []), what])
      return rewritePhotoUrls(withPhotoSizes(checked.content, sizes), url)
    }
    const gallery = copy.photos.flatMap((p) => (p.kind === 'gallery' ? [{ ...p, ...sizes.get(p.path)! }] : []))
    for (let at = 0; at < gallery.length; at += 100) {
      const rows = gallery.slice(at, at + 100).map((p, i) => ({
        seq: at + i,
        payload: {
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
      }))
      await staged('gallery', rows, 'Staging the gallery rows')
    }
    await staged('draft', [{ seq: 0, payload: content(copy.draft, 'the draft') }], 'Staging the draft')
    for (const [seq, p] of copy.publications.entries()) {
      const payload = { ...p, content: content(p.content, `published version ${p.id}`) }
      await staged('publication', [{ seq, payload }], `Staging published version ${p.id}`)
    }
    for (const [path, shownBy] of logosMissing) {
      const documents = new Intl.ListFormat('en-GB').format(
        shownBy.length > 3 ? [...shownBy.slice(0, 3), `${shownBy.length - 3} more`] : shownBy,
      )
      log(
        `The copy has no file of the logo ${path} (made before copies held logos): ${documents} show${shownBy.length === 1 ? 's' : ''} the studio's name instead. Upload the logo again in /admin.`,
      )
    }
    log(`Staged ${gallery.length} gallery photos, the draft and ${copy.publications.length} published versions`)
    const ids = dataOf(await client.rpc('import_site_copy', { p_import: importId, p_replace: replace }), 'Swapping the copy in')
    return (ids as (number | string)[]).map(Number)
  } catch (error) {
    const left = await removeStaged(client, importId, added)
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `${message}. Nothing was loaded: the project is as it was${left ? `, but for ${left}` : ''}. Run the import again to load the copy.`,
    )
  }
}

/** Removes what a failed import staged: its rows and the files it added. '' when all went, else what is left. */
async function removeStaged(client: SupabaseClient, importId: string, files: readonly string[]): Promise<string> {
  const left: string[] = []
  const rows = await client.from('site_import_staging').delete().eq('import_id', importId)
  if (rows.error) left.push('its staged rows (deleted by the next import)')
  for (let at = 0; at < files.length; at += 100) {
    const removed = await client.storage.from(GALLERY_BUCKET).remove(files.slice(at, at + 100))
    if (removed.error) left.push(`${files.length - at} photo files it uploaded`)
    if (removed.error) break
  }
  return left.join(' and ')
}

/**
 * Imports a copy (a path, the bytes, or a copy {@link readSiteCopy} already checked) into `target`. Throws
 * {@link CopyRefusedError} (the copy, each problem named) or {@link ProjectNotEmptyError} before writing anything; an
 * Error naming the step when staging or the swap fails, and the project is then as it was. With `replace`, the old
 * gallery's files that the copy does not use are removed after the swap (a failure there only leaves unused files,
 * and is logged).
 */
export async function importSiteCopy(
  source: string | Uint8Array | CheckedCopy,
  target: ImportTarget,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const log = options.log ?? (() => {})
  const checked = typeof source === 'string' || source instanceof Uint8Array ? await readSiteCopy(source) : source
  const { copy } = checked
  try {
    log(
      `Checked the copy of ${copy.manifest.origin} made ${copy.manifest.exportedAt}: ${copy.photos.length} photos, ${copy.publications.length} published versions`,
    )
    const held = await contentInProject(target.client)
    if (held.length && !options.replace) throw new ProjectNotEmptyError(target.url, held)
    const oldGallery = dataOf(await target.client.from('gallery_images').select('image_url, renditions'), 'Reading the gallery')
    const publicationIds = await stageAndSwap(target, checked, held.length > 0, log)
    const kept = new Set(copy.photos.flatMap((p) => photoFiles(p.path, checked.sizes.get(p.path)?.renditions ?? [])))
    const unused = (oldGallery as { image_url: string; renditions: number[] }[]).flatMap(storedPathsOf).filter((path) => !kept.has(path))
    if (unused.length) {
      const removed = await target.client.storage.from(GALLERY_BUCKET).remove(unused)
      log(
        removed.error
          ? `Could not remove the old gallery's ${unused.length} files: ${removed.error.message}`
          : `Removed the old gallery's ${unused.length} files`,
      )
    }
    return { photos: copy.photos.length, publicationIds, replaced: held }
  } finally {
    checked.zip.close()
  }
}
