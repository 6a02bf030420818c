import { useMutation, useQueryClient } from '@tanstack/react-query'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { renditionPath } from '@/features/gallery/lib/renditions'
import { storagePathFromPublicUrl } from '@/features/gallery/lib/storage-path'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'

/** Every stored file of a row: the full image (path from image_url) and each recorded rendition. */
export function storedPathsOf(image: Pick<GalleryImage, 'image_url' | 'renditions'>): string[] {
  const fullPath = storagePathFromPublicUrl(image.image_url)
  return [fullPath, ...(image.renditions ?? []).map((width) => renditionPath(fullPath, width))]
}

/**
 * Deletes an image: its row, its full file and every rendition (docs/product.md §7 "Remove file",
 * "Remove record"; docs/decisions.md #23). Order, so that no row ever points at a missing file: the row
 * is deleted first (visitors stop seeing it), then all files in one remove() call; if that fails the row
 * is inserted again as it was (same id, order, caption, created_at) and the storage error is thrown. If
 * even that restore fails, the files stay without a row (unlisted and harmless in the public bucket)
 * and the storage error is still thrown. Throws the PostgREST error when the row cannot be deleted
 * (nothing changed), or an Error when image_url is not a file of the gallery bucket.
 */
export async function deleteGalleryImage(image: GalleryImage): Promise<void> {
  const client = getSupabaseClient()
  const paths = storedPathsOf(image)
  const { data: deleted, error } = await client.from('gallery_images').delete().eq('id', image.id).select('*')
  if (error) throw error
  const { error: removeError } = await client.storage.from(GALLERY_BUCKET).remove(paths)
  if (removeError) {
    // Nothing was deleted (already gone, or not permitted): nothing to restore.
    const [row] = deleted
    if (row) await client.from('gallery_images').insert(row)
    throw removeError
  }
}

/** deleteGalleryImage as a mutation; the gallery lists are invalidated when it settles. */
export function useDeleteGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
