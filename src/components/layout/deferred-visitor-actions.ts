import { preloadable } from '@/lib/preloadable'

/**
 * The visitors' Book bar and WhatsApp button (./visitor-actions.tsx), loaded as a chunk of their own: links only, so a
 * prerendered page keeps their HTML as it is and never loads their code (`Prerendered` in ./site-layout.tsx,
 * docs/decisions.md #121, #253); a render that shows them (the prerender, a page rendered rather than hydrated,
 * /admin's preview) loads it first.
 */
const visitorActions = preloadable(() => import('@/components/layout/visitor-actions'))

/** The element SiteLayout renders, inside a `<Suspense>` boundary. */
export const visitorActionsElement = visitorActions.element

/** Loads their module, so that the next first render (the prerender, src/entry-server.tsx) shows them at once. */
export const preloadVisitorActions = visitorActions.preload
