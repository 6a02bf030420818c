/**
 * Cold-start benchmark of the embedded local backend (run by hand: `npx tsx scripts/bench-backend-start.ts`).
 * Measures, in ms: a first start on an empty data folder (database template: bootstrap + every migration + seed;
 * then listening) and a restart on the existing folder. The template is built by postinstall;
 * this script builds it first if missing and reports that time separately.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databaseTemplate } from '../supabase/local/db.ts'
import { startBackend } from '../supabase/local/server.ts'

const t0 = performance.now()
await databaseTemplate()
console.log(`template (cached after npm install): ${Math.round(performance.now() - t0)} ms`)
const runs = Number(process.argv[2] ?? 3)
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-backend-'))
  const fresh = await startBackend({ port: 0, dataDir, quiet: true })
  const health = await fetch(`${fresh.url}/auth/v1/health`)
  await fresh.stop()
  const again = await startBackend({ port: 0, dataDir, quiet: true })
  await again.stop()
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`run ${i + 1}: fresh data folder ${fresh.startupMs} ms (health ${health.status}), restart ${again.startupMs} ms`)
}
