import type { Page, TestInfo } from './test'

/**
 * A full-page screenshot for a person to look at (docs/testing.md "axe and screenshots"), not an assertion: taken only when
 * E2E_SCREENSHOTS=1, into the test's output folder as `<name>-<project>.png` (e.g. test-results/…/account-on-mobile.png).
 * A full-page capture costs 0.5-2 s of CPU on the 2-core machine, so the suite of record leaves them out.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true })
}
