import { queryOptions, useQuery } from '@tanstack/react-query'
import { listGalleryImages } from '@/features/gallery/api/list-gallery-images'

/** react-query key of the gallery list; the upload and delete mutations invalidate it. */
export const galleryImagesQueryKey = ['gallery-images'] as const

export const galleryImagesQueryOptions = queryOptions({
  queryKey: galleryImagesQueryKey,
  queryFn: listGalleryImages,
})

/** The gallery rows for the admin screen, in display_order (docs/product.md §4 "the images load"). */
export function useGalleryImages() {
  return useQuery(galleryImagesQueryOptions)
}
