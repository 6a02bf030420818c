import { createContext, useContext, type ReactElement } from 'react'
import type { PublishedContent } from './schema.ts'

/**
 * The content a page renders from (docs/site-content.md "Preview"): `null` on the public site, where every page
 * shows the published parts built into it (`virtual:site-content/<part>`); in /admin's preview, her draft with the
 * current gallery and every placeholder of her texts filled in (src/lib/site-content/render.ts, as the build fills the
 * published parts), so the real page components show what Publish would put live.
 */
export const PreviewContentContext = createContext<PublishedContent | null>(null)

/** `select` of the previewed draft, or `published` (from the build-time part) outside a preview. */
export function usePreviewable<T>(select: (content: PublishedContent) => T, published: T): T {
  const draft = useContext(PreviewContentContext)
  return draft ? select(draft) : published
}

/**
 * The element of each public page by path (docs/architecture.md "The page table"): the router's own elements
 * (src/app/router.tsx), provided around /admin by the app, so /admin's preview renders any page by its real component
 * while the site-content feature imports no page. Empty elsewhere.
 */
export const PreviewPagesContext = createContext<ReadonlyMap<string, ReactElement>>(new Map())
