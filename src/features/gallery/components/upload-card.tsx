import { ImagePlus, LoaderCircle } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { useUploadGalleryImages } from '@/features/gallery/api/upload-gallery-images'
import { ACCEPTED_IMAGE_TYPES } from '@/features/gallery/lib/prepare-image'
import { FULL_IMAGE_MAX_EDGE_PX } from '@/features/gallery/lib/renditions'
import { errorMessage, galleryToasts, UPLOADING, uploadedToast, uploadFailedToast, uploadProgressText } from '@/features/gallery/messages'
import { toast } from '@/hooks/use-toast'
import type { GalleryCategory } from '@/lib/supabase/database.types'

const categories: { value: GalleryCategory; label: string }[] = [
  { value: 'nails', label: 'Nails' },
  { value: 'lashes', label: 'Lashes' },
]

/** Progress of the current pick: files finished, out of `total`. */
type Batch = { total: number; done: number }

/**
 * 'Upload New Image' (docs/product.md §2 /admin, §4; docs/decisions.md #20): pick a category (Nails by
 * default) and one or several photos; they upload at once, two at a time, each re-encoded in the browser
 * with its renditions (docs/decisions.md #13, #14, #23). While anything is in flight the live region
 * reads 'Uploading...', and for several files also 'Uploading 2 of 5...' (files finished + 1); every failure gets
 * its own 'Upload failed' toast naming the file, and the batch one success toast. New images follow
 * the `imageCount` images loaded, in the picked order (docs/decisions.md #16), so the input waits until
 * the list has loaded (`ready`).
 */
export function UploadCard({ imageCount, ready = true }: { imageCount: number; ready?: boolean }) {
  const id = useId()
  const [category, setCategory] = useState<GalleryCategory>('nails')
  const [batch, setBatch] = useState<Batch | null>(null)
  const upload = useUploadGalleryImages()
  const busy = batch !== null

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    if (files.length === 0) return
    setBatch({ total: files.length, done: 0 })
    try {
      const results = await upload.mutateAsync({
        files,
        category,
        startOrder: imageCount,
        onProgress: (progress) => setBatch({ total: progress.total, done: progress.done }),
      })
      for (const result of results) {
        if (!result.ok) toast({ ...uploadFailedToast(result.fileName, result.reason), variant: 'destructive' })
      }
      const uploaded = results.filter((result) => result.ok).length
      if (uploaded > 0) toast(uploadedToast(uploaded))
    } catch (error) {
      // uploadGalleryImages reports each file's failure in its results; this is only the unexpected.
      toast({ ...galleryToasts.uploadFailed, description: errorMessage(error), variant: 'destructive' })
    } finally {
      setBatch(null)
      input.value = ''
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="shadow-plum/5 rounded-2xl border border-rose-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-plum flex items-center gap-2 text-xl">
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
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
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
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={busy || !ready}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void handleFiles(event)}
            className="text-ink/80 file:bg-plum hover:border-plum block min-h-12 w-full cursor-pointer rounded-lg border border-dashed border-rose-300 bg-rose-50/60 p-1.5 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:px-4 file:font-semibold file:text-white disabled:cursor-not-allowed disabled:opacity-60"
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-ink/75 mt-3 text-sm">
        Choose one or several photos: JPEG, PNG, WebP, AVIF or GIF. Photos are resized to at most {FULL_IMAGE_MAX_EDGE_PX} px and saved
        without their hidden details (camera data and location).
      </p>
      <div role="status" aria-live="polite" className="text-plum text-sm">
        {batch ? (
          <div className="mt-3 grid gap-1">
            <p className="flex items-center gap-2 font-semibold">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {UPLOADING}
            </p>
            {batch.total > 1 ? (
              <p className="text-ink/80">{uploadProgressText(Math.min(batch.done + 1, batch.total), batch.total)}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
