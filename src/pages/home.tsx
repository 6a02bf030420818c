import { Prerendered } from '@/components/layout/prerendered'
import { HeroSlideshow } from '@/components/sections/hero-slideshow'
import { useHomeWords } from '@/content/home'
import { useSlides } from '@/features/gallery/lib/slideshow'
import { preloadable } from '@/lib/preloadable'

/**
 * Everything below the hero: prerendered HTML that hydration keeps as it is, so its code loads only for a render that
 * shows it (the prerender, a navigation to `/`) and not with the first load of `/` (docs/decisions.md #123).
 */
const belowHero = preloadable(() => import('@/pages/home.below-hero'))

/** Home (docs/product.md §2): hero slideshow, trust strip, featured services, testimonials, closing banner. */
export default function HomePage() {
  const words = useHomeWords()
  return (
    <>
      <HeroSlideshow slides={useSlides()} eyebrow={words.eyebrow} headline={words.headline} intro={words.intro} />
      <Prerendered>{belowHero.element}</Prerendered>
    </>
  )
}

/** Loads the page's parts, so that the prerender renders them without suspending (src/app/router.tsx). */
export const preloadParts = belowHero.preload
