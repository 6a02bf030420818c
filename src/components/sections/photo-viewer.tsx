import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useEffect, useId, useRef, type PointerEvent, type SyntheticEvent } from 'react'

/** One photo as the viewer shows it: renditions only (never an original upload), its caption as alt text and caption. */
export type ViewerPhoto = {
  key: string
  caption: string
  /** The largest rendition (also the plain link's target before the scripts have run). */
  src: string
  /** WebP (or an upload's own format) renditions with their widths. */
  srcSet?: string
  /** AVIF renditions of a built-in photo. */
  avifSrcSet?: string
  /** Intrinsic size of `src` (px), when known. */
  width?: number
  height?: number
}

type PhotoViewerProps = {
  /** The category's name, e.g. "Nails": the dialog's name is "<label> photos". */
  label: string
  photos: readonly ViewerPhoto[]
  index: number
  /** Show another photo of the same list. */
  onIndex: (index: number) => void
  /** Close (the close button or Escape); the caller goes back in history. */
  onClose: () => void
}

/** A horizontal swipe at least this long (CSS px) moves to the previous or next photo. */
const SWIPE_MIN_PX = 50

/**
 * `sizes` for a photo shown whole inside the viewer's picture area (the viewport's width, at most 80% of its height
 * tall), so the browser picks the rendition that fits the screen.
 */
function viewerSizes(photo: ViewerPhoto): string {
  if (!photo.width || !photo.height) return '100vw'
  return `min(100vw, ${((80 * photo.width) / photo.height).toFixed(1)}vh)`
}

/**
 * The photo viewer of /gallery (docs/decisions.md #133), in a lazily loaded chunk: a modal `<dialog>` (focus moves in
 * and stays in, the page behind is inert) with the photo large, its caption and "n of m", previous/next by buttons,
 * the arrow keys and a horizontal swipe (within the category, stopping at its ends), and a close button; Escape closes
 * it too. The caller owns the index and closing (history, focus return: ./gallery-grid.tsx).
 */
export default function PhotoViewer({ label, photos, index, onIndex, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeFrom = useRef<{ x: number; y: number } | null>(null)
  const captionId = useId()
  const photo = photos[index]
  const hasPrevious = index > 0
  const hasNext = index < photos.length - 1

  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])

  const move = (step: -1 | 1) => {
    const next = index + step
    if (next >= 0 && next < photos.length) onIndex(next)
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move(-1)
    else if (event.key === 'ArrowRight') move(1)
    else return
    event.preventDefault()
  }
  const onCancel = (event: SyntheticEvent) => {
    // Escape: close through the caller (history) rather than let the dialog close itself.
    event.preventDefault()
    onClose()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (!from) return
    const dx = event.clientX - from.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx < 0 ? 1 : -1)
  }
  if (!photo) return null

  const control =
    'grid size-12 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-white disabled:opacity-30'
  return (
    <dialog
      ref={dialog}
      aria-label={`${label} photos`}
      aria-describedby={captionId}
      data-slot="photo-viewer"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      className="bg-brand-900 m-0 h-dvh max-h-none w-screen max-w-none flex-col border-0 p-0 text-white backdrop:bg-black/70 open:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="text-accent-50/90 text-sm tabular-nums">
          {index + 1} of {photos.length}
        </p>
        <button type="button" aria-label="Close" onClick={onClose} className={control}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <picture key={photo.key} className="contents">
          {photo.avifSrcSet ? <source type="image/avif" srcSet={photo.avifSrcSet} sizes={viewerSizes(photo)} /> : null}
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.srcSet ? viewerSizes(photo) : undefined}
            width={photo.width}
            height={photo.height}
            alt={photo.caption}
            draggable={false}
            className="max-h-[80dvh] max-h-[80vh] w-auto max-w-full object-contain"
          />
        </picture>
      </div>
      <div className="flex items-center justify-between gap-4 px-4 py-4">
        <button type="button" aria-label="Previous photo" disabled={!hasPrevious} onClick={() => move(-1)} className={control}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <p id={captionId} className="font-display flex-1 text-center text-lg leading-snug md:text-xl">
          {photo.caption}
        </p>
        <button type="button" aria-label="Next photo" disabled={!hasNext} onClick={() => move(1)} className={control}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>
    </dialog>
  )
}
