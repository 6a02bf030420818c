/**
 * The database types are the schema's (docs/decisions.md #327): src/lib/supabase/database.generated.ts must be exactly
 * what `npm run db:types` makes from the migrated local database (scripts/lib/database-types.ts), so a migration that
 * adds, drops or changes a column, a function or its arguments fails here until the file is generated again; and a
 * change to the schema does change the text.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { GENERATED_TYPES_FILE, renderDatabaseTypes } from '../../scripts/lib/database-types.ts'
import { databaseTemplate } from '../../supabase/local/db.ts'

let pg: PGlite
beforeAll(async () => {
  pg = await PGlite.create({ loadDataDir: await databaseTemplate(), extensions: { pgcrypto, uuid_ossp } })
})
afterAll(() => pg?.close())

it('database.generated.ts is what the migrations make (else run npm run db:types)', async () => {
  const generated = await renderDatabaseTypes(pg)
  expect(generated, 'src/lib/supabase/database.generated.ts differs from the migrations: run npm run db:types').toBe(
    readFileSync(fileURLToPath(GENERATED_TYPES_FILE), 'utf8'),
  )
  expect(generated).toContain('save_site_draft: {')
})

it('a new column or function argument changes the types (the check above can fail)', async () => {
  const before = await renderDatabaseTypes(pg)
  const after = await pg.transaction(async (tx) => {
    await tx.exec(`alter table public.gallery_images add column probe text not null default ''`)
    await tx.exec(`create function public.probe(p_when timestamptz default now()) returns integer language sql as 'select 1'`)
    const text = await renderDatabaseTypes(tx)
    await tx.rollback()
    return text
  })
  expect(after).not.toBe(before)
  expect(after).toContain('probe: string\n')
  expect(after).toContain('probe?: string\n')
  expect(after).toMatch(/probe: \{\s+Args: \{\s+p_when\?: string\s+\}\s+Returns: number\s+\}/)
})
