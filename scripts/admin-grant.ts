/**
 * `npm run admin:grant -- <email>` (docs/decisions.md #12): gives an existing user the admin role.
 * `npm run admin:grant -- --remove-factors <email>` (docs/decisions.md #168): removes every two-step
 * sign-in factor of the user (she lost her phone), so her password alone signs her in again.
 * Locally by default (the backend on http://127.0.0.1:54321, or the data in supabase/.data when it is
 * not running); against hosted Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set
 * (scripts/lib/service-target.ts).
 * Looks the user up with the auth admin API (GET /auth/v1/admin/users), then upserts the user_roles
 * row, or lists and deletes her factors (GET/DELETE /auth/v1/admin/users/:id/factors), with the
 * service role. Exits 1 with a message when the user does not exist or the command line is wrong.
 */
import { findUserIdByEmail, grantAdmin, parseAdminArgs, removeAllFactors } from './lib/admin-account.ts'
import { runOnServiceTarget } from './lib/service-target.ts'

const command = parseAdminArgs(process.argv.slice(2))
if ('error' in command) {
  console.error(command.error)
  process.exit(1)
}
const { email } = command

await runOnServiceTarget('admin:grant failed:', async ({ client: supabase, where }) => {
  const userId = await findUserIdByEmail(supabase, email)
  if (!userId) {
    console.error(`No user with e-mail ${email} on ${where}. Sign up at /auth first.`)
    process.exitCode = 1
  } else if (command.action === 'remove-factors') {
    const removed = await removeAllFactors(supabase, userId)
    for (const f of removed) console.log(`  removed ${f.factor_type} factor "${f.friendly_name ?? ''}" (${f.status}, ${f.id})`)
    console.log(
      removed.length
        ? `${email} has no two-step sign-in factor left on ${where}: her password alone signs her in; she can turn two-step sign-in on again in /admin → Account.`
        : `${email} had no two-step sign-in factor on ${where}; nothing changed.`,
    )
  } else {
    await grantAdmin(supabase, userId)
    console.log(`${email} is an admin on ${where}.`)
  }
})
