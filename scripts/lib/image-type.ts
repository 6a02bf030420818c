import { PHOTO_TYPES, type PhotoContentType } from '../../src/lib/photo-files.ts'

/**
 * What kind of image a file is, by its first bytes (its signature), whatever its name says: the import's check that a
 * photo of a copy really is an image the bucket takes (docs/decisions.md #208).
 */

/** The image formats the photos' bucket takes (its `allowed_mime_types`, src/lib/photo-files.ts), by name: `jpeg`, `png`, …. */
export type ImageFormat = PhotoContentType extends `image/${infer F}` ? F : never

/** Bytes a signature check needs from the start of a file. */
export const SIGNATURE_BYTES = 32

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/**
 * The format of an image file from its first bytes (at least {@link SIGNATURE_BYTES} of them when the file is that
 * long): JPEG (FF D8 FF), PNG (its 8-byte signature), GIF (GIF87a/GIF89a), WebP (RIFF....WEBP) or AVIF (an ISO
 * `ftyp` box naming the avif or avis brand); null for anything else.
 */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0))
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue // the minor version, not a brand
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'avif'
    }
  }
  return null
}

/** The format a photo extension stands for (`jpg` -> `jpeg`), or undefined for any other extension. */
export function formatOfExtension(extension: string): ImageFormat | undefined {
  return Object.hasOwn(PHOTO_TYPES, extension)
    ? (PHOTO_TYPES[extension as keyof typeof PHOTO_TYPES].slice('image/'.length) as ImageFormat)
    : undefined
}
