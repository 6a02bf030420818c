import { ImagePlus, LoaderCircle } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { useUploadGalleryImage } from '@/features/gallery/api/upload-gallery-image'
import { ACCEPTED_IMAGE_TYPES, prepareImageForUpload } from '@/features/gallery/lib/prepare-image'
import { galleryToasts, UNKNOWN_ERROR } from '@/features/gallery/messages'
import { toast } from '@/hooks/use-toast'
import type { GalleryCategory } from '@/lib/supabase/database.types'

const categories: { value: GalleryCategory; label: string }[] = [
  { value: 'nails', label: 'Nails' },
  { value: 'lashes', label: 'Lashes' },
]

/**
 * 'Upload New Image' (docs/product.md §2 /admin, §4): pick a category (Nails by default), choose one image and it
 * uploads at once. The file is re-encoded in the browser first (docs/decisions.md #13, #14); 'Uploading...'
 * shows meanwhile; the outcome is toasted (docs/product.md §8) and the list reloads.
 */
export function UploadCard({ imageCount }: { imageCount: number }) {
  const id = useId()
  const [category, setCategory] = useState<GalleryCategory>('nails')
  const [preparing, setPreparing] = useState(false)
  const upload = useUploadGalleryImage()
  const busy = preparing || upload.isPending

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    setPreparing(true)
    try {
      const image = await prepareImageForUpload(file)
      setPreparing(false)
      await upload.mutateAsync({ image, category, displayOrder: imageCount })
      toast(galleryToasts.uploaded)
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR
      toast({
        ...galleryToasts.uploadFailed,
        description,
        variant: 'destructive',
      })
    } finally {
      setPreparing(false)
      input.value = ''
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="shadow-plum/5 rounded-2xl border border-rose-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-plum flex items-center gap-2 text-xl">
        <ImagePlus aria-hidden="true" className="size-5" />
        Upload New Image
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            id={`${id}-category`}
            value={category}
            disabled={busy}
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
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={handleFile}
            className="text-ink/80 file:bg-plum hover:border-plum block min-h-11 w-full cursor-pointer rounded-lg border border-dashed border-rose-300 bg-rose-50/60 p-1.5 text-sm file:mr-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:px-4 file:font-semibold file:text-white disabled:cursor-not-allowed disabled:opacity-60"
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-ink/70 mt-3 text-sm">
        JPEG, PNG, WebP, AVIF or GIF. Photos are resized to at most 2048 px and saved without their hidden details (camera data and
        location).
      </p>
      <p role="status" aria-live="polite" className="text-plum mt-3 flex items-center gap-2 text-sm font-semibold empty:mt-0">
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Uploading...
          </>
        ) : null}
      </p>
    </section>
  )
}
