import { useMutation, useQueryClient } from '@tanstack/react-query'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { PreparedImage } from '@/features/gallery/lib/prepare-image'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

export type UploadGalleryImageInput = {
  image: Pick<PreparedImage, 'blob' | 'contentType' | 'extension'>
  category: GalleryCategory
  /** The number of images currently loaded (docs/decisions.md #16). */
  displayOrder: number
}

/**
 * Stores an already re-encoded image and records it (docs/product.md §7 "Upload", "Public URL", "Record image").
 * The object path is `{category}/{random UUID}.{webp|jpg}`: the spec's "original extension" becomes
 * the extension of the re-encoded type, because the bytes stored are no longer the original file's
 * (docs/decisions.md #13). If the row cannot be recorded, the stored file is removed again so no orphan stays
 * in the public bucket. Throws the storage or PostgREST error.
 */
export async function uploadGalleryImage({ image, category, displayOrder }: UploadGalleryImageInput): Promise<string> {
  const bucket = getSupabaseClient().storage.from(GALLERY_BUCKET)
  const path = `${category}/${crypto.randomUUID()}.${image.extension}`
  const { error: uploadError } = await bucket.upload(path, image.blob, {
    contentType: image.contentType,
    upsert: false,
  })
  if (uploadError) throw uploadError
  const { publicUrl } = bucket.getPublicUrl(path).data
  const { error } = await getSupabaseClient().from('gallery_images').insert({ category, image_url: publicUrl, display_order: displayOrder })
  if (error) {
    await bucket.remove([path])
    throw error
  }
  return publicUrl
}

export function useUploadGalleryImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadGalleryImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
