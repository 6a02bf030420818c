import { useSyncExternalStore } from 'react'

/**
 * The one toast store (docs/decisions.md #10). Call `toast({...})` from anywhere; `<Toaster />` in the root
 * layout renders the queue with Radix Toast. Failure toasts use `variant: 'destructive'` (docs/product.md §8).
 */
type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
}

export type ToastItem = ToastInput & { id: number; open: boolean }

/** Most toasts shown at once; older ones are dropped. */
const TOAST_LIMIT = 3
/** How long a closed toast stays in the store so Radix can animate it out (ms). */
export const TOAST_REMOVE_DELAY_MS = 400
/** How long a toast stays on screen before closing itself (ms). */
export const TOAST_DURATION_MS = 6000

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]) {
  items = next
  listeners.forEach((l) => l())
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT))
  return id
}

/** Closes a toast (it is removed from the store shortly after). */
export function dismissToast(id: number): void {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => emit(items.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getSnapshot = () => items
const getServerSnapshot = (): ToastItem[] => []

/** The current toasts, newest first. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/** Any toast raised so far: ids start at 1. */
const getLayerNeeded = () => nextId > 1
const getServerLayerNeeded = () => false

/**
 * Whether the toast layer must be mounted: false until the first `toast()`, so Radix Toast stays out
 * of the public pages' first load (budget: docs/architecture.md, "Budgets"), true from then on.
 */
export function useToastLayerNeeded(): boolean {
  return useSyncExternalStore(subscribe, getLayerNeeded, getServerLayerNeeded)
}
