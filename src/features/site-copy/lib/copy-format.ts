import { ABOUT_PHOTO_FOLDER, PHOTO_PATH, photoPathOf, PHOTO_TYPES, photoUrl } from '../../../lib/photo-files.ts'
import { contentLimits, publishedPhotoSchema, uploadedPhotoSchema } from '../../../lib/site-content/schema.ts'
import { z } from '../../../lib/zod.ts'

/**
 * The site copy: her whole site in one .zip (docs/site-content.md "A copy of her site", docs/decisions.md #207). One
 * definition of the layout, used by the download in /admin (src/features/site-copy/api), the import
 * (scripts/site-import.ts) and the tests. Relative imports only, so the import script runs it under plain tsx.
 *
 * Layout, format version 1:
 * - `README.txt`: what the copy is, in her words;
 * - `site.json`: {@link CopyManifest} (format, version, when, which project);
 * - `content/draft.json`: the draft exactly as stored (`site_content_draft.content`);
 * - `content/publications/<id>.json`: each published version, {@link PublicationRecord}, `content` as stored;
 * - `photos.json`: `{ photos: PhotoRecord[] }`: each photo's file, its path in the bucket and, for the gallery, its
 *   row (id, category, caption, order, size, renditions);
 * - `photos/<n>-<name>.<ext>`: each photo's stored full image (the largest file the bucket holds of it; the original
 *   upload is not kept, docs/decisions.md #13), gallery photos first in the gallery's order, then her /about photos,
 *   then her logos (docs/decisions.md #510). Renditions are not in the copy: the import makes them again at the
 *   recorded widths. A copy made before logos were in it is the same format without them (docs/decisions.md #511).
 */

/** The copy's format name and version, in site.json; a reader refuses any other version. */
export const COPY_FORMAT = 'site-copy'
export const COPY_FORMAT_VERSION = 1

/** The fixed entries of a copy. */
export const copyPaths = {
  readme: 'README.txt',
  manifest: 'site.json',
  draft: 'content/draft.json',
  photoList: 'photos.json',
} as const

/** Entry of published version `id`. */
export const publicationPath = (id: number): string => `content/publications/${id}.json`

/** `content/publications/<id>.json`: group 1 is the id. */
export const PUBLICATION_ENTRY = /^content\/publications\/([1-9][0-9]{0,15})\.json$/

/** `photos/<n>-<name>.<ext>`: n, a lower-case name of words and dashes, a photo extension (src/lib/photo-files.ts). */
export const PHOTO_ENTRY = new RegExp(`^photos/([0-9]{1,6})-([a-z0-9]+(?:-[a-z0-9]+)*)\\.(${Object.keys(PHOTO_TYPES).join('|')})$`)

/** The extension of a file name or path (lower case, without the dot), `''` when there is none. */
export function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
}

const timestamp = z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-11-27T10:00:00Z' })

/** site.json. `origin`: the Supabase project URL the copy was taken from (no trailing slash). */
export const copyManifestSchema = z.object({
  format: z.literal(COPY_FORMAT, `must be "${COPY_FORMAT}": this .zip is not a copy of the site`),
  formatVersion: z.literal(COPY_FORMAT_VERSION, `must be ${COPY_FORMAT_VERSION}: this copy was made by another version of the site`),
  exportedAt: timestamp,
  origin: z.url({ protocol: /^https?$/, error: 'must be the http(s) address of the project the copy was taken from' }),
})
type CopyManifest = z.infer<typeof copyManifestSchema>

/** content/publications/<id>.json: a `site_publications` row; `content` is judged by the content schema. */
export const publicationRecordSchema = z.object({
  id: z.number().int().positive(),
  publishedAt: timestamp,
  note: z.string().max(200).nullable(),
  restoredFrom: z.number().int().positive().nullable(),
  content: z.unknown(),
})
export type PublicationRecord = z.infer<typeof publicationRecordSchema>

// The database's rules for a caption (gallery_images_caption_check): not blank, no control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/
const caption = publishedPhotoSchema.shape.caption.refine(
  (text) => text === null || (text.trim() !== '' && !CONTROL_CHARACTERS.test(text)),
  'must be plain text that is not blank, or null',
)

const photoFile = z.string().regex(PHOTO_ENTRY, `must be photos/<number>-<name>.<${Object.keys(PHOTO_TYPES).join('|')}>`)
const photoPath = z.string().regex(PHOTO_PATH, 'must be nails/, lashes/ or about/ and a file name with an image extension')

