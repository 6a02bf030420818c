import { Clock, CloudOff, ImagePlus, LoaderCircle, RotateCcw, Trash2, TriangleAlert } from 'lucide-react'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { FULL_IMAGE_MAX_EDGE_PX } from '@/features/gallery/lib/renditions'
import {
  errorMessage,
  galleryToasts,
  NOT_UPLOADED_LIST_LABEL,
  notUploadedText,
  queueFullToast,
  UPLOADING,
  UPLOADING_LABEL,
  uploadFailedToast,
  uploadProgressText,
  WAITING_LABEL,
  waitingOfflineText,
  waitingText,
} from '@/features/gallery/messages'
import { useUploadQueue } from '@/features/gallery/upload-queue/context'
import type { QueuedPhoto } from '@/features/gallery/upload-queue/machine'
import { toast } from '@/hooks/use-toast'
import { GALLERY_CATEGORIES, PHOTO_CONTENT_TYPES } from '@/lib/photo-files'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/** The category select's label for each of GALLERY_CATEGORIES, listed in that order. */
const categoryLabels: Record<GalleryCategory, string> = { nails: 'Nails', lashes: 'Lashes' }

/**
 * 'Upload New Image' (docs/product.md §2 /admin, §4; docs/decisions.md #20, #290-#293): pick a category (Nails by
 * default) and one or several photos. A file that is not a photo, or too big, is refused at once with its own 'Upload
 * failed' toast; the others wait on her device in the upload queue (UploadQueueProvider) and upload two at a time,
 * each re-encoded in the browser with its renditions (docs/decisions.md #13, #14, #23). While a run is in flight the
 * status region reads 'Uploading...', and for several photos also 'Uploading 2 of 5...' (photos finished + 1), and
 * the inputs are disabled. Otherwise it says how many photos wait for the connection ("2 photos will upload when
 * you're back online") and how many could not be uploaded, and the list below names each, with Retry and Remove for
 * one that failed. New photos follow the `imageCount` images loaded and those still waiting, in the picked order
 * (docs/decisions.md #16), so the input waits until the list has loaded (`ready`).
 */
export function UploadCard({ imageCount, ready = true }: { imageCount: number; ready?: boolean }) {
  const id = useId()
  const [category, setCategory] = useState<GalleryCategory>('nails')
  const { queue, state } = useUploadQueue()
  // Retry and Remove take their button away (the list hides during a run, a removed photo leaves it): the keyboard goes
  // to the card's heading, and the status region says what happens next.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { busy, progress } = state
  const waiting = state.photos.filter((photo) => photo.state !== 'failed').length
  const failed = state.photos.length - waiting

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    if (files.length === 0) return
    try {
      const { refused, full } = await queue.pick(files, category, imageCount)
      for (const file of refused) toast({ ...uploadFailedToast(file.fileName, file.reason), variant: 'destructive' })
      if (full.length > 0) toast({ ...queueFullToast(full), variant: 'destructive' })
    } catch (error) {
      // A pick reports each refused file in its outcome; this is only the unexpected.
      toast({ ...galleryToasts.uploadFailed, description: errorMessage(error), variant: 'destructive' })
    } finally {
      input.value = ''
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="shadow-brand/5 border-accent-200 rounded-2xl border bg-white p-4 shadow-sm sm:p-6">
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-brand flex items-center gap-2 text-xl outline-none"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Upload New Image
      </h2>
      <div className="mt-4 grid gap-4 sm:mt-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:items-end sm:gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            value={category}
            disabled={busy || !ready}
            onChange={(event) => setCategory(event.currentTarget.value as GalleryCategory)}
          >
            {GALLERY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`}>Image file</Label>
          <input
            id={`${id}-file`}
            type="file"
            multiple
            accept={PHOTO_CONTENT_TYPES.join(',')}
            disabled={busy || !ready}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void handleFiles(event)}
            className="text-ink/80 file:bg-brand hover:border-brand border-accent-300 bg-accent-50/60 block min-h-12 w-full cursor-pointer rounded-lg border border-dashed p-1.5 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:px-4 file:font-semibold file:text-white disabled:cursor-not-allowed disabled:opacity-60"
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-ink/75 mt-3 text-sm">
        Choose one or several photos: JPEG, PNG, WebP, AVIF or GIF. Photos are resized to at most {FULL_IMAGE_MAX_EDGE_PX} px and saved
        without their hidden details (camera data and location).
      </p>
      <div role="status" aria-live="polite" className="text-brand text-sm">
        {progress ? (
          <div className="mt-3 grid gap-1">
            <p className="flex items-center gap-2 font-semibold">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {UPLOADING}
            </p>
            {progress.total > 1 ? (
              <p className="text-ink/80">{uploadProgressText(Math.min(progress.done + 1, progress.total), progress.total)}</p>
            ) : null}
          </div>
        ) : (
          <>
            {waiting > 0 ? (
              <p className="mt-3 flex items-center gap-2 font-semibold">
                {state.offline ? (
                  <CloudOff aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <Clock aria-hidden="true" className="size-4 shrink-0" />
                )}
                {state.offline ? waitingOfflineText(waiting) : waitingText(waiting)}
              </p>
            ) : null}
            {failed > 0 ? (
              <p className="mt-3 flex items-center gap-2 font-semibold text-red-800">
                <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                {notUploadedText(failed)}
              </p>
            ) : null}
          </>
        )}
      </div>
      {!busy && state.photos.length > 0 ? (
        <ul aria-label={NOT_UPLOADED_LIST_LABEL} className="mt-3 grid gap-2">
          {state.photos.map((photo) => (
            <QueuedPhotoItem
              key={photo.id}
              photo={photo}
              onRetry={() => {
                headingRef.current?.focus()
                void queue.retry(photo.id)
              }}
              onRemove={() => {
                headingRef.current?.focus()
                void queue.remove(photo.id)
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  )
}

type QueuedPhotoItemProps = { photo: QueuedPhoto; onRetry: () => void; onRemove: () => void }

/** One photo of the queue: its file name and state; a failed one says why, with Retry and Remove (44 px targets). */
function QueuedPhotoItem({ photo, onRetry, onRemove }: QueuedPhotoItemProps) {
  return (
    <li className="border-accent-200 bg-accent-50/60 grid gap-2 rounded-xl border p-3 text-sm">
      <div className="min-w-0">
        <p className="text-ink font-semibold break-all">{photo.fileName}</p>
        {photo.state === 'failed' ? (
          <p className="text-red-800">{photo.reason}</p>
        ) : (
          <p className="text-ink/75">
            <span className="capitalize">{photo.category}</span> · {photo.state === 'uploading' ? UPLOADING_LABEL : WAITING_LABEL}
          </p>
        )}
      </div>
      {photo.state === 'failed' ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry<span className="sr-only"> {photo.fileName}</span>
          </Button>
          <Button type="button" variant="destructive" onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove<span className="sr-only"> {photo.fileName}</span>
          </Button>
        </div>
      ) : null}
    </li>
  )
}
