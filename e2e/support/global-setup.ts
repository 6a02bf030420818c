import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Playwright's global set-up (playwright.config.ts): removes the owner flows' first builds of an earlier run
 * (`.tmp/e2e-owner-<port>`, e2e/support/owner-site.ts), which were built from that run's sources, and any rebuilt site
 * a killed worker left (`.tmp/e2e-site-<pid>-<ms>` of a process that is gone, e2e/support/site-build.ts).
 */
export default function globalSetup(): void {
  let entries: string[] = []
  try {
    entries = readdirSync('.tmp')
  } catch {
    return
  }
  for (const name of entries) {
    const site = /^e2e-site-(\d+)-\d+$/.exec(name)
    if (/^e2e-owner-\d+$/.test(name) || (site && !running(Number(site[1])))) rmSync(join('.tmp', name), { recursive: true, force: true })
  }
}

/** Whether process `pid` is alive (a rebuilt site's folder belongs to a worker of a run that may still be going). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
