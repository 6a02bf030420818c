/**
 * `npm run db:types` (docs/decisions.md #327): writes src/lib/supabase/database.generated.ts from the migrated local
 * database (scripts/lib/database-types.ts), offline. `--check` writes nothing and exits 1 when the file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { GENERATED_TYPES_FILE, renderTemplateTypes } from './lib/database-types.ts'

const file = fileURLToPath(GENERATED_TYPES_FILE)
const text = await renderTemplateTypes()
if (process.argv.includes('--check')) {
  const same = readFileSync(file, 'utf8') === text
  console.log(same ? `${file} matches the migrations` : `${file} differs from the migrations: run npm run db:types`)
  process.exit(same ? 0 : 1)
}
writeFileSync(file, text)
console.log(`wrote ${file}`)
