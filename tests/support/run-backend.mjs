// Runs one local backend (supabase/local) in its own Node process for test files that run in jsdom (tests/features): the
// jsdom test environment is not a place to run a database. Prints one JSON line {url, anonKey, serviceRoleKey}
// when ready; stops when stdin closes (its parent ended) or on SIGTERM. With --resettable (the shared backends
// of tests/support/shared-backends.ts), each line `reset` on stdin resets it (docs/local-backend.md §11) and
// is answered by one JSON line, the outcome, or {"error": message}.
// Usage: tsx tests/support/run-backend.mjs <dataDir> [--resettable]
import { createInterface } from 'node:readline'
import { startBackend } from '../../supabase/local/server.ts'

const resettable = process.argv.includes('--resettable')
// The scheduled jobs stay off, as in startTestBackend (docs/local-backend.md §10).
const backend = await startBackend({ port: 0, dataDir: process.argv[2], quiet: true, resettable })
process.stdout.write(`${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey })}\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await backend.stop()
  process.exit(0)
}
createInterface({ input: process.stdin })
  .on('line', async (line) => {
    if (line.trim() !== 'reset') return
    const outcome = await backend.reset().catch((error) => ({ error: String(error?.message ?? error) }))
    process.stdout.write(`${JSON.stringify(outcome)}\n`)
  })
  .on('close', stop)
process.on('SIGTERM', stop)
