/**
 * One entry of the image manifest (src/content/image-manifest.json, written by `npm run images`,
 * scripts/build-images.ts). Files live at `/images/<id>-<w>.avif` and `/images/<id>-<w>.webp` for
 * every width in `widths` (px).
 */
export type ImageEntry = {
  /** Intrinsic width and height of the largest rendition (px). */
  width: number
  height: number
  /** Widths generated, ascending (px). */
  widths: number[]
}

/** `srcset` for one format of an image entry: "/images/<id>-320.avif 320w, ...". */
export function srcSetFor(id: string, entry: ImageEntry, format: 'avif' | 'webp'): string {
  return entry.widths.map((w) => `/images/${id}-${w}.${format} ${w}w`).join(', ')
}

/** Width (px) of the single-`src` fallback: the first rendition at least 800 px wide, else the largest. */
export function fallbackWidth(entry: ImageEntry): number | undefined {
  return entry.widths.find((w) => w >= 800) ?? entry.widths.at(-1)
}
