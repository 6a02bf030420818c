import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { removeFoldersOfGoneProcesses } from '../../tests/support/temp-folders.ts'

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
  for (const name of entries) if (/^e2e-owner-\d+$/.test(name)) rmSync(join('.tmp', name), { recursive: true, force: true })
  // A rebuilt site's folder of a worker that may still be going (a run beside this one) is kept.
  removeFoldersOfGoneProcesses('.tmp', /^e2e-site-(\d+)-\d+$/)
}
