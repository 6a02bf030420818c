import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'
import busboy from 'busboy'
import { STORAGE_GLOBAL_LIMIT } from '../config.ts'
import { removeFile } from '../files.ts'
import { BodyTooLargeError, isRecord } from '../http.ts'
import { invalidMimeType, invalidRequest, noContent, tooLarge } from './errors.ts'
import type { ObjectStore, Received } from './store.ts'

/** The bucket settings an upload is checked against. */
export type UploadBucket = { file_size_limit: number | null; allowed_mime_types: string[] | null }

/** A received upload: bytes in a temp file plus what goes into the object's metadata. */
export type Upload = Received & { mimetype: string; cacheControl: string; userMetadata: Record<string, unknown> }

/**
 * Storage's `validateMimeType` (supabase/storage src/storage/uploader.ts), exactly: the type is split
 * on "/" and compared case-sensitively with each allowed entry, `type/*` matching any subtype; there is
 * no lower-casing and no stripping of parameters, so `image/PNG` or `image/png; charset=x` is refused
 * by a bucket that allows `image/png`. An empty or missing list allows everything.
 * Throws InvalidMimeType (semantic 415) naming the type as sent.
 */
function checkMimeType(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return
  const [type, subtype] = mime.split('/')
  if (subtype === undefined) throw invalidMimeType(mime)
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/')
    if (allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)) return
  }
  throw invalidMimeType(mime)
}

function cacheControlValue(raw: string | null | undefined): string {
  if (!raw) return 'max-age=3600'
  return /^[0-9]+$/.test(raw) ? `max-age=${raw}` : raw
}

function parseMetadata(text: string | undefined): Record<string, unknown> {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * Streams an upload body into the store's temp area: multipart (fields `cacheControl`, `metadata`,
 * `contentType`, then one file part; the type is the `contentType` field or the part's) or a raw body
 * (type from Content-Type, default application/octet-stream; metadata from base64 `x-metadata`). The
 * type is checked with {@link checkMimeType} before any byte is stored; the size limit is the smaller
 * of config.toml's global limit and the bucket's (docs/local-backend.md §2.1 step 3).
 * Throws StorageError: InvalidMimeType, EntityTooLarge, InvalidRequest ("No content provided" for an
 * empty body or no file part).
 */
export async function receiveUpload(request: Request, bucket: UploadBucket, store: ObjectStore): Promise<Upload> {
  const limit = Math.min(STORAGE_GLOBAL_LIMIT, Number(bucket.file_size_limit ?? STORAGE_GLOBAL_LIMIT))
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit + 64 * 1024) throw tooLarge()
  if (!request.body) throw noContent()
  const input = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>)
  const contentType = request.headers.get('content-type') ?? ''
  let upload: Upload
  try {
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      upload = await receiveMultipart(input, contentType, bucket, store, limit)
    } else {
      const mimetype = contentType || 'application/octet-stream'
      checkMimeType(mimetype, bucket.allowed_mime_types)
      const header = request.headers.get('x-metadata')
      const userMetadata = header ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : {}
      const received = await store.receive(input, limit)
      upload = { ...received, mimetype, cacheControl: cacheControlValue(request.headers.get('cache-control')), userMetadata }
    }
  } catch (error) {
    input.resume()
    if (error instanceof BodyTooLargeError) throw tooLarge()
    throw error
  }
  if (upload.size === 0) {
    await removeFile(upload.tmp)
    throw noContent()
  }
  return upload
}

function receiveMultipart(input: Readable, contentType: string, bucket: UploadBucket, store: ObjectStore, limit: number): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    const fields: Record<string, string> = {}
    let pending: Promise<Upload> | null = null
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } })
    } catch (error) {
      reject(invalidRequest(error instanceof Error ? error.message : 'bad multipart body'))
      return
    }
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (_name, file, info) => {
      const receive = async (): Promise<Upload> => {
        const mimetype = fields.contentType || info.mimeType
        checkMimeType(mimetype, bucket.allowed_mime_types)
        const received = await store.receive(file, limit)
        return { ...received, mimetype, cacheControl: cacheControlValue(fields.cacheControl), userMetadata: parseMetadata(fields.metadata) }
      }
      pending = receive().catch((error: unknown) => {
        file.resume()
        throw error
      })
      pending.catch(() => undefined)
    })
    parser.on('error', (error: unknown) => reject(invalidRequest(error instanceof Error ? error.message : 'bad multipart body')))
    parser.on('close', () => {
      if (!pending) reject(noContent())
      else pending.then(resolve, reject)
    })
    // pipe() does not forward source errors: a client that drops mid-body must reject the upload,
    // not crash the process with an unhandled 'error' event.
    input.on('error', (error: unknown) =>
      reject(invalidRequest(`request body aborted: ${error instanceof Error ? error.message : 'aborted'}`)),
    )
    input.pipe(parser)
  })
}
