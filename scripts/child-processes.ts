import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Child processes of the measuring scripts (`npm run audit`, `npm run bench:gallery`): TypeScript files run
 * with tsx, each in one Node process so `kill()` stops it, and a poll for a server to answer.
 */

/**
 * Runs `file` with tsx in a child Node process, output inherited, in folder `cwd` (default: this process's); the child
 * is pushed onto `children` so the caller can stop it. The folder matters to a script that works on "the project" it
 * is run in: the prerender builds the source of its working folder (Vite's root), whichever checkout `file` is in.
 */
export function runTs(
  children: ChildProcess[],
  file: string,
  argv: string[],
  env: Record<string, string> = {},
  cwd: string = process.cwd(),
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...argv], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    cwd,
  })
  children.push(child)
  return child
}

/** Resolves with the child's exit code (1 when it was killed by a signal). */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)))
}

/** Polls `url` until it answers (any status) or `ms` pass; throws on timeout. */
export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}
