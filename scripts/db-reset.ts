/**
 * `npm run db:reset` (docs/decisions.md #19): wipes the local backend's data folder (supabase/.data: the Postgres
 * cluster and uploaded files). The next start recreates it from the migrations and seed: the local admin and the demo
 * studio. `npm run db:reset -- --empty` makes it at once as a new studio's project gets it instead: the local admin and
 * no content, no draft and no publication, so /admin opens on the set-up (docs/decisions.md #441).
 * Refuses, and exits 1, while a backend is using the folder (supabase/local/data-dir.ts).
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DataDirInUseError, wipeDataDir } from '../supabase/local/data-dir.ts'
import { openDatabase } from '../supabase/local/db.ts'

const { values } = parseArgs({ options: { empty: { type: 'boolean', default: false } } })
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || fileURLToPath(new URL('../supabase/.data', import.meta.url))
try {
  wipeDataDir(dataDir)
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error
  console.error(`${error.message} Stop it (Ctrl-C in npm run dev) and run this again.`)
  process.exit(1)
}
if (values.empty) {
  await (await openDatabase(dataDir, 'empty')).close()
  console.log(
    `Wiped ${dataDir} and made it a new studio's project: the local admin and no content. ` +
      'Run npm run dev, sign in at /auth and open /admin for the set-up.',
  )
} else {
  console.log(`Wiped ${dataDir}. The next npm run dev / npm run backend starts from the migrations and seed (the demo studio).`)
}
