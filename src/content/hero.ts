import slideshow from 'virtual:site-content/slideshow'
import { usePreviewable } from '@/lib/site-content/preview'
import type { PublishedPhoto, SlideRef } from '@/lib/site-content/schema'

/**
 * The built-in photos of the home hero slideshow (docs/product.md §3 "Home": 5 s interval, 1 s fade; docs/decisions.md
 * #8), of which she chooses 1 to 11 and their order (docs/site-content.md), and the single hero/photo slots of
 * /about, /services and /hygiene. Each `id` is a photo slot:
 * `photos/<id>.jpg` is built into `public/images/<id>-<w>.{avif,webp}` by `npm run images`
 * (docs/operations.md "Replacing the photos"). Only the first slide loads eagerly; the rest load lazily.
 * When a photo is replaced, edit its `alt` here to match.
 */
export type HeroSlide = {
  /** Slot id, e.g. `hero-01`. */
  id: string
  /** Alt text describing the image. */
  alt: string
}

export const heroSlides = [
  { id: 'hero-01', alt: 'Rose, plum and nude gel polish bottles beside a sprig of eucalyptus' },
  { id: 'hero-02', alt: 'A hand with milky pink almond nails resting on soft draped fabric' },
  { id: 'hero-03', alt: 'Gold foil and pearl nail art on a row of almond nails' },
  { id: 'hero-04', alt: 'An eye with lifted lash extensions and a softly arched brow' },
  { id: 'hero-05', alt: 'Berry and cherry red nail swatches fanned out beside a dried flower' },
  { id: 'hero-06', alt: 'A manicure tray with a nail file, cuticle pusher and folded towel' },
  { id: 'hero-07', alt: 'Pastel nails in mint, lilac and peach with hand-painted daisies' },
  { id: 'hero-08', alt: 'Silver chrome coffin nails catching the light' },
  { id: 'hero-09', alt: 'Brow tint swatches and a spoolie brush on a cream marble surface' },
  { id: 'hero-10', alt: 'Two hands with French-tip nails framed by pink blossom' },
  { id: 'hero-11', alt: 'A single gold polish bottle among rose petals' },
] as const satisfies readonly HeroSlide[]

/** The slideshow she chose, as a page renders it: her references in order and the gallery photos they may name. */
export type SlideshowChoice = { refs: readonly SlideRef[]; photos: readonly PublishedPhoto[] }

/**
 * The home slideshow's choice (published, or the previewed draft's with its current gallery). The published part
 * carries only the gallery photos the slideshow names (scripts/lib/site-content-plugin.ts), not the whole gallery.
 */
export function useSlideshowChoice(): SlideshowChoice {
  return usePreviewable((c) => ({ refs: c.slideshow, photos: c.gallery }), slideshow)
}

/** The single image slots of other pages, with their alt texts. */
export const pageImages = {
  aboutStudio: { id: 'about-studio', alt: 'The home studio’s manicure station: a lamp, folded towels and a tray of polishes' },
  servicesHero: { id: 'services-hero', alt: 'Rows of gel polish bottles in nude, rose, berry and plum shades' },
  hygieneHero: { id: 'hygiene-hero', alt: 'Sterilised metal tools in a sealed pouch beside fresh towels on a clean tray' },
} as const satisfies Record<string, HeroSlide>
