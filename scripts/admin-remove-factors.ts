/**
 * `npm run admin:remove-factors -- <email>` (docs/operations.md "If she loses her phone"): deletes every
 * two-step sign-in factor (authenticator app) of a user with the service role, through GoTrue's admin
 * API (`auth.admin.mfa.listFactors` / `deleteFactor`), so she can sign in with her password alone and
 * set two-step sign-in up again. Local backend by default; hosted with SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY. Exits 1 with a message when the user does not exist.
 */
import { emailArgument, findUserIdByEmail, withAdminClient } from './lib/admin-client.ts'

const email = emailArgument('Usage: npm run admin:remove-factors -- <email>')

try {
  await withAdminClient(async ({ supabase, where }) => {
    const userId = await findUserIdByEmail(supabase, email)
    if (!userId) {
      console.error(`No user with e-mail ${email} on ${where}.`)
      process.exitCode = 1
      return
    }
    const listed = await supabase.auth.admin.mfa.listFactors({ userId })
    if (listed.error) throw listed.error
    for (const factor of listed.data.factors) {
      const { error } = await supabase.auth.admin.mfa.deleteFactor({ userId, id: factor.id })
      if (error) throw error
    }
    const n = listed.data.factors.length
    console.log(
      n === 0
        ? `${email} has no two-step sign-in factors on ${where}.`
        : `Removed ${n} two-step sign-in factor${n === 1 ? '' : 's'} of ${email} on ${where}: she can sign in with her password alone.`,
    )
  })
} catch (error) {
  console.error('admin:remove-factors failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
}
