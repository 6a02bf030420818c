/**
 * `npm run backend`: the embedded local Supabase backend alone, on 127.0.0.1:54321 (PORT / HOST /
 * SUPABASE_LOCAL_DATA_DIR override), data in supabase/.data. Stops cleanly on Ctrl-C / SIGTERM.
 */
import { LOCAL_ADMIN } from './config.ts'
import { DEFAULT_JOBS_INTERVAL_MS } from './jobs.ts'
import { DataDirInUseError, startBackend } from './server.ts'

const port = Number(process.env.PORT ?? 54321)
try {
  const backend = await startBackend({
    port,
    host: process.env.HOST,
    dataDir: process.env.SUPABASE_LOCAL_DATA_DIR || undefined,
    quiet: process.env.QUIET === '1',
    // A hosted project's pg_cron jobs, on a timer (docs/local-backend.md §10).
    jobsIntervalMs: DEFAULT_JOBS_INTERVAL_MS,
  })
  console.log(
    [
      `Local Supabase backend ready in ${backend.startupMs} ms`,
      `  API URL:          ${backend.url}`,
      `  anon key:         ${backend.anonKey}`,
      `  service_role key: ${backend.serviceRoleKey}`,
      `  data:             ${backend.dataDir}`,
      `  local admin:      ${LOCAL_ADMIN.email} / ${LOCAL_ADMIN.password}`,
    ].join('\n'),
  )
  const shutdown = () => {
    void backend.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use: is the local backend (or \`supabase start\`) already running?`)
  else if (error instanceof DataDirInUseError) console.error(error.message)
  else console.error(error)
  process.exit(1)
}
