import { ImageRejectedError } from '@/features/gallery/lib/prepare-image'
import { PHOTO_FILE_SIZE_LIMIT_BYTES } from '@/lib/photo-files'

/**
 * The browser half of her logo's upload (docs/decisions.md #346): PNG, JPEG, WebP, or SVG made safe, within the photos'
 * size limit, always stored as a PNG drawn on a canvas, so no SVG is ever stored (the bucket refuses SVG for a reason,
 * docs/decisions.md #14: a script inside an SVG served from a public bucket is stored XSS). An SVG is read as text and
 * checked first ({@link svgProblem}), then drawn through an `<img>` from a `blob:` URL (an image runs no script, and
 * the Content-Security-Policy's img-src allows `blob:` for it, docs/security.md), at the size of {@link LOGO_BOX_PX}.
 * Every refusal is an ImageRejectedError whose message names the field ("Logo: …") and says what to do.
 */

/**
 * The box a stored logo fits in, in px: wide enough for a wordmark in the header at three device pixels per CSS pixel,
 * tall enough for the 512 px home-screen icons (scripts/lib/brand-files.ts). A raster logo is never enlarged; an SVG is
 * drawn to fill the box.
 */
export const LOGO_BOX_PX = { width: 1024, height: 512 } as const

/** The logo as it is stored: a PNG of `width` x `height` px. */
export type PreparedLogo = { blob: Blob; width: number; height: number }

/** The kinds of file she may pick for her logo, by content type, and the file extensions that name them. */
const LOGO_KINDS = { 'image/png': 'raster', 'image/jpeg': 'raster', 'image/webp': 'raster', 'image/svg+xml': 'svg' } as const
const EXTENSION_TYPES: Record<string, keyof typeof LOGO_KINDS> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}

const refuse = (file: Pick<File, 'name'>, problem: string, advice = 'Please choose another file.'): never => {
  throw new ImageRejectedError(`Logo: "${file.name}" ${problem}. ${advice}`)
}

/**
 * Whether `file` is an SVG or a raster logo; throws ImageRejectedError for any other kind of file and for a file over
 * PHOTO_FILE_SIZE_LIMIT_BYTES (10 MiB). The type decides, or the extension when the browser gives none.
 */
export function logoKindOf(file: Pick<File, 'name' | 'type' | 'size'>): 'svg' | 'raster' {
  const type = file.type.toLowerCase() || EXTENSION_TYPES[/\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''] || ''
  const kind = LOGO_KINDS[type as keyof typeof LOGO_KINDS] as (typeof LOGO_KINDS)[keyof typeof LOGO_KINDS] | undefined
  if (!kind) return refuse(file, 'is not a PNG, JPEG, WebP or SVG image')
  if (file.size > PHOTO_FILE_SIZE_LIMIT_BYTES) {
    return refuse(
      file,
      `is larger than ${PHOTO_FILE_SIZE_LIMIT_BYTES / 1024 / 1024} MB`,
      'Please choose a smaller file, or export it smaller.',
    )
  }
  return kind === 'svg' ? 'svg' : 'raster'
}

