import { expect, test, type Page } from './support/test'
import { holdScripts, requestsMade } from './support/network'
import { skipWelcomeOffer } from './support/welcome-offer'
import { BOTH_WIDTHS } from './support/widths'

/**
 * No dead taps (docs/decisions.md #129, #130): with the page's scripts held back, a tap (or Enter on the focused control)
 * made on a painted control answers, and once the scripts are released and the page has hydrated, it has acted exactly
 * once (the menu is still open, not toggled shut by a replay). Phones tap, desktops click. A tap during hydration
 * hydrates the region it lands in first, and the others keep their turns (docs/decisions.md #380).
 */

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

/**
 * Opens `path` with its scripts held, presses `selector` (`how`) and checks `shown` before the scripts run, then again
 * once they have run: the early tap was answered once, and hydrating did not undo it.
 */
async function pressBeforeScripts(
  page: Page,
  path: string,
  selector: string,
  how: Press,
  isMobile: boolean,
  shown: () => Promise<void>,
): Promise<void> {
  const release = await openHeld(page, path)
  await press(page, selector, how, isMobile)
  await shown()
  await release()
  await shown()
}

for (const how of ['tap', 'Enter'] as const) {
  test(`menu: a ${how} before the scripts opens it, once`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'The menu toggle exists only on small screens.')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await pressBeforeScripts(page, '/pricing', 'header button[popovertarget="mobile-menu"]', how, isMobile, () =>
      expect(menu).toBeVisible(),
    )
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/about')
    await expect(menu).toBeHidden()
  })

  test(`price row: a ${how} before the scripts opens its sheet, once`, BOTH_WIDTHS, async ({ page, isMobile }) => {
    const sheet = page.getByRole('dialog', { name: 'Nail repair' })
    await pressBeforeScripts(page, '/pricing', '[data-price-row]:has-text("Nail repair")', how, isMobile, () => expect(sheet).toBeVisible())
    await expect(sheet).toContainText('£3 per nail')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })

  test(`FAQ: a ${how} before the scripts shows the answer, once`, BOTH_WIDTHS, async ({ page, isMobile }) => {
    const item = page.locator('main details').first()
    await pressBeforeScripts(page, '/faqs', 'main summary', how, isMobile, () => expect(item).toHaveAttribute('open', ''))
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

/**
 * Holds back every background task the page posts (`scheduler.postTask(…, { priority: 'background' })`: each region's
 * turn to hydrate, src/lib/hydration-slices.ts) until `release()`; returns how many are held, and the release.
 */
async function holdTurns(page: Page): Promise<{ held: () => Promise<number>; release: () => Promise<void> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __heldTurns: (() => void)[] | null }
    const post = scheduler.postTask.bind(scheduler)
    w.__heldTurns = []
    scheduler.postTask = ((task: () => unknown, options?: SchedulerPostTaskOptions) =>
      w.__heldTurns && options?.priority === 'background'
        ? new Promise((resolve) => w.__heldTurns!.push(() => resolve(task())))
        : post(task, options)) as typeof scheduler.postTask
  })
  type Held = { __heldTurns: (() => void)[] | null }
  return {
    held: () => page.evaluate(() => (window as unknown as Held).__heldTurns?.length ?? 0),
    release: () =>
      page.evaluate(() => {
        const w = window as unknown as Held
        const held = w.__heldTurns ?? []
        w.__heldTurns = null
        held.forEach((run) => run())
      }),
  }
}

test('a tap during hydration hydrates its region first; the other regions keep their turns', async ({ page, isMobile }) => {
  await skipWelcomeOffer(page)
  const turns = await holdTurns(page)
  const footerCode = requestsMade(page, /\/assets\/site-footer-[^/]+\.js$/)
  await page.goto('/')
  // The scripts ran and every region asked for its turn: header, page and footer wait.
  await expect.poll(turns.held).toBeGreaterThanOrEqual(3)
  const pause = page.getByRole('button', { name: 'Pause slideshow' })
  if (isMobile) await pause.tap()
  else await pause.click()
  // The page's region hydrated and replayed the tap; the footer's region still waits, so its code is not even loaded.
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  expect(footerCode).toEqual([])

  const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/)
  await turns.release()
  await hydrated
  expect(footerCode).toHaveLength(1)
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
})

test('gallery photo: a tap before the scripts opens the large rendition', BOTH_WIDTHS, async ({ page, isMobile }) => {
  await openHeld(page, '/gallery')
  await press(page, '#nails-photos a[data-photo]', 'tap', isMobile)
  await expect(page).toHaveURL(/\/images\/nails-01-\d+\.webp$/)
})
