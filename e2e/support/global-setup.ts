import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Playwright's global set-up (playwright.config.ts): removes the owner flows' first builds of an earlier run
 * (`.tmp/e2e-owner-<port>`, e2e/support/owner-site.ts), which were built from that run's sources.
 */
export default function globalSetup(): void {
  let entries: string[] = []
  try {
    entries = readdirSync('.tmp')
  } catch {
    return
  }
  for (const name of entries) if (/^e2e-owner-\d+$/.test(name)) rmSync(join('.tmp', name), { recursive: true, force: true })
}
