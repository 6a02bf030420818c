import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, type RenderOptions } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { publicPageElements } from '@/app/router'
import { Toaster } from '@/components/ui/toaster'
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS } from '@/hooks/use-toast'
import { PreviewPagesContext } from '@/lib/site-content/preview'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'
import AdminPage from '@/pages/admin'
import AuthPage from '@/pages/auth'
// /admin's preview and Publish are chunks it loads after its first paint (docs/decisions.md #542). Imported with the
// helper, so a test that renders /admin does not spend its own time (and timeouts) having Vitest transform their modules.
import '@/features/site-content/components/preview-panel'
import '@/features/site-content/components/publish-panel'

/**
 * The one render helper of the jsdom tests: components and pages render with the app's real
 * providers (`BackendQueryProvider`, the toaster) in a memory router.
 */

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL of the memory router, e.g. `/pricing`. Default `/`. */
  route?: string
}

/**
 * Renders `ui` as the app would: inside a memory router at `route` and the app's `BackendQueryProvider`
 * with a fresh QueryClient whose retries are off (so a failing query fails the test at once).
 */
export function renderWithProviders(ui: React.ReactElement, { route = '/', ...options }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return {
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => (
        <BackendQueryProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </BackendQueryProvider>
      ),
      ...options,
    }),
  }
}

function Home() {
  return <h1>Home page</h1>
}

/** Shows the current path so tests can assert redirects. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Location />
      <Toaster />
    </>
  )
}

/** Renders the real /auth and /admin pages in a memory router starting at `path`, with the toaster. */
export function renderRoute(path: '/auth' | '/admin' | `/admin?section=${string}`) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Shell>
            <Home />
          </Shell>
        ),
      },
      {
        path: '/auth',
        element: (
          <Shell>
            <AuthPage />
          </Shell>
        ),
      },
      {
        path: '/admin',
        element: (
          <Shell>
            {/* The public pages for the preview, as the router gives them to /admin (src/app/router.tsx). */}
            <PreviewPagesContext.Provider value={publicPageElements}>
              <AdminPage />
            </PreviewPagesContext.Provider>
          </Shell>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}

/**
 * Renders /auth for a visitor who is signed out and waits for its sign-in form: /auth reads the stored session first and
 * shows only a status until then (docs/decisions.md #383).
 */
export async function renderSignIn() {
  const rendered = renderRoute('/auth')
  await screen.findByRole('tab', { name: 'Sign In' })
  return rendered
}

/** Replaces what a field holds with `text`, as she clears it and types (userEvent's clear, then type). */
export async function retype(user: UserEvent, field: Element, text: string) {
  await user.clear(field)
  await user.type(field, text)
}

/** Waits until the router is at `path`. */
export async function expectPath(path: string, timeout = 10_000) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)), { timeout })
}

/** The toast whose title is `title` (Radix renders each toast as an <li>); waits for it. */
export async function findToast(title: string, timeout = 10_000) {
  const titleNode = await screen.findByText(title, { selector: '[data-slot="toast-title"]' }, { timeout })
  return titleNode.closest('[data-slot="toast"]') as HTMLElement
}

/** Titles of every toast on screen. */
export function toastTitles(): string[] {
  return Array.from(document.querySelectorAll('[data-slot="toast-title"]')).map((node) => node.textContent ?? '')
}

/** Removes every toast from the shared store (the page stays mounted) and waits until they are gone. */
export async function dismissAllToasts() {
  const lastId = toast({ title: 'reset' })
  for (let id = 1; id <= lastId; id++) dismissToast(id)
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVE_DELAY_MS + 50))
}

/** Unmounts the page, then removes every toast from the shared store so the next test starts clean. */
export async function clearToasts() {
  cleanup()
  await dismissAllToasts()
}
