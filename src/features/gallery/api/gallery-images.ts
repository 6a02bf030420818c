import { queryOptions, useQuery } from '@tanstack/react-query'
import { listAdminGalleryImages } from '@/features/gallery/api/list-gallery-images'

import { galleryImagesQueryKey } from '@/lib/supabase/query-keys'

/** Root react-query key of gallery data; every gallery mutation invalidates it (and so every list under it). */
export { galleryImagesQueryKey }

/** Key of the admin grid's list (all rows, by category then display_order). */
export const adminGalleryImagesQueryKey = [...galleryImagesQueryKey, 'admin'] as const

export const adminGalleryImagesQueryOptions = queryOptions({
  queryKey: adminGalleryImagesQueryKey,
  queryFn: listAdminGalleryImages,
})

/** The rows of the admin grid (docs/product.md §4 "the images load"), ordered by category then display_order. */
export function useAdminGalleryImages() {
  return useQuery(adminGalleryImagesQueryOptions)
}
