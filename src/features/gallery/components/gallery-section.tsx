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
      <div>
        <h2 className="font-display text-plum text-2xl">Gallery</h2>
        <p className="text-ink/75 mt-1">Manage your gallery images</p>
      </div>
      <UploadCard imageCount={list.length} ready={!images.isPending} />
      <GalleryManager images={list} isLoading={images.isPending} isError={images.isError} />
      <RecentlyDeleted />
    </div>
  )
}
