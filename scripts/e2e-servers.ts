import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { DataDirInUseError, wipeDataDir } from '../supabase/local/data-dir.ts'
import { DEFAULT_JOBS_INTERVAL_MS } from '../supabase/local/jobs.ts'
import { startBackend } from '../supabase/local/server.ts'
import type { RunningBackend } from '../supabase/local/types.ts'
import { E2E_SERVERS_READY, e2eBackendDataDir, type E2eServersReady } from './lib/e2e-servers.ts'
import { serveDist, type StaticHost } from './lib/static-host.ts'
import { prerenderSite } from './prerender.ts'

/**
 * The e2e suite's two servers in one process (docs/testing.md "e2e tests"): a fresh local backend on E2E_BACKEND_PORT
 * (54329; its data folder, e2eBackendDataDir, wiped first, so it holds the migrations and seed only, with the scheduled
 * jobs on their timer) and the prerendered site in E2E_OUT_DIR (dist) served like a static host on E2E_WEB_PORT (4173);
 * with `--build`, the site is first built from the fresh backend's publication (scripts/prerender.ts).
 *
 * Once both listen, the process says so itself: the line E2E_SERVERS_READY on stdout (Playwright's webServer waits for
 * it, playwright.config.ts) and, when its parent gave it an IPC channel (`npm test`'s build phase, scripts/lib/phases.ts),
 * the message E2eServersReady. A port that another server already holds makes it fail instead, at once (the site's port
 * is held from the start), so an old `npm run preview` cannot pass for it; so does a data folder another live backend
 * holds (another run on the same backend port, supabase/local/data-dir.ts). It runs until SIGINT or SIGTERM, or until
 * the parent that gave it the channel is gone.
 *
 * Usage: tsx scripts/e2e-servers.ts [--build]. Exits 1, with the reason, when a server cannot start or the build fails.
 */
const { values: args } = parseArgs({ options: { build: { type: 'boolean', default: false } } })
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54329)
const webPort = Number(process.env.E2E_WEB_PORT ?? 4173)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'

let backend: RunningBackend | undefined
let site: StaticHost | undefined
const stop = () => void Promise.all([site?.close(), backend?.stop()]).then(() => process.exit(0))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
process.once('disconnect', stop)

try {
  // The site's port is held from the start, so a port in use fails the start at once, not after the backend and build.
  const releaseWebPort = await holdPort(webPort)
  const dataDir = e2eBackendDataDir(backendPort)
  wipeDataDir(dataDir)
  backend = await startBackend({ port: backendPort, dataDir, quiet: true, jobsIntervalMs: DEFAULT_JOBS_INTERVAL_MS })
  console.log(`Local Supabase backend (fresh) ready at ${backend.url} in ${backend.startupMs} ms`)
  if (args.build) await prerenderSite({ outDir, source: { url: backend.url, key: backend.anonKey } })
  await releaseWebPort()
  site = await serveDist({ dir: outDir, port: webPort })
  console.log(`Serving ${outDir} at ${site.url}\n${E2E_SERVERS_READY}`)
  const { user, system } = process.cpuUsage()
  process.send?.({ ready: true, cpuMs: (user + system) / 1000 } satisfies E2eServersReady)
} catch (error) {
  console.error(reason(error))
  await backend?.stop()
  process.exit(1)
}

/** Listens on `port` on 127.0.0.1 with a server that answers 503 to anything; resolves with its release. Throws EADDRINUSE. */
async function holdPort(port: number): Promise<() => Promise<void>> {
  const holder = createServer((_req, res) => res.writeHead(503).end())
  await new Promise<void>((done, fail) => {
    holder.once('error', fail)
    holder.listen(port, '127.0.0.1', () => done())
  })
  return () =>
    new Promise((done) => {
      holder.closeAllConnections()
      holder.close(() => done())
    })
}

/** One line that says why the servers could not start, with what to do where there is something to do. */
function reason(error: unknown): string {
  if (error instanceof DataDirInUseError)
    return `${error.message} Another e2e run uses port ${backendPort}; set E2E_BACKEND_PORT to run beside it.`
  const { code, port } = error as NodeJS.ErrnoException & { port?: number }
  if (code === 'EADDRINUSE')
    return `Port ${port} is in use by another server (an earlier npm run preview?): stop it, or set ${port === webPort ? 'E2E_WEB_PORT' : 'E2E_BACKEND_PORT'}.`
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}
