import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { databaseTemplate, SEARCH_PATH } from '../../supabase/local/db.ts'
import type { MatrixDb } from '../postgres/rls-matrix.ts'

/**
 * A PGlite database of the demo template (the migrations and seed, supabase/local/db.ts) for the real-PostgreSQL
 * harnesses of tests/postgres (the RLS matrix, the new studio's cases) on PGlite: `db` runs each case in a transaction
 * it rolls back, and becomes `postgres` as the migrations do (PGlite's session is supabase_admin). Opened before the
 * suite's tests (Vitest's beforeAll) and closed after them; read `pg` and `db` inside a test.
 */
export function pgliteMatrixPerSuite(): { readonly pg: PGlite; readonly db: MatrixDb } {
  let opened: { pg: PGlite; db: MatrixDb } | undefined
  beforeAll(async () => {
    opened = await openPgliteMatrix()
  })
  afterAll(() => opened?.pg.close())
  const get = () => {
    if (!opened) throw new Error('the PGlite matrix database opens in beforeAll: read it inside a test')
    return opened
  }
  return {
    get pg() {
      return get().pg
    },
    get db() {
      return get().db
    },
  }
}

async function openPgliteMatrix(): Promise<{ pg: PGlite; db: MatrixDb }> {
  const pg = await PGlite.create({ loadDataDir: await databaseTemplate(), extensions: { pgcrypto, uuid_ossp } })
  await pg.exec(SEARCH_PATH)
  const db: MatrixDb = {
    rolledBack: (fn) =>
      pg.transaction(async (tx) => {
        const result = await fn(tx)
        await tx.rollback()
        return result
      }),
    becomePostgres: async (sql) => void (await sql.query('set local session authorization postgres')),
  }
  return { pg, db }
}
