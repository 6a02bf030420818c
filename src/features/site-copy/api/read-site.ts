import type { GalleryPhotoRecord, PublicationRecord } from '@/features/site-copy/lib/copy-format'
import { GALLERY_CATEGORIES, photoPathOf } from '@/lib/photo-files'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * The reads of a copy of her site (docs/decisions.md #207), as the signed-in admin: the draft and the published
 * versions exactly as stored, and her gallery's rows. Part of the lazily loaded download (download-site-copy.ts).
 */

/** Published versions read per request: a page is at most ~20 × 20 KB of JSON. */
const PUBLICATIONS_PAGE = 20

/** The draft's content as stored (`site_content_draft`, admin only). Throws the PostgREST error. */
export async function readDraft(): Promise<unknown> {
  const { data, error } = await getSupabaseClient().from('site_content_draft').select('content').eq('id', 1).single()
  if (error) throw error
  return data.content
}

/**
 * Every published version in id order, read {@link PUBLICATIONS_PAGE} at a time as the zip asks for them (keyset
 * pages, so a version published meanwhile is simply the last one). Throws the PostgREST error.
 */
export async function* readPublications(): AsyncGenerator<PublicationRecord> {
  let after = 0
  for (;;) {
    const { data, error } = await getSupabaseClient()
      .from('site_publications')
      .select('id, published_at, note, restored_from, content')
      .gt('id', after)
      .order('id', { ascending: true })
      .limit(PUBLICATIONS_PAGE)
    if (error) throw error
    for (const row of data) {
      yield { id: row.id, publishedAt: row.published_at, note: row.note, restoredFrom: row.restored_from, content: row.content }
      after = row.id
    }
    if (data.length < PUBLICATIONS_PAGE) return
  }
}

/**
 * Her gallery's rows as photo records, in the order the site shows them (public.site_gallery_snapshot: the categories
 * in GALLERY_CATEGORIES' order, each by display order, then upload time and id).
 * Throws the PostgREST error, or an Error for a row whose file is not in the photos' bucket.
 */
export async function readGallery(): Promise<Omit<GalleryPhotoRecord, 'file'>[]> {
  const { data, error } = await getSupabaseClient()
    .from('gallery_images')
    .select('*')
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
  if (error) throw error
  // The database orders within a category (to the microsecond, which Date.parse would cut to ms); a stable sort by
  // category rank keeps that order.
  return data
    .sort((a, b) => GALLERY_CATEGORIES.indexOf(a.category) - GALLERY_CATEGORIES.indexOf(b.category))
    .map((row) => {
      const path = photoPathOf(row.image_url)
      if (!path) throw new Error(`gallery photo ${row.id} is not a file of the photos' bucket (${row.image_url})`)
      return {
        kind: 'gallery',
        path,
        id: row.id,
        category: row.category,
        caption: row.caption,
        width: row.width,
        height: row.height,
        renditions: row.renditions,
        displayOrder: row.display_order,
        createdAt: row.created_at,
      }
    })
}
