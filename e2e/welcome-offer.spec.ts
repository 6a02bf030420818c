import { expect, test, type Page } from './support/test'
import { axeViolations } from './support/axe'
import { BOTH_WIDTHS, DESKTOP_ONLY } from './support/widths'
import { SEEN_FLAG_KEY } from '../src/features/welcome-offer/storage'

/**
 * Welcome-offer widget end to end (docs/product.md §4, docs/decisions.md #9) on the built, prerendered site, on a phone
 * (390x844 with touch); what differs with a mouse and a wide screen (placement, the top exit, the backdrop, axe) also
 * at 1280x800. The page clock is installed
 * before navigation so the 15 s timer runs only when a test advances it.
 */

const DELAY_MS = 15_000

const pill = (page: Page) => page.getByRole('button', { name: /welcome offer/i })
const dialog = (page: Page) => page.getByRole('dialog', { name: '10% off your first visit' })
const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SEEN_FLAG_KEY)

/**
 * Loads a page with a fake clock installed and waits for the pill (the flag is unset). The clock keeps
 * flowing in real time (Radix and React Suspense rely on short timeouts) and tests jump it with
 * `runFor`; with `paused`, time stands still from before the load until the test resumes it.
 */
async function visit(page: Page, path = '/', { paused = false } = {}) {
  const start = new Date('2026-03-02T18:00:00Z').getTime()
  await page.clock.install({ time: start })
  if (paused) await page.clock.pauseAt(start + 1_000)
  await page.goto(path)
  await expect(pill(page)).toBeVisible()
}

/** Clicks (desktop) or taps (touch) the backdrop beside the card. */
async function pressBackdrop(page: Page, hasTouch: boolean) {
  const overlay = page.locator('[data-slot="welcome-offer-overlay"]')
  const position = { x: 8, y: 8 }
  await (hasTouch ? overlay.tap({ position }) : overlay.click({ position }))
}

/** After a flag-setting close: reloading (and waiting past 15 s) shows neither pill nor modal. */
async function expectGoneForGood(page: Page) {
  await expect(dialog(page)).toBeHidden()
  await expect(pill(page)).toBeHidden()
  expect(await flag(page)).toBe('1')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.clock.runFor(DELAY_MS)
  await expect(pill(page)).toBeHidden()
  await expect(dialog(page)).toBeHidden()
}

test.describe('welcome offer: automatic opening', () => {
  test('is absent from the prerendered HTML and hydrates without errors', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('id="main"')
    expect(html).not.toContain('welcome-offer')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await visit(page)
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
  })

  test('the pill shows for a new visitor bottom-left, uncovered, and the modal opens at 15 s', BOTH_WIDTHS, async ({ page }) => {
    await visit(page, '/', { paused: true })
    const box = (await pill(page).boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.x + box.width).toBeLessThan(viewport.width * 0.75)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    // Nothing (mobile book bar, WhatsApp button) sits on top of it.
    const uncovered = await pill(page).evaluate((el) => {
      // Points along the middle line (hit testing follows the rounded ends).
      const r = el.getBoundingClientRect()
      const y = r.top + r.height / 2
      const xs = [r.left + r.height / 2, r.left + r.width / 2, r.right - r.height / 2]
      return xs.every((x) => el.contains(document.elementFromPoint(x, y)))
    })
    expect(uncovered).toBe(true)

    await page.clock.runFor(DELAY_MS - 1_000)
    await expect(dialog(page)).toBeHidden()
    await page.clock.runFor(1_000)
    // Time flows again so the lazily loaded modal and Radix's 0 ms timeouts can finish.
    await page.clock.resume()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByText('WELCOME10')).toBeVisible()
    // What the offer is off is her words (docs/decisions.md #500): the demo's launch words.
    await expect(dialog(page)).toHaveAccessibleDescription(
      'New to the studio? Treat yourself to 10% off your first nails, lashes or brows appointment with Isla.',
    )
    await expect(dialog(page).getByText('New clients only')).toBeVisible()
    await expect(dialog(page).getByText(/valid for 14 days from the day you claim it/i)).toBeVisible()
    await expect(dialog(page).getByText(/cannot be combined with any other offer/i)).toBeVisible()
  })

  test('opens once the page is scrolled past half its scrollable height', async ({ page }) => {
    await visit(page, '/pricing')
    // The real page may be short while content is being written; make sure it can scroll well past 50%.
    await page.addStyleTag({ content: 'body { min-height: 400vh; }' })
    const scrollTo = (fraction: number) =>
      page.evaluate((f) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight
        window.scrollTo(0, Math.round(scrollable * f))
      }, fraction)

    await scrollTo(0.4)
    await page.clock.runFor(100)
    await expect(dialog(page)).toBeHidden()
    await scrollTo(0.6)
    await expect(dialog(page)).toBeVisible()
  })

  // Touch devices have no fine pointer: the next test covers them.
  test('opens when the mouse leaves through the top of the window (fine pointer)', DESKTOP_ONLY, async ({ page }) => {
    await visit(page)
    await page.mouse.move(640, 300)
    await page.mouse.move(640, 200, { steps: 3 })
    await expect(dialog(page)).toBeHidden()
    await page.mouse.move(640, -20, { steps: 5 })
    await expect(dialog(page)).toBeVisible()
  })

  test('a touch device ignores a top exit', async ({ page, hasTouch }) => {
    test.skip(!hasTouch, 'desktop has a fine pointer: covered by the previous test')
    await visit(page)
    await page.mouse.move(195, 300)
    await page.mouse.move(195, -20, { steps: 5 })
    await page.clock.runFor(1_000)
    await expect(dialog(page)).toBeHidden()
  })

  test('after a backdrop close no automatic trigger re-opens it, but the pill does', async ({ page, hasTouch }) => {
    await visit(page)
    await page.clock.runFor(DELAY_MS)
    await expect(dialog(page)).toBeVisible()
    await pressBackdrop(page, hasTouch)
    await expect(dialog(page)).toBeHidden()

    await page.addStyleTag({ content: 'body { min-height: 400vh; }' })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.clock.runFor(DELAY_MS)
    await expect(dialog(page)).toBeHidden()

    await pill(page).click()
    await expect(dialog(page)).toBeVisible()
  })
})

