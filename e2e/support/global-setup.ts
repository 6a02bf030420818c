import { removeFoldersOfGoneProcesses } from '../../tests/support/temp-folders.ts'

/**
 * Playwright's global set-up (playwright.config.ts): removes the sites a killed worker left, which its exit would have
 * removed: its seed site (`.tmp/e2e-owner-<pid>-<port>`, e2e/support/owner-site.ts) and its rebuilt sites
 * (`.tmp/e2e-site-<pid>-<ms>`, e2e/support/site-build.ts). A folder of a worker that may still be going (a run beside
 * this one) is kept.
 */
export default function globalSetup(): void {
  removeFoldersOfGoneProcesses('.tmp', /^e2e-(?:owner|site)-(\d+)-\d+$/)
}
