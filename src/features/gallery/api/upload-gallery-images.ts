import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import type { PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { photoFiles } from '@/features/gallery/lib/stored-files'
import { isConnectionError } from '@/lib/error-message'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/** Files prepared and uploaded at the same time at most (docs/decisions.md #20). */
export const UPLOAD_CONCURRENCY = 2

/** How a photo of the upload queue is stored (src/features/gallery/api/upload-queue.ts, docs/decisions.md #291). */
export type StoreOptions = {
  /**
   * An earlier attempt under the same names may have reached the backend: a file that Storage says exists (409) and a
   * row whose id exists (23505) count as stored, since the names come from an id given to this photo alone; and a lost
   * connection leaves what is stored for the next attempt (removing it would need the connection too). A refusal still
   * removes every file of the set, so a retry starts clean.
   */
  resumable?: boolean
}

/** Stores one blob; throws the storage error (not Storage's "already exists" when `existingIsStored`). */
async function store(path: string, blob: Blob, contentType: string, existingIsStored = false): Promise<string> {
  const { error } = await getSupabaseClient().storage.from(GALLERY_BUCKET).upload(path, blob, { contentType, upsert: false })
  if (error && !(existingIsStored && isAlreadyStored(error))) throw error
  return path
}

/** Storage's answer to an upload onto a name that exists: statusCode 409, KeyAlreadyExists (docs/local-backend.md §2.4). */
function isAlreadyStored(error: object): boolean {
  return 'statusCode' in error && String(error.statusCode) === '409'
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
 * stored are removed again (`resumable`: see StoreOptions). Resolves with the full image's public URL; throws the
 * storage error.
 */
export async function storeImageSet(image: PreparedImageSet, fullPath: string, { resumable = false }: StoreOptions = {}): Promise<string> {
  const blobs = [image.full, ...image.renditions.map((r) => r.blob)]
  const paths = filePaths(image, fullPath)
  const stored = await Promise.allSettled(paths.map((path, i) => store(path, blobs[i]!, image.contentType, resumable)))
  const failed = stored.find((s) => s.status === 'rejected')
  if (failed) {
    if (!resumable) await removeQuietly(stored.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])))
    else if (!isConnectionError(failed.reason)) await removeQuietly(paths)
    throw failed.reason
  }
  return getSupabaseClient().storage.from(GALLERY_BUCKET).getPublicUrl(fullPath).data.publicUrl
}

/**
 * Stores a prepared image set as `{category}/{id}.{ext}` plus `{category}/{id}-{width}.{ext}` per
 * rendition (docs/decisions.md #13, #23) and records the row with the same `id` (a new uuid unless given: the upload
 * queue gives each photo its id when she picks it), its width, height and rendition widths. If any file or the row
 * cannot be stored, every file already stored is removed again so nothing is left in the public bucket
 * (`resumable`: see StoreOptions). Throws the storage or PostgREST error.
 */
export async function uploadPreparedImage(
  image: PreparedImageSet,
  category: GalleryCategory,
  displayOrder: number,
  { id = crypto.randomUUID(), resumable = false }: StoreOptions & { id?: string } = {},
): Promise<GalleryImage> {
  const client = getSupabaseClient()
  const fullPath = `${category}/${id}.${image.extension}`
  const publicUrl = await storeImageSet(image, fullPath, { resumable })
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
  if (error && resumable && error.code === '23505') return storedRow(id)
  if (error) {
    if (!(resumable && isConnectionError(error))) await removeQuietly(storedPaths)
    throw error
  }
  return data
}

/** The gallery row `id` (an earlier attempt stored it); throws the PostgREST error. */
async function storedRow(id: string): Promise<GalleryImage> {
  const { data, error } = await getSupabaseClient().from('gallery_images').select('*').eq('id', id).single()
  if (error) throw error
  return data
}
