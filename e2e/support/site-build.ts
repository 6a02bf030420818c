import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { LOCAL_SUPABASE_ANON_KEY } from '../../src/lib/backend-defaults'
import { prerenderSite } from '../../scripts/prerender.ts'
import { serveDist } from '../../scripts/lib/static-host.ts'
import { removeAtExit } from '../../tests/support/temp-folders.ts'

/**
 * A prerendered build of the site from a backend's latest publication, served like a static host, for e2e tests
 * that publish and then look at the public pages as a visitor would (docs/site-content.md "Publish, then live").
 * Built and served in the test's own worker process (scripts/prerender.ts `prerenderSite`, scripts/lib/static-host.ts):
 * no process to start per build (docs/testing.md "e2e tests"). `close()` stops the server; the build is removed
 * when the worker exits.
 */
export type BuiltSite = { url: string; close(): Promise<void> }

/** Builds the site against `backendUrl` into a folder of its own and serves it on a free port. Throws the build's error on failure. */
export async function buildSite(backendUrl: string): Promise<BuiltSite> {
  const outDir = join('.tmp', `e2e-site-${process.pid}-${Date.now()}`)
  await buildInto(backendUrl, outDir)
  return serveBuilt(outDir)
}

/** Builds the site against `backendUrl` into `outDir` (scripts/prerender.ts), quietly. */
export async function buildInto(backendUrl: string, outDir: string): Promise<void> {
  mkdirSync('.tmp', { recursive: true })
  await prerenderSite({ outDir, source: { url: backendUrl, key: LOCAL_SUPABASE_ANON_KEY }, log: () => undefined })
}

/**
 * Serves the build in `outDir` on a free port; `close()` stops the server and, unless `keep`, has the folder removed
 * when the worker exits (tests/support/temp-folders.ts `removeAtExit`; e2e/support/global-setup.ts removes those of a
 * worker that was killed). Not at once: a request the server took just before it closed can still be opening one of
 * the folder's files, and with the folder gone that read fails with ENOENT in this process, where Playwright blames
 * whichever test runs next (a CI failure on 2026-11-27).
 */
export async function serveBuilt(outDir: string, { keep = false } = {}): Promise<BuiltSite> {
  const host = await serveDist({ dir: outDir, port: 0 })
  return {
    url: host.url,
    async close() {
      await host.close()
      if (!keep) removeAtExit(outDir)
    },
  }
}
