import { randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import fresh from 'fresh'
import { Hono, type Context } from 'hono'
import rangeParser from 'range-parser'
import { removeFile } from '../files.ts'
import { isRecord } from '../http.ts'
import { inRequestTransaction, sqlError, type RequestContext, type SqlError } from '../request.ts'
import { accessDenied, keyExists, noSuchBucket, noSuchKey, StorageError, storageErrorResponse } from './errors.ts'
import { registerMoveRoute } from './move.ts'
import { badBody, jsonBody, objectPath, requestContext } from './request.ts'
import { selectServedRow, type ServedRow } from './objects.ts'
import { ObjectStore } from './store.ts'
import { registerSignedUrlRoutes } from './signed-urls.ts'
import { receiveUpload } from './upload.ts'

/**
 * Storage subset under /storage/v1 (docs/local-backend.md §2): upload (multipart or raw body,
 * x-upsert), update (PUT), list (POST /object/list/<bucket>), remove by prefixes, delete one object, move
 * (move.ts), signed URLs (signed-urls.ts),
 * public and authenticated download with stored Content-Type / Cache-Control, ETag, Last-Modified,
 * conditional GET and single byte ranges. Permission is decided by the storage.objects RLS policies
 * run as the request's role. Bytes live in the {@link ObjectStore}, durable before the row commits.
 * Errors: HTTP 400 with `{statusCode, code, error, message}`, statusCode being the semantic status.
 */
export type StorageOptions = { pg: PGlite; dataDir: string }

type Bucket = { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null }

/** Storage's list body (src/http/routes/object/listObjects.ts): prefix required, the rest optional. */
type ListBody = { prefix: string; limit: number; offset: number; search: string; column: string; order: 'asc' | 'desc' }

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at']

/** Validates a list body like the real route's JSON schema; throws InvalidRequest "body/… must …". */
function listBody(body: unknown): ListBody {
  const bad = badBody
  if (!isRecord(body)) throw bad('body must be object')
  const { prefix, limit = 100, offset = 0, search = '', sortBy } = body
  if (prefix === undefined) throw bad("body must have required property 'prefix'")
  if (typeof prefix !== 'string') throw bad('body/prefix must be string')
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw bad('body/limit must be integer >= 1')
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) throw bad('body/offset must be integer >= 0')
  if (typeof search !== 'string') throw bad('body/search must be string')
  let column = 'name'
  let order: 'asc' | 'desc' = 'asc'
  if (sortBy !== undefined) {
    if (!isRecord(sortBy)) throw bad('body/sortBy must be object')
    if (sortBy.column === undefined) throw bad("body/sortBy must have required property 'column'")
    if (typeof sortBy.column !== 'string' || !SORT_COLUMNS.includes(sortBy.column))
      throw bad('body/sortBy/column must be equal to one of the allowed values')
    if (sortBy.order !== undefined && sortBy.order !== 'asc' && sortBy.order !== 'desc')
      throw bad('body/sortBy/order must be equal to one of the allowed values')
    column = sortBy.column
    order = sortBy.order ?? 'asc'
  }
  // The real service treats the prefix as a folder.
  return { prefix: prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix, limit, offset, search, column, order }
}

/**
 * `storage.search` as the real service runs it, as the caller's role (RLS decides what is seen): the
 * entries one level below `prefix` whose name starts with prefix+search (case-insensitive): files
 * with their id, timestamps and metadata, folders as `{name, id: null, …}`; names relative to the
 * prefix; at most 1500 per page. Sorted by name (folders and files together), or by another column
 * with folders first.
 */
