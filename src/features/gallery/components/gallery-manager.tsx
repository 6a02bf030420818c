import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useMoveToRecentlyDeleted, usePendingPhotoIds } from '@/features/gallery/api/gallery-bin'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { byCategory } from '@/features/gallery/lib/by-category'
import { useReorderGalleryImages } from '@/features/gallery/api/reorder-gallery-images'
import { useUpdateGalleryCaption } from '@/features/gallery/api/update-gallery-caption'
import { ImageCard, ImageCardIcons } from '@/features/gallery/components/image-card'
import { useMoveFocus, type MoveDirection } from '@/hooks/use-move-focus'
import { moveId, usePointerReorder } from '@/hooks/use-pointer-reorder'
import { errorMessage, galleryToasts } from '@/features/gallery/messages'
import { toast } from '@/hooks/use-toast'
import { GALLERY_CATEGORIES } from '@/lib/photo-files'
import type { GalleryCategory } from '@/lib/supabase/database.types'

type GalleryManagerProps = {
  images: readonly GalleryImage[]
  isLoading: boolean
  isError: boolean
}

type GroupActions = {
  reorder: (category: GalleryCategory, orderedIds: readonly string[]) => void
  onDelete: (image: GalleryImage) => void
  onSaveCaption: (id: string, caption: string) => Promise<void>
}

/**
 * 'Current Gallery Images' (docs/product.md §2 /admin): one group per category under the headings nails and
 * lashes, grids of 2/3/4 columns of ImageCards. Delete moves the photo to Recently deleted at once, without a
 * question (docs/decisions.md #200, #205); a card being deleted has its Delete disabled. The owner's order (docs/decisions.md #22) is saved in one call per move or
 * drop and shown at once; if saving fails the old order comes back with the 'Reorder failed' toast. A
 * failed load shows the 'Error' toast once.
 */
export function GalleryManager({ images, isLoading, isError }: GalleryManagerProps) {
  const remove = useMoveToRecentlyDeleted()
  // Every card whose delete is on its way (she may delete several in a row before the first has finished).
  const deletingIds = usePendingPhotoIds('delete')
  const reorderMutation = useReorderGalleryImages()
  const captionMutation = useUpdateGalleryCaption()
  const { mutate: reorderMutate } = reorderMutation
  const { mutateAsync: saveCaption } = captionMutation
  const { mutateAsync: deleteImage } = remove

  useEffect(() => {
    if (isError) toast({ ...galleryToasts.loadFailed, variant: 'destructive' })
  }, [isError])

  const actions = useMemo<GroupActions>(
    () => ({
      reorder: (category, orderedIds) =>
        reorderMutate(
          { category, orderedIds },
          { onError: (error) => toast({ ...galleryToasts.reorderFailed, description: errorMessage(error), variant: 'destructive' }) },
        ),
      onDelete: (image) => {
        deleteImage(image).then(
          () => toast(galleryToasts.deleted),
          (error: unknown) => toast({ ...galleryToasts.deleteFailed, description: errorMessage(error), variant: 'destructive' }),
        )
      },
      onSaveCaption: async (id, caption) => {
        try {
          await saveCaption({ id, caption })
          toast(galleryToasts.captionSaved)
        } catch (error) {
          toast({ ...galleryToasts.captionFailed, description: errorMessage(error), variant: 'destructive' })
          throw error
        }
      },
    }),
    [deleteImage, reorderMutate, saveCaption],
  )
  // Stable per-category lists, so a render that changes no rows re-renders no card.
  const grouped = useMemo(() => byCategory(images), [images])

  return (
    <section aria-labelledby="current-images-title" className="grid gap-8">
      <div className="grid gap-1">
        <h2 id="current-images-title" className="font-display text-brand text-2xl">
          Current Gallery Images
        </h2>
        <p className="text-ink/75 text-sm">
          Use the arrows, or drag the <span className="font-semibold">grip</span> in a photo&apos;s corner, to change the order visitors
          see.
        </p>
      </div>
      {isLoading ? <p className="text-ink/75">Loading...</p> : null}
      {GALLERY_CATEGORIES.map((category) => (
        <CategoryGroup
          key={category}
          category={category}
          images={grouped[category]}
          isLoading={isLoading}
          actions={actions}
          deletingIds={deletingIds}
        />
      ))}
    </section>
  )
}

type CategoryGroupProps = {
  category: GalleryCategory
  images: readonly GalleryImage[]
  isLoading: boolean
  actions: GroupActions
  deletingIds: ReadonlySet<string>
}

/** One category's heading, count and sortable grid; keeps focus on the moved card's button and announces moves. */
function CategoryGroup({ category, images, isLoading, actions, deletingIds }: CategoryGroupProps) {
  const byId = useMemo(() => new Map(images.map((image) => [image.id, image])), [images])
  const ids = useMemo(() => images.map((image) => image.id), [images])
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLUListElement>(null)
  // The cards' icons are drawn once, under ids of this grid's own (docs/decisions.md #652).
  const icons = useId()
  const { reorder } = actions

  const commit = useCallback(
    (orderedIds: readonly string[], movedId: string) => {
      reorder(category, orderedIds)
      setAnnouncement(`Moved to position ${orderedIds.indexOf(movedId) + 1} of ${orderedIds.length}.`)
    },
    [category, reorder],
  )

  const { order, draggingId, handleProps } = usePointerReorder(category, ids, commit)
  // The moved card keeps the keyboard (its DOM node may be re-inserted).
  const rememberFocus = useMoveFocus(listRef, order)

  const idsRef = useRef(ids)
  useLayoutEffect(() => {
    idsRef.current = ids
  }, [ids])
  const onMove = useCallback(
    (id: string, direction: MoveDirection) => {
      const current = idsRef.current
      const next = moveId(current, id, current.indexOf(id) + (direction === 'earlier' ? -1 : 1))
      if (next === current) return
      rememberFocus(id, direction, next.indexOf(id))
      commit(next, id)
    },
    [commit, rememberFocus],
  )

  return (
    <section aria-labelledby={`group-${category}`} className="grid gap-4">
      <h3 id={`group-${category}`} className="text-ink flex items-baseline gap-2 text-lg font-semibold capitalize">
        {category}
        <span className="text-ink/75 text-sm font-normal normal-case">
          ({images.length} {images.length === 1 ? 'image' : 'images'})
        </span>
      </h3>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ImageCardIcons icons={icons} />
      {images.length === 0 && !isLoading ? (
        <p className="text-ink/75 border-accent-200 rounded-xl border border-dashed px-4 py-6 text-center text-sm">
          No {category} images uploaded yet.
        </p>
      ) : (
        <ul ref={listRef} data-reorder-list={category} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {order.map((id, position) => {
            const image = byId.get(id)
            if (!image) return null
            return (
              <ImageCard
                key={id}
                image={image}
                position={position}
                count={order.length}
                icons={icons}
                dragging={draggingId === id}
                deleting={deletingIds.has(id)}
                dragHandle={handleProps}
                onMove={onMove}
                onDelete={actions.onDelete}
                onSaveCaption={actions.onSaveCaption}
              />
            )
          })}
        </ul>
      )}
    </section>
  )
}
