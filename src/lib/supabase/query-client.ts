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

/**
 * How long an answer to one of /admin's first reads (the set-up check, her photos' list), made beside the access check
 * before the screens that read them have mounted, is not read again when they mount: 30,000 ms (docs/decisions.md
 * #574). A change still reads them again (invalidation).
 */
export const FIRST_READ_FRESH_MS = 30_000
