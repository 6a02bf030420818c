import manifest from '@/content/image-manifest.json'

/**
 * One entry of `src/content/image-manifest.json`, written by `npm run images` (scripts/build-images).
 * Files live at `/images/<id>-<w>.avif` and `/images/<id>-<w>.webp` for every width in `widths` (px).
 */
export type ImageEntry = {
  /** Intrinsic width and height of the largest rendition (px). */
  width: number
  height: number
  /** Widths generated, ascending (px). */
  widths: number[]
}

export const images = manifest as Record<string, ImageEntry>

/** Slot ids that have generated files. */
export function hasImage(id: string): boolean {
  return id in images
}

/** `srcset` for one format of an image entry. */
export function srcSetFor(id: string, entry: ImageEntry, format: 'avif' | 'webp'): string {
  return entry.widths.map((w) => `/images/${id}-${w}.${format} ${w}w`).join(', ')
}

