import { basename } from 'node:path'
import { buffer, text } from 'node:stream/consumers'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { CopyRefusedError, type CopyArchive } from '../../src/features/site-copy/lib/check-copy.ts'

/**
 * A site copy's .zip opened for reading with yauzl (docs/decisions.md #208): its central directory is read once, then
 * each entry is streamed from the file on demand, so no more than one photo is in memory at a time.
 */
export type CopyZip = CopyArchive & {
  /** The whole of an entry (a photo, at most the bucket's 10 MiB). */
  bytes(name: string): Promise<Buffer>
  close(): void
}

/**
 * Opens a copy from a file path (or, in tests, its bytes). Throws {@link CopyRefusedError} naming the file when it is
 * not a .zip yauzl can read (no central directory, an entry name that escapes the folder, ...).
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
    for await (const entry of zip.eachEntry()) {
      names.push(entry.fileName)
      entries.set(entry.fileName, entry)
    }
  } catch (error) {
    zip?.close()
    throw new CopyRefusedError([`${label} is not a .zip file that can be read (${error instanceof Error ? error.message : String(error)})`])
  }
  const opened = zip
  const entry = (name: string) => {
    const found = entries.get(name)
    if (!found) throw new Error(`${name} is not in ${label}`)
    return found
  }
  const open = (name: string) => opened.openReadStreamPromise(entry(name))
  return {
    names,
    size: (name) => entry(name).uncompressedSize,
    text: async (name) => text(await open(name)),
    bytes: async (name) => buffer(await open(name)),
    async head(name, length) {
      const chunks: Buffer[] = []
      let read = 0
      const stream = await open(name)
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
