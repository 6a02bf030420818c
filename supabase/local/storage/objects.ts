import type { PGlite, Transaction } from '@electric-sql/pglite'

/**
 * Storage's object rows as its download routes read them (docs/local-backend.md §2.2 and §2.7): shared by the public
 * and authenticated downloads (routes.ts) and the signed-URL routes (signed-urls.ts).
 */

/** An object row as the download routes serve it (routes.ts, signed-urls.ts). */
export type ServedRow = { id: string; version: string | null; updated_at: Date; metadata: Record<string, unknown> | null }

/**
 * The row of object `name` in `bucketId` as the download routes serve it, or undefined when there is none (or, in a
 * transaction as a role, none that role's select policies show).
 */
export async function selectServedRow(db: PGlite | Transaction, bucketId: string, name: string): Promise<ServedRow | undefined> {
  const { rows } = await db.query<ServedRow>(
    'select id, version, updated_at, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  )
  return rows[0]
}
