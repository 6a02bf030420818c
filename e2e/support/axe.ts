import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { networkSettled } from './network'

/**
 * axe-core for the e2e specs (docs/architecture.md "Budgets": zero violations of WCAG 2.0/2.1 A and AA and axe's best
 * practices, on every route and every open state, the admin's included).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Waits until no request has been in flight for 500 ms (at most 15 s; e2e/support/network.ts) and finite CSS
 * transitions/animations (fade-ins, sheet slides) are over. Not Playwright's "networkidle": that belongs to the last
 * full page load, so after a section link in /admin it waited for nothing, and on /admin's first load beside the
 * preview frame Chromium reported it only after about 10 s while no request was in flight.
 */
async function settle(page: Page): Promise<void> {
  await networkSettled(page)
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
