import { expect, test, type Page } from './support/test'
import { gotoHydrated, waitForLive } from './support/hydration'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Home hero slideshow (docs/product.md §2, docs/decisions.md #8) with the page clock installed before navigation:
 * it advances at 5 s, the pause control stops it, and reduced motion never auto-advances.
 */

const active = (page: Page) => page.locator('[data-active-slide]')

/**
 * Opens / and waits until the slideshow's effects have run, its timers set at the paused clock's time. gotoHydrated
 * returns once React has hydrated the page's elements, which it does before it runs the page's effects; the slideshow's
 * first effect marks its pause control live for early taps (src/lib/early-taps.ts, docs/decisions.md #130), and its timer
 * effect runs right after it in the same flush.
 */
async function gotoSlideshow(page: Page): Promise<void> {
  await gotoHydrated(page, '/')
  await waitForLive(page, 'hero-pause')
}

test.beforeEach(async ({ page }) => {
  await skipWelcomeOffer(page)
  // Freeze time before the page loads: timers fire only when a test advances the clock.
  await page.clock.install({ time: new Date('2025-06-02T10:00:00') })
  await page.clock.pauseAt(new Date('2025-06-02T10:00:01'))
})

test('starts with one slide in the markup and advances every 5 s', async ({ page }) => {
  await gotoSlideshow(page)
  await expect(active(page)).toHaveAttribute('data-active-slide', '0')
  await expect(page.locator('[data-slide]')).toHaveCount(1)
  await page.clock.runFor(4_900)
  await expect(active(page)).toHaveAttribute('data-active-slide', '0')
  await page.clock.runFor(200)
  await expect(active(page)).toHaveAttribute('data-active-slide', '1')
  await expect(page.getByText('2 / 11')).toBeVisible()
  await page.clock.runFor(5_000)
  await expect(active(page)).toHaveAttribute('data-active-slide', '2')
})

test('the pause button stops and restarts the slideshow', async ({ page }) => {
  await gotoSlideshow(page)
  const pause = page.getByRole('button', { name: 'Pause slideshow' })
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await page.clock.runFor(12_000)
  await expect(active(page)).toHaveAttribute('data-active-slide', '0')
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await page.clock.runFor(5_100)
  await expect(active(page)).toHaveAttribute('data-active-slide', '1')
})

test('does not auto-advance when the visitor prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoSlideshow(page)
  const pause = page.getByRole('button', { name: 'Pause slideshow' })
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await page.clock.runFor(15_000)
  await expect(active(page)).toHaveAttribute('data-active-slide', '0')
  await expect(page.locator('[data-slide]')).toHaveCount(1)
  // The visitor can still choose to play it.
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  await page.clock.runFor(5_100)
  await expect(active(page)).toHaveAttribute('data-active-slide', '1')
})
