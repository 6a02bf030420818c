import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react'
import { memo } from 'react'
import { Button } from '@/components/ui/button'
import { IconDefs, IconRef, type IconDef } from '@/components/ui/icon-refs'
import type { MoveDirection } from '@/hooks/use-move-focus'
import type { DragHandleProps } from '@/hooks/use-pointer-reorder'

/** The four icons every row's controls repeat, drawn once per list (docs/decisions.md #161, #652). */
const ICONS = {
  grip: { id: 'list-icon-grip', icon: GripVertical },
  earlier: { id: 'list-icon-earlier', icon: ArrowUp },
  later: { id: 'list-icon-later', icon: ArrowDown },
  remove: { id: 'list-icon-remove', icon: Trash2 },
} satisfies Record<string, IconDef>

/**
 * The row controls' icons, drawn once for a list under `icons` (its `useId()`, so two lists on one page keep their ids
 * apart); each row's `ListControls` repeats them by reference (docs/decisions.md #652).
 */
export function ListControlIcons({ icons }: { icons: string }) {
  return <IconDefs icons={Object.values(ICONS)} prefix={icons} />
}

/**
 * Move earlier / Move later / Remove for one item of an edited list (`ListEditor`), named after the item (`what`):
 * "Move Gel toes earlier". 44 px targets; the move buttons are disabled at the ends and carry `data-move` for
 * `useMoveFocus`. The drag grip is hidden from assistive technology: the buttons are the keyboard way
 * (docs/decisions.md #94, #95). Their icons are references to those `ListControlIcons` drew with the same `icons`
 * (docs/decisions.md #652). Memoised: a key in the item's fields leaves them as they were, unless it renames the item
 * (docs/decisions.md #551).
 */
export const ListControls = memo(function ListControls({
  what,
  index,
  count,
  icons,
  onMove,
  onRemove,
  dragHandle,
}: {
  what: string
  index: number
  count: number
  icons: string
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
        <IconRef id={icons + ICONS.grip.id} className="size-5" />
      </span>
      <MoveButton to="earlier" what={what} icons={icons} disabled={index === 0} onMove={onMove} />
      <MoveButton to="later" what={what} icons={icons} disabled={index === count - 1} onMove={onMove} />
      <Button type="button" variant="outline" size="md" className="ml-auto w-11 px-0" aria-label={`Remove ${what}`} onClick={onRemove}>
        <IconRef id={icons + ICONS.remove.id} />
      </Button>
    </div>
  )
})

/** "Move <what> earlier" or "later": a 44 px button carrying `data-move` for `useMoveFocus`; its arrow by reference. */
function MoveButton({
  to,
  what,
  icons,
  disabled,
  onMove,
}: {
  to: MoveDirection
  what: string
  icons: string
  disabled: boolean
  onMove: (direction: MoveDirection) => void
}) {
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
      <IconRef id={icons + ICONS[to].id} />
    </Button>
  )
}
