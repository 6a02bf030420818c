import { renditionHeight, renditionPath, storedRenditionWidths } from '@/features/gallery/lib/renditions'
import type { Database } from '@/lib/supabase/database.types'

/**
 * The thumbnail /admin shows of a photo (docs/decisions.md #23), apart from renditions.ts: the public pages load that
 * module first, and what a lazily loaded /admin chunk takes from a shared module stays in it (docs/architecture.md
 * "Budgets").
 */

type RenditionRow = Pick<Database['public']['Tables']['gallery_images']['Row'], 'image_url' | 'width' | 'height' | 'renditions'>

/** Width in px of the rendition /admin shows a photo at (a tile is at most ~280 px wide; 480 covers 2x screens). */
const ADMIN_RENDITION_WIDTH = 480

/**
 * The <img> attributes of a photo in /admin (the gallery grid, Recently deleted): the 480 rendition when it is
 * stored, else the full file; `src` is a public URL (or one of the same shape, for a deleted photo's old URL).
 */
export function adminThumbnail(row: RenditionRow): { src: string; width?: number; height?: number } {
  if (row.width && row.height && storedRenditionWidths(row).includes(ADMIN_RENDITION_WIDTH)) {
    return {
      src: renditionPath(row.image_url, ADMIN_RENDITION_WIDTH),
      width: ADMIN_RENDITION_WIDTH,
      height: renditionHeight(row.width, row.height, ADMIN_RENDITION_WIDTH),
    }
  }
  return { src: row.image_url, width: row.width ?? undefined, height: row.height ?? undefined }
}
