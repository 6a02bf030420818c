/**
 * `npm run db:reset` (docs/decisions.md #19): wipes the local backend's data folder (supabase/.data: the
 * Postgres cluster and uploaded files). The next start recreates it from the migrations and seed.
 * Refuses, and exits 1, while a backend is using the folder (supabase/local/data-dir.ts).
 */
import { fileURLToPath } from 'node:url'
import { DataDirInUseError, wipeDataDir } from '../supabase/local/data-dir.ts'

const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || fileURLToPath(new URL('../supabase/.data', import.meta.url))
try {
  wipeDataDir(dataDir)
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error
  console.error(`${error.message} Stop it (Ctrl-C in npm run dev) and run this again.`)
  process.exit(1)
}
console.log(`Wiped ${dataDir}. The next npm run dev / npm run backend starts from the migrations and seed.`)
