import { PHOTO_FILE_SIZE_LIMIT_BYTES } from '../../src/lib/photo-files.ts'
import { publishedContentSchema, siteContentSchema } from '../../src/lib/site-content/schema.ts'
import { isOlderContent, upgradeSiteContent } from '../../src/lib/site-content/upgrade.ts'
import type { z } from '../../src/lib/zod.ts'
import {
  copyManifestSchema,
  copyPaths,
  extensionOf,
  PHOTO_ENTRY,
  photoListSchema,
  PUBLICATION_ENTRY,
  publicationPath,
  publicationRecordSchema,
  type PhotoRecord,
  type PublicationRecord,
  type SiteCopy,
} from '../../src/features/site-copy/lib/copy-format.ts'
import { formatOfExtension, imageFormatOf, SIGNATURE_BYTES } from './image-type.ts'
import { demoLaunchValues } from './published-content.ts'

/**
 * The check of a site copy before anything is written (docs/decisions.md #208, #276): the size of every entry from the
 * zip's central directory before any is read, the layout, site.json, photos.json, the draft and every publication by
 * the content schema (after the upgrade of older schema versions, src/lib/site-content/upgrade.ts, with the demo's launch values), and every photo
 * by its first bytes. Each problem names its entry.
 */

/**
 * What a copy may hold (docs/decisions.md #276), checked from the central directory before any entry is read, so a
 * .zip that unpacks to far more than it weighs (a "zip bomb") is refused by name at once. A draft is ~20 KB, a
 * version ~30 KB and photos.json ~400 B a photo; her photos are at most the bucket's 10 MiB each.
 */
export const COPY_LIMITS = {
  /** Entries in the .zip: README, site.json, the draft, photos.json, a version each and a photo each. */
  entries: 20_000,
  /** Unpacked bytes of one text entry: README.txt, site.json, the draft, a version, photos.json. */
  textBytes: 5 * 1024 * 1024,
  /** Unpacked bytes of one photo: what the photos' bucket takes (src/lib/photo-files.ts). */
  photoBytes: PHOTO_FILE_SIZE_LIMIT_BYTES,
  /** Unpacked bytes of the whole copy: about 4,000 photos at their usual size, or 200 at the bucket's limit. */
  copyBytes: 2 * 1024 * 1024 * 1024,
} as const

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** A .zip as the check reads it: its entry names and, on demand, an entry's unpacked size (bytes), text or first bytes. */
export type CopyArchive = {
  names: readonly string[]
  /** The unpacked size its central directory states; the reader refuses to unpack more. */
  size(name: string): number
  text(name: string): Promise<string>
  /** The first `length` bytes of an entry (fewer when it is shorter). */
  head(name: string, length: number): Promise<Uint8Array>
}

/** A copy that cannot be loaded; `problems` are "entry: reason" lines, the first ones found. */
export class CopyRefusedError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`This .zip is not a site copy that can be loaded:\n${problems.map((p) => `- ${p}`).join('\n')}`)
    this.name = 'CopyRefusedError'
  }
}

/** Most problems reported per entry, and in all. */
const MAX_PER_ENTRY = 5
const MAX_PROBLEMS = 40

const issuesOf = (name: string, error: z.ZodError) =>
  error.issues.slice(0, MAX_PER_ENTRY).map((i) => `${name}: ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`)

/** Parses entry `name` as JSON; a problem line instead when it cannot be unpacked or is not JSON. */
async function readJson(archive: CopyArchive, name: string, problems: string[]): Promise<{ value: unknown } | null> {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
  let text: string
  try {
    text = await archive.text(name)
  } catch (error) {
    problems.push(`${name} cannot be unpacked (${reason(error)})`)
    return null
  }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch (error) {
    problems.push(`${name}: not valid JSON (${reason(error)})`)
    return null
  }
}

/** Entry `name` parsed by `schema`; problem lines instead (named by the entry and the path of each refused value). */
async function readEntry<T>(archive: CopyArchive, name: string, schema: z.ZodType<T>, problems: string[]): Promise<T | null> {
  const raw = await readJson(archive, name, problems)
  if (!raw) return null
  const result = schema.safeParse(raw.value)
  if (result.success) return result.data
  problems.push(...issuesOf(name, result.error))
  return null
}

/** The layout: the fixed entries, publications and photos by their names, nothing else, nothing twice. */
function checkLayout(names: readonly string[]): { problems: string[]; publications: string[]; photos: string[] } {
  const problems: string[] = []
  const files = names.filter((n) => !n.endsWith('/'))
  const seen = new Set<string>()
  for (const name of files) {
    if (seen.has(name)) problems.push(`${name} is in the .zip twice`)
    seen.add(name)
  }
  const fixed = new Set<string>(Object.values(copyPaths))
  for (const name of [copyPaths.manifest, copyPaths.draft, copyPaths.photoList]) {
    if (!seen.has(name)) problems.push(`${name} is missing: a site copy has one`)
  }
  const publications = [...seen].filter((n) => PUBLICATION_ENTRY.test(n))
  const photos = [...seen].filter((n) => PHOTO_ENTRY.test(n))
  if (publications.length === 0) problems.push('content/publications/ has no published version: a site copy has at least one')
  for (const name of seen) {
    if (!fixed.has(name) && !PUBLICATION_ENTRY.test(name) && !PHOTO_ENTRY.test(name)) problems.push(`${name} is not part of a site copy`)
  }
  return { problems, publications, photos }
}

