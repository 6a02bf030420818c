import { Trash2 } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { useDeleteGalleryImage } from '@/features/gallery/api/delete-gallery-image'
import { DELETE_CONFIRMATION, galleryToasts } from '@/features/gallery/messages'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { toast } from '@/hooks/use-toast'
import type { GalleryCategory } from '@/lib/supabase/database.types'

const groups: readonly GalleryCategory[] = ['nails', 'lashes']

const altPrefix: Record<GalleryCategory, string> = {
  nails: 'Uploaded nail design',
  lashes: 'Uploaded lash and brow work',
}

type GalleryManagerProps = {
  images: readonly GalleryImage[]
  isLoading: boolean
  isError: boolean
}

/**
 * 'Current Gallery Images' (docs/product.md §2 /admin): one group per category under the headings nails and
 * lashes, grids of 2/3/4 columns, a Delete button per card. Delete asks first, then removes file and
 * row (docs/product.md §4, §8). A failed load shows the 'Error' toast once.
 */
export function GalleryManager({ images, isLoading, isError }: GalleryManagerProps) {
  const remove = useDeleteGalleryImage()

  useEffect(() => {
    if (isError) toast({ ...galleryToasts.loadFailed, variant: 'destructive' })
  }, [isError])

  async function handleDelete(image: GalleryImage) {
    if (!window.confirm(DELETE_CONFIRMATION)) return
    try {
      await remove.mutateAsync(image)
      toast(galleryToasts.deleted)
    } catch {
      toast({ ...galleryToasts.deleteFailed, variant: 'destructive' })
    }
  }

  return (
    <section aria-labelledby="current-images-title" className="grid gap-8">
      <h2 id="current-images-title" className="font-display text-plum text-2xl">
        Current Gallery Images
      </h2>
      {isLoading ? <p className="text-ink/70">Loading...</p> : null}
      {groups.map((category) => {
        const inGroup = images.filter((image) => image.category === category)
        return (
          <section key={category} aria-labelledby={`group-${category}`} className="grid gap-4">
            <h3 id={`group-${category}`} className="text-ink flex items-baseline gap-2 text-lg font-semibold capitalize">
              {category}
              <span className="text-ink/75 text-sm font-normal normal-case">
                ({inGroup.length} {inGroup.length === 1 ? 'image' : 'images'})
              </span>
            </h3>
            {inGroup.length === 0 && !isLoading ? (
              <p className="text-ink/75 rounded-xl border border-dashed border-rose-200 px-4 py-6 text-center text-sm">
                No {category} images uploaded yet.
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
                {inGroup.map((image, index) => (
                  <li key={image.id} className="overflow-hidden rounded-xl border border-rose-200 bg-white shadow-sm">
                    <img
                      src={image.image_url}
                      alt={`${altPrefix[category]} ${index + 1}`}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full bg-rose-50 object-cover"
                    />
                    <div className="p-2">
                      <Button
                        variant="destructive"
                        size="sm"
                        className="w-full"
                        disabled={remove.isPending && remove.variables?.id === image.id}
                        onClick={() => handleDelete(image)}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                        <span className="sr-only">
                          {category} image {index + 1}
                        </span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </section>
  )
}
