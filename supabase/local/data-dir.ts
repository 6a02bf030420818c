import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The local backend's data-folder lock (docs/local-backend.md §7, "One backend per data folder"): a running backend
 * keeps its process id in `<data folder>/backend.pid`, since PGlite is single-process. Whoever starts a backend on a
 * folder, or wipes one (`npm run db:reset`, the e2e servers' fresh backend), asks this module first.
 */

/** Thrown when another live process holds the data folder. */
export class DataDirInUseError extends Error {}

/** The lock file of a data folder. */
export function lockFile(dataDir: string): string {
  return join(dataDir, 'backend.pid')
}

/** Whether process `pid` is alive (EPERM: it exists but belongs to another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The id of the live process (this one included) whose backend holds `dataDir`; undefined when the folder has no lock
 * or its lock is stale (left by a backend killed with `kill -9`).
 */
export function lockHolder(dataDir: string): number | undefined {
  const lock = lockFile(dataDir)
  if (!existsSync(lock)) return undefined
  const pid = Number(readFileSync(lock, 'utf8').trim())
  return pid && isRunning(pid) ? pid : undefined
}

/**
 * Removes a data folder (the Postgres cluster and uploaded files), so the next start recreates it from the migrations
 * and seed. A missing folder is no error. Throws DataDirInUseError, and removes nothing, while a live process (this one
 * too) holds it.
 */
export function wipeDataDir(dataDir: string): void {
  const holder = lockHolder(dataDir)
  if (holder !== undefined) throw new DataDirInUseError(`The data folder ${dataDir} is in use by process ${holder} (a local backend).`)
  rmSync(dataDir, { recursive: true, force: true })
}
