/**
 * Builds the cached database template (initdb + bootstrap.sql + migrations + seed) so a backend
 * on a new data folder starts in well under 3 s. Run by `npm install` (postinstall); idempotent.
 */
import { databaseTemplate } from './db.ts'

const t0 = performance.now()
await databaseTemplate()
console.log(`Local Supabase backend: database template ready (${Math.round(performance.now() - t0)} ms).`)
