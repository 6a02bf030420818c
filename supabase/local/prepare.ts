/**
 * Builds the cached database templates (initdb + bootstrap.sql + migrations + seed: the demo studio's, and the empty
 * one of `npm run db:reset -- --empty`) so a backend on a new data folder starts in well under 3 s. Run by
 * `npm install` (postinstall); idempotent.
 */
import { databaseTemplate } from './db.ts'

const t0 = performance.now()
await databaseTemplate()
console.log(`Local Supabase backend: database template ready (${Math.round(performance.now() - t0)} ms).`)
