import { studio } from '@/content/studio'
import type { Database, GalleryCategory } from '@/lib/supabase/database.types'

/**
 * The caption text of uploaded gallery images (docs/decisions.md #21), without the form's zod schema
 * (lib/caption.ts), so the public /gallery feed does not carry zod in its first load
 * (docs/architecture.md "Budgets").
 */

const defaults: Record<GalleryCategory, string> = {
  nails: `Nail design by ${studio.owner}`,
  lashes: `Lash and brow work by ${studio.owner}`,
}

/** The caption shown when the owner left it empty, e.g. "Nail design by Isla" (owner from src/content/studio.ts). */
export function defaultCaption(category: GalleryCategory): string {
  return defaults[category]
}

/** The caption (and alt text) of a row: its own caption, or the category's default. */
export function captionOf(row: Pick<Database['public']['Tables']['gallery_images']['Row'], 'caption' | 'category'>): string {
  return row.caption ?? defaultCaption(row.category)
}
