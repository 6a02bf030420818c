import type { Database } from '@/lib/supabase/database.types'

/**
 * Renditions of an uploaded gallery image (docs/decisions.md #23): besides the full image
 * `{category}/{id}.{webp|jpg}` (long edge at most FULL_IMAGE_MAX_EDGE_PX), the browser stores smaller
 * copies `{category}/{id}-{width}.{ext}` made from the same decoded pixels, so /gallery can serve a
 * tile-sized file through `srcset` on hosted Supabase's free tier (no image-transformation service).
 */

/** Widths in px of the renditions made at upload, smallest first; only those narrower than the full image are made. */
const RENDITION_WIDTHS = [480, 960] as const

/** Longest edge in px of the full stored image (docs/decisions.md #13). */
export const FULL_IMAGE_MAX_EDGE_PX = 2048

/**
 * `sizes` of an uploaded tile on /gallery: two columns on phones, three from 640 px. A 390 px phone at 3x
 * therefore wants ~585 px and gets the 960 rendition, never the full image.
 */
export const GALLERY_TILE_SIZES = '(min-width: 640px) 33vw, 50vw'

type RenditionRow = Pick<Database['public']['Tables']['gallery_images']['Row'], 'image_url' | 'width' | 'height' | 'renditions'>

/**
 * The rendition of `width` px beside a stored file: the storage path or public URL with `-{width}`
 * inserted before the extension, e.g. `nails/1f0c.webp`, 480 -> `nails/1f0c-480.webp` (a query string or
 * fragment of a URL is kept after it).
 */
export function renditionPath(path: string, width: number): string {
  const match = /^([^?#]*?)(\.[A-Za-z0-9]+)?([?#].*)?$/.exec(path)
  const [, base = path, extension = '', rest = ''] = match ?? []
  return `${base}-${width}${extension}${rest}`
}

/** The widths actually stored for a row: recorded, positive, narrower than the full image, ascending, no repeats. */
export function storedRenditionWidths(row: Pick<RenditionRow, 'width' | 'renditions'>): number[] {
  if (!row.width) return []
  const full = row.width
  return [...new Set(row.renditions)].filter((w) => Number.isInteger(w) && w > 0 && w < full).sort((a, b) => a - b)
}

/** Props for an <img> of an uploaded image; width/height (px) are present only when the row knows them. */
export type ImageSources = {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
}

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` (px) for an <img> of a gallery row (docs/decisions.md #23).
 * `srcSet` lists each stored rendition with its width plus the full image with its own width; `src` is
 * the smallest rendition (or the full image when there is none). Rows from before renditions existed
 * (no width/height) give just `{ src: image_url }`.
 */
export function imageSources(row: RenditionRow, sizes: string = GALLERY_TILE_SIZES): ImageSources {
  if (!row.width || !row.height) return { src: row.image_url }
  const widths = storedRenditionWidths(row)
  const full = { url: row.image_url, w: row.width }
  const candidates = [...widths.map((w) => ({ url: renditionPath(row.image_url, w), w })), full]
  return {
    src: (candidates[0] ?? full).url,
    srcSet: candidates.map((c) => `${c.url} ${c.w}w`).join(', '),
    sizes,
    width: row.width,
    height: row.height,
  }
}

/** Height in px of a `width` px rendition of a `fullWidth` x `fullHeight` image (aspect ratio kept, at least 1). */
export function renditionHeight(fullWidth: number, fullHeight: number, width: number): number {
  return Math.max(1, Math.round((fullHeight * width) / fullWidth))
}

/** The rendition widths to make for a full image `fullWidth` px wide: those of RENDITION_WIDTHS smaller than it. */
export function renditionWidthsFor(fullWidth: number): number[] {
  return RENDITION_WIDTHS.filter((w) => w < fullWidth)
}

/** What the photo viewer loads of an uploaded image (docs/decisions.md #133): renditions only, never the full upload. */
export type ViewerSources = {
  /** The largest rendition (the full image only for a row from before renditions existed). */
  src: string
  /** Every stored rendition with its width; absent when there is none. */
  srcSet?: string
  width?: number
  height?: number
}

/** The photo viewer's sources for a gallery row: its renditions (heights from the aspect ratio), the largest as `src`. */
export function viewerSources(row: RenditionRow): ViewerSources {
  const widths = row.width && row.height ? storedRenditionWidths(row) : []
  const largest = widths.at(-1)
  if (largest === undefined || !row.width || !row.height) return { src: row.image_url }
  return {
    src: renditionPath(row.image_url, largest),
    srcSet: widths.map((w) => `${renditionPath(row.image_url, w)} ${w}w`).join(', '),
    width: largest,
    height: renditionHeight(row.width, row.height, largest),
  }
}
