import { FULL_IMAGE_MAX_EDGE_PX, renditionHeight, renditionWidthsFor } from '@/features/gallery/lib/renditions'
import { ENCODE_QUALITY, PHOTO_FILE_SIZE_LIMIT_BYTES } from '@/lib/photo-files'

/**
 * The browser half of the upload pipeline (docs/decisions.md #13, #14, #23): refuse what is not a raster
 * image, decode once, scale so the long edge is at most 2048 px, and re-encode as WebP (JPEG where the
 * browser cannot encode WebP), plus the smaller renditions from the same decoded pixels. Re-encoding
 * from pixels drops all metadata, EXIF and GPS included, so a phone photo cannot publish the owner's
 * home address through the public bucket.
 */

/** Largest original the browser is asked to decode, in bytes (a safety limit for memory): 40 MiB. */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024

/** A problem the admin can act on; its message is shown in the 'Upload failed' toast. */
export class ImageRejectedError extends Error {
  name = 'ImageRejectedError'
}

/**
 * Throws ImageRejectedError for SVG (a script inside an SVG served from a public bucket is stored XSS),
 * for non-image files and for originals over MAX_SOURCE_BYTES. An empty type is allowed through: some
 * systems do not label HEIC and similar files, and decoding decides.
 */
export function assertUploadableImage(file: Pick<File, 'type' | 'name' | 'size'>): void {
  const type = file.type.toLowerCase()
  if (type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) {
    throw new ImageRejectedError('SVG images are not accepted. Please choose a photo (JPEG, PNG, WebP, AVIF or GIF).')
  }
  if (type && !type.startsWith('image/')) {
    throw new ImageRejectedError(`"${file.name}" is not an image. Please choose a photo (JPEG, PNG, WebP, AVIF or GIF).`)
  }
  if (file.size > MAX_SOURCE_BYTES) {
    throw new ImageRejectedError(`"${file.name}" is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB.`)
  }
}

/** Size that fits `width` x `height` within `maxEdge` on its long edge, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxEdge: number = FULL_IMAGE_MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** What the images are encoded as: WebP, or JPEG where the browser has no WebP encoder (docs/decisions.md #13). */
type EncodedType = 'image/webp' | 'image/jpeg'

const extensionOf = { 'image/webp': 'webp', 'image/jpeg': 'jpg' } as const satisfies Record<EncodedType, string>

/** One rendition of a prepared image (docs/decisions.md #23): `width` px wide, same encoding as the full image. */
type PreparedRendition = { width: number; height: number; blob: Blob }

/** The full image plus its renditions, all made from one decode. Sizes in px. */
export type PreparedImageSet = {
  full: Blob
  contentType: EncodedType
  extension: (typeof extensionOf)[EncodedType]
  width: number
  height: number
  /** Narrowest first; only widths of RENDITION_WIDTHS smaller than `width`. */
  renditions: PreparedRendition[]
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, ENCODE_QUALITY))
}

/** Draws `bitmap` scaled to `width` x `height` on a fresh canvas; JPEG gets a white background (no transparency). */
function draw(bitmap: ImageBitmap, width: number, height: number, type: EncodedType): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new ImageRejectedError('This browser cannot process images (no canvas support).')
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
  }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return canvas
}

/** Encodes `bitmap` at the size given as `type`; null when the browser produced something else (or nothing). */
async function encodeAs(bitmap: ImageBitmap, width: number, height: number, type: EncodedType): Promise<Blob | null> {
  const canvas = draw(bitmap, width, height, type)
  const blob = await encode(canvas, type)
  // Free the backing store now: phones run out of canvas memory on a batch of 12-megapixel photos.
  canvas.width = 0
  canvas.height = 0
  return blob?.type === type ? blob : null
}

async function decode(file: File): Promise<ImageBitmap> {
  assertUploadableImage(file)
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new ImageRejectedError(`This browser could not read "${file.name}" as an image. Please choose a JPEG, PNG or WebP photo.`)
  }
}

/**
 * Decodes `file` once (applying its EXIF orientation) and makes the full image (long edge <= FULL_IMAGE_MAX_EDGE_PX)
 * and the renditions of RENDITION_WIDTHS narrower than it, all WebP, or all JPEG where the browser
 * cannot encode WebP (docs/decisions.md #13, #23). Throws ImageRejectedError when the file is refused,
 * cannot be decoded or encoded by this browser, or the full image is still over PHOTO_FILE_SIZE_LIMIT_BYTES.
 */
export async function prepareImageSet(file: File): Promise<PreparedImageSet> {
  const bitmap = await decode(file)
  try {
    const size = fitWithin(bitmap.width, bitmap.height)
    // Browsers without a WebP encoder return PNG for 'image/webp'; fall back to JPEG (docs/decisions.md #13).
    let contentType: EncodedType = 'image/webp'
    let full = await encodeAs(bitmap, size.width, size.height, contentType)
    if (!full) {
      contentType = 'image/jpeg'
      full = await encodeAs(bitmap, size.width, size.height, contentType)
    }
    if (!full) throw new ImageRejectedError(`"${file.name}" could not be converted for upload.`)
    if (full.size > PHOTO_FILE_SIZE_LIMIT_BYTES)
      throw new ImageRejectedError(`"${file.name}" is still larger than ${PHOTO_FILE_SIZE_LIMIT_BYTES / 1024 / 1024} MB after resizing.`)
    const renditions: PreparedRendition[] = []
    for (const width of renditionWidthsFor(size.width)) {
      const height = renditionHeight(size.width, size.height, width)
      const blob = await encodeAs(bitmap, width, height, contentType)
      if (!blob) throw new ImageRejectedError(`"${file.name}" could not be converted for upload.`)
      renditions.push({ width, height, blob })
    }
    return { full, contentType, extension: extensionOf[contentType], ...size, renditions }
  } finally {
    bitmap.close()
  }
}
