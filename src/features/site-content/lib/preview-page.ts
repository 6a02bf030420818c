import { createPageStore, usePageStore } from '@/lib/page-store'
import type { DraftPart } from '@/lib/site-content/schema'

/**
 * Which public page her editing points the preview at (docs/decisions.md #553): an editor whose texts belong to several
 * pages (Page words) points it at a page's path when her focus enters that page's texts, so the preview beside the
 * editor (or opened over it on a phone) shows the page she is writing for. A page store (src/lib/page-store.ts), so
 * the preview reads it without the editor lifting state into /admin's frame.
 */

/** Her focus entered the texts of the public page `path` (e.g. "/about") in the editor of part `part`. */
export type PreviewPoint = { part: DraftPart; path: string }

const store = createPageStore<PreviewPoint | null>(null)

/**
 * Points the preview of part `part` at the public page `path`: a new point each time her focus enters that page's
 * texts, so the preview follows her there even if she picked another page meanwhile.
 */
export function pointPreviewAt(part: DraftPart, path: string): void {
  store.set({ part, path })
}

/** The latest point her focus made, or null before any (the same object until the next). */
export function usePreviewPoint(): PreviewPoint | null {
  return usePageStore(store)
}
