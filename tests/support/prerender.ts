import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/**
 * A page as the prerender leaves it, for hydration tests: `app`'s server HTML (`renderToString`) in a container appended
 * to `document.body`, with no React on it yet. Pick out the prerendered elements (or start what must run before React)
 * first, then call `hydrate()`: it hydrates `app` into the container with `hydrateRoot` inside `act` (with `options`,
 * e.g. an `onRecoverableError` for a test that makes hydration fail) and resolves to the root, which the test unmounts
 * (and then empties `document.body`).
 */
export function prerender(app: ReactElement): { container: HTMLDivElement; hydrate: (options?: HydrationOptions) => Promise<Root> } {
  const container = document.createElement('div')
  container.innerHTML = renderToString(app)
  document.body.append(container)
  return {
    container,
    hydrate: async (options) => {
      let root: Root | undefined
      await act(async () => {
        root = hydrateRoot(container, app, options)
      })
      return root!
    },
  }
}
