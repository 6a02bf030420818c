import { queryOptions, useQuery } from '@tanstack/react-query'
import { siteContentQueryKey } from '@/features/site-content/api/query-key'
import { getSupabaseClient } from '@/lib/supabase/client'
import { FIRST_READ_FRESH_MS } from '@/lib/supabase/query-client'

/**
 * Whether the project has been set up: true when it holds a draft (`site_content_draft`, admin only). A project with
 * none is a new studio's (docs/site-content.md "A new studio"): /admin shows the set-up first. Under the site content's
 * key, so the set-up, publish and restore read it again. Throws the PostgREST error.
 */
async function fetchIsSetUp(): Promise<boolean> {
  const { data, error } = await getSupabaseClient().from('site_content_draft').select('id').eq('id', 1).maybeSingle()
  if (error) throw error
  return data !== null
}

/**
 * {@link fetchIsSetUp}'s query: /admin fetches it beside the access check (src/pages/admin.tsx), the gate reads it; a
 * recent answer is not read again when the gate mounts (`FIRST_READ_FRESH_MS`, docs/decisions.md #574).
 */
export const isSetUpQueryOptions = queryOptions({
  queryKey: [...siteContentQueryKey, 'set-up'],
  queryFn: fetchIsSetUp,
  staleTime: FIRST_READ_FRESH_MS,
})

/** {@link fetchIsSetUp} as a query (the set-up gate of /admin). */
export function useIsSetUp() {
  return useQuery(isSetUpQueryOptions)
}
