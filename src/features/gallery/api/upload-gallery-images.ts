import { useMutation, useQueryClient } from '@tanstack/react-query'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { runBatch, type BatchProgress } from '@/features/gallery/lib/batch'
import { prepareImageSet, type PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { photoFiles } from '@/features/gallery/lib/stored-files'
import { errorMessage } from '@/features/gallery/messages'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/** Files prepared and uploaded at the same time at most (docs/decisions.md #20). */
export const UPLOAD_CONCURRENCY = 2

export type UploadGalleryImagesInput = {
  files: readonly File[]
  category: GalleryCategory
  /**
   * display_order of the first file: the number of images loaded (docs/decisions.md #16, #22); file `i`
   * of the pick gets `startOrder + i`, so the batch keeps the picker's order after the existing images.
   */
  startOrder: number
  /** Counts after each file starts and finishes (e.g. for 'Uploading 2 of 5...'). */
  onProgress?: (progress: BatchProgress) => void
}

/** What became of one picked file; `reason` is the message for the 'Upload failed' toast. */
export type UploadFileResult =
  { fileName: string; ok: true; image: GalleryImage } | { fileName: string; ok: false; reason: string; error: unknown }

/** Stores one blob; throws the storage error. */
async function store(path: string, blob: Blob, contentType: string): Promise<string> {
  const { error } = await getSupabaseClient().storage.from(GALLERY_BUCKET).upload(path, blob, { contentType, upsert: false })
  if (error) throw error
  return path
}

/** Best-effort cleanup after a failed upload; a failure here is swallowed (the upload error is what the admin needs). */
async function removeQuietly(paths: string[]): Promise<void> {
  if (paths.length === 0) return
  await getSupabaseClient()
    .storage.from(GALLERY_BUCKET)
    .remove(paths)
    .catch(() => undefined)
}

/** The storage paths of a prepared set stored at `fullPath`: the full image, then each rendition. */
function filePaths(image: PreparedImageSet, fullPath: string): string[] {
  return photoFiles(
    fullPath,
    image.renditions.map((r) => r.width),
  )
}

/**
 * Stores a prepared image set in the gallery-images bucket: the full image at `fullPath` (e.g. `nails/{id}.webp` or
 * `about/{id}.webp`) and each rendition at `renditionPath(fullPath, width)`. If any file fails, those already
 * stored are removed again. Resolves with the full image's public URL; throws the storage error.
 */
export async function storeImageSet(image: PreparedImageSet, fullPath: string): Promise<string> {
  const blobs = [image.full, ...image.renditions.map((r) => r.blob)]
  const paths = filePaths(image, fullPath)
  const stored = await Promise.allSettled(paths.map((path, i) => store(path, blobs[i]!, image.contentType)))
  const failed = stored.find((s) => s.status === 'rejected')
  if (failed) {
    await removeQuietly(stored.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])))
    throw failed.reason
  }
  return getSupabaseClient().storage.from(GALLERY_BUCKET).getPublicUrl(fullPath).data.publicUrl
}

/**
 * Stores a prepared image set as `{category}/{id}.{ext}` plus `{category}/{id}-{width}.{ext}` per
 * rendition (docs/decisions.md #13, #23) and records the row with the same `id`, its width, height and
 * rendition widths. If any file or the row cannot be stored, every file already stored is removed again
 * so nothing is left in the public bucket. Throws the storage or PostgREST error.
 */
export async function uploadPreparedImage(image: PreparedImageSet, category: GalleryCategory, displayOrder: number): Promise<GalleryImage> {
  const client = getSupabaseClient()
  const id = crypto.randomUUID()
  const fullPath = `${category}/${id}.${image.extension}`
  const publicUrl = await storeImageSet(image, fullPath)
  const storedPaths = filePaths(image, fullPath)
  const { data, error } = await client
    .from('gallery_images')
    .insert({
      id,
      category,
      image_url: publicUrl,
      display_order: displayOrder,
      width: image.width,
      height: image.height,
      renditions: image.renditions.map((r) => r.width),
    })
    .select('*')
    .single()
  if (error) {
    await removeQuietly(storedPaths)
    throw error
  }
  return data
}

/**
 * Uploads several picked files (docs/decisions.md #20): each is prepared in the browser
 * (prepareImageSet), stored with its renditions and recorded, UPLOAD_CONCURRENCY at a time; one bad file
 * never stops the others. Resolves (never rejects) with one result per file, in the picked order,
 * naming the file and, on failure, the reason.
 */
export async function uploadGalleryImages({
  files,
  category,
  startOrder,
  onProgress,
}: UploadGalleryImagesInput): Promise<UploadFileResult[]> {
  const results = await runBatch(
    files,
    async (file, index) => uploadPreparedImage(await prepareImageSet(file), category, startOrder + index),
    {
      concurrency: UPLOAD_CONCURRENCY,
      onProgress: onProgress && ((progress) => onProgress(progress)),
    },
  )
  return results.map((result, index) => {
    const fileName = files[index]?.name ?? ''
    return result.ok
      ? { fileName, ok: true, image: result.value }
      : { fileName, ok: false, reason: errorMessage(result.error), error: result.error }
  })
}

/** uploadGalleryImages as a mutation; the gallery lists are invalidated when the batch settles. */
export function useUploadGalleryImages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadGalleryImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
