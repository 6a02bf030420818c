/**
 * Types of the `public` schema (supabase/migrations), in the shape `supabase gen types typescript`
 * emits, so supabase-js calls are checked against the real columns. Regenerate with
 * `npx supabase gen types typescript --local` against a CLI stack, or edit by hand with the migration.
 */
import type { GalleryCategory } from '@/lib/photo-files'
import type { VisitKind } from '@/lib/visits'

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

/** Gallery categories (src/lib/photo-files.ts); the database enforces the same pair with a CHECK (docs/decisions.md #15). */
export type { GalleryCategory }

export type AppRole = 'admin'

/** A published version of the site content (docs/site-content.md "Database"). `content` is `PublishedContent`. */
export type SitePublicationRow = {
  id: number
  content: Json
  published_at: string
  published_by: string | null
  restored_from: number | null
  note: string | null
}

/**
 * A gallery_images row as it was when deleted (its `display_order` is its place in her order then, docs/decisions.md
 * #202), plus when it goes for good (docs/decisions.md #200, #201).
 */
export type GalleryBinRow = GalleryImageRow & {
  deleted_at: string
  /** When it goes for good: 30 days after the delete. */
  purge_after: string
  deleted_by: string | null
  /** The live site showed it when it was deleted, so Restore publishes it again. */
  was_published: boolean
  purge_requested_at: string | null
}

type GalleryImageRow = {
  id: string
  category: GalleryCategory
  /** Public URL of the stored file (storage `getPublicUrl`). */
  image_url: string
  display_order: number
  created_at: string
  /** Plain-text caption, at most 200 characters; null means the category's default (docs/decisions.md #21). */
  caption: string | null
  /** Pixel size of the stored full image; null on rows uploaded before renditions existed. */
  width: number | null
  height: number | null
  /** Widths in px of the stored renditions `{category}/{id}-{width}.{ext}` (docs/decisions.md #23). */
  renditions: number[]
}

export type Database = {
  public: {
    Tables: {
      gallery_images: {
        Row: GalleryImageRow
        /** category and image_url are required; every other column has a default. */
        Insert: Pick<GalleryImageRow, 'category' | 'image_url'> & Partial<GalleryImageRow>
        Update: Partial<GalleryImageRow>
        Relationships: []
      }
      /** Recently deleted photos; admin only: read, and delete for good (docs/decisions.md #200). */
      gallery_bin: {
        Row: GalleryBinRow
        Insert: Omit<GalleryBinRow, 'deleted_at' | 'purge_after' | 'deleted_by' | 'was_published' | 'purge_requested_at'> &
          Partial<Pick<GalleryBinRow, 'deleted_at' | 'purge_after' | 'deleted_by' | 'was_published' | 'purge_requested_at'>>
        Update: { [_ in never]: never }
        Relationships: []
      }
      /**
       * The one draft of the owner's site content, admin only (docs/site-content.md). `revision` and `updated_at` are
       * set by a trigger on every update (docs/decisions.md #280): what an update sets for them is replaced.
       */
      site_content_draft: {
        Row: { id: number; content: Json; updated_at: string; updated_by: string | null; revision: number }
        Insert: { id?: number; content: Json; updated_at?: string; updated_by?: string | null; revision?: number }
        Update: { id?: number; content?: Json; updated_at?: string; updated_by?: string | null; revision?: number }
        Relationships: []
      }
      /** Published versions, append-only; readable by anyone (docs/site-content.md). */
      site_publications: {
        Row: SitePublicationRow
        Insert: { content: Json; published_at?: string; published_by?: string | null; restored_from?: number | null; note?: string | null }
        Update: { [_ in never]: never }
        Relationships: []
      }
      /** Page views and Book Now / WhatsApp taps per path per day (Europe/London); admin reads only (docs/visits.md). */
      visit_daily_counts: {
        Row: { day: string; path: string; kind: VisitKind; count: number }
        Insert: { day: string; path: string; kind: VisitKind; count?: number }
        Update: { day?: string; path?: string; kind?: VisitKind; count?: number }
        Relationships: []
      }
      /** Unique visitors per day (Europe/London) for the whole site; admin reads only (docs/visits.md). */
      visit_daily_visitors: {
        Row: { day: string; visitors: number }
        Insert: { day: string; visitors?: number }
        Update: { day?: string; visitors?: number }
        Relationships: []
      }
      user_roles: {
        Row: { id: string; user_id: string; role: AppRole; created_at: string }
        Insert: { id?: string; user_id: string; role: AppRole; created_at?: string }
        Update: { id?: string; user_id?: string; role?: AppRole; created_at?: string }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      has_role: {
        Args: { _user_id: string; _role: AppRole }
        Returns: boolean
      }
      /**
       * Saves the draft if it is still at revision `p_revision`, else PT409 (HTTP 409) and nothing written; admin only
       * (docs/decisions.md #280). Answers the new revision and its time.
       */
      save_site_draft: { Args: { p_content: Json; p_revision: number }; Returns: { revision: number; updated_at: string } }
      /** Publishes the draft plus the gallery as a new version; admin only (docs/site-content.md). */
      publish_site_content: { Args: Record<string, never>; Returns: SitePublicationRow }
      /** Publishes version `p_id` again with today's gallery and makes it the draft; admin only (docs/site-content.md). */
      restore_site_publication: { Args: { p_id: number }; Returns: SitePublicationRow }
      /** Whether the publish hook is configured (npm run doctor); service role only. */
      build_hook_status: { Args: Record<string, never>; Returns: Json }
      /**
       * The oldest schema version of the published content, or null when nothing is published; anyone (the build reads
       * it, docs/decisions.md #361).
       */
      site_content_oldest_schema_version: { Args: Record<string, never>; Returns: number | null }
      /** The gallery_images rows as a publication's gallery (docs/site-content.md). */
      site_gallery_snapshot: { Args: Record<string, never>; Returns: Json }
      /** Moves a gallery row to Recently deleted and returns it; admin only (docs/decisions.md #200). */
      bin_gallery_image: { Args: { p_id: string }; Returns: GalleryBinRow }
      /** Puts a recently deleted photo back in its place, its files already back; admin only (docs/decisions.md #202). */
      restore_gallery_image: { Args: { p_id: string }; Returns: GalleryImageRow }
      /** Sets display_order to each id's index in `p_ids`, atomically; admin only (docs/decisions.md #22). */
      reorder_gallery_images: {
        Args: { p_category: GalleryCategory; p_ids: string[] }
        Returns: undefined
      }
    }
    Enums: { app_role: AppRole }
    CompositeTypes: { [_ in never]: never }
  }
}
