import { basename } from 'node:path'
import { buffer, text } from 'node:stream/consumers'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { COPY_LIMITS, CopyRefusedError, type CopyArchive } from './check-copy.ts'

/**
 * A site copy's .zip opened for reading with yauzl (docs/decisions.md #208, #276): its central directory is read once
 * (at most {@link COPY_LIMITS}.entries entries), then each entry is streamed from the file on demand, so no more than
 * one photo is in memory at a time. An entry is never unpacked beyond the size the directory states (yauzl checks the
 * stream against it) nor beyond its kind's limit (checked here before the stream opens).
 */
export type CopyZip = CopyArchive & {
  /** The whole of an entry (a photo, at most the bucket's 10 MiB). */
  bytes(name: string): Promise<Buffer>
  close(): void
}

/**
 * Opens a copy from a file path (or, in tests, its bytes). Throws {@link CopyRefusedError} naming the file when it is
 * not a .zip yauzl can read (no central directory, an entry name that escapes the folder, ...) or states more entries
 * than a copy may have.
 */
export async function openCopyZip(source: string | Uint8Array): Promise<CopyZip> {
  const label = typeof source === 'string' ? basename(source) : 'the copy'
  let zip: ZipFile | undefined
  const entries = new Map<string, Entry>()
  const names: string[] = []
  try {
    const options = { autoClose: false, strictFileNames: true }
    zip =
      typeof source === 'string' ? await yauzl.openPromise(source, options) : await yauzl.fromBufferPromise(Buffer.from(source), options)
    if (zip.entryCount > COPY_LIMITS.entries) {
      const count = zip.entryCount
      zip.close()
      throw new CopyRefusedError([`${label} has ${count} entries: a site copy has at most ${COPY_LIMITS.entries}`])
    }
    for await (const entry of zip.eachEntry()) {
      names.push(entry.fileName)
      entries.set(entry.fileName, entry)
    }
  } catch (error) {
    if (error instanceof CopyRefusedError) throw error
    zip?.close()
    throw new CopyRefusedError([`${label} is not a .zip file that can be read (${error instanceof Error ? error.message : String(error)})`])
  }
  const opened = zip
  const entry = (name: string) => {
    const found = entries.get(name)
    if (!found) throw new Error(`${name} is not in ${label}`)
    return found
  }
  /**
   * The entry's stream, once its stated size is within `limit` (bytes). A second line of defence behind check-copy.ts
   * `checkSizes`, which checks the same directory numbers first and names every entry too large: this one keeps the
   * reader's own memory bound whoever calls it and in whatever order (a test, a read before the check), and bounds by
   * how the entry is read (text, whole bytes) rather than by its name.
   */
  const open = (name: string, limit: number) => {
    const found = entry(name)
    if (found.uncompressedSize > limit)
      throw new CopyRefusedError([`${name} unpacks to ${found.uncompressedSize} bytes, more than ${limit}`])
    return opened.openReadStreamPromise(found)
  }
  return {
    names,
    size: (name) => entry(name).uncompressedSize,
    text: async (name) => text(await open(name, COPY_LIMITS.textBytes)),
    bytes: async (name) => buffer(await open(name, COPY_LIMITS.photoBytes)),
    async head(name, length) {
      const chunks: Buffer[] = []
      let read = 0
      const stream = await open(name, COPY_LIMITS.photoBytes)
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        chunks.push(chunk)
        read += chunk.length
        if (read >= length) break
      }
      stream.destroy()
      return Buffer.concat(chunks).subarray(0, length)
    },
    close: () => opened.close(),
  }
}
