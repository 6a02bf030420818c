/**
 * Types of the `public` schema (supabase/migrations), in the shape `supabase gen types typescript`
 * emits, so supabase-js calls are checked against the real columns. Regenerate with
 * `npx supabase gen types typescript --local` against a CLI stack, or edit by hand with the migration.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

/** Gallery categories; the database enforces the same pair with a CHECK (docs/decisions.md #15, docs/product.md §5). */
export type GalleryCategory = 'nails' | 'lashes'

export type AppRole = 'admin'

export type Database = {
  public: {
    Tables: {
      gallery_images: {
        Row: {
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
        Insert: {
          id?: string
          category: GalleryCategory
          image_url: string
          display_order?: number
          created_at?: string
          caption?: string | null
          width?: number | null
          height?: number | null
          renditions?: number[]
        }
        Update: {
          id?: string
          category?: GalleryCategory
          image_url?: string
          display_order?: number
          created_at?: string
          caption?: string | null
          width?: number | null
          height?: number | null
          renditions?: number[]
        }
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
