import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react'
import { memo } from 'react'
import { Button } from '@/components/ui/button'
import type { MoveDirection } from '@/hooks/use-move-focus'
import type { DragHandleProps } from '@/hooks/use-pointer-reorder'

/**
 * Move earlier / Move later / Remove for one item of an edited list (`ListEditor`), named after the item (`what`):
 * "Move Gel toes earlier". 44 px targets; the move buttons are disabled at the ends and carry `data-move` for
 * `useMoveFocus`. The drag grip is hidden from assistive technology: the buttons are the keyboard way
 * (docs/decisions.md #94, #95). Memoised: a key in the item's fields leaves them as they were, unless it renames the item
 * (docs/decisions.md #551).
 */
export const ListControls = memo(function ListControls({
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
  onMove: (direction: MoveDirection) => void
  onRemove: () => void
  dragHandle: DragHandleProps
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        title="Drag to reorder"
        {...dragHandle}
        className="text-brand border-accent-200 flex size-11 cursor-grab touch-none items-center justify-center rounded-lg border bg-white active:cursor-grabbing"
      >
        <GripVertical className="size-5" />
      </span>
      <MoveButton to="earlier" what={what} disabled={index === 0} onMove={onMove} />
      <MoveButton to="later" what={what} disabled={index === count - 1} onMove={onMove} />
      <Button type="button" variant="outline" size="md" className="ml-auto w-11 px-0" aria-label={`Remove ${what}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  )
})

/** "Move <what> earlier" or "later": a 44 px button carrying `data-move` for `useMoveFocus`. */
function MoveButton({
  to,
  what,
  disabled,
  onMove,
}: {
  to: MoveDirection
  what: string
  disabled: boolean
  onMove: (direction: MoveDirection) => void
}) {
  const Arrow = to === 'earlier' ? ArrowUp : ArrowDown
  return (
    <Button
      type="button"
      variant="outline"
      size="md"
      className="w-11 px-0"
      data-move={to}
      aria-label={`Move ${what} ${to}`}
      disabled={disabled}
      onClick={() => onMove(to)}
    >
      <Arrow aria-hidden="true" />
    </Button>
  )
}
