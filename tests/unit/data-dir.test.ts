// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, isRunning, lockFile, lockHolder, wipeDataDir } from '../../supabase/local/data-dir.ts'

const made: string[] = []
const children: number[] = []
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true })
  for (const pid of children.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL')
})

/** A data folder with a file in it and, when `pid` is given, a lock naming it. */
function dataFolder(pid?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-test-'))
  made.push(dir)
  mkdirSync(join(dir, 'pgdata'))
  writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), '17')
  if (pid !== undefined) writeFileSync(lockFile(dir), String(pid))
  return dir
}

/** The pid of a live process of this user, other than this one: a child waiting on its stdin. */
function liveProcessPid(): number {
  const child = spawn(process.execPath, ['-e', 'process.stdin.resume()'], { stdio: ['pipe', 'ignore', 'ignore'] })
  children.push(child.pid!)
  return child.pid!
}

describe('the data-folder lock (docs/local-backend.md §7)', () => {
  it('wipeDataDir refuses, and removes nothing, while a live process holds the folder, this one too', () => {
    for (const pid of [liveProcessPid(), process.pid]) {
      const dir = dataFolder(pid)
      expect(lockHolder(dir)).toBe(pid)
      expect(() => wipeDataDir(dir)).toThrow(DataDirInUseError)
      expect(() => wipeDataDir(dir)).toThrow(`in use by process ${pid}`)
      expect(existsSync(join(dir, 'pgdata', 'PG_VERSION'))).toBe(true)
    }
  })

  it('wipes a folder whose lock is stale (its process is gone) or that has none, and a missing one is no error', () => {
    const { pid: gone } = spawnSync(process.execPath, ['-e', ''])
    if (!gone || isRunning(gone)) throw new Error('no ended process to test with')
    const stale = dataFolder(gone)
    expect(lockHolder(stale)).toBeUndefined()
    wipeDataDir(stale)
    expect(existsSync(stale)).toBe(false)
    const unlocked = dataFolder()
    expect(lockHolder(unlocked)).toBeUndefined()
    wipeDataDir(unlocked)
    expect(existsSync(unlocked)).toBe(false)
    expect(() => wipeDataDir(join(tmpdir(), 'data-dir-test-missing'))).not.toThrow()
  })
})
