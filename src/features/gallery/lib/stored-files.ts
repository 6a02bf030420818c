import { photoPathOf } from '../../../lib/photo-files.ts'
import { renditionPath } from './renditions.ts'

/**
 * A stored photo's file names, the one definition (docs/decisions.md #23, #272): the full image `{folder}/{name}.{ext}`
 * and one `{folder}/{name}-{width}.{ext}` per rendition, the same names in gallery-images and, once deleted,
 * gallery-bin (docs/decisions.md #200). Used by the uploads, Recently deleted and the import (scripts/lib/site-import.ts,
 * hence the relative imports); SQL's `gallery_image_files` gives the same list (tests/backend/photo-files.test.ts).
 */

/** Every stored file of a photo whose full image is `fullPath`: that path, then one per rendition width. */
export function photoFiles(fullPath: string, renditionWidths: readonly number[]): string[] {
  return [fullPath, ...renditionWidths.map((width) => renditionPath(fullPath, width))]
}

/**
 * Every stored file of a gallery row (its public URL and rendition widths) as object paths; empty when the URL is not a
 * photo's (photoPathOf).
 */
export function storedPathsOf(photo: { image_url: string; renditions: readonly number[] | null }): string[] {
  const fullPath = photoPathOf(photo.image_url)
  return fullPath ? photoFiles(fullPath, photo.renditions ?? []) : []
}
