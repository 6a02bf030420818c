import { GALLERY_PAGE_SIZE } from '@/features/gallery/lib/page-size'
import { getSupabaseClient } from '@/lib/supabase/client'
import type { Database, GalleryCategory } from '@/lib/supabase/database.types'

/**
 * Reads of `gallery_images`. This module imports supabase-js but no React, so the public /gallery feed
 * can load it with a dynamic import after first paint (docs/architecture.md "Budgets").
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

/** One page of a category's uploads; `hasMore` says whether another page follows. */
export type GalleryPage = { rows: GalleryImage[]; hasMore: boolean }

/**
 * Rows `offset` .. `offset + limit - 1` of one category in display order (docs/decisions.md #23), with a
 * ranged query (`.range()`, sent as `offset` and `limit`): it asks for one row more than `limit` to learn whether more follow, without a
 * count. Readable without signing in. Throws the PostgREST error, or a RangeError for a negative offset
 * or a limit below 1.
 */
export async function listGalleryPage(category: GalleryCategory, offset: number, limit: number = GALLERY_PAGE_SIZE): Promise<GalleryPage> {
  if (!Number.isInteger(offset) || offset < 0) throw new RangeError(`offset must be an integer >= 0, got ${offset}`)
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be an integer >= 1, got ${limit}`)
  const { data, error } = await getSupabaseClient()
    .from('gallery_images')
    .select('*')
    .eq('category', category)
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .range(offset, offset + limit)
  if (error) throw error
  return { rows: data.slice(0, limit), hasMore: data.length > limit }
}
