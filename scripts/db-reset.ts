/**
 * `npm run db:reset` (docs/decisions.md #19): wipes the local backend's data folder (supabase/.data: the
 * Postgres cluster and uploaded files). The next start recreates it from the migrations and seed.
 * Refuses while a backend is using the folder.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || fileURLToPath(new URL('../supabase/.data', import.meta.url))
const lock = join(dataDir, 'backend.pid')
if (existsSync(lock)) {
  const pid = Number(readFileSync(lock, 'utf8').trim())
  let alive = false
  try {
    process.kill(pid, 0)
    alive = true
  } catch (error) {
    alive = (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  if (pid && alive) {
    console.error(`The local backend (process ${pid}) is using ${dataDir}. Stop it (Ctrl-C in npm run dev) and run this again.`)
    process.exit(1)
  }
}
rmSync(dataDir, { recursive: true, force: true })
console.log(`Wiped ${dataDir}. The next npm run dev / npm run backend starts from the migrations and seed.`)
