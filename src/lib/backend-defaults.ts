/**
 * The local backend's address and anon key, the defaults of VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY
 * (docs/local-backend.md §8), and what a malformed one is told. Without zod: the browser reads the backend from here
 * (src/lib/env.ts, the visit counter), and the build checks the variables with zod (scripts/lib/backend-env.ts,
 * docs/decisions.md #566).
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

/** The anon JWT every `supabase start` uses (public; payload `{"iss":"supabase-demo","role":"anon"}`). */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/**
 * The public storage bucket of her photos (supabase/migrations/20250101120000_create_gallery_and_roles.sql): the
 * gallery's files, her /about photos and their renditions (docs/product.md §7).
 */
export const GALLERY_BUCKET = 'gallery-images'

/** The private bucket of Recently deleted photos' files (supabase/migrations/20261127120000_recently_deleted.sql; docs/decisions.md #200). */
export const GALLERY_BIN_BUCKET = 'gallery-bin'

/** A backend to call over plain HTTP: its project URL (no trailing slash) and publishable (anon) key. */
export type BackendAddress = { url: string; key: string }

/** The build-time backend variables {@link backendFromEnv} reads (`import.meta.env` or `process.env`). */
export type BackendVariables = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_PUBLISHABLE_KEY?: string }

/**
 * The backend of `env` without schema code: VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY trimmed (blank counts
 * as unset), else the local backend; the URL without its trailing slash. Same defaults as src/lib/env.ts.
 */
export function backendFromEnv(env: BackendVariables): BackendAddress {
  return {
    url: (env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/+$/, ''),
    key: env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_SUPABASE_ANON_KEY,
  }
}

/** What a malformed backend variable is told, after its name ("VITE_SUPABASE_URL must be ..."). */
export const backendVariableRules = {
  VITE_SUPABASE_URL: 'must be an http(s) URL such as http://127.0.0.1:54321',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'must be the project’s publishable (anon) key',
} as const satisfies Record<keyof BackendVariables, string>

/** The error of malformed backend variables: one `- NAME rule` line each, under where the variables are described. */
export function invalidBackendSettings(lines: readonly string[]): Error {
  return new Error(`Invalid backend settings (see docs/operations.md, "Environment variables"):\n${lines.join('\n')}`)
}