/** A photo of her gallery: its row of `gallery_images`, where its file is in the copy and in the bucket. */
const galleryPhotoRecordSchema = publishedPhotoSchema
  .omit({ imageUrl: true })
  .extend({ kind: z.literal('gallery'), file: photoFile, path: photoPath, caption, createdAt: timestamp })
  .refine((p) => p.path.startsWith(`${p.category}/`), { message: 'must be in the folder of its category', path: ['path'] })
  .refine((p) => (p.width === null) === (p.height === null), { message: 'width and height are both set or both null', path: ['height'] })
  .refine((p) => p.renditions.length <= 8 && p.renditions.every((w) => p.width !== null && w < p.width), {
    message: 'at most 8 widths, each narrower than the photo',
    path: ['renditions'],
  })
export type GalleryPhotoRecord = z.infer<typeof galleryPhotoRecordSchema>

/** One of her /about photos (a published version or the draft shows it); its alt text is in the content. */
const aboutPhotoRecordSchema = uploadedPhotoSchema
  .pick({ width: true, height: true, renditions: true })
  .extend({ kind: z.literal('about'), file: photoFile, path: photoPath })
  .refine((p) => p.path.startsWith(`${ABOUT_PHOTO_FOLDER}/`), { message: 'must be in the about/ folder', path: ['path'] })
type AboutPhotoRecord = z.infer<typeof aboutPhotoRecordSchema>

const logoPx = z.number().int().min(1).max(contentLimits.maxLogoPx)

/**
 * One of her logos (the draft or a published version shows it as `identity.logo`, docs/decisions.md #510): a stored
 * PNG in the about/ folder, `about/logo-<uuid>.png` (docs/decisions.md #346), with its size in px and no renditions.
 */
const logoRecordSchema = z
  .object({ kind: z.literal('logo'), file: photoFile, path: photoPath, width: logoPx, height: logoPx })
  .refine((p) => p.path.startsWith(`${ABOUT_PHOTO_FOLDER}/`), { message: 'must be in the about/ folder', path: ['path'] })
type LogoRecord = z.infer<typeof logoRecordSchema>

const photoRecordSchema = z.discriminatedUnion('kind', [galleryPhotoRecordSchema, aboutPhotoRecordSchema, logoRecordSchema])
export type PhotoRecord = z.infer<typeof photoRecordSchema>

/** photos.json. */
export const photoListSchema = z.object({ photos: z.array(photoRecordSchema) })

/** A copy as read back: everything but the photos' bytes (publications by id, photos in file order). */
export type SiteCopy = {
  manifest: CopyManifest
  draft: unknown
  publications: PublicationRecord[]
  photos: PhotoRecord[]
}

/**
 * `value` with every public URL of the photos' bucket, whichever project it names, made a URL of the same object in
 * the project at `origin` (how an import points her content at the new project's photos). Pure: returns a copy.
 */
export function rewritePhotoUrls<T>(value: T, origin: string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const path = photoPathOf(v)
      return path ? photoUrl(origin, path) : v
    }
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value) as T
}

/** The path of `url` when it is a file of the bucket's about/ folder; null otherwise. */
function aboutPathOf(url: string): string | null {
  const path = photoPathOf(url)
  return path?.startsWith(`${ABOUT_PHOTO_FOLDER}/`) ? path : null
}

const aboutPhotoOfContent = z.object({ about: z.object({ photo: uploadedPhotoSchema.nullable() }) })

/** The /about photo a stored content document shows, when it is a file of the bucket; null otherwise. */
function aboutPhotoOf(content: unknown): Omit<AboutPhotoRecord, 'file'> | null {
  const parsed = aboutPhotoOfContent.safeParse(content)
  const photo = parsed.success ? parsed.data.about.photo : null
  const path = photo && aboutPathOf(photo.imageUrl)
  return path && photo ? { kind: 'about', path, width: photo.width, height: photo.height, renditions: photo.renditions } : null
}

const logoOfContent = z.object({
  identity: z.object({ logo: z.object({ imageUrl: z.string(), width: logoPx, height: logoPx }).nullable() }),
})

/** The logo a stored content document shows (`identity.logo`, schema version 3; an older document has none), or null. */
function shownLogo(content: unknown): z.infer<typeof logoOfContent>['identity']['logo'] {
  const parsed = logoOfContent.safeParse(content)
  return parsed.success ? parsed.data.identity.logo : null
}

/** The logo a stored content document shows, when it is a file of the bucket's about/ folder; null otherwise. */
function logoOf(content: unknown): Omit<LogoRecord, 'file'> | null {
  const logo = shownLogo(content)
  const path = logo && aboutPathOf(logo.imageUrl)
  return path && logo ? { kind: 'logo', path, width: logo.width, height: logo.height } : null
}

