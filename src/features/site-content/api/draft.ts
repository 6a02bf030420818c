import { queryOptions, useMutation, useQuery, type MutationOptions } from '@tanstack/react-query'
import { backOffDelay } from '@/lib/back-off'
import { isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import { getSupabaseClient } from '@/lib/supabase/client'
import { siteContentQueryKey } from '@/features/site-content/api/query-key'
import { loadLaunchValues } from '@/content/launch-values'
import { hasUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { parseOrExplain, siteContentSchema, type SiteContent } from '@/lib/site-content/schema'
import { isOlderContent, parseSiteContent } from '@/lib/site-content/upgrade'

const draftKey = [...siteContentQueryKey, 'draft'] as const

/**
 * The draft as /admin holds it (docs/site-content.md "Database"): its content, upgraded to the current schema; the
 * revision the server gave it, which a save names (docs/decisions.md #280); when that revision was saved (ISO 8601);
 * and the id the device that saved it gave that save (null when a restore, the import or a save without one wrote it,
 * docs/decisions.md #323), so a device whose save was refused as stale can tell whether the newer revision is its own.
 */
export type Draft = { content: SiteContent; revision: number; updatedAt: string; saveId: string | null }

/**
 * The owner's draft (`site_content_draft`, admin only), upgraded to the current schema when it was stored under an
 * older one (a restored version 1), with its revision. Throws the PostgREST error, or an Error listing the refused
 * values when the stored draft does not pass the schema (OlderContentError, src/lib/site-content/upgrade.ts, for an
 * older one this build cannot read).
 */
export async function fetchDraft(): Promise<Draft> {
  const { data, error } = await getSupabaseClient()
    .from('site_content_draft')
    .select('content, revision, updated_at, save_id')
    .eq('id', 1)
    .single()
  if (error) throw error
  const launch = isOlderContent(data.content) ? await loadLaunchValues() : null
  return {
    content: parseSiteContent(data.content, 'The saved draft', launch),
    revision: data.revision,
    updatedAt: data.updated_at,
    saveId: data.save_id,
  }
}

/**
 * The draft as a query. Read again when /admin becomes visible after being hidden (another tab, another app, the phone
 * locked), unless she has something unsaved (docs/decisions.md #284): her other device may have saved meanwhile. Not
 * read again as a screen that shows it mounts: a section's form reads it again once its fields have painted
 * (useSectionForm), since an answer that came while they rendered made React render them all again in one task
 * (docs/decisions.md #647).
 */
export const draftQueryOptions = queryOptions({
  queryKey: draftKey,
  queryFn: fetchDraft,
  refetchOnWindowFocus: () => !hasUnsavedChanges(),
  refetchOnMount: false,
})

const contentOf = (draft: Draft) => draft.content

/** The draft's content as a query (the preview, the Publish panel, the FAQs' placeholders). */
export function useDraft() {
  return useQuery({ ...draftQueryOptions, select: contentOf })
}

/** The draft with its revision as a query (the section forms). */
export function useDraftRecord() {
  return useQuery(draftQueryOptions)
}

/**
 * Stores `content` as the draft if the draft is still at `revision` (the one her typing started from), after validating
 * it (nothing is sent when it is invalid: the Error lists the reasons): `rpc('save_site_draft', { p_content,
 * p_revision, p_save_id })`. `saveId` names this save (a new uuid unless given; send the same one again when the same
 * save is sent again, docs/decisions.md #323). Resolves to the saved draft with its new revision and `saveId`. Throws
 * the PostgREST error: PT409 (HTTP 409) when the draft changed since `revision` ({@link isStaleDraft}; nothing was
 * written: the draft's `saveId` then says whether that change was this save), 42501 when she is not the admin (or must
 * sign in with her code), or a connection failure (src/lib/error-message.ts `isConnectionError`). The error carries the
 * answer's HTTP `status` (`isTemporaryRefusal`: 408, 429, 5xx).
 */
export async function saveDraft(content: SiteContent, revision: number, saveId: string = crypto.randomUUID()): Promise<Draft> {
  const valid = parseOrExplain(siteContentSchema, content, 'The draft')
  const { data, error, status } = await getSupabaseClient().rpc('save_site_draft', {
    p_content: valid,
    p_revision: revision,
    p_save_id: saveId,
  })
  // The answer's HTTP status goes with the error, so a temporary refusal (503, 429) reads as one (isTemporaryRefusal).
  if (error) throw Object.assign(error, { status })
  return { content: valid, revision: data.revision, updatedAt: data.updated_at, saveId: data.save_id }
}

/** True when a save was refused because the draft changed since the revision it named (PT409; docs/decisions.md #280). */
export function isStaleDraft(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PT409'
}

/** One save as the device sends it, and sends again unchanged (docs/decisions.md #323, #421): the same `saveId` each time. */
export type SaveRequest = { content: SiteContent; revision: number; saveId: string }

/**
 * Sends `request` once (saveDraft). When it is refused as stale (PT409) and the draft's latest revision carries this
 * request's `saveId`, the refused send was a repeat of a save that had gone through (its answer lost on the way, then
 * sent again): resolves to that draft, her own save, instead of a clash (docs/decisions.md #421). Throws as saveDraft
 * does otherwise: the PT409 when another device saved, carrying the draft it read ({@link latestDraftOf}); a failure of
 * that read (a lost connection) is the mutation's to send again, the whole request with the same id.
 */
export async function sendSave({ content, revision, saveId }: SaveRequest): Promise<Draft> {
  try {
    return await saveDraft(content, revision, saveId)
  } catch (error) {
    if (!isStaleDraft(error)) throw error
    const latest = await fetchDraft()
    if (latest.saveId === saveId) return latest
    throw Object.assign(error as Error, { latest })
  }
}

/** The draft as it was when a save was refused as stale by another device's save (sendSave read it), or undefined. */
export function latestDraftOf(error: unknown): Draft | undefined {
  return typeof error === 'object' && error !== null && 'latest' in error ? (error.latest as Draft) : undefined
}

/** True when a save may be sent again unchanged: no answer came (a lost connection, its time limit) or "not now" (408, 429, 5xx). */
const saveMayBeRetried = (error: unknown): boolean => isConnectionError(error) || isTemporaryRefusal(error)

/**
 * A save as a TanStack Query mutation (docs/site-content.md "No connection", docs/decisions.md #420): sent again, the
 * same request with the same save id, after no answer or a temporary refusal, for as long as it takes, with back-off
 * between tries (backOffDelay, src/lib/back-off.ts); paused while the browser is offline (`networkMode: 'online'`,
 * TanStack's onlineManager) and resumed by the query client when it is back online. A refusal that is final (a
 * clash, PT409; the admin check, 42501; an invalid draft) ends it.
 */
export const saveDraftMutationOptions = {
  mutationKey: [...siteContentQueryKey, 'save'],
  mutationFn: sendSave,
  networkMode: 'online',
  retry: (_failures: number, error: unknown) => saveMayBeRetried(error),
  retryDelay: (failures: number) => backOffDelay(failures),
} satisfies MutationOptions<Draft, unknown, SaveRequest>

/** The save mutation ({@link saveDraftMutationOptions}): `isPaused` while offline, `failureCount` > 0 while a retry waits. */
export function useSaveDraft() {
  return useMutation(saveDraftMutationOptions)
}
