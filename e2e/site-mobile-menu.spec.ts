import { expect, test } from './support/test'
import { gotoHydrated } from './support/hydration'
import { skipWelcomeOffer } from './support/welcome-offer'

/** The mobile menu (docs/product.md §2): opens from the toggle, closes on a link click and on Escape. Phones only. */

test.beforeEach(async ({ page, isMobile }) => {
  test.skip(!isMobile, 'The menu toggle exists only on small screens.')
  await skipWelcomeOffer(page)
  await gotoHydrated(page, '/')
})

test('opens, navigates and closes when a link is clicked', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  // The browser exposes the popover invoker's expanded state (no aria-expanded attribute, docs/decisions.md #129).
  const expanded = () => toggle.evaluate((el) => el.matches('header:has(#mobile-menu:popover-open) button'))
  expect(await expanded()).toBe(true)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect(menu).toBeHidden()
  expect(await expanded()).toBe(false)
  // A tap outside closes it too.
  await toggle.click()
  await expect(menu).toBeVisible()
  await page.mouse.click(200, 700)
  await expect(menu).toBeHidden()
})

test('closes on Escape and returns focus to the toggle', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})
