import { useMutation, useQueryClient } from '@tanstack/react-query'
import { siteContentQueryKey } from '@/features/site-content/api/query-key'
import { getSupabaseClient } from '@/lib/supabase/client'
import { parseOrExplain, siteContentSchema } from '@/lib/site-content/schema'
import { starterSite, type SetUpAnswers } from '@/lib/site-content/starter'

/**
 * Writes the starter site made of `answers` (src/lib/site-content/starter.ts) as the project's first draft:
 * `rpc('set_up_site', { p_content, p_save_id })`, after validating it (an Error listing the refused values when it does
 * not pass the schema; nothing is sent). Throws the PostgREST error: 42501 when she is not the admin (or must sign in
 * with her code), PT409 when the project already holds a draft or a version, 23514 with "<path>: <reason>" when the
 * database's check refuses her identity (docs/decisions.md #442).
 */
async function setUpSite(answers: SetUpAnswers): Promise<void> {
  const content = parseOrExplain(siteContentSchema, starterSite(answers), 'The set-up')
  const { error } = await getSupabaseClient().rpc('set_up_site', { p_content: content, p_save_id: crypto.randomUUID() })
  if (error) throw error
}

/** {@link setUpSite} as a mutation; everything under the site content's key (the set-up gate, the draft) is read again. */
export function useSetUpSite() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setUpSite, onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentQueryKey }) })
}
