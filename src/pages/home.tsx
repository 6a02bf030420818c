import { Prerendered } from '@/components/layout/prerendered'
import { CtaBanner } from '@/components/sections/cta-banner'
import { FeaturedServices } from '@/components/sections/featured-services'
import { HeroSlideshow } from '@/components/sections/hero-slideshow'
import { Testimonials } from '@/components/sections/testimonials'
import { TrustStrip } from '@/components/sections/trust-strip'
import { heroSlides } from '@/content/hero'
import { featuredServices, home } from '@/content/home'
import { testimonials } from '@/content/testimonials'
import { trustItems } from '@/content/trust'

/** Home (docs/product.md §2): hero slideshow, trust strip, featured services, testimonials, closing banner. */
export default function HomePage() {
  return (
    <>
      <HeroSlideshow slides={heroSlides} headline={home.headline} intro={home.intro} />
      <Prerendered>
        <TrustStrip items={trustItems} />
        <FeaturedServices services={featuredServices} />
        <Testimonials items={testimonials} />
        <CtaBanner title={home.closing.title} text={home.closing.text} />
      </Prerendered>
    </>
  )
}
