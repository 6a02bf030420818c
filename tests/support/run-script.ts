import { execFile } from 'node:child_process'

/** How a script run ended: its exit code (-1 when a signal or the timeout ended it) and its output. */
export type ScriptRun = { code: number; stdout: string; stderr: string }

/**
 * Runs one of the repository's scripts (`scripts/x.ts`, relative to the repository root) in a Node process of its own
 * with tsx, as its `npm run` command does, and resolves when it exits, whatever its exit code. Asynchronous, so a local
 * backend running in this process keeps answering it. `env` replaces the environment (default this process's);
 * `timeoutMs` (60,000 ms) ends a run that hangs.
 */
export function runScript(
  script: string,
  args: string[] = [],
  { env = process.env, timeoutMs = 60_000 }: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, encoding: 'utf8', timeout: timeoutMs },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    )
  })
}
