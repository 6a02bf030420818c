import { randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Hono } from 'hono'
import { removeFile } from '../files.ts'
import { isRecord } from '../http.ts'
import { sqlError, type RequestContext, type SqlError } from '../request.ts'
import { invalidBucketName, noSuchKey, relatedResourceNotFound, resourceExists, StorageError } from './errors.ts'
import { badBody, checkKey, jsonBody, requestContext } from './request.ts'
import type { ObjectStore } from './store.ts'

/** What the move route shares with the other Storage routes (routes.ts). */
export type MoveDeps = {
  pg: PGlite
  store: ObjectStore
  /** Runs `fn` as the request's role; Postgres errors become Storage errors (`special` first, when it names one). */
  asRole: <T>(ctx: RequestContext, fn: (tx: Transaction) => Promise<T>, special?: (e: SqlError) => StorageError | null) => Promise<T>
}

/** Storage's body for `POST /object/move` (src/http/routes/object/moveObject.ts). */
type MoveBody = { bucketId: string; sourceKey: string; destinationKey: string; destinationBucket: string }

// supabase/storage VALID_BUCKET_NAME, 1 to 100 characters.
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/

/** Validates the body as the real route's JSON schema and `from(bucketId)` do; throws InvalidRequest, InvalidBucketName or InvalidKey. */
function moveBody(body: unknown): MoveBody {
  if (!isRecord(body)) throw badBody('body must be object')
  for (const key of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (body[key] === undefined) throw badBody(`body must have required property '${key}'`)
  }
  for (const key of ['bucketId', 'sourceKey', 'destinationKey', 'destinationBucket'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'string') throw badBody(`body/${key} must be string`)
  }
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body as Record<string, string | undefined>
  if (!BUCKET_NAME.test(bucketId!)) throw invalidBucketName()
  checkKey(destinationKey!)
  return { bucketId: bucketId!, sourceKey: sourceKey!, destinationKey: destinationKey!, destinationBucket: destinationBucket || bucketId! }
}

/** A Postgres error of a move as Storage's DBError reports it (src/storage/database/errors.ts), null for the common ones. */
function moveError(e: SqlError): StorageError | null {
  if (e.code === '23505') return resourceExists()
  if (e.code === '23503') return relatedResourceNotFound()
  return null
}

const ROLLBACK = new Error('rollback')

/**
 * `POST /storage/v1/object/move` (docs/local-backend.md §2.6), as Storage's `moveObject`: a permission test as the
 * caller, rolled back (the source must be visible to a select policy, else NoSuchKey; the UPDATE of its bucket_id,
 * name, version and owner must pass the update policies' USING on the old row and WITH CHECK on the new one, else
 * AccessDenied or NoSuchKey); then the bytes are copied durably to a new version in the destination, the row updated
 * as the owner in one transaction (a name already taken there: ResourceAlreadyExists), and the old bytes removed.
 * Answers 200 `{message: "Successfully moved", Id, Key}` (Key: the destination name).
 */
export function registerMoveRoute(app: Hono, { pg, store, asRole }: MoveDeps): void {
  app.post('/object/move', async (c) => {
    const ctx = await requestContext(c)
    const { bucketId, sourceKey, destinationKey, destinationBucket } = moveBody(await jsonBody(c))
    const owner = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : null
    const ownerUuid = owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null
    const newVersion = randomUUID()
    await asRole(
      ctx,
      async (tx) => {
        const found = await tx.query('select id from storage.objects where name = $1 and bucket_id = $2 limit 1', [sourceKey, bucketId])
        if (!found.rows[0]) throw noSuchKey()
        const updated = await tx.query(
          `update storage.objects set name = $1, version = $2, bucket_id = $3, owner = $4, owner_id = $5
            where bucket_id = $6 and name = $7 returning id`,
          [destinationKey, newVersion, destinationBucket, ownerUuid, owner, bucketId, sourceKey],
        )
        if (!updated.rows[0]) throw noSuchKey()
        throw ROLLBACK
      },
      moveError,
    ).catch((error: unknown) => {
      if (error !== ROLLBACK) throw error
    })

    type Source = { id: string; version: string | null }
    const source = (
      await pg.query<Source>('select id, version from storage.objects where bucket_id = $1 and name = $2', [bucketId, sourceKey])
    ).rows[0]
    if (!source?.version) throw noSuchKey()
    if (bucketId === destinationBucket && sourceKey === destinationKey) {
      return c.json({ message: 'Successfully moved', Id: source.id, Key: destinationKey })
    }
    const file = await store.copy(bucketId, source.version, destinationBucket, newVersion).catch(() => {
      throw noSuchKey()
    })
    try {
      await pg.transaction(async (tx) => {
        const locked = await tx.query<Source>('select id, version from storage.objects where bucket_id = $1 and name = $2 for update', [
          bucketId,
          sourceKey,
        ])
        if (locked.rows[0]?.version !== source.version) throw noSuchKey()
        await tx.query(
          `update storage.objects set name = $1, version = $2, bucket_id = $3, owner = $4, owner_id = $5,
                  metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object('lastModified', $8::text)
            where bucket_id = $6 and name = $7`,
          [destinationKey, newVersion, destinationBucket, ownerUuid, owner, bucketId, sourceKey, new Date().toUTCString()],
        )
      })
    } catch (error) {
      await removeFile(file)
      const e = sqlError(error)
      throw (e && moveError(e)) ?? error
    }
    await store.remove(bucketId, source.version)
    return c.json({ message: 'Successfully moved', Id: source.id, Key: destinationKey })
  })
}
