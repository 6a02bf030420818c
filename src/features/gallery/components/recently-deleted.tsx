import { ImageOff, RotateCcw, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import {
  useDeleteForever,
  usePendingPhotoIds,
  useRecentlyDeleted,
  useRestoreFromRecentlyDeleted,
  type BinnedPhoto,
} from '@/features/gallery/api/gallery-bin'
import { captionOf } from '@/features/gallery/lib/caption-text'
import { DELETE_FOREVER_CONFIRMATION, errorMessage, galleryToasts, goesForGoodText } from '@/features/gallery/messages'
import { toast } from '@/hooks/use-toast'
import { formatDay, londonDay } from '@/lib/format'

/** Thumbnails are drawn this wide and high (px); the 480 px rendition is signed for them. */
const THUMBNAIL_PX = 80

/**
 * "Recently deleted" at the foot of /admin's Gallery section (docs/decisions.md #200-#205; docs/owner-guide.md): each
 * deleted photo, newest first, with its thumbnail, caption, category and the day it goes for good (London), "Restore"
 * and "Delete forever" (which asks first). After either, the keyboard moves on to the next photo's "Restore" (or the
 * heading, when none is left), so it is never lost to the page.
 */
export function RecentlyDeleted() {
  const bin = useRecentlyDeleted()
  const restore = useRestoreFromRecentlyDeleted()
  const deleteForever = useDeleteForever()
  const busyIds = usePendingPhotoIds('restore', 'delete-forever')
  // Where the keyboard goes once the photo just restored or deleted (`leaving`) has left the list: its neighbour, or null.
  const focusAfter = useRef<{ leaving: string; next: string | null } | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const photos = bin.data ?? []

  useEffect(() => {
    if (bin.isError) toast({ ...galleryToasts.recentlyDeletedFailed, variant: 'destructive' })
  }, [bin.isError])

  // Once the finished photo has left the list, focus its neighbour (or the heading).
  useEffect(() => {
    const pending = focusAfter.current
    if (!pending || bin.isFetching || bin.data?.some((p) => p.id === pending.leaving)) return
    const target = pending.next ? listRef.current?.querySelector<HTMLElement>(`[data-bin-id="${pending.next}"] button`) : null
    ;(target ?? headingRef.current)?.focus()
    focusAfter.current = null
  }, [bin.isFetching, bin.data])

  async function run(photo: BinnedPhoto, action: () => Promise<unknown>, done: () => void, failed: { title: string }) {
    const index = photos.findIndex((p) => p.id === photo.id)
    const neighbour = photos[index + 1] ?? photos[index - 1] ?? null
    // Set before the action: the list is read again (and the effect above runs) before the action resolves.
    focusAfter.current = { leaving: photo.id, next: neighbour?.id ?? null }
    try {
      await action()
      done()
    } catch (error) {
      focusAfter.current = null
      toast({ ...failed, description: errorMessage(error), variant: 'destructive' })
    }
  }

  const onRestore = (photo: BinnedPhoto) =>
    run(
      photo,
      () => restore.mutateAsync(photo),
      () => toast(galleryToasts.restored),
      galleryToasts.restoreFailed,
    )
  const onDeleteForever = (photo: BinnedPhoto) => {
    if (!window.confirm(DELETE_FOREVER_CONFIRMATION)) return
    return run(
      photo,
      () => deleteForever.mutateAsync(photo),
      () => toast(galleryToasts.deletedForever),
      galleryToasts.deleteFailed,
    )
  }

  return (
    <section aria-labelledby="recently-deleted-title" className="border-accent-200 grid gap-4 border-t pt-8">
      <div className="grid gap-1">
        <h2 id="recently-deleted-title" ref={headingRef} tabIndex={-1} className="font-display text-brand text-2xl outline-none">
          Recently deleted
        </h2>
        <p className="text-ink/75 text-sm">
          Photos you delete wait here for 30 days, where visitors cannot see them. Restore puts one back in its place.
        </p>
      </div>
      {bin.isPending ? <p className="text-ink/75">Loading...</p> : null}
      {bin.isSuccess && photos.length === 0 ? (
        <p className="text-ink/75 border-accent-200 rounded-xl border border-dashed px-4 py-6 text-center text-sm">
          Nothing deleted in the last 30 days.
        </p>
      ) : null}
      {photos.length ? (
        <ul ref={listRef} className="grid gap-3">
          {photos.map((photo) => (
            <BinnedPhotoItem
              key={photo.id}
              photo={photo}
              busy={busyIds.has(photo.id)}
              onRestore={() => void onRestore(photo)}
              onDeleteForever={() => void onDeleteForever(photo)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

type BinnedPhotoItemProps = { photo: BinnedPhoto; busy: boolean; onRestore: () => void; onDeleteForever: () => void }

/** One deleted photo: thumbnail, caption, category, the day it goes for good, Restore and Delete forever (44 px targets). */
function BinnedPhotoItem({ photo, busy, onRestore, onDeleteForever }: BinnedPhotoItemProps) {
  const caption = captionOf(photo)
  return (
    <li data-bin-id={photo.id} className="border-accent-200 flex gap-3 rounded-xl border bg-white p-3 shadow-sm">
      {photo.thumbnailUrl ? (
        <img
          src={photo.thumbnailUrl}
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          alt={caption}
          loading="lazy"
          decoding="async"
          className="bg-accent-50 size-20 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span className="text-ink/60 bg-accent-50 flex size-20 shrink-0 items-center justify-center rounded-lg">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="min-w-0">
          <p className="text-ink truncate font-semibold">{caption}</p>
          <p className="text-ink/75 text-sm">
            <span className="capitalize">{photo.category}</span> · {goesForGoodText(formatDay(londonDay(new Date(photo.purge_after))))}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onRestore}>
            <RotateCcw aria-hidden="true" />
            Restore<span className="sr-only"> {caption}</span>
          </Button>
          <Button type="button" variant="destructive" disabled={busy} onClick={onDeleteForever}>
            <Trash2 aria-hidden="true" />
            Delete forever<span className="sr-only"> {caption}</span>
          </Button>
        </div>
      </div>
    </li>
  )
}
