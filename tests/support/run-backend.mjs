// Runs one local backend (supabase/local) in its own Node process for a test file that runs in jsdom (tests/features): the jsdom
// test environment is not a place to run a database. Prints one JSON line {url, anonKey,
// serviceRoleKey} when ready; stops when stdin closes (the test process ended) or on SIGTERM.
// Usage: tsx tests/support/run-backend.mjs <dataDir>
import { startBackend } from '../../supabase/local/server.ts'

// The scheduled jobs stay off, as in startTestBackend (docs/local-backend.md §10).
const backend = await startBackend({ port: 0, dataDir: process.argv[2], quiet: true, jobsIntervalMs: 0 })
process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey })}\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await backend.stop()
  process.exit(0)
}
process.stdin.on('end', stop)
process.stdin.resume()
process.on('SIGTERM', stop)
