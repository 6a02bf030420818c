import { CtaBanner } from '@/components/sections/cta-banner'
import { FeaturedServices } from '@/components/sections/featured-services'
import { Testimonials } from '@/components/sections/testimonials'
import { TrustStrip } from '@/components/sections/trust-strip'
import { useHomeWords } from '@/content/home'
import { useFeaturedServices } from '@/content/home-featured'
import { useTestimonials } from '@/content/testimonials'
import { useTrustItems } from '@/content/trust'

/**
 * Home below the hero (docs/product.md §2): trust strip, featured services, testimonials, closing banner. A part of
 * the home page (src/pages/home.tsx) in a chunk of its own, outside the first load of `/` (docs/decisions.md #123).
 */
export default function HomeBelowHero() {
  const { closing } = useHomeWords()
  return (
    <>
      <TrustStrip items={useTrustItems()} />
      <FeaturedServices services={useFeaturedServices()} />
      <Testimonials items={useTestimonials()} />
      <CtaBanner title={closing.title} text={closing.text} />
    </>
  )
}
