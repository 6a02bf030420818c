import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteContentQueryKey } from '@/features/site-content/api/query-key'
import { loadLaunchValues } from '@/content/launch-values'
import { publishedPhotoSchema, type PublishedContent, type PublishedPhoto } from '@/lib/site-content/schema'
import { isOlderContent, parsePublishedContent } from '@/lib/site-content/upgrade'
import { getSupabaseClient } from '@/lib/supabase/client'
import type { SitePublicationRow } from '@/lib/supabase/database.types'
import { galleryImagesQueryKey } from '@/lib/supabase/query-keys'

/** A published version in the list: no content (docs/site-content.md "Database"). */
export type PublicationSummary = Pick<SitePublicationRow, 'id' | 'published_at' | 'restored_from' | 'note'>

/** The newest versions first, at most `limit` (default 30). Throws the PostgREST error. */
async function listPublications(limit = 30): Promise<PublicationSummary[]> {
  const { data, error } = await getSupabaseClient()
    .from('site_publications')
    .select('id, published_at, restored_from, note')
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw error
  return data
}

/**
 * The latest publication with its content upgraded and validated; null when there is none (a new studio's project
 * before her first Publish, docs/decisions.md #446). Throws the PostgREST error.
 */
async function fetchLatestPublication(): Promise<{ id: number; publishedAt: string; content: PublishedContent } | null> {
  const { data, error } = await getSupabaseClient()
    .from('site_publications')
    .select('id, published_at, content')
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle()
  if (error) throw error
  if (!data) return null
  const launch = isOlderContent(data.content) ? await loadLaunchValues() : null
  return {
    id: data.id,
    publishedAt: data.published_at,
    content: parsePublishedContent(data.content, `Published version ${data.id}`, launch),
  }
}

/** The gallery as it would be published now (rpc `site_gallery_snapshot`). Throws the PostgREST error. */
async function fetchGallerySnapshot(): Promise<PublishedPhoto[]> {
  const { data, error } = await getSupabaseClient().rpc('site_gallery_snapshot')
  if (error) throw error
  return publishedPhotoSchema.array().parse(data)
}

export function usePublications() {
  return useQuery(queryOptions({ queryKey: [...siteContentQueryKey, 'publications'], queryFn: () => listPublications() }))
}

export function useLatestPublication() {
  return useQuery(queryOptions({ queryKey: [...siteContentQueryKey, 'latest'], queryFn: fetchLatestPublication }))
}

/** Under the gallery's key: every gallery change (upload, caption, order, delete) refreshes it. */
export function useGallerySnapshot() {
  return useQuery(queryOptions({ queryKey: [...galleryImagesQueryKey, 'snapshot'], queryFn: fetchGallerySnapshot }))
}

/** Publishes the saved draft (rpc `publish_site_content`); resolves with the new version's id. Throws the PostgREST error. */
async function publishSiteContent(): Promise<number> {
  const { data, error } = await getSupabaseClient().rpc('publish_site_content')
  if (error) throw error
  return data.id
}

/** Publishes version `id` again with today's gallery, and makes it the draft (rpc `restore_site_publication`). */
export async function restorePublication(id: number): Promise<number> {
  const { data, error } = await getSupabaseClient().rpc('restore_site_publication', { p_id: id })
  if (error) throw error
  return data.id
}

/** publishSiteContent / restorePublication as mutations; everything under the site-content key refetches. */
export function usePublish() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: publishSiteContent, onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentQueryKey }) })
}

export function useRestore() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restorePublication, onSettled: () => queryClient.invalidateQueries({ queryKey: siteContentQueryKey }) })
}
