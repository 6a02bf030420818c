import { Plus } from 'lucide-react'
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { FieldErrors } from '@/features/site-content/components/section-form'
import { ListControls } from '@/features/site-content/components/list-controls'
import { useMoveFocus, type MoveDirection } from '@/hooks/use-move-focus'
import { moveId, usePointerReorder } from '@/hooks/use-pointer-reorder'

/** What `renderItem` gets for one item: the item, its place, a setter for some of its fields and their reasons. */
export type ListItemProps<T> = {
  item: T
  /** 0-based position in the list as shown. */
  index: number
  /** Changes some fields of this item (the others stay). */
  set: (patch: Partial<T>) => void
  /** The schema's reason for refusing `field` of this item at the last Save, or undefined. */
  errorOf: (field: keyof T & string) => string | undefined
}

export type ListEditorProps<T extends { id: string }> = {
  /** Names the list for dragging (`data-reorder-list`); unique on the page, e.g. "nails" or "faqs". */
  listId: string
  /** The list's visible name: a `<fieldset>` legend, e.g. "Nail Treatments". Without it, give `label`. */
  legend?: string
  /** The list's accessible name when it has no legend (the section heading usually says it), e.g. "Reviews". */
  label?: string
  /** The items in her order; each `id` unique in the list (lower-case letters, digits and dashes). */
  items: readonly T[]
  /** Applies a change to the list (the form's state setter for this list). */
  onChange: (update: (items: T[]) => T[]) => void
  /** Reasons by path from the last Save (the section form, `SectionForm`). */
  errors: FieldErrors
  /** The list's path in the content document, e.g. "prices.nails": reasons are read at `${path}` and `${path}.${index}.${field}`. */
  path: string
  /**
   * A new, empty item; `taken` are the ids in use (see `idFromName`). Without it there is no add button: items are
   * added elsewhere (the slideshow's photo picker).
   */
  newItem?: (taken: readonly string[]) => T
  /** The add button's text, e.g. "Add question", "Add treatment to Nail Treatments", "Add review" (with `newItem`). */
  addLabel?: string
  /** How the move/remove buttons name an item, e.g. `review 2` or the treatment's name: "Move review 2 earlier". */
  itemName: (item: T, index: number) => string
  /** The item's fields (use `Field` from ./fields with `errorOf(field)` as its `error`). */
  renderItem: (props: ListItemProps<T>) => ReactNode
  /**
   * Why `item` cannot be removed now (e.g. a category that still has services), or undefined when it can. A refused
   * Remove keeps the item and shows this reason beside its buttons (and announces it) until the list changes.
   */
  removeRefusal?: (item: T, index: number) => string | undefined
}

/** Where focus goes after the next render: a new item's first field, or the item that took a removed one's place. */
type PendingFocus = { kind: 'added' } | { kind: 'removed'; index: number }

const FIRST_FIELD = 'input, textarea, select'

/**
 * The one editor of a list in /admin (docs/site-content.md "Editors"; docs/architecture.md "The list editor"): prices,
 * reviews, services, questions, promises, voucher amounts. Generic over the item type `T` (anything with an `id`):
 *
 * - `renderItem({ item, index, set, errorOf })` draws one item's fields; `newItem(taken)` makes the item the add
 *   button (`addLabel`) appends; `itemName(item, index)` names the item in the buttons' accessible names.
 * - Each item has "Move {name} earlier", "Move {name} later" and "Remove {name}" buttons (44 px, keyboard operable)
 *   and a drag grip (mouse, touch and pen; `usePointerReorder`), which assistive technology skips: the buttons are
 *   the keyboard and screen-reader way to reorder (docs/decisions.md #94, #95, #143).
 * - Reasons come from the shared zod schema at Save (`errors`, by path): the list's own reason (e.g. too many items)
 *   above the items, an item's field reasons beside its fields through `errorOf`.
 * - `removeRefusal(item, index)` may refuse a Remove with a reason (shown beside the item and announced), so removing
 *   something other content still points at never loses data silently.
 * - Focus: after Add, the new item's first field; after Remove, the first field of the item now in its place (or of
 *   the new last item), or the add button when the list is empty; after a move, the moved item's button. Moves and
 *   removals are announced in a polite live region.
 *
 * It holds no list state of its own (only a drag in progress): `items` and `onChange` are the section form's.
 */
