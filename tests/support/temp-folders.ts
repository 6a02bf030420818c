import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isRunning } from '../../supabase/local/data-dir.ts'

/**
 * Temporary folders that name the process they belong to, so a run can remove what a killed process left behind
 * (docs/testing.md "Tests against the backend"): a test worker that Vitest or Playwright stops with a signal never runs
 * its `exit` handler, and a local backend's data folder is about 50 MB.
 */

/**
 * Removes the folders in `parent` whose name matches `pattern` (its first capture group is the owner's pid) and whose
 * owner is gone; a live owner's folder is kept. Returns the names it removed. A missing `parent` removes nothing.
 */
export function removeFoldersOfGoneProcesses(parent: string, pattern: RegExp): string[] {
  return removeFoldersWhere(parent, pattern, (pid) => !isRunning(pid))
}

/**
 * Removes the folders in `parent` whose name matches `pattern` and names process `pid` (the first capture group), at
 * the end of that process's run. Returns the names it removed. A missing `parent` removes nothing.
 */
export function removeFoldersOfProcess(parent: string, pattern: RegExp, pid: number): string[] {
  return removeFoldersWhere(parent, pattern, (owner) => owner === pid)
}

function removeFoldersWhere(parent: string, pattern: RegExp, remove: (pid: number) => boolean): string[] {
  let names: string[]
  try {
    names = readdirSync(parent)
  } catch {
    return []
  }
  return names.filter((name) => {
    const pid = pattern.exec(name)?.[1]
    if (pid === undefined || !remove(Number(pid))) return false
    rmSync(join(parent, name), { recursive: true, force: true })
    return true
  })
}

const atExit = new Set<string>()

/**
 * Has `folder` removed when this process exits normally (one `exit` handler for every folder); a process stopped by a
 * signal leaves it, for {@link removeFoldersOfGoneProcesses} in a later run.
 */
export function removeAtExit(folder: string): void {
  if (atExit.size === 0) {
    process.once('exit', () => {
      for (const f of atExit) rmSync(f, { recursive: true, force: true })
    })
  }
  atExit.add(folder)
}

/** The local backends' temporary data folders of this machine's test runs: `supabase-local-<kind>-<pid>-<random>`. */
const BACKEND_FOLDER = /^supabase-local-(?:shared|test)-(\d+)-\w+$/

let swept = false

/**
 * A new temporary data folder for a local test backend, named after this process (`kind`: `shared` for a worker's
 * shared backend, `test` for one of a file's own). The first call in a process first removes the folders of processes
 * that are gone.
 */
export function backendDataFolder(kind: 'shared' | 'test'): string {
  if (!swept) {
    swept = true
    removeFoldersOfGoneProcesses(tmpdir(), BACKEND_FOLDER)
  }
  return mkdtempSync(join(tmpdir(), `supabase-local-${kind}-${process.pid}-`))
}
