import { useMutation, useQueryClient } from '@tanstack/react-query'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import { storagePathFromPublicUrl } from '@/features/gallery/lib/storage-path'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'

/**
 * Removes the stored file (path taken from image_url), then the row (docs/product.md §4, §7 "Remove file",
 * "Remove record"). Throws the storage or PostgREST error, or an Error when image_url is not a file of
 * the gallery bucket.
 */
export async function deleteGalleryImage(image: Pick<GalleryImage, 'id' | 'image_url'>): Promise<void> {
  const client = getSupabaseClient()
  const { error: removeError } = await client.storage.from(GALLERY_BUCKET).remove([storagePathFromPublicUrl(image.image_url)])
  if (removeError) throw removeError
  const { error } = await client.from('gallery_images').delete().eq('id', image.id)
  if (error) throw error
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
