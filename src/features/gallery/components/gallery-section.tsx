import { SectionHeading } from '@/components/ui/section-heading'
import { useAdminGalleryImages } from '@/features/gallery/api/gallery-images'
import { GalleryManager } from '@/features/gallery/components/gallery-manager'
import { RecentlyDeleted } from '@/features/gallery/components/recently-deleted'
import { UploadCard } from '@/features/gallery/components/upload-card'

/**
 * The Gallery section of /admin (docs/product.md §2 /admin): the upload card, the current images and, at its foot,
 * Recently deleted (docs/decisions.md #200). Her photos reach /gallery with the next publication (docs/site-content.md).
 */
export function GallerySection() {
  const images = useAdminGalleryImages()
  const list = images.data ?? []
  return (
    <div className="grid gap-8">
      <SectionHeading title="Gallery" intro="Manage your gallery images" />
      <UploadCard imageCount={list.length} ready={!images.isPending} />
      <GalleryManager images={list} isLoading={images.isPending} isError={images.isError} />
      <RecentlyDeleted />
    </div>
  )
}
