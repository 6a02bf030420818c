import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminGalleryImagesQueryKey, galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

export type ReorderInput = { category: GalleryCategory; orderedIds: readonly string[] }

/**
 * Saves the owner's order of one category (docs/decisions.md #22) with one call of the
 * `reorder_gallery_images` RPC: image `orderedIds[i]` gets display_order `i`, in one transaction. Pass
 * every image of the category. Row-level security decides (admin only). Throws the PostgREST error and
 * then nothing changed: 42501 when the caller may not reorder, P0001 when an id is unknown, repeated or
 * of another category (e.g. deleted meanwhile).
 */
export async function reorderGalleryImages(category: GalleryCategory, orderedIds: readonly string[]): Promise<void> {
  const { error } = await getSupabaseClient().rpc('reorder_gallery_images', { p_category: category, p_ids: [...orderedIds] })
  if (error) throw error
}

/** The admin list with `orderedIds` of `category` given display_order 0, 1, ... and re-sorted as the server sorts. */
export function applyOrder(rows: readonly GalleryImage[], { category, orderedIds }: ReorderInput): GalleryImage[] {
  const position = new Map(orderedIds.map((id, index) => [id, index]))
  return rows
    .map((row) => (row.category === category && position.has(row.id) ? { ...row, display_order: position.get(row.id)! } : row))
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category) ||
        a.display_order - b.display_order ||
        a.created_at.localeCompare(b.created_at) ||
        a.id.localeCompare(b.id),
    )
}

/**
 * reorderGalleryImages as a mutation taking `{ category, orderedIds }`. The admin list shows the new
 * order at once (optimistic), goes back to the previous one if the call fails, and every gallery list
 * is refetched when it settles.
 */
export function useReorderGalleryImages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ category, orderedIds }: ReorderInput) => reorderGalleryImages(category, orderedIds),
    onMutate: async (input: ReorderInput) => {
      await queryClient.cancelQueries({ queryKey: adminGalleryImagesQueryKey })
      const previous = queryClient.getQueryData<GalleryImage[]>(adminGalleryImagesQueryKey)
      if (previous) queryClient.setQueryData(adminGalleryImagesQueryKey, applyOrder(previous, input))
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(adminGalleryImagesQueryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
