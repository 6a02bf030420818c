import type { ReactNode } from 'react'
import { useAdminGalleryImages } from '@/features/gallery/api/gallery-images'
import { GalleryManager } from '@/features/gallery/components/gallery-manager'
import { UploadCard } from '@/features/gallery/components/upload-card'

/**
 * The admin screen once access is granted (docs/product.md §2 /admin): title, subtitle, the page's `actions`
 * (Sign Out), the upload card and the current images.
 */
export function AdminDashboard({ actions }: { actions?: ReactNode }) {
  const images = useAdminGalleryImages()
  const list = images.data ?? []
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-rose-200 pb-6">
        <div>
          <h1 className="font-display text-plum text-3xl sm:text-4xl">Admin Dashboard</h1>
          <p className="text-ink/75 mt-1">Manage your gallery images</p>
        </div>
        {actions}
      </header>
      <UploadCard imageCount={list.length} ready={!images.isPending} />
      <GalleryManager images={list} isLoading={images.isPending} isError={images.isError} />
    </div>
  )
}