/**
 * The bucket path of the logo `content` shows, when that is a file of the bucket (any folder); null otherwise. The
 * import's test of a logo whose file a copy does not hold (docs/decisions.md #511).
 */
export function logoPathOf(content: unknown): string | null {
  const logo = shownLogo(content)
  return logo && photoPathOf(logo.imageUrl)
}

/** Up to 40 characters of `text` as lower-case words joined by dashes ('' when nothing is left). */
function slug(text: string | null): string {
  const words = (text ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
  return words.slice(0, 40).trim().replace(/ /g, '-')
}

/**
 * The entry of photo number `n` (from 1): `photos/007-nails-french-tips.webp` (category and caption), or
 * `photos/012-about-1f0c2a9b.jpg` (the start of its stored name when it has no caption), or `photos/013-logo-5e1f0c0a.png`
 * (a logo: the start of its stored name after `logo-`); the extension of its path.
 */
function photoEntryName(
  n: number,
  photo: Omit<GalleryPhotoRecord, 'file'> | Omit<AboutPhotoRecord, 'file'> | Omit<LogoRecord, 'file'>,
): string {
  const stored = PHOTO_PATH.exec(photo.path)?.[2] ?? ''
  const storedName = (photo.kind === 'logo' ? stored.replace(/^logo-/, '') : stored)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8)
  const words = photo.kind === 'gallery' ? [photo.category, slug(photo.caption) || storedName] : [photo.kind, storedName]
  return `photos/${String(n).padStart(3, '0')}-${words.filter(Boolean).join('-')}.${extensionOf(photo.path)}`
}

/** A zip entry as client-zip takes it: a name, the bytes (text, bytes, or whatever `photoBody` gives) and a date. */
export type CopyEntry<Body> = { name: string; input: string | Body; lastModified: Date }

/** What a copy is made of; `publications` may be an async iterable, so the download reads them a page at a time. */
export type CopySource = {
  manifest: CopyManifest
  readme: string
  draft: unknown
  /** Every published version, in id order. */
  publications: AsyncIterable<PublicationRecord> | Iterable<PublicationRecord>
  /** Her gallery photos in the gallery's order (category, then display order), without entry names. */
  gallery: Omit<GalleryPhotoRecord, 'file'>[]
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/**
 * The entries of a copy, in zip order: README.txt, site.json, the draft, each publication (as it is read), photos.json,
 * then each photo's bytes from `photoBody(photo, index, total)`, called for one photo at a time, only when the zip
 * writer asks for the next entry (so a streaming writer holds one photo at a time). The /about photos, then the logos,
 * are those the draft and the publications show, each file once, after the gallery (docs/decisions.md #510). Every
 * entry is dated `manifest.exportedAt`. Errors of `photoBody` or of the publications' iterable are thrown as they are.
 */
export async function* copyEntries<Body>(
  source: CopySource,
  photoBody: (photo: PhotoRecord, index: number, total: number) => Promise<Body>,
): AsyncGenerator<CopyEntry<Body>> {
  const lastModified = new Date(source.manifest.exportedAt)
  const text = (name: string, input: string): CopyEntry<Body> => ({ name, input, lastModified })
  /** The files the content documents show, by path, each once (the first document's record of it). */
  const shown = new Map<string, Omit<AboutPhotoRecord, 'file'> | Omit<LogoRecord, 'file'>>()
  const noteShown = (content: unknown) => {
    for (const photo of [aboutPhotoOf(content), logoOf(content)]) if (photo && !shown.has(photo.path)) shown.set(photo.path, photo)
  }
  yield text(copyPaths.readme, source.readme)
  yield text(copyPaths.manifest, json(source.manifest))
  noteShown(source.draft)
  yield text(copyPaths.draft, json(source.draft))
  for await (const publication of source.publications) {
    noteShown(publication.content)
    yield text(publicationPath(publication.id), json(publication))
  }
  const byKind = (kind: PhotoRecord['kind']) => [...shown.values()].filter((p) => p.kind === kind)
  const photos: PhotoRecord[] = [...source.gallery, ...byKind('about'), ...byKind('logo')].map((p, i) => ({
    ...p,
    file: photoEntryName(i + 1, p),
  }))
  yield text(copyPaths.photoList, json({ photos }))
  for (const [index, photo] of photos.entries()) {
    yield { name: photo.file, input: await photoBody(photo, index, photos.length), lastModified }
  }
}
