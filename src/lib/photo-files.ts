import { GALLERY_BUCKET } from './backend-defaults.ts'

/**
 * Her photos' stored files, each fact once (docs/decisions.md #272): the categories and their order, the folders, the
 * image types, the size limit, the encoder quality, an object path's shape and the public URL <-> object path mapping;
 * a photo's file names are src/features/gallery/lib/stored-files.ts (from `renditionPath`, which the public pages load
 * and so stays in renditions.ts). The app (src/features/gallery, src/features/site-copy, the content schema), the
 * import (scripts/lib) and the tests read them from here; the SQL that states the same facts (the buckets' limits and
 * types, gallery_category_rank, gallery_image_files, the files trigger's pattern) is pinned to these modules by
 * tests/backend/photo-files.test.ts. Relative imports only, so `npm run site:import` runs it under plain tsx. Admin
 * and scripts only: no public page imports it (the first load of / has no room).
 */

/** The gallery's categories in the site's order: nails first (SQL `gallery_category_rank`; docs/site-content.md "Content"). */
export const GALLERY_CATEGORIES = ['nails', 'lashes'] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

/** Folder of her /about photos in the photos' bucket (docs/site-content.md "About"). */
export const ABOUT_PHOTO_FOLDER = 'about'

/**
 * The image types the photos' buckets take (their `allowed_mime_types`; docs/decisions.md #14), by file extension.
 * SVG is not one: a script inside an SVG served from a public bucket is stored XSS.
 */
export const PHOTO_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
} as const
export type PhotoExtension = keyof typeof PHOTO_TYPES
export type PhotoContentType = (typeof PHOTO_TYPES)[PhotoExtension]

/** The content types of {@link PHOTO_TYPES}, each once, in the buckets' order (jpeg, png, webp, avif, gif). */
export const PHOTO_CONTENT_TYPES: readonly PhotoContentType[] = [...new Set(Object.values(PHOTO_TYPES))]

/** Largest photo file either bucket takes, in bytes: 10 MiB (the buckets' `file_size_limit`; docs/decisions.md #14). */
export const PHOTO_FILE_SIZE_LIMIT_BYTES = 10 * 1024 * 1024

/** Encoder quality (0-1) of every stored WebP and JPEG: the browser's uploads and the import's renditions (docs/decisions.md #13). */
export const ENCODE_QUALITY = 0.86

/**
 * An object path of a photo's file in the bucket: a category or the about folder, a name of letters, digits, `_` and
 * `-` (a uuid, `-480` for a rendition), and one of the photo extensions. Group 1: the folder, 2: the name, 3: the
 * extension. E.g. `nails/1f0c-480.webp`.
 */
export const PHOTO_PATH = new RegExp(
  `^(${[...GALLERY_CATEGORIES, ABOUT_PHOTO_FOLDER].join('|')})/([A-Za-z0-9][A-Za-z0-9_-]*)\\.(${Object.keys(PHOTO_TYPES).join('|')})$`,
)

const PUBLIC_PATH_PREFIX = `/storage/v1/object/public/${GALLERY_BUCKET}/`

/** The public URL of object `path` of the photos' bucket in the project at `origin` (no trailing slash needed). */
export function photoUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${PUBLIC_PATH_PREFIX}${path}`
}

/**
 * The one URL-to-path parser: the object path of a public URL of the photos' bucket, of any project
 * (`http(s)://<host><prefix><path>` with nothing after the path), when that path is a {@link PHOTO_PATH}; null for
 * anything else. E.g. `https://x.supabase.co/storage/v1/object/public/gallery-images/nails/1f0c-480.webp` ->
 * `nails/1f0c-480.webp`.
 */
export function photoPathOf(url: string): string | null {
  const host = /^https?:\/\/[^/?#]+/.exec(url)?.[0]
  if (!host || !url.startsWith(PUBLIC_PATH_PREFIX, host.length)) return null
  const path = url.slice(host.length + PUBLIC_PATH_PREFIX.length)
  return PHOTO_PATH.test(path) ? path : null
}
