/**
 * scripts/e2e-servers.ts, the e2e suite's servers (docs/testing.md "Site builds in e2e"), run as `npm test`'s build
 * phase runs it: `--detach` returns once the site answers and leaves the fresh backend and the static host running;
 * a second start on the same backend port is refused by the data-folder lock (docs/local-backend.md §7), leaving the
 * running backend's data; `--stop` ends the process and frees both ports. On spare ports, with a stand-in build folder
 * (the site's build is tested by tests/build and e2e).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { e2eServersFiles } from '../../scripts/lib/e2e-servers-files.ts'
import { lockHolder } from '../../supabase/local/data-dir.ts'
import { runScript } from '../support/run-script.ts'

/** A port free on 127.0.0.1 now, other than `taken`. */
async function sparePort(...taken: number[]): Promise<number> {
  for (;;) {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    if (!taken.includes(port)) return port
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'e2e-servers-test-'))
writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>stand-in</title>')
writeFileSync(join(outDir, '404.html'), '<!doctype html><title>not found</title>')
writeFileSync(join(outDir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
const backendPort = await sparePort()
const webPort = await sparePort(backendPort)
const { dataDir, pidFile, logFile } = e2eServersFiles(backendPort, webPort)

/** Runs scripts/e2e-servers.ts with `args` on this test's ports (the web port `web`); its exit code and output. */
async function e2eServers(args: string[], web = webPort): Promise<{ code: number; output: string }> {
  const env = { ...process.env, E2E_BACKEND_PORT: String(backendPort), E2E_WEB_PORT: String(web), E2E_OUT_DIR: outDir }
  const { code, stdout, stderr } = await runScript('scripts/e2e-servers.ts', args, { env })
  return { code, output: stdout + stderr }
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url)).status
  } catch {
    return 'refused'
  }
}

afterAll(async () => {
  // The servers are still up only when the test failed before its --stop.
  if (existsSync(pidFile)) await e2eServers(['--stop'])
  for (const path of [outDir, dataDir, logFile]) rmSync(path, { recursive: true, force: true })
})

describe('scripts/e2e-servers.ts', () => {
  it('--detach leaves both servers running, a second start on the port is refused, --stop frees both ports', async () => {
    const started = await e2eServers(['--detach'])
    expect(started.output).toContain(`Serving ${outDir} at http://127.0.0.1:${webPort}`)
    expect(started.code).toBe(0)
    expect(await status(`http://127.0.0.1:${webPort}/`)).toBe(200)
    expect(await status(`http://127.0.0.1:${webPort}/no-such-page`)).toBe(404)
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe(200)
    const holder = lockHolder(dataDir)
    expect(holder).toBeDefined()

    // Another run on the same backend port (another web port, so it does not stop the first) must not wipe its data.
    const second = await e2eServers([], await sparePort(backendPort, webPort))
    expect(second.code).toBe(1)
    expect(second.output).toContain(`in use by process ${holder}`)
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(true)
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe(200)

    expect((await e2eServers(['--stop'])).code).toBe(0)
    expect(await status(`http://127.0.0.1:${webPort}/`)).toBe('refused')
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe('refused')
    expect(existsSync(pidFile)).toBe(false)
    expect(lockHolder(dataDir)).toBeUndefined()
  }, 120_000)
})
