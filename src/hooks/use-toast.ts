import { createPageStore, usePageStore } from '@/lib/page-store'

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

/** The toasts shown, newest first, and the id the next one gets (ids start at 1). */
const store = createPageStore({ items: [] as ToastItem[], nextId: 1 })

function emit(items: ToastItem[], nextId = store.get().nextId) {
  store.set({ items, nextId })
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): number {
  const { items, nextId: id } = store.get()
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT), id + 1)
  return id
}

/** Closes a toast (it is removed from the store shortly after). */
export function dismissToast(id: number): void {
  emit(store.get().items.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => emit(store.get().items.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS)
}

const NO_TOASTS: ToastItem[] = []

/** The current toasts, newest first. */
export function useToasts(): ToastItem[] {
  return usePageStore(store, (state) => state.items, NO_TOASTS)
}

/**
 * Whether the toast layer must be mounted: false until the first `toast()`, so Radix Toast stays out
 * of the public pages' first load (budget: docs/architecture.md, "Budgets"), true from then on.
 */
export function useToastLayerNeeded(): boolean {
  return usePageStore(store, (state) => state.nextId > 1, false)
}
