/**
 * scripts/e2e-servers.ts, the e2e suite's servers (docs/testing.md "e2e tests"), started as `npm test`'s build phase
 * starts them (a server phase of scripts/lib/phases.ts): the phase ends when the script says it is ready, both servers
 * then answer, a second start on the same backend port is refused by the data-folder lock (docs/local-backend.md §7)
 * and leaves the running backend's data, and `stopServers()` frees both ports. A web port that another server already
 * answers on fails the phase: it is not taken for ours. On spare ports, with a stand-in build folder (the site's build
 * is tested by tests/build and e2e).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { e2eBackendDataDir } from '../../scripts/lib/e2e-servers.ts'
import { runGroup, stopServers, type PhaseResult } from '../../scripts/lib/phases.ts'
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
const dataDir = e2eBackendDataDir(backendPort)
const ports = { E2E_BACKEND_PORT: String(backendPort), E2E_WEB_PORT: String(webPort), E2E_OUT_DIR: outDir }

/** The build phase as `npm test` runs it (scripts/test-all.ts), on this test's ports; its result and what it printed. */
async function buildPhase(): Promise<{ result: PhaseResult; printed: string }> {
  // The phase's server inherits this process's environment; the worker runs one file at a time.
  for (const [name, value] of Object.entries(ports)) vi.stubEnv(name, value)
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  try {
    // Second in its group, so its output is collected and printed under its name, as beside Vitest in npm test.
    const [, result] = await runGroup([
      { name: 'first', command: 'true' },
      { name: 'build', server: ['scripts/e2e-servers.ts'] },
    ])
    return { result: result!, printed: log.mock.calls.map((call) => String(call[0])).join('\n') }
  } finally {
    log.mockRestore()
    vi.unstubAllEnvs()
  }
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url)).status
  } catch {
    return 'refused'
  }
}

afterEach(() => stopServers())
afterAll(() => {
  for (const path of [outDir, dataDir]) rmSync(path, { recursive: true, force: true })
})

describe('scripts/e2e-servers.ts as the build phase', () => {
  it('ends the phase once it says it is ready; a second start on the backend port is refused; stopServers frees both ports', async () => {
    const { result, printed } = await buildPhase()
    expect(result).toMatchObject({ name: 'build', result: 'ok' })
    expect(result.cpuMs).toBeGreaterThan(0)
    expect(printed).toContain(`Serving ${outDir} at http://127.0.0.1:${webPort}\ne2e servers ready`)
    expect(await status(`http://127.0.0.1:${webPort}/`)).toBe(200)
    expect(await status(`http://127.0.0.1:${webPort}/no-such-page`)).toBe(404)
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe(200)
    const holder = lockHolder(dataDir)
    expect(holder).toBeDefined()

    // Another run on the same backend port (another web port) must not wipe its data.
    const env = { ...process.env, ...ports, E2E_WEB_PORT: String(await sparePort(backendPort, webPort)) }
    const second = await runScript('scripts/e2e-servers.ts', [], { env })
    expect(second.code).toBe(1)
    expect(second.stderr).toContain(`in use by process ${holder}`)
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(true)
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe(200)

    await stopServers()
    expect(await status(`http://127.0.0.1:${webPort}/`)).toBe('refused')
    expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe('refused')
    expect(lockHolder(dataDir)).toBeUndefined()
  }, 120_000)

  it('fails the phase at once when another server already answers on the web port, and leaves the backend port free', async () => {
    const other = createHttpServer((_req, res) => res.end('an old npm run preview'))
    await new Promise<void>((resolve) => other.listen(webPort, '127.0.0.1', resolve))
    try {
      const { result, printed } = await buildPhase()
      expect(result).toMatchObject({ name: 'build', result: 'FAILED' })
      expect(printed).toContain(`Port ${webPort} is in use by another server (an earlier npm run preview?): stop it, or set E2E_WEB_PORT.`)
      expect(printed).not.toContain('e2e servers ready')
      expect(await status(`http://127.0.0.1:${backendPort}/auth/v1/health`)).toBe('refused')
      expect(lockHolder(dataDir)).toBeUndefined()
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  }, 120_000)
})
