import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DataDirInUseError, isRunning, wipeDataDir } from '../supabase/local/data-dir.ts'
import { DEFAULT_JOBS_INTERVAL_MS } from '../supabase/local/jobs.ts'
import { startBackend } from '../supabase/local/server.ts'
import { e2eServersFiles } from './lib/e2e-servers-files.ts'
import { serveDist } from './lib/static-host.ts'
import { prerenderSite } from './prerender.ts'

/**
 * The e2e suite's two servers in one process (docs/testing.md "Site builds in e2e"): a fresh local backend on
 * E2E_BACKEND_PORT (54329; its data folder `.tmp/e2e-backend-<port>` wiped first, so it holds the migrations and seed
 * only, with the scheduled jobs on their timer) and the prerendered site in E2E_OUT_DIR (dist) served like a static host
 * on E2E_WEB_PORT (4173). The site's port opens last, so an answer there means both are up. The wipe is refused while a
 * live backend holds the folder, another run's on the same port (supabase/local/data-dir.ts): it exits 1.
 *
 * - `--build`: builds the site from the fresh backend's publication into the folder first (scripts/prerender.ts).
 * - `--detach` (`npm run build:e2e`, the build phase of `npm test`): starts the servers as a background process, waits
 *   until the site answers, prints their output and exits; exits 1 with their output when they fail. The process's id
 *   is in {@link pidFile}; Playwright with E2E_PREBUILT=1 uses the running servers (playwright.config.ts), and
 *   `--stop` (which `npm test` runs once e2e is over) stops them. A detached run first stops the servers an earlier
 *   one left on the same port.
 * - Without either, it is Playwright's web server command (playwright.config.ts) and runs until it is stopped.
 *
 * Usage: tsx scripts/e2e-servers.ts [--build] [--detach | --stop]. Exits 1 when a server cannot start or the build
 * fails.
 */
const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    detach: { type: 'boolean', default: false },
    stop: { type: 'boolean', default: false },
  },
})
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329)
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
/** The backend's data folder; the id of the detached servers' process, and their output. */
const { dataDir, pidFile, logFile } = e2eServersFiles(backendPort, webPort)
/** How long a detached start may take: a backend start and a build on a busy two-core machine (ms). */
const START_TIMEOUT_MS = 180_000

if (args.stop) await stopDetached()
else if (args.detach) process.exit(await detach())
else await serve()

/** Starts the backend, builds the site when asked, then serves it; stops both on SIGINT or SIGTERM. */
async function serve(): Promise<void> {
  try {
    wipeDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error
    console.error(`${error.message} Another e2e run uses port ${backendPort}; set E2E_BACKEND_PORT to run beside it.`)
    process.exit(1)
  }
  const backend = await startBackend({ port: backendPort, dataDir, quiet: true, jobsIntervalMs: DEFAULT_JOBS_INTERVAL_MS })
  console.log(`Local Supabase backend (fresh) ready at ${backend.url} in ${backend.startupMs} ms`)
  if (args.build) await prerenderSite({ outDir, source: { url: backend.url, key: backend.anonKey } })
  const site = await serveDist({ dir: outDir, port: webPort })
  console.log(`Serving ${outDir} at ${site.url}`)
  const shutdown = () => void Promise.all([site.close(), backend.stop()]).then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

/** Runs {@link serve} in a background process and waits for the site to answer; the exit code. */
async function detach(): Promise<number> {
  await stopDetached()
  mkdirSync('.tmp', { recursive: true })
  const log = openSync(logFile, 'w')
  const argv = [...process.execArgv, resolve(process.argv[1] ?? ''), ...(args.build ? ['--build'] : [])]
  const child = spawn(process.execPath, argv, { detached: true, stdio: ['ignore', log, log] })
  closeSync(log)
  child.unref()
  writeFileSync(pidFile, String(child.pid))
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (exited === undefined && Date.now() < deadline) {
    if (await answers(`http://127.0.0.1:${webPort}/`)) {
      process.stdout.write(readFileSync(logFile, 'utf8'))
      return 0
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  process.stderr.write(readFileSync(logFile, 'utf8'))
  console.error(exited === undefined ? `The e2e servers did not answer within ${START_TIMEOUT_MS / 1000} s.` : 'The e2e servers stopped.')
  await stopDetached()
  return 1
}

/**
 * Stops the detached servers of {@link pidFile}, if that process still runs and is this script (not a process that
 * took its id since), and waits up to 10 s for it to end (then kills it), so their ports are free again.
 */
async function stopDetached(): Promise<void> {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8'))
  rmSync(pidFile, { force: true })
  const ours = () => {
    try {
      return existsSync('/proc') ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('e2e-servers') : isRunning(pid)
    } catch {
      return false
    }
  }
  if (!pid || !ours()) return
  process.kill(pid, 'SIGTERM')
  for (const deadline = Date.now() + 10_000; ours() && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 100))
  if (ours()) process.kill(pid, 'SIGKILL')
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}
