import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

/**
 * A prerendered build of the site from a backend's latest publication, served like a static host, for e2e tests
 * that publish and then look at the public pages as a visitor would (docs/site-content.md "Publish, then live").
 * `close()` stops the server and removes the build.
 */
export type BuiltSite = { url: string; close(): Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Builds the site against `backendUrl` (scripts/prerender.ts) and serves it on a free port. Throws with the build's output on failure. */
export async function buildSite(backendUrl: string): Promise<BuiltSite> {
  const outDir = join('.tmp', `e2e-site-${process.pid}-${Date.now()}`)
  mkdirSync('.tmp', { recursive: true })
  const build = run(['scripts/prerender.ts', '--outDir', outDir], { VITE_SUPABASE_URL: backendUrl })
  let output = ''
  build.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  build.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`the build failed (exit ${code}):\n${output}`)
  const port = await freePort()
  const server = run(['scripts/serve-dist.ts', '--dir', outDir, '--port', String(port)], {})
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      if (i > 100) throw new Error(`the built site did not start on ${url}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    async close() {
      server.kill()
      rmSync(outDir, { recursive: true, force: true })
      rmSync(`${outDir}-ssr`, { recursive: true, force: true })
    },
  }
}
