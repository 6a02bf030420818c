/**
 * The types supabase-js checks the app's calls against: the `public` schema as generated from the migrations
 * (`database.generated.ts`, `npm run db:types`; docs/decisions.md #327), with the few columns and answers the database
 * leaves wider than the app knows them narrowed here. A narrowing names a key the generated types have and a type that
 * fits the generated one, or this file fails to compile, so it cannot drift from the schema either.
 */
import type { GalleryCategory } from '@/lib/photo-files'
import type { Database as Generated } from '@/lib/supabase/database.generated'
import type { VisitKind } from '@/lib/visits'

/** Gallery categories (src/lib/photo-files.ts); the database enforces the same pair with a CHECK (docs/decisions.md #15). */
export type { GalleryCategory }

/**
 * `T` with the types of `N`'s keys replaced by `N`'s: each key must be one of `T`'s, and each type must fit `T`'s there.
 */
type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? T[K] : never }> = { [K in keyof T]: K extends keyof N ? N[K] : T[K] }

type Schema = Generated['public']
type Tables = Schema['Tables']
type Functions = Schema['Functions']

/**
 * A gallery photo's row: `image_url` is the public URL of its stored file, `renditions` the widths in px of the files
 * `{category}/{id}-{width}.{ext}` beside it (docs/decisions.md #23), `caption` plain text or null for the category's
 * default (#21), `width` and `height` the full file's pixel size (null on rows from before renditions).
 */
type GalleryImageRow = Narrow<Tables['gallery_images']['Row'], { category: GalleryCategory }>

/**
 * A gallery_images row as it was when deleted (its `display_order` is its place in her order then, docs/decisions.md
 * #202), plus when it goes for good (`purge_after`, 30 days on) and whether the live site showed it (#200, #201).
 */
export type GalleryBinRow = Narrow<Tables['gallery_bin']['Row'], { category: GalleryCategory }>

/** A published version of the site content (docs/site-content.md "Database"). `content` is `PublishedContent`. */
export type SitePublicationRow = Tables['site_publications']['Row']

/** What `save_site_draft` answers (docs/decisions.md #280, #323). */
type SavedDraft = { revision: number; updated_at: string; save_id: string | null }

export type Database = {
  public: Narrow<
    Schema,
    {
      Tables: Narrow<
        Tables,
        {
          gallery_images: Narrow<
            Tables['gallery_images'],
            {
              Row: GalleryImageRow
              Insert: Narrow<Tables['gallery_images']['Insert'], { category: GalleryCategory }>
              Update: Narrow<Tables['gallery_images']['Update'], { category?: GalleryCategory }>
            }
          >
          gallery_bin: Narrow<
            Tables['gallery_bin'],
            {
              Row: GalleryBinRow
              Insert: Narrow<Tables['gallery_bin']['Insert'], { category: GalleryCategory }>
              Update: Narrow<Tables['gallery_bin']['Update'], { category?: GalleryCategory }>
            }
          >
          visit_daily_counts: Narrow<
            Tables['visit_daily_counts'],
            {
              Row: Narrow<Tables['visit_daily_counts']['Row'], { kind: VisitKind }>
              Insert: Narrow<Tables['visit_daily_counts']['Insert'], { kind: VisitKind }>
              Update: Narrow<Tables['visit_daily_counts']['Update'], { kind?: VisitKind }>
            }
          >
        }
      >
      Functions: Narrow<
        Functions,
        {
          save_site_draft: Narrow<Functions['save_site_draft'], { Returns: SavedDraft }>
          bin_gallery_image: Narrow<Functions['bin_gallery_image'], { Returns: GalleryBinRow }>
          restore_gallery_image: Narrow<Functions['restore_gallery_image'], { Returns: GalleryImageRow }>
          reorder_gallery_images: Narrow<
            Functions['reorder_gallery_images'],
            { Args: Narrow<Functions['reorder_gallery_images']['Args'], { p_category: GalleryCategory }> }
          >
          record_visit: Narrow<Functions['record_visit'], { Args: Narrow<Functions['record_visit']['Args'], { kind?: VisitKind }> }>
        }
      >
    }
  >
}
