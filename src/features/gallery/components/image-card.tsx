import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react'
import { memo, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { IconDefs, IconRef, type IconDef } from '@/components/ui/icon-refs'
import type { GalleryImage } from '@/features/gallery/api/list-gallery-images'
import { checkCaption, defaultCaption } from '@/features/gallery/lib/caption'
import { adminThumbnail } from '@/features/gallery/lib/admin-thumbnail'
import type { MoveDirection } from '@/hooks/use-move-focus'
import type { DragHandleProps } from '@/hooks/use-pointer-reorder'
import { cn } from '@/lib/utils'

/** Round 44 px control laid over the photo (move and drag), readable on any picture. */
const overlayControl =
  'absolute inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand shadow-md shadow-brand/20 ring-1 ring-brand/15 transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-40 [&_svg]:size-5'

/** The four icons every card repeats, drawn once per category (docs/decisions.md #161, #652). */
const ICONS = {
  grip: { id: 'card-icon-grip', icon: GripVertical },
  earlier: { id: 'card-icon-earlier', icon: ChevronLeft },
  later: { id: 'card-icon-later', icon: ChevronRight },
  remove: { id: 'card-icon-remove', icon: Trash2 },
} satisfies Record<string, IconDef>

/**
 * The cards' icons, drawn once for a category's grid under `icons` (its `useId()`, so the two grids keep their ids
 * apart); each `ImageCard` repeats them by reference (docs/decisions.md #652).
 */
export function ImageCardIcons({ icons }: { icons: string }) {
  return <IconDefs icons={Object.values(ICONS)} prefix={icons} />
}

type ImageCardProps = {
  image: GalleryImage
  /** 0-based position in its category. */
  position: number
  /** Images in its category. */
  count: number
  /** The id prefix its icons were drawn under (`ImageCardIcons`). */
  icons: string
  /** Being dragged right now. */
  dragging: boolean
  deleting: boolean
  dragHandle: DragHandleProps
  onMove: (id: string, direction: MoveDirection) => void
  onDelete: (image: GalleryImage) => void
  /** Saves the checked caption (null = the default); rejects when the backend refuses it. */
  onSaveCaption: (id: string, caption: string) => Promise<void>
}

/**
 * One card of the admin grid (docs/product.md §2 /admin; docs/decisions.md #21, #22): the photo (the 480 px
 * rendition, lazy), its position, a drag handle (mouse and touch; keyboard and screen-reader users have the
 * move buttons), 'Move earlier' / 'Move later' (disabled at the ends), the 'Caption' field with 'Save'
 * and Delete. Controls are at least 44 px for a thumb. Memoised: typing in one card re-renders only it. Out of
 * view, its content is skipped by the browser's rendering (`content-visibility: auto`, docs/decisions.md #567).
 */
export const ImageCard = memo(function ImageCard({
  image,
  position,
  count,
  icons,
  dragging,
  deleting,
  dragHandle,
  onMove,
  onDelete,
  onSaveCaption,
}: ImageCardProps) {
  const [caption, setCaption] = useState(image.caption ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const name = `${image.category} image ${position + 1}`
  const thumbnail = adminThumbnail(image)
  const checked = checkCaption(caption)
  const unchanged = checked.ok && checked.caption === image.caption

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!checked.ok) {
      setProblem(checked.message)
      return
    }
    setProblem(null)
    setSaving(true)
    try {
      await onSaveCaption(image.id, caption)
      setCaption(checked.caption ?? '')
    } catch {
      // The manager has shown 'Caption not saved'; the typed text stays so nothing is lost.
    } finally {
      setSaving(false)
    }
  }

  return (
    <li
      data-reorder-id={image.id}
      // A card out of view is neither styled, laid out nor painted (content-visibility), so /admin's first frame does
      // not draw her whole gallery; it keeps its size (the one it last had on screen, else about a card's 22rem)
      // and stays in the accessibility tree and the tab order (docs/decisions.md #567, as the list rows: #302).
      className={cn(
        'border-accent-200 flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-[opacity,box-shadow] [contain-intrinsic-size:auto_22rem] [content-visibility:auto]',
        dragging && 'ring-brand opacity-70 shadow-lg ring-2',
      )}
    >
      <div className="relative">
        <img
          src={thumbnail.src}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={image.caption ?? defaultCaption(image.category)}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="bg-accent-50 aspect-square w-full object-cover select-none"
        />
        <span aria-hidden="true" className="bg-brand/85 absolute top-2 left-2 rounded-full px-2.5 py-1 text-xs font-semibold text-white">
          {position + 1}
        </span>
        <span
          aria-hidden="true"
          title="Drag to reorder"
          data-drag-handle=""
          className={cn(overlayControl, 'top-1.5 right-1.5 cursor-grab touch-none active:cursor-grabbing')}
          {...dragHandle}
        >
          <IconRef id={icons + ICONS.grip.id} />
        </span>
        <button
          type="button"
          data-move="earlier"
          className={cn(overlayControl, 'bottom-1.5 left-1.5')}
          disabled={position === 0}
          onClick={() => onMove(image.id, 'earlier')}
        >
          <IconRef id={icons + ICONS.earlier.id} />
          <span className="sr-only">Move earlier: {name}</span>
        </button>
        <button
          type="button"
          data-move="later"
          className={cn(overlayControl, 'right-1.5 bottom-1.5')}
          disabled={position === count - 1}
          onClick={() => onMove(image.id, 'later')}
        >
          <IconRef id={icons + ICONS.later.id} />
          <span className="sr-only">Move later: {name}</span>
        </button>
      </div>
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-1 flex-col gap-2 p-2 sm:p-3">
        <TextField
          label={
            <>
              Caption<span className="sr-only"> of {name}</span>
            </>
          }
          error={problem ?? undefined}
          announce
          value={caption}
          placeholder={defaultCaption(image.category)}
          enterKeyHint="done"
          onValueChange={(value) => {
            setCaption(value)
            if (problem) setProblem(null)
          }}
          className="text-sm"
        />
        <Button type="submit" variant="outline" className="mt-auto w-full" disabled={saving || unchanged}>
          Save
        </Button>
        <Button variant="destructive" className="w-full" disabled={deleting} onClick={() => onDelete(image)}>
          <IconRef id={icons + ICONS.remove.id} />
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </form>
    </li>
  )
})
