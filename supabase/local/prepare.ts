/**
 * Builds the cached bootstrap template (initdb + bootstrap.sql) so the first backend start is fast.
 * Run by `npm install` (postinstall); harmless to run again.
 */
import { bootstrapTemplate } from './db.ts'

const t0 = performance.now()
await bootstrapTemplate()
console.log(`Local Supabase backend template ready (${Math.round(performance.now() - t0)} ms).`)
