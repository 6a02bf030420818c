import { prepareImageSet } from '@/features/gallery/lib/prepare-image'
import { storeImageSet } from '@/features/gallery/api/upload-gallery-images'
import { ABOUT_PHOTO_FOLDER } from '@/lib/photo-files'
import type { UploadedPhoto } from '@/lib/site-content/schema'

/**
 * Uploads her /about photo (docs/site-content.md "About"), through the gallery's pipeline: prepared in the browser
 * (`prepareImageSet`: the same checks, long edge at most 2048 px, re-encoded so EXIF and GPS are gone, renditions),
 * stored as `about/{uuid}.{ext}` plus `about/{uuid}-{width}.{ext}` in the gallery-images bucket (admin-only writes).
 * Earlier photos stay in the bucket: a published version may still show one, and Restore brings it back.
 * Resolves with the photo's public URL, pixel size and rendition widths (alt text is hers to add); throws
 * ImageRejectedError for a file the checks refuse, or the storage error (nothing is left stored then).
 */
export async function uploadAboutPhoto(file: File): Promise<Omit<UploadedPhoto, 'alt'>> {
  const image = await prepareImageSet(file)
  const imageUrl = await storeImageSet(image, `${ABOUT_PHOTO_FOLDER}/${crypto.randomUUID()}.${image.extension}`)
  return { imageUrl, width: image.width, height: image.height, renditions: image.renditions.map((r) => r.width) }
}
