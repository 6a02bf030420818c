import { ActionRow } from '@/components/sections/action-row'
import { GalleryGrid } from '@/components/sections/gallery-grid'
import { PageHeader } from '@/components/sections/page-header'
import { InstagramIcon } from '@/components/ui/brand-icons'
import { buttonVariants } from '@/components/ui/button-variants'
import { BookingLink } from '@/components/ui/cta-links'
import { ExternalLink } from '@/components/ui/external-link'
import { galleryImages } from '@/content/gallery'
import { pageIntros } from '@/content/pages'
import { studio } from '@/content/studio'
import { useGalleryFeed } from '@/features/gallery/api/use-gallery-feed'

/**
 * Gallery (docs/product.md §2, docs/decisions.md #7, #23): 18 nail and 10 brow & lash images, each grid followed by the owner's
 * uploads (24 at first, more on request); Instagram and 'Book This Look'.
 */
export default function GalleryPage() {
  const nails = useGalleryFeed('nails')
  const lashes = useGalleryFeed('lashes')
  return (
    <>
      <PageHeader {...pageIntros.gallery} />
      <GalleryGrid id="nails" title="Nails" uploaded={nails} images={galleryImages.nails} leadImage />
      <GalleryGrid id="lashes" title="Brows & Lashes" uploaded={lashes} images={galleryImages.lashes} />
      <ActionRow className="mt-4 mb-20 px-5">
        <ExternalLink href={studio.instagramUrl} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <InstagramIcon />
          Follow on Instagram
        </ExternalLink>
        <BookingLink>Book This Look</BookingLink>
      </ActionRow>
    </>
  )
}
