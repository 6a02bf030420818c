/// <reference types="vite/client" />

/** Build-time settings (README, "Environment"). All optional: defaults run the local backend. */
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_STUDIO_NAME?: string
  readonly VITE_STUDIO_OWNER?: string
  readonly VITE_STUDIO_PHONE?: string
  readonly VITE_STUDIO_BOOKING_URL?: string
  readonly VITE_STUDIO_EMAIL?: string
  readonly VITE_STUDIO_INSTAGRAM?: string
  readonly VITE_STUDIO_FACEBOOK?: string
  readonly VITE_STUDIO_TIKTOK?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
