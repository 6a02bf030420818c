/**
 * What `npm run admin:grant` does to an account, with a service-role supabase-js client (docs/operations.md
 * "The owner's account"; docs/decisions.md #12, #168): find the user by e-mail, grant the admin role, or
 * remove every MFA factor she has (a lost phone). The same calls work on hosted Supabase and on the local
 * backend, which implements GoTrue's admin endpoints (docs/local-backend.md §1).
 */
import type { Factor, SupabaseClient } from '@supabase/supabase-js'

/** What the command line asks for. */
export type AdminCommand = { action: 'grant' | 'remove-factors'; email: string }

/** The usage line printed with every refused command line. */
export const ADMIN_GRANT_USAGE = 'Usage: npm run admin:grant -- <email>  |  npm run admin:grant -- --remove-factors <email>'

/**
 * Reads `[--remove-factors] <email>` (flag before or after the address; the address lower-cased, as GoTrue
 * stores it). Returns the command, or `{ error }` with the reason and ADMIN_GRANT_USAGE.
 */
export function parseAdminArgs(argv: readonly string[]): AdminCommand | { error: string } {
  const flags = argv.filter((a) => a.startsWith('-'))
  const words = argv.filter((a) => !a.startsWith('-')).map((a) => a.trim().toLowerCase())
  const unknown = flags.filter((f) => f !== '--remove-factors')
  if (unknown.length) return { error: `Unknown option ${unknown.join(', ')}. ${ADMIN_GRANT_USAGE}` }
  if (words.length !== 1 || !/^[^\s@]+@[^\s@]+$/.test(words[0]!)) {
    return { error: `Give exactly one e-mail address. ${ADMIN_GRANT_USAGE}` }
  }
  return { action: flags.length ? 'remove-factors' : 'grant', email: words[0]! }
}

/** The user's id with that e-mail (case-insensitive), paging through the admin user list; null when none. Throws the API error. */
export async function findUserIdByEmail(supabase: SupabaseClient, email: string): Promise<string | null> {
  const wanted = email.toLowerCase()
  for (let page = 1; ; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw error
    const found = data.users.find((u) => u.email?.toLowerCase() === wanted)
    if (found) return found.id
    if (data.users.length < 1000) return null
  }
}

/** Gives the user the admin role; idempotent (upsert on user_id, role). Throws the PostgREST error. */
export async function grantAdmin(supabase: SupabaseClient, userId: string): Promise<void> {
  const { error } = await supabase
    .from('user_roles')
    .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true })
  if (error) throw error
}

/**
 * Removes every MFA factor of the user, verified or not (GoTrue's admin API: list, then delete each), so
 * she signs in with her password alone and may turn two-step sign-in on again. Her sessions that had aal2
 * drop to aal1. Returns the factors removed (empty when she had none). Throws the first API error; factors
 * removed before it stay removed.
 */
export async function removeAllFactors(supabase: SupabaseClient, userId: string): Promise<Factor[]> {
  const listed = await supabase.auth.admin.mfa.listFactors({ userId })
  if (listed.error) throw listed.error
  const removed: Factor[] = []
  for (const factor of listed.data.factors) {
    const { error } = await supabase.auth.admin.mfa.deleteFactor({ userId, id: factor.id })
    if (error) throw error
    removed.push(factor)
  }
  return removed
}
