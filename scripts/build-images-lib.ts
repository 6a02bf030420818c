/**
 * Pure helpers of `npm run images` (scripts/build-images.ts): which widths a master photo is built
 * at, output file names, manifest entries and which old outputs are stale. No I/O here, so the rules
 * are unit-tested in tests/unit/images.test.ts. All sizes in px.
 */

/** Master file extensions accepted in `photos/` (lower-case). */
export const MASTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const

/** Output formats, best first (the `<picture>` lists them in this order). */
export const FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof FORMATS)[number]

/** The slot id of the link-preview image; built into `public/og-image.jpg`, not into `public/images`. */
export const OG_SLOT = 'og-share'

/** `wide`: home hero slides and page heroes; `gallery`: gallery and about photos; `og`: the share image. */
export type SlotKind = 'wide' | 'gallery' | 'og'

/** Width ladders (brief: heroes 480–1920, gallery/about 320–960). */
export const WIDTH_LADDERS: Readonly<Record<Exclude<SlotKind, 'og'>, readonly number[]>> = {
  wide: [480, 800, 1200, 1600, 1920],
  gallery: [320, 480, 720, 960],
}

/** One entry of src/content/image-manifest.json (the shape src/lib/images.ts reads). */
export type ManifestEntry = { width: number; height: number; widths: number[] }

/** Slot ids are lower-case words joined by hyphens, e.g. `hero-01`, `about-studio`. */
function isValidSlotId(id: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)
}

/** Splits `nails-03.JPG` into `{ id: 'nails-03', ext: '.jpg' }`; null for files that are not masters. */
export function parseMasterName(fileName: string): { id: string; ext: string } | null {
  const dot = fileName.lastIndexOf('.')
  if (dot <= 0) return null
  const ext = fileName.slice(dot).toLowerCase()
  const id = fileName.slice(0, dot)
  if (!(MASTER_EXTENSIONS as readonly string[]).includes(ext) || !isValidSlotId(id)) return null
  return { id, ext }
}

/** Kind of a slot, from its id: `hero-*` and `*-hero` are wide, `og-share` is the share image. */
export function slotKind(id: string): SlotKind {
  if (id === OG_SLOT) return 'og'
  return id.startsWith('hero-') || id.endsWith('-hero') ? 'wide' : 'gallery'
}

/**
 * Widths (ascending) to build for a master `sourceWidth` px wide: the ladder rungs that do not
 * upscale. A master narrower than the smallest rung gets one rendition at its own width.
 */
export function widthsFor(kind: Exclude<SlotKind, 'og'>, sourceWidth: number): number[] {
  const fitting = WIDTH_LADDERS[kind].filter((w) => w <= sourceWidth)
  return fitting.length > 0 ? fitting : [Math.floor(sourceWidth)]
}

/** Height (px, rounded) of a rendition `width` px wide that keeps the source aspect ratio. */
function scaledHeight(width: number, sourceWidth: number, sourceHeight: number): number {
  return Math.max(1, Math.round((width * sourceHeight) / sourceWidth))
}

/** Manifest entry for a master of the given oriented size. */
export function manifestEntry(kind: Exclude<SlotKind, 'og'>, sourceWidth: number, sourceHeight: number): ManifestEntry {
  const widths = widthsFor(kind, sourceWidth)
  const width = widths[widths.length - 1]
  return { width, height: scaledHeight(width, sourceWidth, sourceHeight), widths }
}

/** `hero-01-800.avif` */
export function outputName(id: string, width: number, format: ImageFormat): string {
  return `${id}-${width}.${format}`
}

/** Inverse of `outputName`; null for other files. */
export function parseOutputName(fileName: string): { id: string; width: number; format: ImageFormat } | null {
  const m = /^(.+)-(\d+)\.(avif|webp)$/.exec(fileName)
  return m ? { id: m[1], width: Number(m[2]), format: m[3] as ImageFormat } : null
}

/** Files in `public/images` that no current manifest entry produces (removed slots, old widths, strays). */
export function staleOutputs(fileNames: readonly string[], manifest: Readonly<Record<string, ManifestEntry>>): string[] {
  return fileNames.filter((name) => {
    const parsed = parseOutputName(name)
    if (!parsed) return !name.startsWith('.')
    const entry = manifest[parsed.id]
    return !entry || !entry.widths.includes(parsed.width)
  })
}

/** An output is up to date when it exists and is at least as new as its master (mtimes in ms). */
export function isUpToDate(outputMtimeMs: number | undefined, sourceMtimeMs: number): boolean {
  return outputMtimeMs !== undefined && outputMtimeMs >= sourceMtimeMs
}

/** "12.3 KB" style size for the report (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}
