import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** What a backend in a child process prints when it is ready (tests/support/run-backend.mjs). */
export type BackendAddress = { url: string; anonKey: string; serviceRoleKey: string }

/** A backend in a child Node process: its address, a reset (with `resettable` only) and a stop. */
export type ChildBackend = BackendAddress & {
  /** Resets it (docs/local-backend.md §11); throws the child's error, or if it exited. */
  reset(): Promise<void>
  /** Closes its stdin and sends SIGTERM; resolves when it has exited. */
  stop(): Promise<void>
  /** True once the child has exited. */
  readonly exited: boolean
}

/**
 * Starts tests/support/run-backend.mjs on `dataDir` (a new temp folder; the caller deletes it) and resolves
 * with its address once it prints it. Throws if the child exits first. Its stderr is this process's.
 */
export async function spawnChildBackend(dataDir: string, options: { resettable?: boolean } = {}): Promise<ChildBackend> {
  const args = ['--import', 'tsx', 'tests/support/run-backend.mjs', dataDir, ...(options.resettable ? ['--resettable'] : [])]
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  // Lines the child prints, handed out in order to whoever waits for the next one.
  const waiting: { resolve(line: string): void; reject(error: Error): void }[] = []
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.resolve(line))
  void exit.then(() => {
    for (const w of waiting.splice(0)) w.reject(new Error(`Local backend exited (code ${child.exitCode}) before it answered`))
  })
  const nextLine = () =>
    new Promise<string>((resolve, reject) => (exited ? reject(new Error('Local backend has exited')) : waiting.push({ resolve, reject })))

  const address = JSON.parse(await nextLine()) as BackendAddress
  return {
    ...address,
    async reset() {
      const answer = nextLine()
      child.stdin.write('reset\n')
      const outcome = JSON.parse(await answer) as { error?: string }
      if (outcome.error) throw new Error(`Resetting the local backend failed: ${outcome.error}`)
    },
    async stop() {
      child.stdin.end()
      child.kill('SIGTERM')
      await exit
    },
    get exited() {
      return exited
    },
  }
}
