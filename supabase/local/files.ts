import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/** Flushes a directory entry so a rename inside it survives a crash. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Writes `data` to `path` atomically and durably: temp file, fsync, rename, fsync the directory. */
export async function writeFileDurably(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path)
  mkdirSync(dir, { recursive: true })
  const tmp = join(dir, `.tmp-${randomUUID()}`)
  const handle = await open(tmp, 'w')
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(tmp, path)
  await fsyncDir(dir)
}

/** Removes a file, ignoring one that is already gone. */
export async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
}
