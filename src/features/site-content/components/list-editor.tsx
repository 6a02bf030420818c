import { Plus } from 'lucide-react'
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import type { FieldErrors } from '@/features/site-content/components/section-form'
import { ListControlIcons, ListControls } from '@/features/site-content/components/list-controls'
import { sameStrings, useFormSelection } from '@/features/site-content/hooks/use-form-value'
import { itemOf, type FormSlot } from '@/features/site-content/lib/form-store'
import { useMoveFocus, type MoveDirection } from '@/hooks/use-move-focus'
import { moveId, usePointerReorder, type DragHandleProps } from '@/hooks/use-pointer-reorder'

/**
 * What `renderItem` gets for one item: its value in the form's store, its place and its fields' reasons. Its fields bind
 * to the item's own fields (`itemTextField`, `slot.at('name')`), so a key renders the field typed in, never the row
 * (docs/decisions.md #560).
 */
export type ListItemProps<T> = {
  /** The item's value in the form's store, for fields bound to it: `<FormTextField field={slot.at('name')} />`. */
  slot: FormSlot<T>
  /** 0-based position in the list as shown. */
  index: number
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
  /**
   * The list in the section form's store (`form.at('faqs')`, `form.at('promises')`): the items in her order, each `id`
   * unique in the list (lower-case letters, digits and dashes).
   */
  items: FormSlot<T[]>
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
  /**
   * The item's fields, each bound to its own value in the store (`<FormTextField {...itemTextField(listItem, 'name')}
   * />`, or a component of the editor's reading `slot`). Called when the row is drawn, moves or gets new reasons, or when
   * the editor draws the list again; never for a key.
   */
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
 * - `renderItem({ slot, index, errorOf })` draws one item's fields, each bound to its own value; `newItem(taken)`
 *   makes the item the add button (`addLabel`) appends; `itemName(item, index)` names the item in the buttons'
 *   accessible names.
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
 * It holds no list state of its own (only a drag in progress): `items` is the list in the section form's store. It
 * renders when the list's order changes; each row reads only its item's name (for its buttons), and each field its own
 * value, so a key renders the field typed in, and its row's buttons only when it renames the item (docs/architecture.md
 * "The section-form scaffold", docs/decisions.md #300, #560).
 */
export function ListEditor<T extends { id: string }>({
  listId,
  legend,
  label,
  items,
  errors,
  path,
  newItem,
  addLabel,
  itemName,
  renderItem,
  removeRefusal,
}: ListEditorProps<T>) {
  // The list's order only: a key in a row leaves it as it was, so the list does not render for it (docs/decisions.md #300).
  const ids = useFormSelection(items, idsOf, sameStrings)
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const errorId = useId()
  // The rows' control icons are drawn once, under ids of this list's own (docs/decisions.md #652).
  const icons = useId()
  const [announcement, setAnnouncement] = useState('')
  const pendingFocus = useRef<PendingFocus | null>(null)
  // A refused Remove: which item and why; cleared by the next change of the list.
  const [refused, setRefused] = useState<{ id: string; reason: string } | null>(null)
  // What the row buttons call reads the editor's latest callbacks, so the buttons' handlers never change.
  const latest = useRef({ itemName, removeRefusal, ids })
  useEffect(() => {
    latest.current = { itemName, removeRefusal, ids }
  })

  useEffect(() => {
    if (!refused) return
    const at = items.get()
    return items.subscribe(() => {
      if (items.get() !== at) setRefused(null)
    })
  }, [refused, items])

  const reorder = useCallback(
    (order: readonly string[], movedId: string) => {
      items.set((all) => order.map((id) => all.find((item) => item.id === id)).filter((item): item is T => item !== undefined))
      setAnnouncement(`Moved to position ${order.indexOf(movedId) + 1} of ${order.length}.`)
    },
    [items],
  )
  const { order, draggingId, handleProps } = usePointerReorder(listId, ids, reorder)
  const rememberMoveFocus = useMoveFocus(listRef, order)
  // Rows skip their content out of view only once each, as it now is, has been laid out (docs/decisions.md #596).
  const rowsSized = useLaidOutOnce(listRef, ids, errors)

  useLayoutEffect(() => {
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? []
    const row = pending.kind === 'added' ? rows[rows.length - 1] : rows[Math.min(pending.index, rows.length - 1)]
    const target = row?.querySelector<HTMLElement>(FIRST_FIELD) ?? (rows.length === 0 ? addRef.current : null)
    target?.focus()
  }, [ids])

  const move = useCallback(
    (id: string, direction: MoveDirection) => {
      const now = latest.current.ids
      const next = moveId(now, id, now.indexOf(id) + (direction === 'earlier' ? -1 : 1))
      if (next === now) return
      rememberMoveFocus(id, direction, next.indexOf(id))
      reorder(next, id)
    },
    [rememberMoveFocus, reorder],
  )

  const remove = useCallback(
    (id: string, index: number) => {
      const item = itemOf(items, id).get()
      const reason = latest.current.removeRefusal?.(item, index)
      if (reason) {
        setRefused({ id, reason })
        setAnnouncement(reason)
        return
      }
      pendingFocus.current = { kind: 'removed', index }
      items.set((all) => all.filter((other) => other.id !== id))
      setAnnouncement(`Removed ${latest.current.itemName(item, index)}.`)
    },
    [items],
  )

  function add(make: (taken: readonly string[]) => T) {
    pendingFocus.current = { kind: 'added' }
    items.set((all) => [...all, make(all.map((item) => item.id))])
  }

  const listError = errors[path]
  const body = (
    <>
      <ListControlIcons icons={icons} />
      {listError ? (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {listError}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {order.length > 0 ? (
        <ol
          ref={listRef}
          data-reorder-list={listId}
          data-laid-out={rowsSized ? '' : undefined}
          aria-label={legend ? undefined : label}
          className="grid gap-4"
        >
          {order.map((id, index) => (
            <ListRow
              key={id}
              list={items}
              id={id}
              index={index}
              count={order.length}
              icons={icons}
              path={path}
              errors={errors}
              renderItem={renderItem}
              itemName={itemName}
              refusal={refused?.id === id ? refused.reason : undefined}
              dragging={draggingId === id}
              dragHandle={handleProps}
              onMove={move}
              onRemove={remove}
            />
          ))}
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

/**
 * Whether the browser has laid `list` out (a ResizeObserver's first report of it, which comes in the same frame step as
 * the rows' remembered sizes) since the list's items (`ids`) or its reasons (`errors`) last changed. Until then the
 * rows render whole: a row skipped out of view before it was ever laid out would keep the 20rem guess, and take its
 * own height only when scrolled to, moving everything below it (the add button, and on a desktop Publish, whose column
 * is as tall as the section) under a tap already on its way (docs/decisions.md #596). A key changes neither, so a
 * key's frame still skips the rows out of view (#302); where there is no ResizeObserver, the rows never skip.
 */
function useLaidOutOnce(list: RefObject<HTMLOListElement | null>, ids: readonly string[], errors: FieldErrors): boolean {
  const [laidOut, setLaidOut] = useState<{ ids: readonly string[]; errors: FieldErrors } | null>(null)
  useLayoutEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      setLaidOut({ ids, errors })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [list, ids, errors])
  return laidOut?.ids === ids && laidOut.errors === errors
}

/** The ids of a list's items, in order. */
const idsOf = (list: readonly { id: string }[]) => list.map((item) => item.id)

type ListRowProps<T extends { id: string }> = {
  list: FormSlot<T[]>
  id: string
  index: number
  count: number
  /** The id prefix of the list's control icons (`ListControlIcons`). */
  icons: string
  path: string
  errors: FieldErrors
  renderItem: (props: ListItemProps<T>) => ReactNode
  itemName: (item: T, index: number) => string
  refusal: string | undefined
  dragging: boolean
  dragHandle: DragHandleProps
  onMove: (id: string, direction: MoveDirection) => void
  onRemove: (id: string, index: number) => void
}

/**
 * One item of the list: its fields (`renderItem`), its reasons and its buttons. It reads only the item's name from the
 * store (`itemName`, for its buttons) and draws its fields once for its place and reasons: each field reads its own
 * value, so a key renders that field alone, and this row only when the key renames the item (docs/decisions.md #560).
 * Memoised, so the list's own changes (a move announced, a drag) render only the rows they change.
 */
const ListRow = memo(function ListRow<T extends { id: string }>({
  list,
  id,
  index,
  count,
  icons,
  path,
  errors,
  renderItem,
  itemName,
  refusal,
  dragging,
  dragHandle,
  onMove,
  onRemove,
}: ListRowProps<T>) {
  const slot = itemOf(list, id)
  // The item's name, or null once it has left the list: a key that leaves the name as it was leaves the row too.
  const name = useFormSelection(slot, (item: T | undefined) => (item === undefined ? null : itemName(item, index)), Object.is)
  // The buttons' handlers change only with the row's place, so a key in the row leaves its buttons as they were.
  const move = useCallback((direction: MoveDirection) => onMove(id, direction), [onMove, id])
  const remove = useCallback(() => onRemove(id, index), [onRemove, id, index])
  const itemPath = `${path}.${index}`
  // The fields, drawn again only for a new place, new reasons or a new editor: the same elements otherwise, which React
  // leaves as they are.
  const fields = useMemo(
    () => renderItem({ slot, index, errorOf: (field) => errors[`${itemPath}.${field}`] }),
    [renderItem, slot, index, errors, itemPath],
  )
  // Removed from the list: the list renders without this row next.
  if (name === null) return null
  const itemError = errors[itemPath]
  return (
    <li
      data-reorder-id={id}
      // A row out of view is neither laid out nor painted (content-visibility), so the frame after a key costs the
      // browser the rows on screen only, not all 21 treatments (docs/decisions.md #302); only once the list has laid it
      // out as it is, so the size it keeps out of view is its own and nothing moves when it comes into view (#596).
      className={
        'border-accent-200 grid gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-shadow [contain-intrinsic-size:auto_20rem] [[data-laid-out]>&]:[content-visibility:auto]' +
        (dragging ? ' ring-brand/40 shadow-lg ring-2' : '')
      }
    >
      {fields}
      {itemError ? <p className="text-sm font-semibold text-red-800">{itemError}</p> : null}
      {refusal ? <p className="text-sm font-semibold text-red-800">{refusal}</p> : null}
      <ListControls what={name} index={index} count={count} icons={icons} dragHandle={dragHandle} onMove={move} onRemove={remove} />
    </li>
  )
}) as <T extends { id: string }>(props: ListRowProps<T>) => ReactNode
