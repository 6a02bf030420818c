import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, type TomlTable } from 'smol-toml'
import type { AuthSettings } from './types.ts'
import { isRecord } from './http.ts'

export type { AuthSettings }

/**
 * Settings of the embedded local backend: the values `supabase start` reads from
 * `supabase/config.toml` (parsed here, so the file is the one source) and the Supabase CLI's fixed
 * local defaults (docs/local-backend.md §7, §8).
 */

// A path, not a URL object: test environments such as jsdom bring their own URL class.
const CONFIG_TOML = join(dirname(fileURLToPath(import.meta.url)), '..', 'config.toml')

/** Reads `supabase/config.toml`. Throws TomlError (with line and column) when the file is malformed. */
function readConfigToml(): TomlTable {
  return parse(readFileSync(CONFIG_TOML, 'utf8'))
}

const toml = readConfigToml()

/** `[section.sub] key` of config.toml; throws when the file lacks it, naming the key to add. */
function setting(path: string, kind: 'string' | 'number' | 'boolean'): string | number | boolean {
  const keys = path.split('.')
  let value: unknown = toml
  for (const key of keys) value = isRecord(value) ? value[key] : undefined
  if (typeof value !== kind) throw new Error(`supabase/config.toml: ${path} must be a ${kind}`)
  return value as string | number | boolean
}
const num = (path: string) => setting(path, 'number') as number
const bool = (path: string) => setting(path, 'boolean') as boolean
const str = (path: string) => setting(path, 'string') as string

/** `"50MiB"`-style sizes of config.toml → bytes. */
export function parseSize(text: string): number {
  const match = /^\s*(\d+)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(text)
  if (!match?.[1]) throw new Error(`supabase/config.toml: "${text}" is not a size like "50MiB"`)
  const unit = (match[2] ?? 'B').toLowerCase()
  const factor: Record<string, number> = { b: 1, kb: 1000, kib: 1024, mb: 1000 ** 2, mib: 1024 ** 2, gb: 1000 ** 3, gib: 1024 ** 3 }
  return Number(match[1]) * (factor[unit] ?? 1)
}

/**
 * Go's `time.ParseDuration` for the units h, m, s and ms (`"1s"`, `"1m30s"`, `"2h"`, `"250ms"`) → seconds, or null
 * when `text` (taken as written, not trimmed) is not such a duration. Used by config.toml and GoTrue's ban_duration.
 */
export function goDurationSeconds(text: string): number | null {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return null
  const factor: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 }
  return parts.reduce((sum, [, n = '0', unit = 's']) => sum + Number(n) * (factor[unit] ?? 1), 0)
}

/** Go-style durations of config.toml (`"1s"`, `"1m30s"`, `"2h"`) → seconds; throws when `text` is not one. */
export function parseDuration(text: string): number {
  const seconds = goDurationSeconds(text.trim())
  if (seconds === null) throw new Error(`supabase/config.toml: "${text}" is not a duration like "1s"`)
  return seconds
}

/** Default API port, config.toml [api] port (54321, the one `supabase start` uses). */
export const DEFAULT_PORT = num('api.port')

/** PostgREST's cap on rows per read, config.toml [api] max_rows (docs/local-backend.md §3.2). */
export const MAX_ROWS = num('api.max_rows')

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

/**
 * The seed files, config.toml [db.seed] sql_paths, as names inside supabase/ ("seed.sql"), in the order `supabase db
 * reset` runs them after the migrations on a new database: the local admin (docs/decisions.md #441; the demo studio
 * follows, from db.ts demoSeedSql(), #490). Throws when the list is missing or names a file outside supabase/.
 */
export const SEED_FILES: readonly string[] = (() => {
  const db = isRecord(toml.db) ? toml.db : {}
  const paths = isRecord(db.seed) ? db.seed.sql_paths : undefined
  const files = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string' && /^\.\/[A-Za-z0-9_.-]+\.sql$/.test(p)) : []
  if (!Array.isArray(paths) || files.length !== paths.length) {
    throw new Error('supabase/config.toml: db.seed.sql_paths must list the seed files inside supabase/, e.g. ["./seed.sql"]')
  }
  return files.map((p) => p.slice(2))
})()

/** Seeded local admin (docs/decisions.md #12; supabase/seed.sql). Local only. */
export const LOCAL_ADMIN = { email: 'admin@example.com', password: 'admin-password' } as const

/** config.toml [auth], [auth.email], [auth.rate_limit] and [auth.mfa]. */
export const AUTH_SETTINGS: AuthSettings = {
  jwtExpiry: num('auth.jwt_expiry'),
  refreshTokenRotation: bool('auth.enable_refresh_token_rotation'),
  refreshTokenReuseInterval: num('auth.refresh_token_reuse_interval'),
  minimumPasswordLength: num('auth.minimum_password_length'),
  enableSignup: bool('auth.enable_signup'),
  enableConfirmations: bool('auth.email.enable_confirmations'),
  siteUrl: str('auth.site_url'),
  emailMaxFrequency: parseDuration(str('auth.email.max_frequency')),
  emailOtpExpiry: num('auth.email.otp_expiry'),
  rateLimits: {
    signInSignUps: num('auth.rate_limit.sign_in_sign_ups'),
    tokenVerifications: num('auth.rate_limit.token_verifications'),
    tokenRefresh: num('auth.rate_limit.token_refresh'),
    emailSent: num('auth.rate_limit.email_sent'),
  },
  mfaMaxEnrolledFactors: num('auth.mfa.max_enrolled_factors'),
  mfaTotpEnroll: bool('auth.mfa.totp.enroll_enabled'),
  mfaTotpVerify: bool('auth.mfa.totp.verify_enabled'),
}

/** bcrypt cost for new passwords (GoTrue uses bcrypt.DefaultCost = 10). */
export const BCRYPT_COST = 10

/** Storage's global upload limit, config.toml [storage] file_size_limit ("50MiB"). Bytes. */
export const STORAGE_GLOBAL_LIMIT = parseSize(str('storage.file_size_limit'))

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
