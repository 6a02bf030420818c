import { useEffect, useState } from 'react'
import { studio } from '@/content/studio'
import { whenIdle } from '@/features/gallery/lib/when-idle'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'

/**
 * Images the owner uploaded through /admin, per category, for /gallery (docs/decisions.md #7): the page shows
 * them before the static ones. The rows are fetched after first paint, with supabase-js loaded by a
 * dynamic import then, so the public bundle never carries it. If the backend cannot be reached or
 * answers with an error, both lists stay empty and the visitor sees no error.
 */
export type UploadedImage = { id: string; src: string; alt: string }
export type UploadedGallery = {
  nails: UploadedImage[]
  lashes: UploadedImage[]
}

const empty: UploadedGallery = { nails: [], lashes: [] }

const altText = {
  nails: `Nail design uploaded by ${studio.owner}`,
  lashes: `Lash and brow work uploaded by ${studio.owner}`,
} as const

/** Splits rows (already in display_order) into the two categories, with alt text. */
export function groupUploadedImages(rows: readonly GalleryImage[]): UploadedGallery {
  const gallery: UploadedGallery = { nails: [], lashes: [] }
  for (const row of rows) {
    gallery[row.category].push({
      id: row.id,
      src: row.image_url,
      alt: altText[row.category],
    })
  }
  return gallery
}

export function useUploadedGallery(): UploadedGallery {
  const [gallery, setGallery] = useState<UploadedGallery>(empty)
  useEffect(() => {
    let active = true
    const cancel = whenIdle(() => {
      import('@/features/gallery/api/list-gallery-images')
        .then(({ listGalleryImages }) => listGalleryImages())
        .then((rows) => {
          if (active) setGallery(groupUploadedImages(rows))
        })
        .catch(() => undefined)
    })
    return () => {
      active = false
      cancel()
    }
  }, [])
  return gallery
}
