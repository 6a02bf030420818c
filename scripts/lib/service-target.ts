import type { SupabaseClient } from '@supabase/supabase-js'
import { nodeClient } from './node-client.ts'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import type { RunningBackend } from '../../supabase/local/server.ts'

/**
 * The project a maintenance script (`npm run admin:grant`, `npm run site:import`) works on with the service role
 * (docs/operations.md): hosted Supabase when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are both set; else the local
 * backend at http://127.0.0.1:<DEV_BACKEND_PORT, default 54321>, started here on its data folder (supabase/.data, or
 * SUPABASE_LOCAL_DATA_DIR) when it is not running, so the addresses the script writes are the ones `npm run dev` serves.
 */
export type ServiceTarget = {
  /** The project URL, no trailing slash. */
  url: string
  serviceRoleKey: string
  /** How a message names it: the URL when hosted, else "the local backend". */
  where: string
  hosted: boolean
  /** supabase-js with the service-role key (no session, `ws` for realtime). */
  client: SupabaseClient
  /** Stops the local backend when this started it. */
  close(): Promise<void>
}

/** Opens the target of `env`; throws an Error (the message to print) when only one of the two hosted variables is set. */
async function openServiceTarget(env: NodeJS.ProcessEnv = process.env): Promise<ServiceTarget> {
  const hostedUrl = env.SUPABASE_URL?.trim().replace(/\/+$/, '')
  const hostedKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim()
  if (!!hostedUrl !== !!hostedKey) {
    throw new Error('Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY for hosted Supabase, or neither for the local backend.')
  }
  const port = Number(env.DEV_BACKEND_PORT || 54321)
  const url = hostedUrl ?? `http://127.0.0.1:${port}`
  let embedded: RunningBackend | null = null
  if (!hostedUrl) {
    const running = await fetch(`${url}/auth/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (!running) {
      // Loaded only here: the backend's modules (PGlite) take seconds to load.
      const { startBackend } = await import('../../supabase/local/server.ts')
      embedded = await startBackend({ port, quiet: true, dataDir: env.SUPABASE_LOCAL_DATA_DIR || undefined })
    }
  }
  const serviceRoleKey = hostedKey ?? SERVICE_ROLE_KEY
  return {
    url,
    serviceRoleKey,
    where: hostedUrl ? url : 'the local backend',
    hosted: !!hostedUrl,
    client: nodeClient(url, serviceRoleKey),
    close: async () => {
      await embedded?.stop()
    },
  }
}

/**
 * Runs a script's `task` on the target of the environment and closes it afterwards. Prints the environment's mistake,
 * or `${failure} <message>` for an error `task` throws, and sets exit code 1 then.
 */
export async function runOnServiceTarget(failure: string, task: (target: ServiceTarget) => Promise<void>): Promise<void> {
  let target: ServiceTarget
  try {
    target = await openServiceTarget()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
    return
  }
  try {
    await task(target)
  } catch (error) {
    console.error(failure, error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await target.close()
  }
}
