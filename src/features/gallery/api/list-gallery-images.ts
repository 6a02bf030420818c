import { getSupabaseClient } from '@/lib/supabase/client'
import type { Database } from '@/lib/supabase/database.types'

/** One `gallery_images` row (docs/product.md §3): category, public file URL, display order. */
export type GalleryImage = Database['public']['Tables']['gallery_images']['Row']

/**
 * Every gallery image, ascending by display_order (docs/product.md §7 "List images"). Readable without signing
 * in. Shared by the public /gallery feed and the admin screen. Throws the PostgREST error.
 */
export async function listGalleryImages(): Promise<GalleryImage[]> {
  const { data, error } = await getSupabaseClient().from('gallery_images').select('*').order('display_order', { ascending: true })
  if (error) throw error
  return data
}
