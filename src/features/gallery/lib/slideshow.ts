import type { Slide } from '@/components/sections/hero-slideshow'
import { heroSlides, useSlideshowChoice, type SlideshowChoice } from '@/content/hero'
import { captionOf } from '@/features/gallery/lib/caption-text'
import { imageSources } from '@/features/gallery/lib/renditions'
import type { PublishedPhoto } from '@/lib/site-content/schema'

/** What a slide needs of a gallery photo (a published photo, or a row as /admin reads it with `imageUrl`). */
export type SlidePhotoRow = Pick<PublishedPhoto, 'id' | 'category' | 'imageUrl' | 'caption' | 'width' | 'height' | 'renditions'>

/** One of her photos as a slide drawn at `sizes`: its caption (or the category's default) as alt text, its renditions. */
export function uploadedSlide(photo: SlidePhotoRow, sizes: string): Slide {
  const uploaded = imageSources(
    { image_url: photo.imageUrl, width: photo.width, height: photo.height, renditions: photo.renditions },
    sizes,
  )
  return { id: photo.id, alt: captionOf(photo), uploaded }
}

/**
 * The home slideshow's slides in her order (docs/site-content.md "Slideshow"): a built-in photo with its alt text
 * (src/content/hero.ts), or one of her gallery photos with its caption as alt text (or the category's default) and
 * its renditions as a full-width `srcset`. References to photos that no longer exist are left out; with none left,
 * the first built-in photo shows. Pure.
 */
export function slidesFrom({ refs, photos }: SlideshowChoice): Slide[] {
  const builtIn = new Map<string, Slide>(heroSlides.map((s) => [s.id, s]))
  const slides = refs.flatMap((ref): Slide[] => {
    if (ref.source === 'built-in') {
      const slide = builtIn.get(ref.id)
      return slide ? [slide] : []
    }
    const photo = photos.find((p) => p.id === ref.id)
    return photo ? [uploadedSlide(photo, '100vw')] : []
  })
  return slides.length > 0 ? slides : [heroSlides[0]]
}

/** The home slideshow's slides (published, or the previewed draft's). */
export function useSlides(): Slide[] {
  return slidesFrom(useSlideshowChoice())
}
