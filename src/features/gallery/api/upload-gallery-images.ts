import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import type { PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { photoFiles } from '@/features/gallery/lib/stored-files'
import { isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/** Files prepared and uploaded at the same time at most (docs/decisions.md #20). */
export const UPLOAD_CONCURRENCY = 2

/** How a photo of the upload queue is stored (src/features/gallery/upload-queue/, docs/decisions.md #291, #403). */
export type StoreOptions = {
  /**
   * An earlier attempt under the same names may have reached the backend: a file that Storage says exists (409) and a
   * row whose id exists (23505) count as stored, since the names come from an id given to this photo alone; and an
   * attempt that ends without an answer (a lost connection, a time limit) or with a temporary refusal (408, 429, 5xx)
   * leaves what is stored for the next attempt. A refusal removes only the files this attempt stored: a file that was
   * there already is another attempt's, and may be a stored row's.
   */
  resumable?: boolean
}

/**
 * A PostgREST error with the response's HTTP `status` beside its code and message, so that isTemporaryRefusal
 * (src/lib/error-message.ts) can tell "not now" (503) from "no" (403). Pure: returns a copy.
 */
function refusal<E extends object>(error: E, status: number): E & { status: number } {
  return { ...error, status }
}

/** Storage's answer to an upload onto a name that exists: statusCode 409, KeyAlreadyExists (docs/local-backend.md §2.4). */
function isAlreadyStored(error: object): boolean {
  return 'statusCode' in error && String(error.statusCode) === '409'
}

/** An attempt that ended without a refusal: no answer, or "not now". What it stored stays for the next attempt. */
const endedWithoutRefusal = (error: unknown) => isConnectionError(error) || isTemporaryRefusal(error)

/** Best-effort removal of stored files; a failure here is swallowed (the upload error is what the admin needs). */
async function removeQuietly(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return
  await getSupabaseClient()
    .storage.from(GALLERY_BUCKET)
    .remove([...paths])
    .catch(() => undefined)
}

/** The storage paths of a prepared set stored at `fullPath`: the full image, then each rendition. */
function filePaths(image: Pick<PreparedImageSet, 'renditions'>, fullPath: string): string[] {
  return photoFiles(
    fullPath,
    image.renditions.map((r) => r.width),
  )
}

/** Where a gallery photo of id `id` keeps its files: `{category}/{id}.{ext}` (docs/decisions.md #13, #23). */
const galleryPath = (category: GalleryCategory, id: string, image: Pick<PreparedImageSet, 'extension'>) =>
  `${category}/${id}.${image.extension}`

/**
 * Stores each file of a prepared set: resolves with the paths this call stored; a file already there counts as stored
 * (not among those paths) when `resumable`. When a file fails, throws its error: a refusal (any error but no answer
 * or a temporary one) first, after removing what this call stored; otherwise the first error, removing what this call
 * stored unless `resumable`.
 */
async function storeFiles(image: PreparedImageSet, fullPath: string, resumable: boolean): Promise<string[]> {
  const blobs = [image.full, ...image.renditions.map((r) => r.blob)]
  const paths = filePaths(image, fullPath)
  const bucket = getSupabaseClient().storage.from(GALLERY_BUCKET)
  const results = await Promise.allSettled(
    paths.map(async (path, i) => {
      const { error } = await bucket.upload(path, blobs[i]!, { contentType: image.contentType, upsert: false })
      if (!error) return path
      if (resumable && isAlreadyStored(error)) return null
      throw error
    }),
  )
  const stored = results.flatMap((r) => (r.status === 'fulfilled' && r.value !== null ? [r.value] : []))
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []))
  if (errors.length === 0) return stored
  const refused = errors.find((error) => !endedWithoutRefusal(error))
  if (refused !== undefined || !resumable) await removeQuietly(stored)
  throw refused ?? errors[0]
}