export function ListEditor<T extends { id: string }>({
  listId,
  legend,
  label,
  items,
  onChange,
  errors,
  path,
  newItem,
  addLabel,
  itemName,
  renderItem,
  removeRefusal,
}: ListEditorProps<T>) {
  const ids = items.map((item) => item.id)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const errorId = useId()
  const [announcement, setAnnouncement] = useState('')
  const pendingFocus = useRef<PendingFocus | null>(null)
  // A refused Remove: which item and why; cleared by the next change of the list.
  const [refused, setRefused] = useState<{ id: string; reason: string; items: readonly T[] } | null>(null)
  const refusal = refused && refused.items === items ? refused : null

  const reorder = useCallback(
    (order: readonly string[], movedId: string) => {
      onChange((all) => order.map((id) => all.find((item) => item.id === id)).filter((item): item is T => item !== undefined))
      setAnnouncement(`Moved to position ${order.indexOf(movedId) + 1} of ${order.length}.`)
    },
    [onChange],
  )
  const { order, draggingId, handleProps } = usePointerReorder(listId, ids, reorder)
  const rememberMoveFocus = useMoveFocus(listRef, order)
  const shown = order.map((id) => items.find((item) => item.id === id)).filter((item): item is T => item !== undefined)

  useLayoutEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? []
    const row = pending.kind === 'added' ? rows[rows.length - 1] : rows[Math.min(pending.index, rows.length - 1)]
    const target = row?.querySelector<HTMLElement>(FIRST_FIELD) ?? (rows.length === 0 ? addRef.current : null)
    target?.focus()
  }, [items])

  function move(item: T, direction: MoveDirection) {
    const next = moveId(ids, item.id, ids.indexOf(item.id) + (direction === 'earlier' ? -1 : 1))
    if (next === ids) return
    rememberMoveFocus(item.id, direction, next.indexOf(item.id))
    reorder(next, item.id)
  }

  function remove(item: T, index: number) {
    const reason = removeRefusal?.(item, index)
    if (reason) {
      setRefused({ id: item.id, reason, items })
      setAnnouncement(reason)
      return
    }
    pendingFocus.current = { kind: 'removed', index }
    onChange((all) => all.filter((other) => other.id !== item.id))
    setAnnouncement(`Removed ${itemName(item, index)}.`)
  }

  function add(make: (taken: readonly string[]) => T) {
    pendingFocus.current = { kind: 'added' }
    onChange((all) => [...all, make(all.map((item) => item.id))])
  }

  const listError = errors[path]
  const body = (
    <>
      {listError ? (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {listError}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {shown.length > 0 ? (
        <ol ref={listRef} data-reorder-list={listId} aria-label={legend ? undefined : label} className="grid gap-4">
          {shown.map((item, index) => {
            const itemPath = `${path}.${index}`
            const name = itemName(item, index)
            const itemError = errors[itemPath]
            return (
              <li
                key={item.id}
                data-reorder-id={item.id}
                className={
                  'border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-shadow' +
                  (draggingId === item.id ? ' ring-brand/40 shadow-lg ring-2' : '')
                }
              >
                {renderItem({
                  item,
                  index,
                  set: (patch) => onChange((all) => all.map((other) => (other.id === item.id ? { ...other, ...patch } : other))),
                  errorOf: (field) => errors[`${itemPath}.${field}`],
                })}
                {itemError ? <p className="text-sm font-semibold text-red-800">{itemError}</p> : null}
                {refusal?.id === item.id ? <p className="text-sm font-semibold text-red-800">{refusal.reason}</p> : null}
                <ListControls
                  what={name}
                  index={index}
                  count={shown.length}
                  dragHandle={handleProps}
                  onMove={(direction) => move(item, direction)}
                  onRemove={() => remove(item, index)}
                />
              </li>
            )
          })}
        </ol>
      ) : (
        // Keeps the list element (for focus and drag) out of the DOM only while there is nothing to list.
        <p className="text-ink/75 border-accent-200 rounded-xl border border-dashed px-4 py-6 text-center text-sm">Nothing here yet.</p>
      )}
      {newItem ? (
        <Button
          ref={addRef}
          type="button"
          variant="outline"
          aria-describedby={listError ? errorId : undefined}
          className="h-auto! min-h-11 w-full py-2 whitespace-normal! sm:w-auto sm:justify-self-start"
          onClick={() => add(newItem)}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
    </>
  )
  return legend ? (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="font-display text-brand mb-2 text-xl">{legend}</legend>
      {body}
    </fieldset>
  ) : (
    <div className="grid min-w-0 gap-4">{body}</div>
  )
}
