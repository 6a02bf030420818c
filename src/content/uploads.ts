import gallery from 'virtual:site-content/gallery'
import type { PublishedPhoto } from '@/lib/site-content/schema'

/** The owner's gallery photos as published (docs/site-content.md), in her order: nails first, then lashes. */
export const publishedPhotos: readonly PublishedPhoto[] = gallery