/**
 * Stores a prepared image set in the gallery-images bucket: the full image at `fullPath` (e.g. `nails/{id}.webp` or
 * `about/{id}.webp`) and each rendition at `renditionPath(fullPath, width)`. If any file fails, those this call stored
 * are removed again (`resumable`: see StoreOptions). Resolves with the full image's public URL; throws the storage
 * error.
 */
export async function storeImageSet(image: PreparedImageSet, fullPath: string, { resumable = false }: StoreOptions = {}): Promise<string> {
  await storeFiles(image, fullPath, resumable)
  return getSupabaseClient().storage.from(GALLERY_BUCKET).getPublicUrl(fullPath).data.publicUrl
}

/**
 * Stores a prepared image set as `{category}/{id}.{ext}` plus `{category}/{id}-{width}.{ext}` per
 * rendition (docs/decisions.md #13, #23) and records the row with the same `id` (a new uuid unless given: the upload
 * queue gives each photo its id when she picks it), its width, height and rendition widths. If any file or the row
 * cannot be stored, the files this call stored are removed again so nothing is left in the public bucket
 * (`resumable`: see StoreOptions). Throws the storage error, or the PostgREST error with the answer's HTTP `status`.
 */
export async function uploadPreparedImage(
  image: PreparedImageSet,
  category: GalleryCategory,
  displayOrder: number,
  { id = crypto.randomUUID(), resumable = false }: StoreOptions & { id?: string } = {},
): Promise<GalleryImage> {
  const client = getSupabaseClient()
  const fullPath = galleryPath(category, id, image)
  const stored = await storeFiles(image, fullPath, resumable)
  const { data, error, status } = await client
    .from('gallery_images')
    .insert({
      id,
      category,
      image_url: client.storage.from(GALLERY_BUCKET).getPublicUrl(fullPath).data.publicUrl,
      display_order: displayOrder,
      width: image.width,
      height: image.height,
      renditions: image.renditions.map((r) => r.width),
    })
    .select('*')
    .single()
  if (error && resumable && error.code === '23505') return storedRow(id)
  if (error) {
    const thrown = refusal(error, status)
    if (!(resumable && endedWithoutRefusal(thrown))) await removeQuietly(stored)
    throw thrown
  }
  return data
}

/** The gallery row `id` (an earlier attempt stored it); throws the PostgREST error. */
async function storedRow(id: string): Promise<GalleryImage> {
  const { data, error, status } = await getSupabaseClient().from('gallery_images').select('*').eq('id', id).single()
  if (error) throw refusal(error, status)
  return data
}

/**
 * Where the photo of id `id` is stored already: `live` (a gallery row), `deleted` (in Recently deleted) or null.
 * Throws the PostgREST error, with its `status`.
 */
export async function findStoredPhoto(id: string): Promise<'live' | 'deleted' | null> {
  const client = getSupabaseClient()
  const [live, deleted] = await Promise.all([
    client.from('gallery_images').select('id').eq('id', id).maybeSingle(),
    client.from('gallery_bin').select('id').eq('id', id).maybeSingle(),
  ])
  if (live.error) throw refusal(live.error, live.status)
  if (deleted.error) throw refusal(deleted.error, deleted.status)
  return live.data ? 'live' : deleted.data ? 'deleted' : null
}

/**
 * Removes what earlier attempts stored of a photo that will not be stored after all (she removed it, or signed out
 * while it waited; docs/decisions.md #404): its files under `{category}/{id}` with the prepared set's names, unless a
 * row of that id exists, live or in Recently deleted (then the files are that row's). Resolves true when nothing of it
 * is left behind (removed, or nothing to remove), false when the backend could not be asked or did not remove them.
 * Never throws.
 */
export async function removeUnstoredPhotoFiles(
  id: string,
  category: GalleryCategory,
  image: Pick<PreparedImageSet, 'extension' | 'renditions'>,
): Promise<boolean> {
  try {
    if (await findStoredPhoto(id)) return true
    const { error } = await getSupabaseClient()
      .storage.from(GALLERY_BUCKET)
      .remove(filePaths(image, galleryPath(category, id, image)))
    return !error
  } catch {
    return false
  }
}
