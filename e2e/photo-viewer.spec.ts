import { expect, test, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { gotoHydrated, waitForLive } from './support/hydration'
import { requestsMade } from './support/network'
import { skipWelcomeOffer } from './support/welcome-offer'
import { BOTH_WIDTHS } from './support/widths'

/**
 * The photo viewer of /gallery (docs/decisions.md #133), on the built-in photos of an empty backend: opens on tap and on
 * Enter, moves by swipe, buttons and arrow keys within the category, closes on Escape, the close button and back with
 * focus back on the photo and the scroll kept, loads a rendition, and has no axe violations. Its code is a chunk of its
 * own, not requested until a photo is touched.
 */

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Nails photos' })

/** The file name of the image the viewer is showing, e.g. `nails-02-960.webp`. */
const shownFile = (page: Page) =>
  viewer(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) => img.currentSrc.split('/').pop() ?? '')

async function swipe(page: Page, dx: number): Promise<void> {
  const box = (await viewer(page).locator('img').boundingBox())!
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 5 })
  await page.mouse.up()
}

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
})

test(
  'opens on tap, moves by arrows and buttons, closes on Escape with focus back and the scroll kept',
  BOTH_WIDTHS,
  async ({ page, isMobile }) => {
    const viewerChunk = requestsMade(page, /\/assets\/photo-viewer-[^/]+\.js$/)
    await gotoHydrated(page, '/gallery')
    expect(viewerChunk).toEqual([])
    const third = page.locator('#nails-photos a[data-photo]').nth(2)
    await third.scrollIntoViewIfNeeded()
    // The grid hydrates once it is in view; a tap before that opens the photo file (e2e/early-taps.spec.ts).
    await waitForLive(page, 'more-nails')
    const scrollY = await page.evaluate(() => window.scrollY)
    if (isMobile) await third.tap()
    else await third.click()
    await expect(viewer(page)).toBeVisible()
    await expect(viewer(page)).toContainText('3 of 18')
    await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', 'Pearl chrome glazed finish on almond nails')
    await expect(viewer(page)).toContainText('Pearl chrome glazed finish on almond nails')
    // A rendition of the photo that fits the screen, never more than the largest rendition.
    await expect.poll(() => shownFile(page)).toMatch(/^nails-03-(320|480|720|960)\.(avif|webp)$/)
    await page.keyboard.press('ArrowRight')
    await expect(viewer(page)).toContainText('4 of 18')
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click()
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click()
    await expect(viewer(page)).toContainText('2 of 18')
    await page.keyboard.press('Escape')
    await expect(viewer(page)).toBeHidden()
    await expect(third).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await expect(page).toHaveURL('/gallery')
  },
)

test('opens on Enter, swipes, and the back button closes it', async ({ page }) => {
  await gotoHydrated(page, '/gallery')
  const first = page.locator('#nails-photos a[data-photo]').first()
  await first.focus()
  // Focus starts the grid's hydration; Enter before it has hydrated follows the link to the photo file.
  await waitForLive(page, 'more-nails')
  await page.keyboard.press('Enter')
  await expect(viewer(page)).toContainText('1 of 18')
  await swipe(page, -150)
  await expect(viewer(page)).toContainText('2 of 18')
  await swipe(page, 150)
  await expect(viewer(page)).toContainText('1 of 18')
  await page.goBack()
  await expect(viewer(page)).toBeHidden()
  await expect(page).toHaveURL('/gallery')
  await expect(first).toBeFocused()
  // The close button closes too.
  await page.keyboard.press('Enter')
  await viewer(page).getByRole('button', { name: 'Close' }).click()
  await expect(viewer(page)).toBeHidden()
  await expect(first).toBeFocused()
})

test('the open viewer has no axe violations', BOTH_WIDTHS, async ({ page }) => {
  await gotoHydrated(page, '/gallery')
  const photo = page.locator('#lashes-photos a[data-photo]').first()
  await photo.scrollIntoViewIfNeeded()
  await waitForLive(page, 'more-lashes')
  await photo.click()
  await expect(page.getByRole('dialog', { name: 'Brows & Lashes photos' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a photo tapped while a grid further down still waits to hydrate opens the viewer', async ({ page }) => {
  // Opening the viewer is a navigation (its history entry), and React holds a navigation back until every region it
  // re-renders has hydrated: the tap gives the grid below a turn of its own (docs/decisions.md #380).
  await gotoHydrated(page, '/gallery')
  await waitForLive(page, 'more-nails')
  expect(await page.evaluate(() => window.__earlyTaps?.live.has('more-lashes'))).toBe(false)
  await page.locator('#nails-photos a[data-photo]').first().tap()
  await expect(viewer(page)).toBeVisible()
  await expect(viewer(page)).toContainText('1 of 18')
})
