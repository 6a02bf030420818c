import { useEffect, useId, useRef } from 'react'

/**
 * Unsaved edits on /admin (docs/site-content.md "Editors"): each editor reports whether it has changes not yet
 * saved; while any has, leaving the page asks first (`beforeunload`), and {@link confirmLeave} asks before
 * switching section in the app.
 */

/** Each editor with unsaved changes, and what it does when she chooses to leave them (docs/decisions.md #283). */
const dirty = new Map<string, () => void>()

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault()
}

/** The question asked before unsaved edits are left behind. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave without saving them?'

/**
 * Registers the caller's unsaved state for as long as it is mounted. `onLeave` runs when she confirms leaving them in
 * the app ({@link confirmLeave}): the editor forgets what it kept of them (a closed or killed tab keeps them).
 */
export function useUnsavedChanges(isDirty: boolean, onLeave?: () => void): void {
  const id = useId()
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  useEffect(() => {
    if (!isDirty) return
    dirty.set(id, () => leave.current?.())
    if (dirty.size === 1) window.addEventListener('beforeunload', warnBeforeUnload)
    return () => {
      dirty.delete(id)
      if (dirty.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload)
    }
  }, [id, isDirty])
}

/** True while any editor has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirty.size > 0
}

/**
 * True when nothing is unsaved, or the owner confirms leaving it (a native, accessible confirm); then each editor's
 * `onLeave` runs.
 */
export function confirmLeave(): boolean {
  if (dirty.size === 0) return true
  if (!window.confirm(UNSAVED_CHANGES_QUESTION)) return false
  for (const onLeave of dirty.values()) onLeave()
  return true
}
