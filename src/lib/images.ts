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

/**
 * Attributes of a `<link rel="preload" as="image">` for the LCP image (the first hero slide), so the
 * browser fetches it before the JS renders the `<picture>`. It preloads the AVIF set (`type` makes
 * browsers without AVIF skip the hint instead of fetching a file they cannot use).
 * `sizes` must be exactly the `sizes` given to that image's `<ResponsiveImage>`, or the browser
 * may download two different widths. Returns null when the slot has no generated files.
 *
 * React 19: `<link rel="preload" as="image" {...preloadLinkFor('hero-01', '100vw')} fetchPriority="high" />`
 * (React hoists it into `<head>`); for static HTML use `preloadLinkHtml`.
 */
export function preloadLinkFor(
  id: string,
  sizes: string,
): { href: string; type: 'image/avif'; imageSrcSet: string; imageSizes: string } | null {
  const entry = images[id]
  if (!entry) return null
  const fallback = entry.widths.find((w) => w >= 800) ?? entry.widths[entry.widths.length - 1]
  return { href: `/images/${id}-${fallback}.avif`, type: 'image/avif', imageSrcSet: srcSetFor(id, entry, 'avif'), imageSizes: sizes }
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** `preloadLinkFor` as an HTML string for prerendered `<head>`s (with `fetchpriority="high"`); '' when the slot is missing. */
export function preloadLinkHtml(id: string, sizes: string): string {
  const link = preloadLinkFor(id, sizes)
  if (!link) return ''
  return `<link rel="preload" as="image" type="${link.type}" href="${escapeAttr(link.href)}" imagesrcset="${escapeAttr(link.imageSrcSet)}" imagesizes="${escapeAttr(link.imageSizes)}" fetchpriority="high">`
}
