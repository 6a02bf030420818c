import { removeFoldersOfGoneProcesses, removeFoldersOfProcess } from '../../tests/support/temp-folders.ts'

/** A run's seed site in `.tmp` (e2e/support/owner-site.ts), named after the runner process (its pid, the first group). */
const OWNER_SEED_SITE = /^e2e-owner-(\d+)-\d+$/

/**
 * Playwright's global set-up (playwright.config.ts), in the runner process. First it removes the sites a killed run
 * left: a run's seed sites (`.tmp/e2e-owner-<runner pid>-<port>`, e2e/support/owner-site.ts, shared by the workers of a
 * slot) and a worker's rebuilt sites (`.tmp/e2e-site-<worker pid>-<ms>`, e2e/support/site-build.ts, which its exit
 * would have removed); a folder of a process that may still be going (a run beside this one) is kept. Its teardown, at
 * the end of the run, removes this run's seed sites.
 */
export default function globalSetup(): () => void {
  removeFoldersOfGoneProcesses('.tmp', /^e2e-(?:owner|site)-(\d+)-\d+$/)
  return () => {
    removeFoldersOfProcess('.tmp', OWNER_SEED_SITE, process.pid)
  }
}
