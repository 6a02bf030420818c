import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Prerendered } from '@/components/layout/prerendered'
import { paths } from '@/config/paths'
import { AboutStory } from '@/components/sections/about-story'
import { ActionRow } from '@/components/sections/action-row'
import { CheckList } from '@/components/sections/check-list'
import { PageHeader } from '@/components/sections/page-header'
import { ProductBrands } from '@/components/sections/product-brands'
import { Section } from '@/components/sections/section'
import { buttonVariants } from '@/components/ui/button-variants'
import { productBrands, useAbout } from '@/content/about'
import { pageImages } from '@/content/hero'
import { usePageWords } from '@/content/pages'
import { imageSources } from '@/features/gallery/lib/renditions'
import type { UploadedPhoto } from '@/lib/site-content/schema'

/** Her uploaded photo beside the story: its renditions, at most half the width from 768 px. */
const photoSlide = (photo: UploadedPhoto) => ({
  id: 'about-photo',
  alt: photo.alt,
  uploaded: imageSources(
    { image_url: photo.imageUrl, width: photo.width, height: photo.height, renditions: photo.renditions },
    '(min-width: 768px) 50vw, 100vw',
  ),
})

/** About (docs/product.md §2): 'Meet {name}' story and studio photo, 'My Promise to You', 'Explore Our Services'. */
export default function AboutPage() {
  const about = useAbout()
  return (
    <Prerendered>
      <PageHeader {...usePageWords('about')} />
      <AboutStory
        heading={about.heading}
        paragraphs={about.paragraphs}
        photo={about.photo ? photoSlide(about.photo) : pageImages.aboutStudio}
      />
      <ProductBrands brands={productBrands} />
      <Section id="promise" eyebrow="Every visit" title="My Promise to You">
        <CheckList items={about.promises} columns={3} />
        <ActionRow>
          <Link to={paths.services.path} className={buttonVariants({ size: 'lg' })}>
            Explore Our Services
            <ArrowRight aria-hidden="true" />
          </Link>
        </ActionRow>
      </Section>
    </Prerendered>
  )
}
