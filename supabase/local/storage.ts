import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import { open, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import type { PGlite } from '@electric-sql/pglite'
import busboy from 'busboy'
import { Hono, type Context } from 'hono'
import { JSON_BODY_LIMIT, STORAGE_GLOBAL_LIMIT } from './config.ts'
import { asRequestRole, sqlError, type RequestContext } from './db.ts'
import { fsyncDir, removeFile } from './files.ts'
import { BodyTooLargeError, headerObject, InvalidJsonError, isRecord, readJson } from './http.ts'
import { bearerToken, isApiRole, verifyToken } from './jwt.ts'

/**
 * Storage subset under /storage/v1 (shared/docs/local-backend.md §2): upload (multipart or raw
 * body, x-upsert), update (PUT), remove by prefixes, delete one object, public and authenticated
 * download with stored Content-Type / Cache-Control, ETag, Last-Modified, If-None-Match and single
 * byte ranges, list one level below a prefix. Permission is decided by the storage.objects RLS
 * policies run as the request's role.
 * Bytes live in `<dataDir>/storage/<bucket>/<version uuid>`, written to a temp file, fsynced and
 * renamed before the row commits, so an acknowledged upload survives kill -9.
 * Errors: HTTP 400 with `{statusCode, code, error, message}`, statusCode being the semantic status.
 */
export type StorageOptions = { pg: PGlite; dataDir: string; publicUrl: () => string }

class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus: 400 | 404 | 500 = 400,
  ) {
    super(message)
  }
}

const noSuchBucket = () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
const noSuchKey = () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found')
const tooLarge = () => new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
const accessDenied = (message: string) => new StorageError('403', 'AccessDenied', 'Unauthorized', message)

type Bucket = { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null }
type ObjectRow = { id: string; version: string | null; updated_at: Date; metadata: Record<string, unknown> | null }
type Stored = { tmp: string; size: number; eTag: string; mimetype: string; cacheControl: string; metadata: Record<string, unknown> }

// supabase/storage isValidKey, plus: no empty, "." or ".." segments (no path traversal).
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

/** Validates an object name; throws InvalidKey. */
function checkKey(name: string): string {
  const segments = name.split('/')
  const bad =
    name === '' ||
    name.length > 1024 ||
    !KEY_CHARS.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  if (bad) throw new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${name}`)
  return name
}

/** `type/*` wildcards allowed (docs/local-backend.md §2.1 step 3). */
function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  return allowed.some((a) => {
    const rule = a.toLowerCase()
    return rule === mime || (rule.endsWith('/*') && mime.startsWith(rule.slice(0, -1)))
  })
}

function cacheControlValue(raw: string | null | undefined): string {
  if (!raw) return 'max-age=3600'
  return /^[0-9]+$/.test(raw) ? `max-age=${raw}` : raw
}

/** Counts and hashes bytes on their way to disk, failing past `limit` bytes. */
function meter(limit: number, onDone: (size: number, md5: string) => void): Transform {
  const hash = createHash('md5')
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      size += chunk.length
      if (size > limit) return callback(new BodyTooLargeError(limit))
      hash.update(chunk)
      callback(null, chunk)
    },
    flush(callback) {
      onDone(size, `"${hash.digest('hex')}"`)
      callback()
    },
  })
}

