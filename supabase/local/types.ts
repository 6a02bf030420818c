import type { PGlite } from '@electric-sql/pglite'
import type { JobsReport } from './jobs.ts'

/**
 * Types of the local backend's public surface, with type-only imports so test harnesses compiled
 * under other tsconfigs (tests/support/backend.ts) can name them without pulling the server in.
 */

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
  /** [auth.email] otp_expiry: how long a confirmation or recovery link stays valid (seconds). */
  emailOtpExpiry: number
  /** [auth.rate_limit]: GoTrue's per-IP request limits and the hourly e-mail budget (docs/local-backend.md §1.11). */
  rateLimits: RateLimitSettings
  /** [auth.mfa] max_enrolled_factors: factors (verified or not) one user may have. */
  mfaMaxEnrolledFactors: number
  /** [auth.mfa.totp] enroll_enabled / verify_enabled. */
  mfaTotpEnroll: boolean
  mfaTotpVerify: boolean
}

/**
 * config.toml [auth.rate_limit], the Supabase CLI's keys: requests per IP address per 5 minutes
 * (`sign_in_sign_ups`, `token_verifications`, `token_refresh`) and e-mails per hour for the whole
 * project (`email_sent`).
 */
export type RateLimitSettings = {
  /** GoTrue's RATE_LIMIT_OTP: /signup, /recover and PUT /user per IP per 5 minutes. */
  signInSignUps: number
  /** GoTrue's RATE_LIMIT_VERIFY: /verify per IP per 5 minutes. */
  tokenVerifications: number
  /** GoTrue's RATE_LIMIT_TOKEN_REFRESH: /token (password and refresh_token grants) per IP per 5 minutes. */
  tokenRefresh: number
  /** GoTrue's RATE_LIMIT_EMAIL_SENT: mails per hour, all addresses together. */
  emailSent: number
}

/** Options of `startBackend` (server.ts). */
export type BackendOptions = {
  /** TCP port; 0 = any free port. Default 54321 (the `supabase start` API port). */
  port?: number
  /** Listen address. Default 127.0.0.1. */
  host?: string
  /** Where Postgres data and uploaded files live. Default supabase/.data; tests pass a temp dir. */
  dataDir?: string
  /** No request log. */
  quiet?: boolean
  /** Overrides of config.toml [auth] and its environment overrides (tests use a short refresh_token_reuse_interval, small rate limits). */
  auth?: AuthOverrides
  /**
   * How often the scheduled jobs run (ms; docs/local-backend.md §10): the build request sender and the purge of
   * Recently deleted. Default 0: never by themselves (tests call `runJobs` with the clock they need, scripts need
   * none); `npm run backend` (and so `npm run dev`) runs them every DEFAULT_JOBS_INTERVAL_MS (15 000).
   */
  jobsIntervalMs?: number
  /**
   * A new database as a new studio's project gets it: the local admin and no content (no draft, no publication),
   * instead of the demo studio (docs/decisions.md #441; `npm run db:reset -- --empty`). Read only when the data folder
   * has no database yet.
   */
  empty?: boolean
  /**
   * Tests only: record the new database's state at start so {@link RunningBackend.reset} can put it back
   * (docs/local-backend.md §11). Needs a new data folder. `npm run dev` and `npm run backend` never set it.
   */
  resettable?: boolean
}

/**
 * Options of a test backend's reset: `auth`, overrides of [auth] as `startBackend`'s `auth` takes them, for the
 * services built anew (default: the start's); config.toml and its environment variables are read again under them.
 */
export type ResetOptions = { auth?: AuthOverrides }

/** What a reset did: restored the rows, or reopened the template because the schema had changed (`reason`). */
export type ResetOutcome = { reopened: false } | { reopened: true; reason: string }

/** Overrides of some [auth] settings; `rateLimits` may name only some keys. */
export type AuthOverrides = Partial<Omit<AuthSettings, 'rateLimits'>> & { rateLimits?: Partial<RateLimitSettings> }

/** A started backend. `url` has no trailing slash, e.g. http://127.0.0.1:54321. */
export type RunningBackend = {
  url: string
  anonKey: string
  serviceRoleKey: string
  dataDir: string
  /** Milliseconds from the call to ready (database open, migrations and seed applied, listening). */
  startupMs: number
  /**
   * The database itself, as the `postgres` superuser, bypassing the API: for fixtures the API cannot
   * make (tests create test-only tables, functions and policies) and local maintenance scripts.
   */
  database: PGlite
  /** Runs the scheduled jobs once now, with `now` as their clock (default: the real one), and sends what they queued. */
  runJobs(now?: Date): Promise<JobsReport>
  /**
   * Puts the backend back to how it started, in process only (docs/local-backend.md §11): the database's rows
   * and sequences (or the template reopened, and `database` a new handle, when the schema changed), no stored
   * files, an empty inbox, GoTrue's rate limits with full buckets, and [auth] read as at start with `options.auth`
   * (default: the start's `auth`) over it. Throws unless started `resettable`, or a malformed [auth] variable's error
   * before anything is reset.
   */
  reset(options?: ResetOptions): Promise<ResetOutcome>
  stop(): Promise<void>
}
