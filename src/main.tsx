import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { normalizePath } from '@/config/paths'
import '@/index.css'

/**
 * Client entry. A prerendered public page (`<div id="root" data-prerendered="/about">`) is hydrated
 * when it was rendered for this very path; anything else (the client-only /auth and /admin shells,
 * 404.html served for an unknown path, a host's SPA fallback) is rendered from scratch with createRoot.
 * Hydration starts in the task after the entry's evaluation, and React captures a tap that comes before it has
 * finished and replays it (selective hydration). On a prerendered page this module is imported only once the page
 * has painted, together with modulepreloads of the page's own chunk (scripts/prerender.ts, docs/decisions.md #117);
 * until that chunk has been evaluated, React keeps the server HTML of the page's `<Suspense>` boundary and hydrates
 * the chrome around it.
 */
function start(): void {
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
    // Hydrating as a transition lets React split the work into short tasks that yield to the
    // browser instead of one long task (Total Blocking Time on mid-range phones).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    // Rendered, not hydrated: the page mounts on the client and so switches the full stylesheet on (src/lib/full-stylesheet-on-mount.tsx).
    createRoot(container).render(app)
  }
}

// In a task of its own: evaluating the entry (React DOM, the router, the chrome's modules) is one task already, and
// creating the root (React's listeners for every event) in the same one made it a long task (docs/decisions.md #120).
// A message to ourselves is the next task, as in React's scheduler; unlike a timer it is not clamped or held back by
// a frozen clock.
const nextTask = new MessageChannel()
nextTask.port1.onmessage = start
nextTask.port2.postMessage(null)
