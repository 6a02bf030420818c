/**
 * `npm run admin:grant -- <email>` (docs/decisions.md #12): gives an existing user the admin role.
 * Locally by default (the backend on http://127.0.0.1:54321, or the data in supabase/.data when it is
 * not running); against hosted Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
 * Looks the user up with the auth admin API (GET /auth/v1/admin/users) and upserts the user_roles
 * row with the service role. Exits 1 with a message when the user does not exist.
 */
import { emailArgument, findUserIdByEmail, withAdminClient } from './lib/admin-client.ts'

const email = emailArgument('Usage: npm run admin:grant -- <email>')

try {
  await withAdminClient(async ({ supabase, where }) => {
    const userId = await findUserIdByEmail(supabase, email)
    if (!userId) {
      console.error(`No user with e-mail ${email} on ${where}. Sign up at /auth first.`)
      process.exitCode = 1
      return
    }
    const { error } = await supabase
      .from('user_roles')
      .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true })
    if (error) throw error
    console.log(`${email} is an admin on ${where}.`)
  })
} catch (error) {
  console.error('admin:grant failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
}
