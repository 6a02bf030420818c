import { useMutation, useQueryClient } from '@tanstack/react-query'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { checkCaption } from '@/features/gallery/lib/caption'
import { getSupabaseClient } from '@/lib/supabase/client'

/** A caption the form or the database refused; `message` is one of captionMessages (docs/decisions.md #21). */
export class CaptionError extends Error {
  name = 'CaptionError'
}

/**
 * Saves the caption of image `id` (docs/decisions.md #21). `caption` is the field's raw text: it is
 * checked and normalised with checkCaption first (empty stores null, i.e. the category's default).
 * Resolves with the updated row. Throws CaptionError for an invalid caption (nothing is sent), the
 * PostgREST error otherwise (e.g. 23514 from the database check, PGRST116 when no row was updated:
 * not an admin, or the image is gone).
 */
export async function updateGalleryCaption(id: string, caption: string): Promise<GalleryImage> {
  const checked = checkCaption(caption)
  if (!checked.ok) throw new CaptionError(checked.message)
  const { data, error } = await getSupabaseClient()
    .from('gallery_images')
    .update({ caption: checked.caption })
    .eq('id', id)
    .select('*')
    .single()
  if (error) throw error
  return data
}

/** updateGalleryCaption as a mutation taking `{ id, caption }`; the gallery lists are invalidated when it settles. */
export function useUpdateGalleryCaption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, caption }: { id: string; caption: string }) => updateGalleryCaption(id, caption),
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey }),
  })
}
