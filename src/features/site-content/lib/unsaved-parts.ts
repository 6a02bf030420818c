import { useSearchParams } from 'react-router-dom'
import { createPageStore, usePageStore } from '@/lib/page-store'
import { siteContentSchema, type DraftPart, type SiteContent } from '@/lib/site-content/schema'

/**
 * What she has typed and not saved yet, part by part (docs/site-content.md "Preview"): each section form
 * (src/features/site-content/components/section-form.tsx) puts its current values here while they differ from the
 * saved draft, and takes them out when saved, undone or left; the preview renders the draft with them. A page store
 * (src/lib/page-store.ts) rather than the form's state, so the preview reads it from anywhere on /admin (beside the
 * editor on a desktop, over it on a phone) without lifting the form's state out of its editor.
 */
export type UnsavedParts = Partial<Pick<SiteContent, DraftPart>>

const store = createPageStore<UnsavedParts>({})

/** Sets part `key` to `value` as typed, or (undefined) marks it as saved. Notifies the readers. */
export function setUnsavedPart<K extends DraftPart>(key: K, value: UnsavedParts[K] | undefined): void {
  if (value === undefined && !(key in store.get())) return
  const next = { ...store.get() }
  if (value === undefined) delete next[key]
  else next[key] = value
  store.set(next)
}

/** The unsaved parts now (a new object after each change, the same one in between). */
export function useUnsavedParts(): UnsavedParts {
  return usePageStore(store)
}

/**
 * The draft with `unsaved` over it, part by part: a part that does not pass the schema yet (a half-typed price) shows
 * as saved, and `invalid` says so. Pure.
 */
export function previewContent(draft: SiteContent, unsaved: UnsavedParts): { content: SiteContent; invalid: boolean } {
  let invalid = false
  const content: Record<string, unknown> = { ...draft }
  for (const [key, value] of Object.entries(unsaved)) {
    const result = siteContentSchema.shape[key as DraftPart].safeParse(value)
    if (result.success) content[key] = result.data
    else invalid = true
  }
  return { content: content as SiteContent, invalid }
}

/** The query parameter that opens the preview over the editor on a phone (`?preview=1`), so the phone's Back closes it. */
export const PREVIEW_OPEN_PARAM = 'preview'

/** Opens the phone's preview: adds `?preview=1` as a new history entry (marked, so "Back to editor" can go back). */
export function usePreviewOpener(): () => void {
  const [, setParams] = useSearchParams()
  return () =>
    setParams(
      (p) => {
        p.set(PREVIEW_OPEN_PARAM, '1')
        return p
      },
      { state: { previewOpened: true } },
    )
}
