import { QueryClient } from '@tanstack/react-query'

/**
 * react-query defaults for the routes that talk to the backend (/auth, /admin). Mounted by those pages
 * only, so react-query stays out of the public bundle (docs/architecture.md). One failed read is retried once;
 * refetching on window focus is off because the admin screen refetches after each change itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
