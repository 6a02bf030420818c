/**
 * The browser half of the upload pipeline (docs/decisions.md #13, #14): refuse what is not a raster image,
 * decode, scale so the long edge is at most 2048 px, and re-encode as WebP (JPEG where the browser
 * cannot encode WebP). Re-encoding from pixels drops all metadata, EXIF and GPS included, so a phone
 * photo cannot publish the owner's home address through the public bucket.
 */

/** Longest edge of an uploaded image, in px (docs/decisions.md #13). */
export const MAX_EDGE_PX = 2048
/** Largest file the bucket accepts, in bytes: 10 MiB (docs/decisions.md #14; the server enforces it too). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Largest original the browser is asked to decode, in bytes (a safety limit for memory): 40 MiB. */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024
/** Encoder quality for WebP and JPEG (0-1). */
export const ENCODE_QUALITY = 0.86

/** Raster types the file input offers and the bucket allows (docs/decisions.md #14). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'] as const

/** What the upload step needs: the re-encoded bytes and the extension that matches them. */
export type PreparedImage = {
  blob: Blob
  contentType: 'image/webp' | 'image/jpeg'
  extension: 'webp' | 'jpg'
  width: number
  height: number
}

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
export function fitWithin(width: number, height: number, maxEdge: number = MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, ENCODE_QUALITY))
}

/** JPEG has no transparency: paint white behind the image so transparent areas do not turn black. */
function encodeJpeg(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): Promise<Blob | null> {
  context.globalCompositeOperation = 'destination-over'
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  return encode(canvas, 'image/jpeg')
}

/**
 * Decodes `file` (applying its EXIF orientation), scales it to MAX_EDGE_PX and re-encodes it.
 * Throws ImageRejectedError when the file is refused, cannot be decoded by this browser, or is still
 * over MAX_UPLOAD_BYTES after re-encoding.
 */
export async function prepareImageForUpload(file: File): Promise<PreparedImage> {
  assertUploadableImage(file)
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new ImageRejectedError(`This browser could not read "${file.name}" as an image. Please choose a JPEG, PNG or WebP photo.`)
  }
  const size = fitWithin(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new ImageRejectedError('This browser cannot process images (no canvas support).')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  bitmap.close()

  // Browsers without a WebP encoder return PNG for 'image/webp'; fall back to JPEG (docs/decisions.md #13).
  const webp = await encode(canvas, 'image/webp')
  const prepared: PreparedImage | null =
    webp?.type === 'image/webp'
      ? { blob: webp, contentType: 'image/webp', extension: 'webp', ...size }
      : await encodeJpeg(canvas, context).then((jpeg) =>
          jpeg
            ? {
                blob: jpeg,
                contentType: 'image/jpeg',
                extension: 'jpg',
                ...size,
              }
            : null,
        )
  if (!prepared) throw new ImageRejectedError(`"${file.name}" could not be converted for upload.`)
  if (prepared.blob.size > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError(`"${file.name}" is still larger than 10 MB after resizing.`)
  }
  return prepared
}
