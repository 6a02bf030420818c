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
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('closes on Escape and returns focus to the toggle', async ({ page }) => {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})
