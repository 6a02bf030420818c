import { startTransition, StrictMode } from 'react'
import type { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { preloadPage } from '@/app/router'
import { normalizePath } from '@/config/paths'
import { startSlicedHydration } from '@/lib/hydration-slices'

/**
 * Starts the app in `#root`, given React DOM's client (src/main.tsx loads it, then this module, each in a task of its
 * own: docs/decisions.md #254). A prerendered public page (`<div id="root" data-prerendered="/about">`) is hydrated
 * when it was rendered for this very path; anything else (the client-only /auth and /admin shells, 404.html served for
 * an unknown path, a host's SPA fallback) is rendered from scratch with createRoot, once its page's chunk is loaded
 * (docs/decisions.md #622). Throws when the page has no `#root`.
 */
export function startApp(client: { createRoot: typeof createRoot; hydrateRoot: typeof hydrateRoot }): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const prerendered = container.dataset.prerendered
  const hydrate = prerendered !== undefined && normalizePath(prerendered) === normalizePath(window.location.pathname)
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  )
  if (hydrate) {
    // Hydrating as a transition lets React split the work into short tasks that yield to the browser instead of one
    // long task; the regions of the page then hydrate one at a time (src/lib/hydration-slices.ts).
    startSlicedHydration()
    startTransition(() => {
      client.hydrateRoot(container, app)
    })
  } else {
    // Rendered, not hydrated: the page mounts on the client and so switches the full stylesheet on (src/lib/full-stylesheet-on-mount.tsx).
    // The page's chunk is loaded first (modulepreloaded, so only evaluated), so the first render shows the page instead of
    // suspending on it: a page revealed by a Suspense retry is rendered afresh by every retry until it mounts, its
    // state lost each time, and /admin's dashboard was rendered about 40 times over (docs/decisions.md #622).
    const render = () => client.createRoot(container).render(app)
    void preloadPage(window.location.pathname).then(render, render)
  }
}
