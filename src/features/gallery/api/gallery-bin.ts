import { matchMutation, queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { adminThumbnail } from '@/features/gallery/lib/admin-thumbnail'
import { storagePathFromPublicUrl, storedPathsOf } from '@/features/gallery/lib/storage-path'
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
export const BIN_THUMBNAIL_URL_SECONDS = 3600

/** True for Storage's answer to a missing object (NoSuchKey: "404", "Object not found"). */
function isMissingObject(error: unknown): boolean {
  const e = error as { statusCode?: unknown; message?: unknown } | null
  return e?.statusCode === '404' && e.message === 'Object not found'
}

/**
 * Moves each of `paths` from bucket `from` to bucket `to`, same name, one Storage move each, in order. A file already
 * gone from `from` is skipped (an earlier attempt moved it). If one fails, those moved are moved back (best effort)
 * and the storage error is thrown.
 */
async function moveFiles(paths: readonly string[], from: string, to: string): Promise<void> {
  const storage = getSupabaseClient().storage
  const moved: string[] = []
  for (const path of paths) {
    const { error } = await storage.from(from).move(path, path, { destinationBucket: to })
    if (error && !isMissingObject(error)) {
      for (const back of moved.reverse()) await storage.from(to).move(back, back, { destinationBucket: from })
      throw error
    }
    if (!error) moved.push(path)
  }
}

/**
 * Delete (docs/decisions.md #200): the row goes to Recently deleted (rpc `bin_gallery_image`; the live site drops the
 * photo with a new version), then every stored file moves to gallery-bin, so its public URLs stop serving it. If a file
 * cannot be moved, the ones moved go back and the row is restored, and the storage error is thrown. Throws the
 * PostgREST error when the row cannot be binned (42501 not an admin, P0002 gone meanwhile): nothing changed then.
 */
export async function moveToRecentlyDeleted(image: GalleryImage): Promise<GalleryBinRow> {
  const client = getSupabaseClient()
  const { data: binned, error } = await client.rpc('bin_gallery_image', { p_id: image.id })
  if (error) throw error
  try {
    await moveFiles(storedPathsOf(binned), GALLERY_BUCKET, GALLERY_BIN_BUCKET)
  } catch (moveError) {
    await client.rpc('restore_gallery_image', { p_id: image.id })
    throw moveError
  }
  return binned
}

/**
 * Restore (docs/decisions.md #202): every file moves back to gallery-images, then the row returns to its place (rpc
 * `restore_gallery_image`; a photo the live site showed is published again). If the row cannot return, the files go
 * back to gallery-bin and the PostgREST error is thrown; a failed move throws the storage error (nothing changed).
 */
export async function restoreFromRecentlyDeleted(photo: GalleryBinRow): Promise<GalleryImage> {
  const client = getSupabaseClient()
  const paths = storedPathsOf(photo)
  await moveFiles(paths, GALLERY_BIN_BUCKET, GALLERY_BUCKET)
  const { data, error } = await client.rpc('restore_gallery_image', { p_id: photo.id })
  if (error) {
    await moveFiles(paths, GALLERY_BUCKET, GALLERY_BIN_BUCKET).catch(() => undefined)
    throw error
  }
  return data
}

/**
 * Delete forever (docs/decisions.md #201): its files are removed from gallery-bin through the Storage API, then its
 * row. Throws the storage error (nothing removed) or the PostgREST error (files gone, row kept: the hourly purge
 * drops it after its day, or Delete forever again does).
 */
export async function deleteForever(photo: GalleryBinRow): Promise<void> {
  const client = getSupabaseClient()
  const { error: removeError } = await client.storage.from(GALLERY_BIN_BUCKET).remove(storedPathsOf(photo))
  if (removeError) throw removeError
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
  const paths = data.map((row) => storagePathFromPublicUrl(adminThumbnail(row).src))
  const signed = await client.storage.from(GALLERY_BIN_BUCKET).createSignedUrls(paths, BIN_THUMBNAIL_URL_SECONDS)
  const urls = new Map((signed.data ?? []).map((s) => [s.path, s.signedUrl || null]))
  return data.map((row, i) => ({ ...row, thumbnailUrl: urls.get(paths[i]!) ?? null }))
}

/** Under the gallery's key: every gallery change (a delete, a restore) refreshes it. */
export const recentlyDeletedQueryKey = [...galleryImagesQueryKey, 'recently-deleted'] as const

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
export function usePhotosInAction(...actions: BinAction[]): ReadonlySet<string> {
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
