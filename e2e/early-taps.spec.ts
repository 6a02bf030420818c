import { expect, test, type Page, type Route } from './support/test'
import { skipWelcomeOffer } from './support/welcome-offer'
import { BOTH_WIDTHS } from './support/widths'

/**
 * No dead taps (docs/decisions.md #129, #130): with the page's scripts held back, a tap (or Enter on the focused control)
 * made on a painted control answers, and once the scripts are released and the page has hydrated, it has acted exactly
 * once (the menu is still open, not toggled shut by a replay). Phones tap, desktops click.
 */

/** Holds every script request of the page until `release()`; returns the release. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    released = true
    await Promise.all(held.splice(0).map((route) => route.continue()))
  }
}

/** Opens `path` with its scripts held; returns the release, which also waits until the page has hydrated. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  await skipWelcomeOffer(page)
  const release = await holdScripts(page)
  await page.goto(path)
  return async () => {
    const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/)
    await release()
    await hydrated
    await page.waitForLoadState('networkidle')
  }
}

type Press = 'tap' | 'Enter'

async function press(page: Page, selector: string, how: Press, isMobile: boolean): Promise<void> {
  const control = page.locator(selector).first()
  if (how === 'Enter') {
    await control.focus()
    await page.keyboard.press('Enter')
  } else if (isMobile) await control.tap()
  else await control.click()
}

for (const how of ['tap', 'Enter'] as const) {
  test(`menu: a ${how} before the scripts opens it, once`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The menu toggle exists only on small screens.')
    const release = await openHeld(page, '/pricing')
    await press(page, 'header button[popovertarget="mobile-menu"]', how, isMobile)
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await release()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(menu).toBeHidden()
  })

  test(`price row: a ${how} before the scripts opens its sheet, once`, BOTH_WIDTHS, async ({ page, isMobile }) => {
    const release = await openHeld(page, '/pricing')
    await press(page, '[data-price-row]:has-text("Nail repair")', how, isMobile)
    const sheet = page.getByRole('dialog', { name: 'Nail repair' })
    await expect(sheet).toBeVisible()
    await release()
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText('£3 per nail')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })

  test(`FAQ: a ${how} before the scripts shows the answer, once`, BOTH_WIDTHS, async ({ page, isMobile }) => {
    const release = await openHeld(page, '/faqs')
    await press(page, 'main summary', how, isMobile)
    const item = page.locator('main details').first()
    await expect(item).toHaveAttribute('open', '')
    await release()
    await expect(item).toHaveAttribute('open', '')
    await expect(item.locator('[data-slot=accordion-content]')).toBeVisible()
  })

  test(`slideshow: a ${how} on pause before the scripts pauses it once they run`, BOTH_WIDTHS, async ({ page, isMobile }) => {
    const release = await openHeld(page, '/')
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    await press(page, 'button[aria-label="Pause slideshow"]', how, isMobile)
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await release()
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    // Replayed once only: it stays paused.
    await page.waitForTimeout(300)
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
  })
}

test('the tap that starts the loader is replayed too, and later taps reach React directly', async ({ page, isMobile }) => {
  await skipWelcomeOffer(page)
  await page.goto('/')
  const pause = page.getByRole('button', { name: 'Pause slideshow' })
  if (isMobile) await pause.tap()
  else await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
})

test('gallery photo: a tap before the scripts opens the large rendition', BOTH_WIDTHS, async ({ page, isMobile }) => {
  await openHeld(page, '/gallery')
  await press(page, '#nails-photos a[data-photo]', 'tap', isMobile)
  await expect(page).toHaveURL(/\/images\/nails-01-\d+\.webp$/)
})
