import { join } from 'node:path'

/**
 * Where scripts/e2e-servers.ts keeps its files, under the repository's git-ignored `.tmp/` (docs/testing.md "Site
 * builds in e2e"): the fresh backend's data folder, named by the backend's port, and the detached process's id and
 * output, named by the site's port. Paths are relative to the repository root, where npm runs the script.
 */
export function e2eServersFiles(backendPort: number, webPort: number): { dataDir: string; pidFile: string; logFile: string } {
  return {
    dataDir: join('.tmp', `e2e-backend-${backendPort}`),
    pidFile: join('.tmp', `e2e-servers-${webPort}.pid`),
    logFile: join('.tmp', `e2e-servers-${webPort}.log`),
  }
}
