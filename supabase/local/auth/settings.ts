import type { AuthOverrides, RateLimitSettings } from '../types.ts'

/** The environment variable that turns e-mail confirmations on or off, named as the Supabase CLI reads it. */
export const ENABLE_CONFIRMATIONS_ENV = 'SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS'

/**
 * Overrides of config.toml [auth] from the environment. The Supabase CLI lets `SUPABASE_<SECTION>_<KEY>`
 * override any config.toml key, so `SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS=true` turns
 * confirmations on for `supabase start` and for this backend alike. Read here: that one and the
 * four [auth.rate_limit] keys ({@link RATE_LIMIT_ENV}).
 * Accepts Go's boolean spellings (1/t/true/0/f/false, any case); throws an Error naming the variable
 * for anything else.
 */
export function authEnvOverrides(env: NodeJS.ProcessEnv = process.env): AuthOverrides {
  const rateLimits = rateLimitEnvOverrides(env)
  const overrides: AuthOverrides = Object.keys(rateLimits).length ? { rateLimits } : {}
  const raw = env[ENABLE_CONFIRMATIONS_ENV]?.trim()
  if (raw === undefined || raw === '') return overrides
  if (/^(1|t|true)$/i.test(raw)) return { ...overrides, enableConfirmations: true }
  if (/^(0|f|false)$/i.test(raw)) return { ...overrides, enableConfirmations: false }
  throw new Error(`${ENABLE_CONFIRMATIONS_ENV} must be true or false, not "${raw}"`)
}

/** The CLI's override variables of config.toml [auth.rate_limit], e.g. SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS=3. */
export const RATE_LIMIT_ENV: Record<keyof RateLimitSettings, string> = {
  signInSignUps: 'SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenVerifications: 'SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
  tokenRefresh: 'SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH',
  emailSent: 'SUPABASE_AUTH_RATE_LIMIT_EMAIL_SENT',
}

/** Rate limits set in the environment (whole numbers ≥ 0); throws an Error naming the variable for anything else. */
function rateLimitEnvOverrides(env: NodeJS.ProcessEnv): Partial<RateLimitSettings> {
  const out: Partial<RateLimitSettings> = {}
  for (const [key, name] of Object.entries(RATE_LIMIT_ENV) as [keyof RateLimitSettings, string][]) {
    const raw = env[name]?.trim()
    if (raw === undefined || raw === '') continue
    if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, not "${raw}"`)
    out[key] = Number(raw)
  }
  return out
}
