import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL of the memory router, e.g. `/pricing`. Default `/`. */
  route?: string
}

/**
 * Renders `ui` as the app would: inside a memory router at `route` and a fresh QueryClient with
 * retries off (so a failing query fails the test at once).
 */
export function renderWithProviders(ui: React.ReactElement, { route = '/', ...options }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return {
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </QueryClientProvider>
      ),
      ...options,
    }),
  }
}
