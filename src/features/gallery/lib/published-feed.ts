import { useCallback, useMemo, useState } from 'react'
import { captionOf } from '@/features/gallery/lib/caption-text'
import { GALLERY_PAGE_SIZE } from '@/features/gallery/lib/page-size'
import { imageSources, viewerSources, type ImageSources, type ViewerSources } from '@/features/gallery/lib/renditions'
import type { PublishedPhoto } from '@/lib/site-content/schema'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/**
 * One published photo as /gallery renders it: <img> sources (srcset, width, height when known), its caption as alt, and
 * what the photo viewer loads (`large`: renditions only, docs/decisions.md #133).
 */
type PublishedTile = ImageSources & { id: string; alt: string; large: ViewerSources }

/** A published photo as a tile (caption or the category's default as alt text; docs/decisions.md #21, #23). */
function toTile(photo: PublishedPhoto): PublishedTile {
  const row = { image_url: photo.imageUrl, width: photo.width, height: photo.height, renditions: photo.renditions }
  return {
    id: photo.id,
    alt: captionOf(photo),
    ...imageSources(row),
    large: viewerSources(row),
  }
}

/** The owner's photos of one category for /gallery, a page at a time ('Show more photos'). */
export type PublishedFeed = {
  /** The photos shown so far, in her order. */
  images: readonly PublishedTile[]
  /** How many photos the category has in all. */
  total: number
  hasMore: boolean
  /** Shows the next page. */
  loadMore: () => void
}

/**
 * The published photos of `category` (docs/site-content.md "The build", docs/decisions.md #108): prerendered with
 * the page, no backend request; the first `pageSize` (default 24) show, 'Show more photos' reveals the next page.
 */
export function usePublishedFeed(
  photos: readonly PublishedPhoto[],
  category: GalleryCategory,
  pageSize = GALLERY_PAGE_SIZE,
): PublishedFeed {
  const tiles = useMemo(() => photos.filter((p) => p.category === category).map(toTile), [photos, category])
  const [shown, setShown] = useState(pageSize)
  const loadMore = useCallback(() => setShown((n) => n + pageSize), [pageSize])
  return { images: tiles.slice(0, shown), total: tiles.length, hasMore: shown < tiles.length, loadMore }
}
