import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { paths, publicPaths } from '../src/config/paths'
import { LOCAL_ADMIN } from '../tests/support/backend'

/**
 * axe-core on every route and on the interactive open states (docs/architecture.md, "Budgets"): the mobile menu, the pricing
 * sheet, the welcome-offer modal, an open FAQ item and the signed-in admin dashboard. Zero violations
 * of WCAG 2.0/2.1 A and AA and axe's best practices, in both the mobile and desktop projects.
 * The admin dashboard needs the e2e backend's seeded admin (docs/decisions.md #12).
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Waits until the page is idle and finite CSS transitions/animations (fade-ins, sheet slides) are over. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Runs axe on the page and fails with a readable list: rule, impact, help and the offending selectors. */
async function expectNoViolations(page: Page): Promise<void> {
  await settle(page)
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(readable).toEqual([])
}

for (const path of [...publicPaths, paths.auth.path, '/no-such-page']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoViolations(page)
  })
}

test('the open mobile menu has no axe violations', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  test.skip(!(await toggle.isVisible()), 'the menu toggle exists on small screens only')
  await toggle.click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  await expectNoViolations(page)
})

test('the open pricing sheet has no axe violations', async ({ page }) => {
  await page.goto(paths.pricing.path)
  await page.getByRole('button', { name: /Builder Gel plain set/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoViolations(page)
})

test('the open welcome-offer modal has no axe violations', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Welcome offer/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoViolations(page)
})

test('an open FAQ item has no axe violations', async ({ page }) => {
  await page.goto(paths.faqs.path)
  const firstQuestion = page.locator('[data-slot="accordion-trigger"]').first()
  await firstQuestion.click()
  await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true')
  await expectNoViolations(page)
})

test('the signed-in admin dashboard has no axe violations', async ({ page }) => {
  await page.goto(paths.auth.path)
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email)
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto(paths.admin.path)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expectNoViolations(page)
})
