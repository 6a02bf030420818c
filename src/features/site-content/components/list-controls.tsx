import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { DragHandleProps } from '@/hooks/use-pointer-reorder'

/**
 * Move earlier / Move later / Remove for one item of an edited list, named after the item (`what`), plus a drag
 * grip (hidden from assistive technology: the buttons are the keyboard way; docs/decisions.md #94, #95).
 */
export function ListControls({
  what,
  index,
  count,
  onMove,
  onRemove,
  dragHandle,
}: {
  what: string
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
  dragHandle: DragHandleProps
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        {...dragHandle}
        className="text-plum flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border border-rose-200 bg-white"
      >
        <GripVertical className="size-5" />
      </span>
      <Button
        type="button"
        variant="outline"
        size="md"
        className="w-11 px-0"
        aria-label={`Move ${what} earlier`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="md"
        className="w-11 px-0"
        aria-label={`Move ${what} later`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button type="button" variant="outline" size="md" className="w-11 px-0" aria-label={`Remove ${what}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  )
}
