import { useEffect, useId } from 'react'

/**
 * Unsaved edits on /admin (docs/site-content.md "Editors"): each editor reports whether it has changes not yet
 * saved; while any has, leaving the page asks first (`beforeunload`), and {@link confirmLeave} asks before
 * switching section in the app.
 */

const dirty = new Set<string>()

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault()
}

/** The question asked before unsaved edits are left behind. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave without saving them?'

/** Registers the caller's unsaved state for as long as it is mounted. */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId()
  useEffect(() => {
    if (!isDirty) return
    dirty.add(id)
    if (dirty.size === 1) window.addEventListener('beforeunload', warnBeforeUnload)
    return () => {
      dirty.delete(id)
      if (dirty.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload)
    }
  }, [id, isDirty])
}

/** True when nothing is unsaved, or the owner confirms leaving it (a native, accessible confirm). */
export function confirmLeave(): boolean {
  return dirty.size === 0 || window.confirm(UNSAVED_CHANGES_QUESTION)
}
