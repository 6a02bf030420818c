import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { skipWelcomeOffer } from './support/welcome-offer'
import { openSection, ownerSite, signInAsOwner } from './support/owner-site'
import { BOTH_WIDTHS } from './support/widths'

/**
 * Issue 27, preview as she types (docs/site-content.md "Preview", docs/decisions.md #153-#155), at 390 and 1280 px:
 * she changes the deposit without saving; the preview shows the new figure marked "Not saved yet" (beside the editor
 * on a desktop, over it after Preview on a phone); back in the editor nothing is lost; a visitor still sees the live
 * figure.
 */
test.setTimeout(180_000)

const { build } = ownerSite()

test('an unsaved deposit shows in the preview, marked not saved, and nowhere live', BOTH_WIDTHS, async ({ page, browser }) => {
  const site = await build()
  await signInAsOwner(page, site)
  await page.goto(`${site.url}/admin`)
  await openSection(page, 'Booking terms')
  const deposit = page.getByLabel('Deposit (£)')
  await deposit.fill('35')
  await expect(page.getByText('Unsaved changes')).toBeVisible()

  const desktop = page.viewportSize()!.width >= 1024
  // A phone opens the preview over the editor; a desktop has it beside the editor already.
  if (!desktop) {
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
  }
  const pane = desktop
    ? page.getByRole('complementary', { name: 'Preview and publishing' })
    : page.getByRole('dialog', { name: 'Preview, not live' })
  await expect(pane.getByText('Not saved yet:')).toBeVisible()
  const frame = page.frameLocator('iframe[title="Preview of /policies"]')
  await expect(frame.getByText('Preview, not live · Not saved yet')).toBeVisible()
  await expect(frame.getByText('A £35 deposit secures every booking')).toBeVisible()
  if (desktop) {
    // Side by side: the frame is right of the editor's field.
    expect((await page.locator('iframe').boundingBox())!.x).toBeGreaterThan((await deposit.boundingBox())!.x + 300)
  }
  await expectNoAxeViolations(page)

  if (!desktop) {
    await pane.getByRole('button', { name: 'Back to editor' }).click()
    await expect(pane).toBeHidden()
  }
  await expect(deposit).toHaveValue('35')
  await expect(page.getByText('Unsaved changes')).toBeVisible()
  // Typing on: the preview follows within about half a second.
  await deposit.fill('40')
  if (!desktop) await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(frame.getByText('A £40 deposit secures every booking')).toBeVisible({ timeout: 2_000 })
  if (!desktop) {
    // The phone's Back closes the preview too, with nothing lost.
    await page.goBack()
    await expect(page.getByRole('dialog', { name: 'Preview, not live' })).toBeHidden()
    await expect(deposit).toHaveValue('40')
  }

  const visitor = await browser.newPage()
  await skipWelcomeOffer(visitor)
  await visitor.goto(`${site.url}/policies`)
  await expect(visitor.getByText('A £10 deposit secures every booking')).toBeVisible()
  await expect(visitor.getByText('£40')).toHaveCount(0)
  await visitor.close()
})
