import { useCallback, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'

/** Distance from the viewport's top or bottom edge, in px, within which a drag scrolls the page. */
const EDGE_PX = 72
/** Scroll step per pointer move near an edge, in px. */
const SCROLL_STEP_PX = 16

/** `ids` with `id` taken out and put back at `index` (clamped). Returns the same array when nothing moves. */
export function moveId(ids: readonly string[], id: string, index: number): readonly string[] {
  const from = ids.indexOf(id)
  const to = Math.max(0, Math.min(ids.length - 1, index))
  if (from === -1 || from === to) return ids
  const next = ids.filter((other) => other !== id)
  next.splice(to, 0, id)
  return next
}

type PointerReorder = {
  /** The ids in the order to show: the live preview while dragging, otherwise `ids`. */
  order: readonly string[]
  /** The id being dragged, or null. */
  draggingId: string | null
  /** Spread on every item's drag handle (inside the item's element; the handle needs `touch-action: none`). Stable. */
  handleProps: DragHandleProps
}

export type DragHandleProps = {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerUp: () => void
  onPointerCancel: () => void
}

/** The id of the item a handle belongs to. */
function itemIdOf(handle: HTMLElement): string | undefined {
  return handle.closest<HTMLElement>('[data-reorder-id]')?.dataset.reorderId
}

/**
 * Drag and drop reordering of one list with pointer events, so mouse, touch and pen work alike
 * (docs/decisions.md #22). Each item's element carries `data-reorder-id={id}` inside an element with
 * `data-reorder-list={listId}`; the handle captures the pointer, and the item under the pointer
 * decides the new position live. Releasing calls `onCommit(ids, draggedId)` once, only if the order changed;
 * a cancelled pointer (e.g. the system took the gesture) restores the order. Near the top or bottom
 * of the viewport the page scrolls so long lists can be crossed on a phone.
 */
export function usePointerReorder(
  listId: string,
  ids: readonly string[],
  onCommit: (ids: readonly string[], movedId: string) => void,
): PointerReorder {
  const [preview, setPreview] = useState<readonly string[] | null>(null)
  const [draggingId, setDraggingId] = useState<string | null>(null)
  const previewRef = useRef<readonly string[] | null>(null)

  const update = useCallback((next: readonly string[] | null) => {
    previewRef.current = next
    setPreview(next)
  }, [])

  const draggingRef = useRef<string | null>(null)
  const end = useCallback(
    (commit: boolean) => {
      const final = previewRef.current
      const moved = draggingRef.current
      update(null)
      draggingRef.current = null
      setDraggingId(null)
      if (commit && final && moved && final.some((id, index) => id !== ids[index])) onCommit(final, moved)
    },
    [ids, onCommit, update],
  )

  const idsRef = useRef(ids)
  const endRef = useRef(end)
  useLayoutEffect(() => {
    idsRef.current = ids
    endRef.current = end
  }, [ids, end])

  const handleProps = useMemo<DragHandleProps>(
    () => ({
      onPointerDown(event) {
        const id = itemIdOf(event.currentTarget)
        if (event.button !== 0 || !id) return
        event.preventDefault()
        event.currentTarget.setPointerCapture(event.pointerId)
        update(idsRef.current)
        draggingRef.current = id
        setDraggingId(id)
      },
      onPointerMove(event) {
        const current = previewRef.current
        const id = itemIdOf(event.currentTarget)
        if (!current || !id) return
        if (event.clientY < EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX)
        else if (event.clientY > window.innerHeight - EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX)
        const target = document
          .elementFromPoint(event.clientX, event.clientY)
          ?.closest<HTMLElement>(`[data-reorder-list="${listId}"] [data-reorder-id]`)
        const targetId = target?.dataset.reorderId
        if (!targetId || targetId === id) return
        const next = moveId(current, id, current.indexOf(targetId))
        if (next !== current) update(next)
      },
      onPointerUp() {
        endRef.current(true)
      },
      onPointerCancel() {
        endRef.current(false)
      },
    }),
    [listId, update],
  )

  return { order: preview ?? ids, draggingId, handleProps }
}
