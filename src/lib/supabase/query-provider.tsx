import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '@/lib/supabase/query-client'

/**
 * Provides react-query to a backend-backed page (/auth, /admin) only, so react-query stays out of the
 * public bundle (docs/architecture.md). The client lives as long as the page; tests may pass their own.
 */
export function BackendQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient())
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
