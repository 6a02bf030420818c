import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import { copyFile, open, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fsyncDir, removeFile } from '../files.ts'
import { BodyTooLargeError } from '../http.ts'

/** What {@link ObjectStore.receive} wrote: the temp file, its size (bytes) and MD5 ETag (quoted). */
export type Received = { tmp: string; size: number; eTag: string }

/**
 * The bytes of stored objects: `<dataDir>/storage/<bucket>/<version uuid>`, one file per object
 * version (docs/local-backend.md §2). Uploads stream into a temp file first; {@link commit} fsyncs it,
 * renames it into place and fsyncs the directory, so bytes are durable before their row commits and an
 * acknowledged upload survives kill -9.
 */
export class ObjectStore {
  private readonly root: string
  private readonly tmpDir: string

  constructor(dataDir: string) {
    this.root = join(dataDir, 'storage')
    this.tmpDir = join(this.root, '.tmp')
    mkdirSync(this.tmpDir, { recursive: true })
  }

  private bucketDir(bucket: string): string {
    return join(this.root, encodeURIComponent(bucket))
  }

  /** Path of an object version's bytes. */
  file(bucket: string, version: string): string {
    return join(this.bucketDir(bucket), version)
  }

  /**
   * Streams `source` into a new temp file, counting and hashing; fails with BodyTooLargeError past
   * `limit` bytes (the temp file is removed on any failure).
   */
  async receive(source: Readable, limit: number): Promise<Received> {
    const tmp = join(this.tmpDir, randomUUID())
    const hash = createHash('md5')
    let size = 0
    const meter = new Transform({
      transform(chunk: Buffer, _enc, callback) {
        size += chunk.length
        if (size > limit) {
          callback(new BodyTooLargeError(limit))
          return
        }
        hash.update(chunk)
        callback(null, chunk)
      },
    })
    try {
      await pipeline(source, meter, createWriteStream(tmp))
    } catch (error) {
      await removeFile(tmp)
      throw error
    }
    return { tmp, size, eTag: `"${hash.digest('hex')}"` }
  }

  /** Makes a received temp file the durable bytes of `bucket`/`version`; returns the final path. */
  async commit(tmp: string, bucket: string, version: string): Promise<string> {
    const dir = this.bucketDir(bucket)
    mkdirSync(dir, { recursive: true })
    const handle = await open(tmp, 'r+')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    const path = this.file(bucket, version)
    await rename(tmp, path)
    await fsyncDir(dir)
    return path
  }

  /** Copies the bytes of `bucket`/`version` durably to `toBucket`/`toVersion` (a move's new version); returns the new path. */
  async copy(bucket: string, version: string, toBucket: string, toVersion: string): Promise<string> {
    const tmp = join(this.tmpDir, randomUUID())
    try {
      await copyFile(this.file(bucket, version), tmp)
      return await this.commit(tmp, toBucket, toVersion)
    } catch (error) {
      await removeFile(tmp)
      throw error
    }
  }

  /** Size in bytes of a stored version, or null when its file is missing. */
  async size(bucket: string, version: string): Promise<number | null> {
    const info = await stat(this.file(bucket, version)).catch(() => null)
    return info ? info.size : null
  }

  /**
   * The bytes `start`..`end` (inclusive) of a stored version as a web stream, read as the consumer
   * pulls (built on the global ReadableStream, so it is the Response body type wherever it compiles).
   */
  read(bucket: string, version: string, start: number, end: number): ReadableStream<Uint8Array> {
    const file = createReadStream(this.file(bucket, version), { start, end })
    const chunks = file[Symbol.asyncIterator]()
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value as Buffer)
      },
      cancel() {
        file.destroy()
      },
    })
  }

  /** Removes a stored version or temp file (a missing one is fine). */
  async remove(bucket: string, version: string): Promise<void> {
    await removeFile(this.file(bucket, version))
  }
}