function listSql(bucketId: string, b: ListBody): { sql: string; values: unknown[] } {
  const likePrefix = `${(b.prefix + b.search).replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  const dir = b.order === 'desc' ? 'desc' : 'asc'
  const entries = `
    with matching as (
      select o.*, substring(o.name from char_length($2::text) + 1) as rel,
             position('/' in substring(o.name from char_length($2::text || $3::text) + 1)) > 0 as in_folder
        from storage.objects o
       where o.bucket_id = $1 and o.name ilike $4
    ), entries as (
      select split_part(rel, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as folder_first
        from matching where in_folder group by split_part(rel, '/', 1)
      union all
      select rel, id, updated_at, created_at, last_accessed_at, metadata, 1
        from matching where not in_folder
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries`
  const order =
    b.column === 'name'
      ? ` order by lower(name) collate "C" ${dir}`
      : ` order by folder_first, ${b.column === 'updated_at' ? 'updated_at' : b.column === 'created_at' ? 'created_at' : 'last_accessed_at'} ${dir}, name`
  return {
    sql: `select coalesce(json_agg(e), '[]')::text as body from (${entries}${order} limit $5 offset $6) e`,
    values: [bucketId, b.prefix, b.search, likePrefix, Math.min(b.limit, 1500), b.offset],
  }
}

export function createStorageApp({ pg, dataDir }: StorageOptions): Hono {
  const app = new Hono()
  const store = new ObjectStore(dataDir)

  app.onError((error, c) => {
    if (error instanceof StorageError) return storageErrorResponse(c, error)
    console.error('[storage]', error)
    return storageErrorResponse(c, new StorageError('500', 'InternalError', 'Internal', 'Internal Server Error', 500))
  })
  app.notFound((c) =>
    c.json({ statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${c.req.method}:${c.req.path} not found` }, 404),
  )

  async function bucket(id: string): Promise<Bucket> {
    // Postgres text cannot hold NUL, so no bucket has it in its id.
    if (id.includes('\0')) throw noSuchBucket()
    const row = (await pg.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]))
      .rows[0]
    if (!row) throw noSuchBucket()
    return row
  }

  /** Runs as the request role; Postgres errors become storage errors (`special` first, when it names one for the error). */
  async function asRole<T>(
    ctx: RequestContext,
    fn: (tx: Transaction) => Promise<T>,
    special?: (e: SqlError) => StorageError | null,
  ): Promise<T> {
    try {
      return await inRequestTransaction(pg, ctx, { readOnly: false }, fn)
    } catch (error) {
      const e = sqlError(error)
      if (!e) throw error
      const named = special?.(e)
      if (named) throw named
      if (e.code === '42501') {
        throw accessDenied(
          e.message.startsWith('new row violates row-level security policy') ? 'new row violates row-level security policy' : e.message,
        )
      }
      if (e.code === '23505') throw keyExists()
      throw new StorageError('400', 'DatabaseError', 'Database error', e.message)
    }
  }

  async function upload(c: Context, upsert: boolean) {
    const ctx = await requestContext(c)
    const { bucketId, name } = objectPath(c, 1)
    const b = await bucket(bucketId)
    const received = await receiveUpload(c.req.raw, b, store)
    const version = randomUUID()
    const owner = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : null
    const ownerUuid = owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null
    const metadata = {
      eTag: received.eTag,
      size: received.size,
      mimetype: received.mimetype,
      cacheControl: received.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: received.size,
      httpStatusCode: 200,
    }
    const values = [b.id, name, ownerUuid, owner, metadata, version, received.userMetadata]
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
                    values ($1, $2, $3, $4, $5, $6, $7)`
    const upsertClause = ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
        metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now()`
    try {
      // Permission check as the request role, rolled back (docs/local-backend.md §2.1 step 4).
      const rollback = new Error('rollback')
      await asRole(ctx, async (tx) => {
        await tx.query(insert + (upsert ? upsertClause : ''), values)
        throw rollback
      }).catch((error: unknown) => {
        if (error !== rollback) throw error
      })
      // Bytes durable before the row commits.
      const file = await store.commit(received.tmp, b.id, version)
      let row: { id: string; old: string | null }
      try {
        row = await pg.transaction(async (tx) => {
          const old = (
            await tx.query<{ version: string | null }>(
              'select version from storage.objects where bucket_id = $1 and name = $2 for update',
              [b.id, name],
            )
          ).rows[0]
          if (old && !upsert) throw keyExists()
          const inserted = (await tx.query<{ id: string }>(`${insert}${upsertClause} returning id`, values)).rows[0]
          if (!inserted) throw new Error('upsert returned no row')
          return { id: inserted.id, old: old?.version ?? null }
        })
      } catch (error) {
        await removeFile(file)
        if (sqlError(error)?.code === '23505') throw keyExists()
        throw error
      }
      if (row.old) await store.remove(b.id, row.old)
      return c.json({ Id: row.id, Key: `${b.id}/${name}` })
    } finally {
      await removeFile(received.tmp)
    }
  }

  // Before the upload and download routes, whose `/object/:bucket/*` would take these paths.
  registerMoveRoute(app, { pg, store, asRole })
  registerSignedUrlRoutes(app, { pg, asRole, serve })

  app.post('/object/list/:bucket', async (c) => {
    const ctx = await requestContext(c)
    const bucketId = c.req.param('bucket')
    const { sql, values } = listSql(bucketId, listBody(await jsonBody(c)))
    if (bucketId.includes('\0')) return c.json([])
    const body = await asRole(ctx, async (tx) => (await tx.query<{ body: string }>(sql, values)).rows[0]?.body ?? '[]')
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  })
  app.post('/object/:bucket/*', (c) => upload(c, /^true$/i.test(c.req.header('x-upsert') ?? '')))
  app.put('/object/:bucket/*', (c) => upload(c, true))

  const deletedColumns = 'name, bucket_id, owner, owner_id, version, id, created_at, updated_at, last_accessed_at, metadata, user_metadata'

  async function removeObjects(c: Context, bucketId: string, names: string[]) {
    const ctx = await requestContext(c)
    const b = await bucket(bucketId)
    const result = await asRole(ctx, async (tx) => {
      // storage.protect_delete() refuses deletes without it, as Storage's own deletes set it (docs/local-backend.md §6.4).
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      const { rows } = await tx.query<{ body: string; versions: (string | null)[] | null }>(
        `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${deletedColumns})
         select coalesce(json_agg(d), '[]')::text as body, array_agg(d.version) as versions from d`,
        [b.id, names],
      )
      return rows[0] ?? { body: '[]', versions: null }
    })
    for (const version of result.versions ?? []) if (version) await store.remove(b.id, version)
    return result.body
  }

  app.delete('/object/:bucket', async (c) => {
    const body = await jsonBody(c)
    const prefixes = isRecord(body) ? body.prefixes : undefined
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
      throw badBody('body/prefixes must be an array of 1 to 1000 object names')
    }
    const text = await removeObjects(c, c.req.param('bucket'), prefixes)
    return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  })

  app.delete('/object/:bucket/*', async (c) => {
    const { bucketId, name } = objectPath(c, 1)
    const text = await removeObjects(c, bucketId, [name])
    if (text === '[]') throw noSuchKey()
    return c.json({ message: 'Successfully deleted' })
  })

  /** Serves stored bytes with the headers of docs/local-backend.md §2.2 (ETag, ranges via range-parser, conditional GET via fresh). */
  async function serve(c: Context, bucketId: string, row: ServedRow | undefined): Promise<Response> {
    if (!row?.version) throw noSuchKey()
    const size = await store.size(bucketId, row.version)
    if (size === null) throw noSuchKey()
    const meta = row.metadata ?? {}
    const headers: Record<string, string> = {
      'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
      'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
      ETag: typeof meta.eTag === 'string' ? meta.eTag : `"${row.version}"`,
      'Last-Modified': row.updated_at.toUTCString(),
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    }
    const conditional = { 'if-none-match': c.req.header('if-none-match'), 'if-modified-since': c.req.header('if-modified-since') }
    if (fresh(conditional, { etag: headers.ETag, 'last-modified': headers['Last-Modified'] })) {
      return new Response(null, { status: 304, headers })
    }
    let start = 0
    let end = size - 1
    let status = 200
    const range = c.req.header('range')
    const ranges = range ? rangeParser(size, range, { combine: true }) : -2
    if (ranges === -1) return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
    // One satisfiable range is served as 206; several (or a malformed header) get the whole object.
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
      start = ranges[0].start
      end = ranges[0].end
      status = 206
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    }
    headers['Content-Length'] = String(end - start + 1)
    if (c.req.method === 'HEAD') return new Response(null, { status, headers })
    return new Response(store.read(bucketId, row.version, start, end), { status, headers })
  }

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const { bucketId, name } = objectPath(c, 2)
    const b = await bucket(bucketId)
    if (!b.public) throw noSuchBucket()
    return serve(c, b.id, await selectServedRow(pg, b.id, name))
  })

  const authenticatedDownload = async (c: Context, skip: number) => {
    const ctx = await requestContext(c)
    const { bucketId, name } = objectPath(c, skip)
    const b = await bucket(bucketId)
    return serve(c, b.id, await asRole(ctx, (tx) => selectServedRow(tx, b.id, name)))
  }
  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) => authenticatedDownload(c, 2))
  app.on(['GET', 'HEAD'], '/object/:bucket/*', (c) => authenticatedDownload(c, 1))

  return app
}
