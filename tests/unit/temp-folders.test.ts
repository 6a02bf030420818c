// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRunning } from '../../supabase/local/data-dir.ts'
import { removeFoldersOfGoneProcesses, removeFoldersOfProcess } from '../support/temp-folders.ts'

/** The pid of a process that has ended: a child run to its end. */
function goneProcessPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', ''])
  if (!pid || isRunning(pid)) throw new Error('no ended process to test with')
  return pid
}

const made: string[] = []
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true })
})

describe('temporary folders named after their process (docs/testing.md "Tests against the backend")', () => {
  it('removes the folders of processes that are gone and keeps a live one’s and names that do not match', () => {
    const parent = mkdtempSync(join(tmpdir(), 'temp-folders-test-'))
    made.push(parent)
    const gone = goneProcessPid()
    for (const name of [`site-${gone}-1`, `site-${process.pid}-2`, 'site-x-3', 'other']) mkdirSync(join(parent, name))

    expect(removeFoldersOfGoneProcesses(parent, /^site-(\d+)-\d+$/)).toEqual([`site-${gone}-1`])
    expect(existsSync(join(parent, `site-${gone}-1`))).toBe(false)
    for (const kept of [`site-${process.pid}-2`, 'site-x-3', 'other']) expect(existsSync(join(parent, kept))).toBe(true)
    expect(removeFoldersOfGoneProcesses(join(parent, 'missing'), /^(\d+)$/)).toEqual([])
  })

  it('removes the folders of one process, live or not, and keeps every other process’s', () => {
    const parent = mkdtempSync(join(tmpdir(), 'temp-folders-test-'))
    made.push(parent)
    const other = process.pid + 1
    for (const name of [`site-${process.pid}-1`, `site-${process.pid}-2`, `site-${other}-3`, `site-${process.pid}0-4`])
      mkdirSync(join(parent, name))

    expect(removeFoldersOfProcess(parent, /^site-(\d+)-\d+$/, process.pid).sort()).toEqual([
      `site-${process.pid}-1`,
      `site-${process.pid}-2`,
    ])
    for (const kept of [`site-${other}-3`, `site-${process.pid}0-4`]) expect(existsSync(join(parent, kept))).toBe(true)
    expect(removeFoldersOfProcess(join(parent, 'missing'), /^(\d+)$/, process.pid)).toEqual([])
  })

  it('a backend data folder names this process, and the first one removes a gone process’s leftovers', async () => {
    vi.resetModules()
    const { backendDataFolder } = await import('../support/temp-folders.ts')
    const leftover = join(tmpdir(), `supabase-local-shared-${goneProcessPid()}-AbC123`)
    mkdirSync(leftover)
    made.push(leftover)

    const folder = backendDataFolder('test')
    made.push(folder)
    expect(basename(folder)).toMatch(new RegExp(`^supabase-local-test-${process.pid}-\\w+$`))
    expect(existsSync(folder)).toBe(true)
    expect(existsSync(leftover)).toBe(false)
  })

  it('removeAtExit removes each folder when the process exits, and a process killed by a signal leaves them', () => {
    const parent = mkdtempSync(join(tmpdir(), 'temp-folders-test-'))
    made.push(parent)
    const module = new URL('../support/temp-folders.ts', import.meta.url).href
    // A child with two folders for removeAtExit, which then exits normally or is killed.
    const child = (ending: string, ...folders: string[]) => {
      for (const folder of folders) mkdirSync(join(parent, folder))
      const script = `const { removeAtExit } = await import(${JSON.stringify(module)}); ${folders
        .map((f) => `removeAtExit(${JSON.stringify(join(parent, f))});`)
        .join(' ')} ${ending}`
      spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
    }
    child('process.exitCode = 0', 'a', 'b')
    child("process.kill(process.pid, 'SIGKILL')", 'c', 'd')

    expect(['a', 'b', 'c', 'd'].filter((f) => existsSync(join(parent, f)))).toEqual(['c', 'd'])
  })
})
