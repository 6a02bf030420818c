/**
 * `npm run admin:grant -- <email>` (docs/decisions.md #12): gives an existing user the admin role.
 * Locally by default (the backend on http://127.0.0.1:54321, or the data in supabase/.data when it is
 * not running); against hosted Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
 * Looks the user up with the auth admin API (GET /auth/v1/admin/users) and upserts the user_roles
 * row with the service role. Exits 1 with a message when the user does not exist.
 */
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { SERVICE_ROLE_KEY } from '../supabase/local/config.ts'
import { startBackend, type RunningBackend } from '../supabase/local/server.ts'

const email = process.argv[2]?.trim().toLowerCase()
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:grant -- <email>')
  process.exit(1)
}

const hostedUrl = process.env.SUPABASE_URL
const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY
if (!!hostedUrl !== !!hostedKey) {
  console.error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for hosted Supabase, or neither for the local backend.')
  process.exit(1)
}

let url = hostedUrl ?? 'http://127.0.0.1:54321'
const key = hostedKey ?? SERVICE_ROLE_KEY
let embedded: RunningBackend | null = null
if (!hostedUrl) {
  const running = await fetch(`${url}/auth/v1/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (!running) {
    embedded = await startBackend({ port: 0, quiet: true, dataDir: process.env.SUPABASE_LOCAL_DATA_DIR || undefined })
    url = embedded.url
  }
}

try {
  const supabase = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
  let userId: string | null = null
  for (let page = 1; !userId; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw error
    userId = data.users.find((u) => u.email?.toLowerCase() === email)?.id ?? null
    if (data.users.length < 1000) break
  }
  if (!userId) {
    console.error(`No user with e-mail ${email} on ${hostedUrl ? url : 'the local backend'}. Sign up at /auth first.`)
    process.exitCode = 1
  } else {
    const { error } = await supabase
      .from('user_roles')
      .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true })
    if (error) throw error
    console.log(`${email} is an admin on ${hostedUrl ? url : 'the local backend'}.`)
  }
} catch (error) {
  console.error('admin:grant failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await embedded?.stop()
}
