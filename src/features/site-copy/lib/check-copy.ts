import { upgradeSiteContent } from '../../../content/site-content-upgrade.ts'
import { GALLERY_FILE_SIZE_LIMIT_BYTES } from '../../../lib/backend-defaults.ts'
import { publishedContentSchema, siteContentSchema } from '../../../lib/site-content/schema.ts'
import type { z } from '../../../lib/zod.ts'
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
} from './copy-format.ts'
import { formatOfExtension, imageFormatOf, SIGNATURE_BYTES } from './image-type.ts'

/**
 * The check of a site copy before anything is written (docs/decisions.md #208): the layout, site.json, photos.json,
 * the draft and every publication by the content schema (after the upgrade of older schema versions,
 * src/content/site-content-upgrade.ts), and every photo by its bytes. Each problem names its entry.
 */

/** A .zip as the check reads it: its entry names and, on demand, an entry's size (bytes), text or first bytes. */
export type CopyArchive = {
  names: readonly string[]
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

/** Parses entry `name` as JSON; a problem line instead when it is not JSON. */
async function readJson(archive: CopyArchive, name: string, problems: string[]): Promise<{ value: unknown } | null> {
  try {
    return { value: JSON.parse(await archive.text(name)) as unknown }
  } catch (error) {
    problems.push(`${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`)
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

/** A stored content document judged by `schema` after the upgrade of older versions. */
function checkContent(name: string, content: unknown, schema: z.ZodType, problems: string[]): void {
  const result = schema.safeParse(upgradeSiteContent(content))
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

/** A photo's bytes: no larger than the bucket takes, an image by its signature, the format its name says. */
async function checkPhoto(archive: CopyArchive, name: string, problems: string[]): Promise<void> {
  if (archive.size(name) > GALLERY_FILE_SIZE_LIMIT_BYTES) {
    problems.push(`${name} is larger than ${GALLERY_FILE_SIZE_LIMIT_BYTES / 1024 / 1024} MB, the most the photos' bucket takes`)
    return
  }
  const format = imageFormatOf(await archive.head(name, SIGNATURE_BYTES))
  const named = formatOfExtension[extensionOf(name)]
  if (!format) problems.push(`${name} is not an image`)
  else if (format !== named) problems.push(`${name} is a ${format.toUpperCase()} image, not the ${named?.toUpperCase()} its name says`)
}

/**
 * Reads and checks a whole copy. Resolves with the copy (publications by id, photos as listed), or throws
 * {@link CopyRefusedError} naming every problem found (up to 40): a wrong layout, JSON that is not JSON or fails its
 * schema (the content schema for the draft and the publications), a photo that is missing, unlisted, too large or not
 * an image. Reads each photo's first bytes only; errors of the archive itself are thrown as they are.
 */
export async function checkCopy(archive: CopyArchive): Promise<SiteCopy> {
  const layout = checkLayout(archive.names)
  if (layout.problems.length) throw new CopyRefusedError(layout.problems.slice(0, MAX_PROBLEMS))
  const problems: string[] = []
  const manifest = await readEntry(archive, copyPaths.manifest, copyManifestSchema, problems)
  if (!manifest) throw new CopyRefusedError(problems)

  const draft = await readJson(archive, copyPaths.draft, problems)
  if (draft) checkContent(copyPaths.draft, draft.value, siteContentSchema, problems)

  const publications: PublicationRecord[] = []
  for (const name of layout.publications) {
    const record = await readEntry(archive, name, publicationRecordSchema, problems)
    if (!record) continue
    checkContent(name, record.content, publishedContentSchema, problems)
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