export function createStorageApp({ pg, dataDir }: StorageOptions): Hono {
  const app = new Hono()
  const root = join(dataDir, 'storage')
  const tmpDir = join(root, '.tmp')
  mkdirSync(tmpDir, { recursive: true })
  const objectFile = (bucket: string, version: string) => join(root, encodeURIComponent(bucket), version)

  app.onError((error, c) => {
    if (error instanceof StorageError) return storageErrorResponse(c, error)
    console.error('[storage]', error)
    return storageErrorResponse(c, new StorageError('500', 'InternalError', 'Internal', 'Internal Server Error', 500))
  })
  app.notFound((c) =>
    c.json({ statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${c.req.method}:${c.req.path} not found` }, 404),
  )

  async function requestContext(c: Context): Promise<RequestContext> {
    const check = await verifyToken(bearerToken(c.req.raw.headers))
    if (check.kind === 'expired' || check.kind === 'invalid') throw accessDenied(check.message)
    const claims = check.kind === 'valid' ? { ...check.claims } : { role: 'anon' }
    if (!isApiRole(claims.role)) throw accessDenied(`permission denied to set role "${String(claims.role)}"`)
    return { role: claims.role, claims, method: c.req.method, path: c.req.path, headers: headerObject(c.req.raw.headers) }
  }

  async function bucket(id: string): Promise<Bucket> {
    const row = (
      await pg.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
    ).rows[0]
    if (!row) throw noSuchBucket()
    return row
  }

  /** Runs as the request role; Postgres errors become storage errors. */
  async function asRole<T>(ctx: RequestContext, fn: Parameters<typeof asRequestRole<T>>[2]): Promise<T> {
    try {
      return await asRequestRole(pg, ctx, fn)
    } catch (error) {
      const e = sqlError(error)
      if (!e) throw error
      if (e.code === '42501') {
        throw accessDenied(e.message.startsWith('new row violates row-level security policy') ? 'new row violates row-level security policy' : e.message)
      }
      if (e.code === '23505') throw new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
      throw new StorageError('400', 'DatabaseError', 'Database error', e.message)
    }
  }

  /** Object name from the raw URL path after `prefix` segments; each segment percent-decoded. */
  function objectPath(c: Context, skip: number): { bucketId: string; name: string } {
    const raw = new URL(c.req.url).pathname.split('/').slice(3 + skip)
    let parts: string[]
    try {
      parts = raw.map((s) => decodeURIComponent(s))
    } catch {
      throw new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${raw.join('/')}`)
    }
    const [bucketId, ...rest] = parts
    // Leading slashes are stripped and double slashes collapsed, as storage-js does.
    const name = rest.join('/').replace(/^\/+/, '').replace(/\/{2,}/g, '/')
    return { bucketId, name: checkKey(name) }
  }

  /** Streams the body (multipart or raw) to a temp file, enforcing MIME type and size. */
  async function receive(c: Context, b: Bucket): Promise<Stored> {
    const limit = Math.min(STORAGE_GLOBAL_LIMIT, Number(b.file_size_limit ?? STORAGE_GLOBAL_LIMIT))
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > limit + 64 * 1024) throw tooLarge()
    const body = c.req.raw.body
    if (!body) throw new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided')
    const input = Readable.fromWeb(body as NodeWebStream<Uint8Array>)
    const tmp = join(tmpDir, randomUUID())
    const contentType = c.req.header('content-type') ?? ''
    let result: Omit<Stored, 'tmp'> | null = null
    const write = async (source: Readable, mimetype: string, cacheControl: string, metadata: Record<string, unknown>) => {
      const mime = mimetype.split(';')[0].trim().toLowerCase()
      if (!mimeAllowed(mime, b.allowed_mime_types)) {
        throw new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime || 'unknown'} is not supported`)
      }
      await pipeline(
        source,
        meter(limit, (size, eTag) => {
          result = { size, eTag, mimetype: mime, cacheControl, metadata }
        }),
        createWriteStream(tmp),
      )
    }
    try {
      if (contentType.toLowerCase().startsWith('multipart/form-data')) {
        await new Promise<void>((resolve, reject) => {
          const fields: Record<string, string> = {}
          let pending: Promise<void> | null = null
          let parser: busboy.Busboy
          try {
            parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } })
          } catch (error) {
            reject(new StorageError('400', 'InvalidRequest', 'InvalidRequest', error instanceof Error ? error.message : 'bad multipart body'))
            return
          }
          parser.on('field', (name, value) => {
            fields[name] = value
          })
          parser.on('file', (_name, file, info) => {
            let metadata: Record<string, unknown> = {}
            try {
              const parsed: unknown = fields.metadata ? JSON.parse(fields.metadata) : {}
              metadata = isRecord(parsed) ? parsed : {}
            } catch {
              metadata = {}
            }
            pending = write(file, fields.contentType || info.mimeType, cacheControlValue(fields.cacheControl), metadata).catch((error: unknown) => {
              file.resume()
              throw error
            })
            pending.catch(() => undefined)
          })
          parser.on('error', (error: unknown) =>
            reject(new StorageError('400', 'InvalidRequest', 'InvalidRequest', error instanceof Error ? error.message : 'bad multipart body')),
          )
          parser.on('close', () => {
            if (!pending) reject(new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'))
            else pending.then(resolve, reject)
          })
          // pipe() does not forward source errors: a client that drops mid-body must reject the
          // upload, not crash the process with an unhandled 'error' event.
          input.on('error', (error: unknown) =>
            reject(new StorageError('400', 'InvalidRequest', 'InvalidRequest', `request body aborted: ${error instanceof Error ? error.message : 'aborted'}`)),
          )
          input.pipe(parser)
        })
      } else {
        let metadata: Record<string, unknown> = {}
        const header = c.req.header('x-metadata')
        if (header) {
          try {
            const parsed: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
            if (isRecord(parsed)) metadata = parsed
          } catch {
            metadata = {}
          }
        }
        await write(input, contentType || 'text/plain;charset=UTF-8', cacheControlValue(c.req.header('cache-control')), metadata)
      }
    } catch (error) {
      input.resume()
      await removeFile(tmp)
      if (error instanceof BodyTooLargeError) throw tooLarge()
      throw error
    }
    const stored = result as Omit<Stored, 'tmp'> | null
    if (!stored || stored.size === 0) {
      await removeFile(tmp)
      throw new StorageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided')
    }
    return { ...stored, tmp }
  }

  async function upload(c: Context, upsert: boolean) {
    const ctx = await requestContext(c)
    const { bucketId, name } = objectPath(c, 1)
    const b = await bucket(bucketId)
    const stored = await receive(c, b)
    const version = randomUUID()
    const owner = typeof ctx.claims.sub === 'string' ? ctx.claims.sub : null
    const ownerUuid = owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null
    const metadata = {
      eTag: stored.eTag,
      size: stored.size,
      mimetype: stored.mimetype,
      cacheControl: stored.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: stored.size,
      httpStatusCode: 200,
    }
    const values = [b.id, name, ownerUuid, owner, metadata, version, stored.metadata]
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
      const file = objectFile(b.id, version)
      mkdirSync(join(root, encodeURIComponent(b.id)), { recursive: true })
      const handle = await open(stored.tmp, 'r+')
      await handle.sync()
      await handle.close()
      await rename(stored.tmp, file)
      await fsyncDir(join(root, encodeURIComponent(b.id)))
      let row: { id: string; old: string | null }
      try {
        row = await pg.transaction(async (tx) => {
          const old = (await tx.query<{ version: string | null }>('select version from storage.objects where bucket_id = $1 and name = $2 for update', [b.id, name])).rows[0]
          if (old && !upsert) throw Object.assign(new Error('duplicate'), { code: '23505' })
          const id = (await tx.query<{ id: string }>(`${insert}${upsertClause} returning id`, values)).rows[0].id
          return { id, old: old?.version ?? null }
        })
      } catch (error) {
        await removeFile(file)
        if (sqlError(error)?.code === '23505') throw new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
        throw error
      }
      if (row.old) await removeFile(objectFile(b.id, row.old))
      return c.json({ Id: row.id, Key: `${b.id}/${name}` })
    } finally {
      await removeFile(stored.tmp)
    }
  }

  // List one level below `prefix` (files, then folders as `id: null` entries), as storage-api's
  // storage.search() does, run as the request role so the storage.objects select policies decide what
  // anyone sees. Body: { prefix, limit = 100, offset = 0, search = '', sortBy: { column: 'name', order } }.
  app.post('/object/list/:bucket', async (c) => {
    const ctx = await requestContext(c)
    const b = await bucket(c.req.param('bucket'))
    const body = await jsonBody(c)
    if (!isRecord(body) || typeof body.prefix !== 'string') throw new StorageError('400', 'InvalidRequest', 'Bad Request', "body must have required property 'prefix'")
    const prefix = body.prefix.replace(/^\/+|\/+$/g, '')
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.floor(body.limit) : 100
    const offset = typeof body.offset === 'number' && body.offset > 0 ? Math.floor(body.offset) : 0
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : ''
    const descending = isRecord(body.sortBy) && body.sortBy.order === 'desc'
    const start = prefix ? `${prefix}/` : ''
    const rows = await asRole(ctx, async (tx) =>
      (
        await tx.query<{ name: string; id: string; updated_at: Date; created_at: Date; last_accessed_at: Date; metadata: unknown }>(
          'select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects where bucket_id = $1 and starts_with(name, $2)',
          [b.id, start],
        )
      ).rows,
    )
    const entries = new Map<string, Record<string, unknown>>()
    for (const row of rows) {
      const rest = row.name.slice(start.length)
      const slash = rest.indexOf('/')
      const name = slash === -1 ? rest : rest.slice(0, slash)
      if (!name.toLowerCase().startsWith(search) || entries.has(name)) continue
      entries.set(
        name,
        slash === -1
          ? { ...row, name }
          : { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      )
    }
    const sorted = [...entries.values()].sort((x, y) => String(x.name).localeCompare(String(y.name)) * (descending ? -1 : 1))
    return c.json(sorted.slice(offset, offset + limit))
  })

  app.post('/object/:bucket/*', (c) => upload(c, /^true$/i.test(c.req.header('x-upsert') ?? '')))
  app.put('/object/:bucket/*', (c) => upload(c, true))

  const deletedColumns = 'name, bucket_id, owner, owner_id, version, id, created_at, updated_at, last_accessed_at, metadata, user_metadata'

  async function removeObjects(c: Context, bucketId: string, names: string[]) {
    const ctx = await requestContext(c)
    const b = await bucket(bucketId)
    const result = await asRole(ctx, async (tx) => {
      const { rows } = await tx.query<{ body: string; versions: string[] | null }>(
        `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${deletedColumns})
         select coalesce(json_agg(d), '[]')::text as body, array_agg(d.version) as versions from d`,
        [b.id, names],
      )
      return rows[0]
    })
    for (const version of result.versions ?? []) if (version) await removeFile(objectFile(b.id, version))
    return result.body
  }

  /** The JSON request body; storage's 400/413 errors for bad or oversized JSON. */
  async function jsonBody(c: Context): Promise<unknown> {
    try {
      return await readJson(c.req.raw, JSON_BODY_LIMIT)
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw tooLarge()
      if (error instanceof InvalidJsonError) throw new StorageError('400', 'InvalidRequest', 'Bad Request', `Body is not valid JSON: ${error.message}`)
      throw error
    }
  }

  app.delete('/object/:bucket', async (c) => {
    const body = await jsonBody(c)
    const prefixes = isRecord(body) ? body.prefixes : undefined
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
      throw new StorageError('400', 'InvalidRequest', 'Bad Request', 'body/prefixes must be an array of 1 to 1000 object names')
    }
    const text = await removeObjects(c, c.req.param('bucket'), prefixes as string[])
    return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  })

  app.delete('/object/:bucket/*', async (c) => {
    const { bucketId, name } = objectPath(c, 1)
    const text = await removeObjects(c, bucketId, [name])
    if (text === '[]') throw noSuchKey()
    return c.json({ message: 'Successfully deleted' })
  })

  /** Serves stored bytes with the headers of docs/local-backend.md §2.2 (ETag, ranges, conditional GET). */
  async function serve(c: Context, bucketId: string, row: ObjectRow | undefined): Promise<Response> {
    if (!row || !row.version) throw noSuchKey()
    const path = objectFile(bucketId, row.version)
    const info = await stat(path).catch(() => null)
    if (!info) throw noSuchKey()
    const meta = row.metadata ?? {}
    const eTag = typeof meta.eTag === 'string' ? meta.eTag : `"${row.version}"`
    const headers: Record<string, string> = {
      'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
      'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'max-age=3600',
      ETag: eTag,
      'Last-Modified': row.updated_at.toUTCString(),
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    }
    const ifNoneMatch = c.req.header('if-none-match')
    const ifModifiedSince = c.req.header('if-modified-since')
    if (
      (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === eTag || t.trim() === '*')) ||
      (!ifNoneMatch && ifModifiedSince && Date.parse(ifModifiedSince) >= Math.floor(row.updated_at.getTime() / 1000) * 1000)
    ) {
      return new Response(null, { status: 304, headers })
    }
    const size = info.size
    let start = 0
    let end = size - 1
    let status = 200
    const range = c.req.header('range')
    const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null
    if (match && (match[1] !== '' || match[2] !== '')) {
      if (match[1] === '') start = Math.max(0, size - Number(match[2]))
      else {
        start = Number(match[1])
        end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
      }
      if (start > end || start >= size) {
        return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
      }
      status = 206
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`
    }
    headers['Content-Length'] = String(end - start + 1)
    if (c.req.method === 'HEAD') return new Response(null, { status, headers })
    const stream = Readable.toWeb(createReadStream(path, { start, end })) as unknown as ReadableStream<Uint8Array>
    return new Response(stream, { status, headers })
  }

  const objectColumns = 'id, version, updated_at, metadata'

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const { bucketId, name } = objectPath(c, 2)
    const b = await bucket(bucketId)
    if (!b.public) throw noSuchBucket()
    const row = (await pg.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [b.id, name])).rows[0]
    return serve(c, b.id, row)
  })

  const authenticatedDownload = async (c: Context, skip: number) => {
    const ctx = await requestContext(c)
    const { bucketId, name } = objectPath(c, skip)
    const b = await bucket(bucketId)
    const row = await asRole(ctx, async (tx) =>
      (await tx.query<ObjectRow>(`select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`, [b.id, name])).rows[0],
    )
    return serve(c, b.id, row)
  }
  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) => authenticatedDownload(c, 2))
  app.on(['GET', 'HEAD'], '/object/:bucket/*', (c) => authenticatedDownload(c, 1))

  return app
}

function storageErrorResponse(c: Context, e: StorageError): Response {
  return c.json({ statusCode: e.statusCode, code: e.code, error: e.error, message: e.message }, e.httpStatus)
}
