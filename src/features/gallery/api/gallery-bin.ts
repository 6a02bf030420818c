import { matchMutation, queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { adminThumbnail } from '@/features/gallery/lib/admin-thumbnail'
import { deleteToBin, restoreFromBin, type BinOperations } from '@/features/gallery/lib/bin-moves'
import { storedPathsOf } from '@/features/gallery/lib/stored-files'
import { photoPathOf } from '@/lib/photo-files'
import { GALLERY_BIN_BUCKET, GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryBinRow } from '@/lib/supabase/database.types'

/**
 * Recently deleted (docs/decisions.md #200-#202; docs/product.md §7): Delete moves a photo's row to `gallery_bin`
 * and its files to the private gallery-bin bucket under the same names; Restore moves them back; Delete forever
 * removes them. Only the admin can see, restore or remove anything there (RLS; aal2 once she has two-step sign-in).
 */

/** A recently deleted photo: its row, and a signed URL of its thumbnail (null when it could not be signed). */
export type BinnedPhoto = GalleryBinRow & { thumbnailUrl: string | null }

/** How long a thumbnail's signed URL works (s); the list is signed again when it is read again. */
const BIN_THUMBNAIL_URL_SECONDS = 3600

/** True for Storage's answer to a missing object (NoSuchKey: "404", "Object not found"). */
function isMissingObject(error: unknown): boolean {
  const e = error as { statusCode?: unknown; message?: unknown } | null
  return e?.statusCode === '404' && e.message === 'Object not found'
}

const bucketOf = { gallery: GALLERY_BUCKET, bin: GALLERY_BIN_BUCKET } as const

/**
 * The backend's side of one photo's Delete or Restore (src/features/gallery/lib/bin-moves.ts): Storage's move between
 * the buckets by the same name, the two RPCs, and where the row is.
 */
function binOperations(id: string): BinOperations<GalleryBinRow, GalleryImage> {
  const client = getSupabaseClient()
  const data = async <T>(call: PromiseLike<{ data: T | null; error: Error | null }>): Promise<T> => {
    const { data: value, error } = await call
    if (error) throw error
    return value as T
  }
  return {
    async move(path, to) {
      const from = to === 'bin' ? GALLERY_BUCKET : GALLERY_BIN_BUCKET
      const { error } = await client.storage.from(from).move(path, path, { destinationBucket: bucketOf[to] })
      if (!error) return 'moved'
      if (isMissingObject(error)) return 'missing'
      throw error
    },
    binRow: () => data(client.rpc('bin_gallery_image', { p_id: id })),
    restoreRow: () => data(client.rpc('restore_gallery_image', { p_id: id })),
    async placeOfRow() {
      const [live, binned] = await Promise.all([
        data(client.from('gallery_images').select('id').eq('id', id)),
        data(client.from('gallery_bin').select('id').eq('id', id)),
      ])
      return live.length ? 'gallery' : binned.length ? 'bin' : 'gone'
    },
  }
}

/**
 * Delete (docs/decisions.md #200, #273): the row goes to Recently deleted (rpc `bin_gallery_image`; the live site drops
 * the photo with a new version), then every stored file moves to gallery-bin, so its public URLs stop serving it.
 * Throws the PostgREST error when the row cannot be binned (42501 not an admin, P0002 gone meanwhile): nothing changed
 * then. If a file cannot be moved, the files go back and the row is restored, and the storage error is thrown; if that
 * fails too, a BinMoveError says where the photo ended.
 */
export function moveToRecentlyDeleted(image: GalleryImage): Promise<GalleryBinRow> {
  return deleteToBin(binOperations(image.id), storedPathsOf(image))
}

/**
 * Restore (docs/decisions.md #202, #273): every file moves back to gallery-images, then the row returns to its place
 * (rpc `restore_gallery_image`; a photo the live site showed is published again). If either fails, the files go back
 * to gallery-bin and the error is thrown (nothing changed); a BinMoveError when they could not, or when the row was
 * restored after all.
 */
export function restoreFromRecentlyDeleted(photo: GalleryBinRow): Promise<GalleryImage> {
  return restoreFromBin(binOperations(photo.id), storedPathsOf(photo))
}

/**
 * Delete forever (docs/decisions.md #201, #273, #325): the database says which files the photo still has (rpc
 * `gallery_bin_leftovers`: its files in gallery-bin, and any a failed delete left in gallery-images that no gallery row
 * shows), they are removed through the Storage API, then its row. Throws the PostgREST error when the database refuses
 * (42501 not the admin, P0002 gone meanwhile, PT410 its 30 days are up and the purge is removing it: nothing changed),
 * the storage error (the row kept, so nothing is orphaned), or the PostgREST error of the row's delete (files gone, row
 * kept: Delete forever again, or the purge after its 30 days, drops it).
 */
export async function deleteForever(photo: GalleryBinRow): Promise<void> {
  const client = getSupabaseClient()
  const { data: files, error: listError } = await client.rpc('gallery_bin_leftovers', { p_id: photo.id })
  if (listError) throw listError
  for (const bucket of [GALLERY_BIN_BUCKET, GALLERY_BUCKET]) {
    const paths = files.filter((file) => file.bucket_id === bucket).map((file) => file.name)
    if (!paths.length) continue
    const { error: removeError } = await client.storage.from(bucket).remove(paths)
    if (removeError) throw removeError
  }
  const { error } = await client.from('gallery_bin').delete().eq('id', photo.id)
  if (error) throw error
}

/**
 * Recently deleted, newest first, each with a signed URL (BIN_THUMBNAIL_URL_SECONDS) of its 480 px rendition or full
 * file: two requests. Throws the PostgREST error; a failed signing leaves the thumbnails null.
 */
export async function listRecentlyDeleted(): Promise<BinnedPhoto[]> {
  const client = getSupabaseClient()
  const { data, error } = await client.from('gallery_bin').select('*').order('deleted_at', { ascending: false }).order('id')
  if (error) throw error
  if (data.length === 0) return []
  const paths = data.map((row) => photoPathOf(adminThumbnail(row).src))
  const signed = await client.storage.from(GALLERY_BIN_BUCKET).createSignedUrls(
    paths.filter((path) => path !== null),
    BIN_THUMBNAIL_URL_SECONDS,
  )
  const urls = new Map((signed.data ?? []).map((s) => [s.path, s.signedUrl || null]))
  return data.map((row, i) => ({ ...row, thumbnailUrl: urls.get(paths[i] ?? '') ?? null }))
}

/** Under the gallery's key: every gallery change (a delete, a restore) refreshes it. */
const recentlyDeletedQueryKey = [...galleryImagesQueryKey, 'recently-deleted'] as const

export function useRecentlyDeleted() {
  return useQuery(queryOptions({ queryKey: recentlyDeletedQueryKey, queryFn: listRecentlyDeleted }))
}

/** The bin's three actions on one photo, each a mutation of its own key (docs/decisions.md #200-#202). */
type BinAction = 'delete' | 'restore' | 'delete-forever'

const binMutationKey = (action: BinAction) => [...galleryImagesQueryKey, 'bin', action] as const

/**
 * A mutation of `fn` on one photo (its variables carry the photo's `id`), under the key of `action`, after which every
 * gallery list (and the Publish panel's snapshot) is read again; it stays pending until they have been.
 */
function useBinMutation<Input extends { id: string }, Output>(action: BinAction, fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: binMutationKey(action),
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}

export const useMoveToRecentlyDeleted = () => useBinMutation('delete', moveToRecentlyDeleted)
export const useRestoreFromRecentlyDeleted = () => useBinMutation('restore', restoreFromRecentlyDeleted)
export const useDeleteForever = () => useBinMutation('delete-forever', deleteForever)

/**
 * The ids of the photos with one of `actions` on its way (she may act on several before the first has finished), from
 * react-query's own mutation state.
 */
export function usePendingPhotoIds(...actions: BinAction[]): ReadonlySet<string> {
  const ids = useMutationState({
    filters: {
      status: 'pending',
      predicate: (m) => actions.some((action) => matchMutation({ mutationKey: binMutationKey(action), exact: true }, m)),
    },
    select: (m) => (m.state.variables as { id: string }).id,
  })
  // `ids` keeps its identity while its contents stay the same (react-query compares each new snapshot with the last).
  return useMemo(() => new Set(ids), [ids])
}
