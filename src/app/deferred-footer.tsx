import { HydrateWhenIdle } from '@/components/layout/hydrate-when-idle'
import { preloadable } from '@/lib/preloadable'

/**
 * The site footer is below the fold on every page, so its code is a chunk of its own outside the first load (the
 * 100 KB budget, docs/architecture.md "Budgets", docs/decisions.md #121). On a prerendered page React keeps the
 * footer's HTML until that chunk is in and then hydrates it (only the year: the rest is `Prerendered`); elsewhere it
 * appears when the chunk is in.
 */
const footer = preloadable(() => import('@/components/layout/site-footer').then((m) => ({ default: m.SiteFooter })))

/**
 * The footer element the root layout renders (src/app/root-layout.tsx), in a `<Suspense>` boundary of its own that
 * hydrates in a task of its own (`HydrateWhenIdle`, docs/decisions.md #252).
 */
export const deferredFooter = <HydrateWhenIdle>{footer.element}</HydrateWhenIdle>

/** Loads the footer's module so that the next first render (the prerender, src/entry-server.tsx) shows it at once. */
export const preloadFooter = footer.preload
