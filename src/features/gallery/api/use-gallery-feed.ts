import { useCallback, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/features/gallery/lib/when-idle'
import type { GalleryImage, GalleryPage } from '@/features/gallery/api/list-gallery-images'
import { GALLERY_PAGE_SIZE } from '@/features/gallery/lib/page-size'
import { captionOf } from '@/features/gallery/lib/caption-text'
import { imageSources, type ImageSources } from '@/features/gallery/lib/renditions'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/** One upload as /gallery renders it: <img> sources (srcset, sizes, width, height when known) and its caption as alt. */
export type GalleryFeedImage = ImageSources & { id: string; alt: string }

export type GalleryFeed = {
  /** Uploads loaded so far, in the owner's order. Empty until the first page arrives (or if it fails). */
  images: GalleryFeedImage[]
  /** True when another page can be loaded ('Show more photos'). */
  hasMore: boolean
  /** True while a page is being fetched. */
  loading: boolean
  /** True when the last 'load more' failed (the first page fails silently: the visitor still sees the static photos). */
  failed: boolean
  /** Fetches the next page; ignored while one is loading or when there is no more. */
  loadMore: () => void
}

/** A row as the feed renders it (caption as alt text; docs/decisions.md #21, #23). */
export function toFeedImage(row: GalleryImage): GalleryFeedImage {
  return { id: row.id, alt: captionOf(row), ...imageSources(row) }
}

type FeedState = { category: GalleryCategory; images: GalleryFeedImage[]; hasMore: boolean; failed: boolean }

function emptyFeed(category: GalleryCategory): FeedState {
  return { category, images: [], hasMore: false, failed: false }
}

/** The page at `offset`, with supabase-js loaded on demand so the public bundle never carries it. */
async function fetchPage(category: GalleryCategory, offset: number, limit: number): Promise<GalleryPage> {
  const { listGalleryPage } = await import('@/features/gallery/api/list-gallery-images')
  return listGalleryPage(category, offset, limit)
}

/**
 * The owner's uploads of one category for /gallery (docs/decisions.md #7, #23): the first `pageSize`
 * (default 24) are fetched once the browser is idle after first paint, then one page per `loadMore()`.
 * supabase-js arrives with a dynamic import at that point (docs/architecture.md "Budgets"). If the
 * backend cannot be reached the list stays empty and the visitor sees no error.
 */
export function useGalleryFeed(category: GalleryCategory, pageSize: number = GALLERY_PAGE_SIZE): GalleryFeed {
  // The loaded pages, tagged with their category so a change of category starts from empty.
  const [feed, setFeed] = useState<FeedState>(() => emptyFeed(category))
  const [loading, setLoading] = useState(false)
  // Rows fetched so far (the next offset), whether a fetch runs, whether this category is still shown.
  const state = useRef({ offset: 0, busy: false, active: true })

  const load = useCallback(
    (first: boolean) => {
      const current = state.current
      if (current.busy) return
      current.busy = true
      setLoading(true)
      fetchPage(category, current.offset, pageSize)
        .then(({ rows, hasMore }) => {
          if (!current.active) return
          current.offset += rows.length
          setFeed((previous) => {
            const kept = previous.category === category ? previous.images : []
            const seen = new Set(kept.map((image) => image.id))
            return { category, images: [...kept, ...rows.filter((row) => !seen.has(row.id)).map(toFeedImage)], hasMore, failed: false }
          })
        })
        .catch(() => {
          if (current.active && !first)
            setFeed((previous) => ({ ...(previous.category === category ? previous : emptyFeed(category)), failed: true }))
        })
        .finally(() => {
          current.busy = false
          if (current.active) setLoading(false)
        })
    },
    [category, pageSize],
  )

  useEffect(() => {
    const current = { offset: 0, busy: false, active: true }
    state.current = current
    const cancel = whenIdle(() => load(true))
    return () => {
      current.active = false
      cancel()
    }
  }, [load])

  const shown = feed.category === category ? feed : emptyFeed(category)
  const { hasMore } = shown
  const loadMore = useCallback(() => {
    if (hasMore) load(false)
  }, [hasMore, load])

  return { images: shown.images, hasMore, loading, failed: shown.failed, loadMore }
}
