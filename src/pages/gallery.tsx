import { HydrateOnView } from '@/components/layout/hydrate-on-view'
import { Prerendered } from '@/components/layout/prerendered'
import { ActionRow } from '@/components/sections/action-row'
import { GalleryGrid } from '@/components/sections/gallery-grid'
import { PageHeader } from '@/components/sections/page-header'
import { InstagramIcon } from '@/components/ui/brand-icons'
import { buttonVariants } from '@/components/ui/button-variants'
import { BookingLink } from '@/components/ui/cta-links'
import { ExternalLink } from '@/components/ui/external-link'
import { galleryImages } from '@/content/gallery'
import { usePageWords } from '@/content/pages'
import { useStudio } from '@/content/studio'
import { publishedPhotos } from '@/content/uploads'
import { usePublishedFeed } from '@/features/gallery/lib/published-feed'

/**
 * Gallery (docs/product.md §2, docs/decisions.md #108): the owner's published photos per category, 24 at first and
 * more on request, or the built-in samples (18 nail, 10 brow & lash) for a category without any; Instagram and
 * 'Book This Look'. Prerendered: no backend request. Each grid hydrates on its own once it is within a screen of the
 * viewport (docs/decisions.md #215): the first at once, the second when the visitor scrolls towards it.
 */
export default function GalleryPage() {
  const nails = usePublishedFeed(publishedPhotos, 'nails')
  const lashes = usePublishedFeed(publishedPhotos, 'lashes')
  const { instagramUrl } = useStudio()
  const intro = usePageWords('gallery')
  return (
    <>
      <Prerendered>
        <PageHeader {...intro} />
      </Prerendered>
      <HydrateOnView>
        <GalleryGrid id="nails" title="Nails" uploaded={nails} images={galleryImages.nails} leadImage />
      </HydrateOnView>
      <HydrateOnView>
        <GalleryGrid id="lashes" title="Brows & Lashes" uploaded={lashes} images={galleryImages.lashes} />
      </HydrateOnView>
      <Prerendered>
        <ActionRow className="mt-4 mb-20 px-5">
          <ExternalLink href={instagramUrl} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <InstagramIcon />
            Follow on Instagram
          </ExternalLink>
          <BookingLink>Book This Look</BookingLink>
        </ActionRow>
      </Prerendered>
    </>
  )
}
