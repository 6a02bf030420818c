/**
 * The service-role set-up shared by the account scripts (`npm run admin:grant`, `npm run
 * admin:remove-factors`; docs/operations.md): the local backend by default (the one running on
 * http://127.0.0.1:54321, or the data in supabase/.data when none runs), hosted Supabase when
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are both set.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { startBackend, type RunningBackend } from '../../supabase/local/server.ts'

type Transport = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']

/** What a script gets: a service-role client and where it points ("the local backend" or the URL). */
export type AdminTarget = { supabase: SupabaseClient; where: string }

/**
 * Runs `fn` with a service-role client, then stops the backend it started, if any. Exits the process
 * with 1 and a message when only one of the two variables is set.
 */
export async function withAdminClient<T>(fn: (target: AdminTarget) => Promise<T>): Promise<T> {
  const hostedUrl = process.env.SUPABASE_URL
  const hostedKey = process.env.SUPABASE_SERVICE_ROLE_KEY
  if (!!hostedUrl !== !!hostedKey) {
    console.error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for hosted Supabase, or neither for the local backend.')
    process.exit(1)
  }
  let url = hostedUrl ?? 'http://127.0.0.1:54321'
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
    const supabase = createClient(url, hostedKey ?? SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as Transport },
    })
    return await fn({ supabase, where: hostedUrl ? url : 'the local backend' })
  } finally {
    await embedded?.stop()
  }
}

/** The id of the user with `email` (any case) through the auth admin list, or null. */
export async function findUserIdByEmail(supabase: SupabaseClient, email: string): Promise<string | null> {
  for (let page = 1; ; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw error
    const found = data.users.find((u) => u.email?.toLowerCase() === email.toLowerCase())
    if (found) return found.id
    if (data.users.length < 1000) return null
  }
}

/** The e-mail argument of a script (lower-cased), or exits 1 with `usage`. */
export function emailArgument(usage: string): string {
  const email = process.argv[2]?.trim().toLowerCase()
  if (!email || !email.includes('@')) {
    console.error(usage)
    process.exit(1)
  }
  return email
}
