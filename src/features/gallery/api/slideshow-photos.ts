import type { SlidePhoto } from '@/components/sections/hero-slideshow'
import { heroSlides } from '@/content/hero'
import { useAdminGalleryImages } from '@/features/gallery/api/gallery-images'
import { uploadedSlide } from '@/features/gallery/lib/slideshow'

/** Thumbnails in /admin's slideshow picker are drawn this wide. */
const THUMB_SIZES = '80px'

/**
 * The photos /admin's Slideshow section offers (docs/site-content.md "Slideshow"): her gallery uploads first (in
 * the gallery's order, alt text from their captions), then the built-in photos. `undefined` while her photos load.
 */
export function useSlideshowPhotos(): SlidePhoto[] | undefined {
  const gallery = useAdminGalleryImages()
  if (gallery.isPending) return undefined
  const uploads = (gallery.data ?? []).map((row): SlidePhoto => ({
    ref: { source: 'gallery', id: row.id },
    ...uploadedSlide({ ...row, imageUrl: row.image_url }, THUMB_SIZES),
  }))
  const builtIn = heroSlides.map((slide): SlidePhoto => ({ ref: { source: 'built-in', id: slide.id }, ...slide }))
  return [...uploads, ...builtIn]
}
