import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom'
import { routes } from '@/app/router'
import '@/index.css'

declare global {
  interface Window {
    /** Written by `<StaticRouterProvider>` into every prerendered public page (scripts/prerender.ts). */
    __staticRouterHydrationData?: HydrationState
  }
}

/**
 * Loads the lazy route modules matching the current URL before the router starts, so the first client
 * render is the same tree the prerender produced (the React Router docs' hydration pattern).
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const mod = await route.lazy()
      Object.assign(route, mod, { lazy: undefined })
    }),
  )
}

/** "/about/" and "/about" are one route. */
const normalize = (path: string) => path.replace(/\/+$/, '') || '/'

/**
 * Client entry. A prerendered public page (`<div id="root" data-prerendered="/about">`) is hydrated
 * when it was rendered for this very path; anything else (the client-only /auth and /admin shells,
 * 404.html served for an unknown path, a host's SPA fallback) is rendered from scratch with createRoot.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  await resolveLazyMatches()
  const prerendered = container.dataset.prerendered
  const hydrate = prerendered !== undefined && normalize(prerendered) === normalize(window.location.pathname)
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: window.__staticRouterHydrationData } : {})
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  if (hydrate) {
    // Hydrating as a transition lets React split the work into short tasks that yield to the
    // browser instead of one long task (Total Blocking Time on mid-range phones).
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else {
    createRoot(container).render(app)
  }
}

void start()
