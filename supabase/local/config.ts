/**
 * Settings of the embedded local backend. Each value mirrors `supabase/config.toml` (checked by
 * tests/backend/config.test.ts) or a Supabase CLI default (shared/docs/local-backend.md §7, §8).
 */

/** Default API port: the one `supabase start` uses, so either backend can serve the app. */
export const DEFAULT_PORT = 54321

/** Default listen address: loopback only. */
export const DEFAULT_HOST = '127.0.0.1'

/** The well-known JWT secret of every `supabase start` (docs/local-backend.md §8). HS256. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** Local anon key: `{"iss":"supabase-demo","role":"anon","exp":1983812996}` signed with JWT_SECRET. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** Local service-role key: `{"iss":"supabase-demo","role":"service_role","exp":1983812996}`. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/** Opaque local keys (`sb_publishable_…`, `sb_secret_…`) that map onto the two JWTs (docs/local-backend.md §0). */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** Seeded local admin (docs/decisions.md #12; supabase/seed.sql). Local only. */
export const LOCAL_ADMIN = { email: 'admin@example.com', password: 'admin-password' } as const

/** GoTrue settings from config.toml [auth]. Durations in seconds. */
export type AuthSettings = {
  jwtExpiry: number
  refreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  minimumPasswordLength: number
  enableSignup: boolean
  enableConfirmations: boolean
  siteUrl: string
  /** [auth.email] max_frequency: least time between two confirmation mails to one user (seconds). */
  emailMaxFrequency: number
  /** [auth.email] otp_expiry: how long a confirmation link stays valid (seconds). */
  emailOtpExpiry: number
}

export const AUTH_SETTINGS: AuthSettings = {
  jwtExpiry: 3600,
  refreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  enableSignup: true,
  enableConfirmations: false,
  siteUrl: 'http://localhost:5173',
  emailMaxFrequency: 1,
  emailOtpExpiry: 3600,
}

/** bcrypt cost for new passwords (GoTrue uses bcrypt.DefaultCost = 10). */
export const BCRYPT_COST = 10

/** Storage's global upload limit, config.toml [storage] file_size_limit = "50MiB". Bytes. */
export const STORAGE_GLOBAL_LIMIT = 50 * 1024 * 1024

/** Largest JSON body the auth and REST endpoints read. Bytes. */
export const JSON_BODY_LIMIT = 1024 * 1024

/** Headers every response exposes to the browser (docs/local-backend.md §0). */
export const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Type',
  'Content-Length',
  'ETag',
  'Location',
  'X-Total-Count',
  'Link',
  'Range-Unit',
]
