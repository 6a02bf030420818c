import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabaseClient } from '@/lib/supabase/client'
import { parseSiteContent } from '@/content/site-content-upgrade'
import { parseOrExplain, siteContentSchema, type SiteContent } from '@/lib/site-content/schema'

/** Root react-query key of the site content (draft, publications); publish and restore invalidate it. */
export const siteContentQueryKey = ['site-content'] as const
const draftKey = [...siteContentQueryKey, 'draft'] as const

/**
 * The owner's draft (docs/site-content.md "Database": `site_content_draft`, admin only), upgraded to the current
 * schema when it was stored under an older one (a restored version 1). Throws the PostgREST
 * error, or an Error listing the refused values when the stored draft does not pass the schema.
 */
export async function fetchDraft(): Promise<SiteContent> {
  const { data, error } = await getSupabaseClient().from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return parseSiteContent(data.content, 'The saved draft')
}

export const draftQueryOptions = queryOptions({ queryKey: draftKey, queryFn: fetchDraft })

/** The draft as a query. */
export function useDraft() {
  return useQuery(draftQueryOptions)
}

/**
 * Stores `content` as the draft after validating it (nothing is sent when it is invalid: the Error lists the
 * reasons). Throws the PostgREST error, or an Error when no row was updated (not an admin).
 */
export async function saveDraft(content: SiteContent): Promise<SiteContent> {
  const valid = parseOrExplain(siteContentSchema, content, 'The draft')
  const { data, error } = await getSupabaseClient()
    .from('site_content_draft')
    .update({ content: valid, updated_at: new Date().toISOString() })
    .eq('id', 1)
    .select('content')
  if (error) throw error
  if (data.length === 0) throw new Error('The draft was not saved: only an admin may change it.')
  return valid
}

/** saveDraft as a mutation; the draft query takes the saved value. */
export function useSaveDraft() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (saved) => queryClient.setQueryData(draftKey, saved),
  })
}
