import { expect, test } from './support/test'
import { BOTH_WIDTHS, DESKTOP_ONLY } from './support/widths'
import { gotoHydrated } from './support/hydration'
import { skipWelcomeOffer } from './support/welcome-offer'

/** Pricing side sheet (docs/product.md §2): opens per row, toggles, closes by button and Escape; the booking link is safe. */

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
  await gotoHydrated(page, '/pricing')
})

test('a row opens the sheet with its price, description and Book This Treatment', BOTH_WIDTHS, async ({ page }) => {
  await page.getByRole('button', { name: /^Lash lift & tint/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Lash lift & tint' })
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText('£30')
  await expect(sheet).toContainText('mascara')
  const book = sheet.getByRole('link', { name: 'Book This Treatment' })
  await expect(book).toHaveAttribute('href', /^https:\/\/booking\.example\.com\//)
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: /^Lash lift & tint/ })).toBeFocused()
})

test('Escape closes the sheet', BOTH_WIDTHS, async ({ page }) => {
  await page.getByRole('button', { name: /^Nail repair/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Nail repair' })
  await expect(sheet).toContainText('£3 per nail')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})

// On a phone the sheet covers the whole width, so the row cannot be clicked again.
test('clicking the open row again closes the sheet (desktop, where the rows stay visible)', DESKTOP_ONLY, async ({ page }) => {
  const row = page.getByRole('button', { name: /^Builder Gel plain set/ })
  await row.click()
  await expect(page.getByRole('dialog', { name: 'Builder Gel plain set' })).toBeVisible()
  await row.click()
  await expect(page.getByRole('dialog')).toBeHidden()
  // Another row switches to its own sheet.
  await row.click()
  await page.getByRole('button', { name: /^Nail repair/ }).click()
  await expect(page.getByRole('dialog', { name: 'Nail repair' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
})
