import { startTestBackend } from '../tests/support/backend.ts'
import { prerenderSite } from './prerender.ts'

/**
 * `npm run build:e2e`, the build phase of `npm test` (docs/testing.md "Phases"): the site the e2e suite's read-only
 * specs look at, built before Playwright starts so its time shows as a phase of its own. A fresh local backend (the
 * migrations and seed, from the database template) answers on E2E_BACKEND_PORT (54329) for the build's duration: the
 * build reads the seed's publication from it and bakes its URL into the site, and Playwright then starts the fresh
 * backend its specs use on the same port (playwright.config.ts, with E2E_PREBUILT=1). Output: E2E_OUT_DIR (dist).
 * Exits 1 when the build fails.
 */
const port = Number(process.env.E2E_BACKEND_PORT ?? 54329)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
const backend = await startTestBackend({ port })
try {
  await prerenderSite({ outDir, source: { url: backend.url, key: backend.anonKey } })
} finally {
  await backend.dispose()
}
