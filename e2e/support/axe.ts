import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe-core for the e2e specs (docs/architecture.md "Budgets": zero violations of WCAG 2.0/2.1 A and AA and axe's best
 * practices, on every route and every open state, the admin's included).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Waits until the page is idle (at most 15 s) and finite CSS transitions/animations (fade-ins, sheet slides) are over.
 * The wait for network idle is bounded because Chromium sometimes never reports it for a page holding /admin's
 * src-less preview frame after the frame is replaced (a new page chosen), though nothing is loading; axe then runs on
 * what is there, which is what she sees.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Runs axe on the settled page and fails with a readable list: rule, impact, help and the offending selectors. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(readable).toEqual([])
}
