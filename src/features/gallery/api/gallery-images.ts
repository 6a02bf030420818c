import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { listAdminGalleryImages } from '@/features/gallery/api/list-gallery-images'
import { adminThumbnail } from '@/features/gallery/lib/admin-thumbnail'
import { inGridOrder } from '@/features/gallery/lib/by-category'
import { FIRST_READ_FRESH_MS } from '@/lib/supabase/query-client'
import { galleryImagesQueryKey } from '@/lib/supabase/query-keys'

/** Root react-query key of gallery data; every gallery mutation invalidates it (and so every list under it). */
export { galleryImagesQueryKey }

/** Key of the admin grid's list (all rows, by category then display_order). */
export const adminGalleryImagesQueryKey = [...galleryImagesQueryKey, 'admin'] as const

// A recent list (`FIRST_READ_FRESH_MS`) is not read again when the grid mounts: /admin reads it beside the access
// check, before the grid is there (docs/decisions.md #574). Every gallery change still reads it again (invalidation).
const adminGalleryImagesQueryOptions = queryOptions({
  queryKey: adminGalleryImagesQueryKey,
  queryFn: listAdminGalleryImages,
  staleTime: FIRST_READ_FRESH_MS,
})

/** How many of her first photos /admin downloads as soon as it has the list: at most the grid's first rows. */
const PHOTOS_FETCHED_AHEAD = 6

/**
 * Reads the admin grid's list into `queryClient` (once, not retried: the grid reads it again if this failed), then
 * starts downloading the first {@link PHOTOS_FETCHED_AHEAD} thumbnails, so the photos at the top of the grid are on
 * their way while the dashboard renders instead of after its first layout (the grid's `<img loading="lazy">` asks for
 * them only then); the grid's images then come from the page's memory of loaded images (docs/decisions.md #575).
 * Resolves once the list is read, never rejects.
 */
export async function prefetchAdminGallery(queryClient: QueryClient): Promise<void> {
  await queryClient.prefetchQuery({ ...adminGalleryImagesQueryOptions, retry: false })
  const rows = queryClient.getQueryData(adminGalleryImagesQueryOptions.queryKey) ?? []
  const first = inGridOrder(rows).slice(0, PHOTOS_FETCHED_AHEAD)
  for (const row of first) new Image().src = adminThumbnail(row).src
}

/** The rows of the admin grid (docs/product.md §4 "the images load"), ordered by category then display_order. */
export function useAdminGalleryImages() {
  return useQuery(adminGalleryImagesQueryOptions)
}
