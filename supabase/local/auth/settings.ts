import type { AuthSettings } from '../config.ts'

/** The environment variable that turns e-mail confirmations on or off, named as the Supabase CLI reads it. */
export const ENABLE_CONFIRMATIONS_ENV = 'SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS'

/**
 * Overrides of config.toml [auth] from the environment. The Supabase CLI lets `SUPABASE_<SECTION>_<KEY>`
 * override any config.toml key, so `SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS=true` turns
 * confirmations on for `supabase start` and for this backend alike; it is the only one read here.
 * Accepts Go's boolean spellings (1/t/true/0/f/false, any case); throws an Error naming the variable
 * for anything else.
 */
export function authEnvOverrides(env: NodeJS.ProcessEnv = process.env): Partial<AuthSettings> {
  const raw = env[ENABLE_CONFIRMATIONS_ENV]?.trim()
  if (raw === undefined || raw === '') return {}
  if (/^(1|t|true)$/i.test(raw)) return { enableConfirmations: true }
  if (/^(0|f|false)$/i.test(raw)) return { enableConfirmations: false }
  throw new Error(`${ENABLE_CONFIRMATIONS_ENV} must be true or false, not "${raw}"`)
}