/** An `href` an SVG may keep: a place in the same SVG (`#shape`), or a raster image embedded in it. */
const SAFE_HREF = /^\s*(?:#|data:image\/(?:png|jpeg|webp|gif);)/i
/** A CSS reference to anything but a place in the same SVG, or an import. */
const EXTERNAL_CSS = /@import|url\(\s*(?!['"]?#)/i

/**
 * What makes SVG markup unsafe to keep, in words for her ("contains a script"), or null when it is safe to draw: a
 * `<script>`, an event-handler attribute (`onload=`), a `<foreignObject>` (HTML inside the SVG), a reference to
 * another file or address (an `href` that is not `#…` or an embedded raster image, a CSS `url()` or `@import`, an
 * animated link), an XML entity declaration, or markup that is not an SVG at all.
 */
export function svgProblem(markup: string): string | null {
  if (/<!ENTITY/i.test(markup)) return 'declares XML entities'
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  if (doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') return 'is not a valid SVG image'
  for (const element of [root, ...root.getElementsByTagName('*')]) {
    const name = element.localName.toLowerCase()
    if (name === 'script') return 'contains a script'
    if (name === 'foreignobject') return 'contains HTML (a foreignObject element)'
    if (name === 'style' && EXTERNAL_CSS.test(element.textContent ?? '')) return 'refers to another file or address (in its styles)'
    for (const attribute of element.attributes) {
      const attributeName = attribute.localName.toLowerCase()
      if (attributeName.startsWith('on')) return `has an event handler (${attribute.name}=…)`
      if (attributeName === 'href' && !SAFE_HREF.test(attribute.value)) {
        return `refers to another file or address (${attribute.value.trim().slice(0, 60)})`
      }
      if (attributeName === 'style' && EXTERNAL_CSS.test(attribute.value)) return 'refers to another file or address (in its styles)'
      if (attributeName === 'attributename' && /href$/i.test(attribute.value.trim()))
        return 'refers to another file or address (an animated link)'
    }
  }
  return null
}

/**
 * The size to draw a logo of `width` x `height` at, within {@link LOGO_BOX_PX}, keeping its shape; `enlarge` for an SVG
 * (a drawing is sharp at any size), never for a raster image. At least 1 x 1.
 */
export function logoSize(width: number, height: number, enlarge: boolean): { width: number; height: number } {
  const fit = Math.min(LOGO_BOX_PX.width / width, LOGO_BOX_PX.height / height)
  const scale = enlarge ? fit : Math.min(1, fit)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * An SVG's own size in px from its root: `width`/`height` when both are plain lengths, else the `viewBox`'s shape, else
 * 300 x 150 (what a browser gives an SVG that states neither).
 */
function svgSize(root: Element): { width: number; height: number } {
  const length = (name: string) => {
    const value = /^\s*([\d.]+)\s*(px)?\s*$/.exec(root.getAttribute(name) ?? '')?.[1]
    return value ? Number(value) : NaN
  }
  const [width, height] = [length('width'), length('height')]
  if (width > 0 && height > 0) return { width, height }
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  if (box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) return { width: box[2]!, height: box[3]! }
  return { width: 300, height: 150 }
}

/** `source` drawn at `width` x `height` on a canvas, as PNG (transparency kept). */
async function drawPng(file: Pick<File, 'name'>, source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return refuse(file, 'could not be drawn: this browser has no canvas', 'Please try another browser.')
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  canvas.width = 0
  canvas.height = 0
  if (blob?.type !== 'image/png') return refuse(file, 'could not be converted', 'Please choose a PNG.')
  return blob
}

/** Draws checked SVG markup at the size of {@link LOGO_BOX_PX}: its root's size set to that, loaded as an image from a `blob:` URL. */
async function drawSvg(file: Pick<File, 'name'>, markup: string): Promise<PreparedLogo> {
  const problem = svgProblem(markup)
  if (problem) return refuse(file, problem, 'Please export it again without it, or choose a PNG.')
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  const own = svgSize(root)
  const size = logoSize(own.width, own.height, true)
  if (!root.hasAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${own.width} ${own.height}`)
  root.setAttribute('width', String(size.width))
  root.setAttribute('height', String(size.height))
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' }))
  try {
    const image = new Image(size.width, size.height)
    image.src = url
    await image.decode().catch(() => refuse(file, 'could not be drawn by this browser', 'Please choose a PNG.'))
    return { blob: await drawPng(file, image, size.width, size.height), ...size }
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Decodes a PNG, JPEG or WebP logo and draws it within {@link LOGO_BOX_PX}, never enlarged. */
async function drawRaster(file: File): Promise<PreparedLogo> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() =>
    refuse(file, 'could not be read as an image', 'Please choose a PNG, JPEG or WebP.'),
  )
  try {
    const size = logoSize(bitmap.width, bitmap.height, false)
    return { blob: await drawPng(file, bitmap, size.width, size.height), ...size }
  } finally {
    bitmap.close()
  }
}

/**
 * Her logo file as it is stored (docs/decisions.md #346): checked ({@link logoKindOf}; an SVG by {@link svgProblem}),
 * then drawn as a PNG within {@link LOGO_BOX_PX}. Throws ImageRejectedError, naming the field and the file, for
 * anything refused or that this browser cannot draw.
 */
export async function prepareLogo(file: File): Promise<PreparedLogo> {
  if (logoKindOf(file) === 'raster') return drawRaster(file)
  return drawSvg(file, await file.text())
}
