import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react'

/** Which way a move button moves its item: 'earlier' (up / left) or 'later' (down / right). */
export type MoveDirection = 'earlier' | 'later'

type PendingMove = { id: string; direction: MoveDirection; index: number }

/**
 * Keeps the keyboard where it was after a "Move earlier" / "Move later" press (docs/decisions.md #94). React may
 * re-insert the moved item's DOM node, which drops focus; once `order` shows the item at its new place, focus goes
 * back to its button of the same direction, or to the other one when the item reached an end and that one is now
 * disabled. Items are elements with `data-reorder-id` inside `listRef`; their buttons carry `data-move="earlier"` /
 * `data-move="later"`. Call the returned `remember(id, direction, newIndex)` just before committing the move.
 */
export function useMoveFocus(
  listRef: RefObject<HTMLElement | null>,
  order: readonly string[],
): (id: string, direction: MoveDirection, index: number) => void {
  const pending = useRef<PendingMove | null>(null)
  useLayoutEffect(() => {
    const move = pending.current
    // Wait for the render that shows the item at its new place.
    if (!move || !listRef.current || order.indexOf(move.id) !== move.index) return
    const item = listRef.current.querySelector<HTMLElement>(`[data-reorder-id="${move.id}"]`)
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${move.direction}"]`)
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${move.direction === 'earlier' ? 'later' : 'earlier'}"]`)
    const target = same && !same.disabled ? same : other
    if (target && document.activeElement !== target) target.focus()
    pending.current = null
  }, [order, listRef])
  return useCallback((id, direction, index) => {
    pending.current = { id, direction, index }
  }, [])
}
