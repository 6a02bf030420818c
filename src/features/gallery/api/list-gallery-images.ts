import { getSupabaseClient } from '@/lib/supabase/client'
import type { Database } from '@/lib/supabase/database.types'

/**
 * Reads of `gallery_images` for the admin grid. The public /gallery never reads the table: its photos are in the
 * prerendered HTML of the latest publication (docs/decisions.md #108).
 */

/** One `gallery_images` row (docs/product.md §3; caption, width, height, renditions: docs/decisions.md #21, #23). */
export type GalleryImage = Database['public']['Tables']['gallery_images']['Row']

/**
 * Every row for the admin grid, ordered by category, then display_order (ties by created_at, then id,
 * so the order is stable). One request; fine for the hundreds of rows one studio has (docs/decisions.md
 * #22). Throws the PostgREST error.
 */
export async function listAdminGalleryImages(): Promise<GalleryImage[]> {
  const { data, error } = await getSupabaseClient()
    .from('gallery_images')
    .select('*')
    .order('category', { ascending: true })
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
  if (error) throw error
  return data
}
