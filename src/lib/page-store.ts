import { useSyncExternalStore } from 'react'

/**
 * A value of the whole page that components read wherever they are, without lifting state into a common parent
 * (docs/decisions.md #593): the toasts (src/hooks/use-toast.ts), her unsaved typing and the page her preview points at
 * (src/features/site-content/lib). A module value, the listeners of its readers, and React's `useSyncExternalStore`.
 */
export type PageStore<T> = {
  /** The value now: the same one until the next `set`. */
  get: () => T
  /** Puts `next` in and tells every reader. */
  set: (next: T) => void
  /** Adds a reader's listener; returns its removal. */
  subscribe: (listener: () => void) => () => void
}

/** A page store holding `initial` until its first `set`. */
export function createPageStore<T>(initial: T): PageStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * Reads `store` in a component, which renders again when the read changes: the whole value, or `select(value)` (which
 * must return the same object for the same value). The prerender reads `serverValue` where given, else the value now.
 */
export function usePageStore<T>(store: PageStore<T>): T
export function usePageStore<T, S>(store: PageStore<T>, select: (value: T) => S, serverValue?: S): S
export function usePageStore<T, S>(store: PageStore<T>, select?: (value: T) => S, serverValue?: S): T | S {
  const read = () => (select ? select(store.get()) : store.get())
  return useSyncExternalStore(store.subscribe, read, serverValue === undefined ? read : () => serverValue)
}
