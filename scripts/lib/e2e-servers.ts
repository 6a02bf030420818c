import { join } from 'node:path'

/**
 * What scripts/e2e-servers.ts (the e2e suite's backend and site, docs/testing.md "e2e tests") shares with those who
 * start it: playwright.config.ts, `npm test`'s build phase (scripts/test-all.ts) and its test.
 */

/** The line the script prints on stdout once both servers listen. */
export const E2E_SERVERS_READY = 'e2e servers ready'

/** What the script sends its parent, when the parent gave it an IPC channel, once both servers listen. */
export type E2eServersReady = { ready: true; cpuMs: number }

/**
 * The fresh e2e backend's data folder for backend port `port`, under the repository's git-ignored `.tmp/` (relative to
 * the repository root, where npm runs the script); wiped at each start.
 */
export function e2eBackendDataDir(port: number): string {
  return join('.tmp', `e2e-backend-${port}`)
}