test.describe('welcome offer: closing', () => {
  test('the X button sets the flag and hides the pill for good', async ({ page }) => {
    await visit(page)
    await pill(page).click()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expectGoneForGood(page)
  })

  test('Escape sets the flag and hides the pill for good', async ({ page }) => {
    await visit(page)
    await page.clock.runFor(DELAY_MS)
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expectGoneForGood(page)
  })

  test("'Maybe later' sets the flag and hides the pill for good", async ({ page }) => {
    await visit(page)
    await pill(page).click()
    await dialog(page).getByRole('button', { name: 'Maybe later' }).click()
    await expectGoneForGood(page)
  })

  test(
    'the backdrop closes the modal only: no flag, the pill stays, and it is back after a reload',
    BOTH_WIDTHS,
    async ({ page, hasTouch }) => {
      await visit(page)
      await pill(page).click()
      await expect(dialog(page)).toBeVisible()
      await pressBackdrop(page, hasTouch)
      await expect(dialog(page)).toBeHidden()
      await expect(pill(page)).toBeVisible()
      expect(await flag(page)).toBeNull()
      await page.reload()
      await expect(pill(page)).toBeVisible()
    },
  )

  test("'Claim on WhatsApp' opens the prefilled chat in a new tab, sets the flag and hides the pill", async ({ page, context }) => {
    // No internet here: answer wa.me locally so the new tab can load.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    await visit(page)
    await pill(page).click()
    const claim = dialog(page).getByRole('link', { name: 'Claim on WhatsApp' })
    await expect(claim).toHaveAttribute('target', '_blank')
    await expect(claim).toHaveAttribute('rel', 'noopener noreferrer')

    const popup = page.waitForEvent('popup')
    await claim.click()
    const chat = new URL((await popup).url())
    expect(chat.origin + chat.pathname).toBe('https://wa.me/447700900123')
    expect(chat.searchParams.get('text')).toContain('WELCOME10')
    await expectGoneForGood(page)
  })
})

test.describe('welcome offer: keyboard', () => {
  test('focus moves into the modal, stays trapped there, and returns to the page after closing', async ({ page }) => {
    await visit(page)
    await pill(page).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeFocused()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.locator('#main')).toBeFocused()
  })

  test('the pill and the open modal have no axe violations (WCAG 2 A/AA)', BOTH_WIDTHS, async ({ page }) => {
    await visit(page)
    const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
    // axeViolations lets the pill's and the modal's entrance transitions finish first (e2e/support/axe.ts).
    expect(await axeViolations(page, { include: '[data-slot="welcome-offer-pill"]', tags: wcag })).toEqual([])
    await pill(page).click()
    await expect(dialog(page)).toBeVisible()
    expect(await axeViolations(page, { include: '[data-slot="welcome-offer-dialog"]', tags: wcag })).toEqual([])
  })
})
