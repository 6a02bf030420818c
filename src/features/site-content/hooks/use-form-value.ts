import { useRef, useSyncExternalStore } from 'react'
import type { FormSlot } from '@/features/site-content/lib/form-store'

/**
 * The value of `slot` now; the caller renders again when it changes, and only then (by identity: a key in another
 * field or row leaves this one's value as it was; docs/architecture.md "The section-form scaffold").
 */
export function useFormValue<T>(slot: FormSlot<T>): T {
  return useSyncExternalStore(slot.subscribe, slot.get, slot.get)
}

/**
 * What `select` makes of `slot`'s value; the caller renders again only when that changes by `isEqual` (e.g. a list's
 * ids, which typing in a row leaves as they were). `select` and `isEqual` must be pure; `select` may be a new function
 * each render (one that reads the caller's props): it is applied again when it changes.
 */
export function useFormSelection<T, S>(slot: FormSlot<T>, select: (value: T) => S, isEqual: (a: S, b: S) => boolean): S {
  const last = useRef<{ value: T; select: (value: T) => S; selected: S } | null>(null)
  const selected = () => {
    const value = slot.get()
    const before = last.current
    if (before && Object.is(before.value, value) && before.select === select) return before.selected
    const next = select(value)
    // The same selection keeps its identity, so React sees no change.
    last.current = { value, select, selected: before && isEqual(before.selected, next) ? before.selected : next }
    return last.current.selected
  }
  return useSyncExternalStore(slot.subscribe, selected, selected)
}

/** Whether two lists of strings hold the same strings in the same order. */
export function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}
