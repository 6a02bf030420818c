/**
 * Uploads per page of the public /gallery feed, per category (docs/decisions.md #23): the first page
 * loads after first paint, the rest with 'Show more photos'. Kept apart from the api modules so the
 * feed can read it without pulling supabase-js into the first load.
 */
export const GALLERY_PAGE_SIZE = 24
