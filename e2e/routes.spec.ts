import { expect, test, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { BOTH_WIDTHS } from './support/widths'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Every public route of the built, prerendered site, at 390 px and 1280 px (docs/product.md §2, docs/architecture.md
 * "Budgets"): it answers 200 with exactly one h1 and one main, React hydrates the prerendered HTML without a mismatch
 * (the server-rendered h1 node survives), nothing is logged as an error and axe finds no violation. Each is opened
 * by its URL, as a deep link or a reload would; one page load serves all of these checks.
 */

/** Public routes and the h1 each shows. */
const routes: readonly [path: string, h1: RegExp][] = [
  ['/', /Beautiful nails & lashes/],
  ['/about', /Hello, I'm Isla/],
  ['/services', /Nails, lashes & brows/],
  ['/pricing', /Pricing & packages/],
  ['/gallery', /Recent work/],
  ['/hygiene', /Clean, calm & safe/],
  ['/booking', /Book your appointment/],
  ['/faqs', /Frequently asked questions/],
  ['/policies', /Booking policies/],
  ['/contact', /Get in touch/],
  ['/gifts', /Gifts & rewards/],
]

/** React's hydration warnings, and its production error codes for hydration failures (React errors 418 to 425). */
const hydrationProblem = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i

/** Console errors, hydration warnings and uncaught page errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const type = message.type()
    if (type === 'error' || (type === 'warning' && hydrationProblem.test(message.text()))) {
      problems.push(`${message.text()} @ ${message.location().url}`)
    }
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

// axe takes seconds per page on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ page }) => {
  // The welcome offer (welcome-offer.spec.ts, and axe on it in a11y.spec.ts) would open on its timer mid-test.
  await skipWelcomeOffer(page)
  // Remember the server-rendered <h1> node: a failed hydration re-creates the DOM from scratch.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('h1')
    })
  })
})

for (const [path, h1] of routes) {
  test(`${path} opened directly: one h1, hydrates its prerendered HTML, no errors, no axe violations`, BOTH_WIDTHS, async ({ page }) => {
    const problems = collectProblems(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main')).toHaveCount(1)
    await expectNoAxeViolations(page)
    const sameNode = await page.evaluate(
      () => (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 === document.querySelector('h1'),
    )
    expect(sameNode, 'the prerendered <h1> survived hydration').toBe(true)
    expect(problems).toEqual([])
  })
}