/**
 * A stored content document judged by `schema` after the upgrade of older versions, with the demo's launch values
 * (loaded only for an older document, docs/decisions.md #361).
 */
async function checkContent(name: string, content: unknown, schema: z.ZodType, problems: string[]): Promise<void> {
  const result = schema.safeParse(upgradeSiteContent(content, isOlderContent(content) ? await demoLaunchValues() : null))
  if (!result.success) problems.push(...issuesOf(name, result.error))
}

/** photos.json against the photos/ entries: each listed once, each file where it says, the same extension. */
function checkPhotoList(photos: readonly PhotoRecord[], files: readonly string[], problems: string[]): void {
  const inZip = new Set(files)
  const listed = new Set<string>()
  const paths = new Set<string>()
  const ids = new Set<string>()
  for (const photo of photos) {
    if (listed.has(photo.file)) problems.push(`photos.json: ${photo.file} is listed twice`)
    if (paths.has(photo.path)) problems.push(`photos.json: ${photo.path} is listed twice`)
    if (photo.kind === 'gallery' && ids.has(photo.id)) problems.push(`photos.json: gallery photo ${photo.id} is listed twice`)
    listed.add(photo.file)
    paths.add(photo.path)
    if (photo.kind === 'gallery') ids.add(photo.id)
    if (!inZip.has(photo.file)) problems.push(`photos.json: ${photo.file} is not in the .zip`)
    if (extensionOf(photo.file) !== extensionOf(photo.path))
      problems.push(`photos.json: ${photo.file} and ${photo.path} have different extensions`)
  }
  for (const file of files) if (!listed.has(file)) problems.push(`${file} is not listed in photos.json`)
}

/**
 * Every entry's unpacked size, from the central directory: each within its kind's limit, and the whole copy within
 * {@link COPY_LIMITS}.copyBytes. Nothing is read.
 */
function checkSizes(archive: CopyArchive): string[] {
  const problems: string[] = []
  let total = 0
  for (const name of archive.names) {
    const size = archive.size(name)
    total += size
    const photo = PHOTO_ENTRY.test(name)
    const limit = photo ? COPY_LIMITS.photoBytes : COPY_LIMITS.textBytes
    if (size > limit) {
      problems.push(
        `${name} unpacks to ${megabytes(size)}: a ${photo ? "photo is at most the photos' bucket's" : 'text entry of a site copy is at most'} ${megabytes(limit)}`,
      )
    }
  }
  if (total > COPY_LIMITS.copyBytes)
    problems.push(`the copy unpacks to ${megabytes(total)}: a site copy is at most ${megabytes(COPY_LIMITS.copyBytes)}`)
  return problems
}

/** A photo's first bytes: an image by its signature, the format its name says. */
async function checkPhoto(archive: CopyArchive, name: string, problems: string[]): Promise<void> {
  const format = imageFormatOf(await archive.head(name, SIGNATURE_BYTES))
  const named = formatOfExtension(extensionOf(name))
  if (!format) problems.push(`${name} is not an image`)
  else if (format !== named) problems.push(`${name} is a ${format.toUpperCase()} image, not the ${named?.toUpperCase()} its name says`)
}

/**
 * Reads and checks a whole copy. Resolves with the copy (publications by id, photos as listed), or throws
 * {@link CopyRefusedError} naming every problem found (up to 40): an entry or the whole copy larger than
 * {@link COPY_LIMITS} (from the central directory, before anything is read), a wrong layout, JSON that is not JSON or
 * fails its schema (the content schema for the draft and the publications), a photo that is missing, unlisted or not
 * an image. Reads each photo's first bytes only; errors of the archive itself are thrown as they are.
 */
export async function checkCopy(archive: CopyArchive): Promise<SiteCopy> {
  const sizes = checkSizes(archive)
  if (sizes.length) throw new CopyRefusedError(sizes.slice(0, MAX_PROBLEMS))
  const layout = checkLayout(archive.names)
  if (layout.problems.length) throw new CopyRefusedError(layout.problems.slice(0, MAX_PROBLEMS))
  const problems: string[] = []
  const manifest = await readEntry(archive, copyPaths.manifest, copyManifestSchema, problems)
  if (!manifest) throw new CopyRefusedError(problems)

  const draft = await readJson(archive, copyPaths.draft, problems)
  if (draft) await checkContent(copyPaths.draft, draft.value, siteContentSchema, problems)

  const publications: PublicationRecord[] = []
  for (const name of layout.publications) {
    const record = await readEntry(archive, name, publicationRecordSchema, problems)
    if (!record) continue
    await checkContent(name, record.content, publishedContentSchema, problems)
    if (publicationPath(record.id) === name) publications.push(record)
    else problems.push(`${name}: id ${record.id} does not match the file name`)
  }
  publications.sort((a, b) => a.id - b.id)
  const ids = new Set(publications.map((p) => p.id))
  for (const p of publications) {
    if (p.restoredFrom !== null && !ids.has(p.restoredFrom))
      problems.push(`${publicationPath(p.id)}: restoredFrom ${p.restoredFrom} is not a version in the copy`)
  }

  const list = await readEntry(archive, copyPaths.photoList, photoListSchema, problems)
  if (list) checkPhotoList(list.photos, layout.photos, problems)
  for (const name of layout.photos) {
    if (problems.length >= MAX_PROBLEMS) break
    await checkPhoto(archive, name, problems)
  }

  if (problems.length || !draft || !list) throw new CopyRefusedError(problems.slice(0, MAX_PROBLEMS))
  return { manifest, draft: draft.value, publications, photos: list.photos }
}
