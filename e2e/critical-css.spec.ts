import { expect, test, type Page } from './support/test'
import { gotoHydrated } from './support/hydration'
import { publicPaths } from '../src/config/paths'
import { FULL_STYLESHEET_ATTRIBUTE } from '../src/lib/full-stylesheet'

/**
 * The critical CSS inlined by the prerender (scripts/lib/critical-css.ts, docs/decisions.md #111 and #119) styles every
 * public page exactly as the full stylesheet does: when the stylesheet arrives after first paint, nothing moves or
 * changes size. A rule missing from the inline CSS would show as a layout shift and a relayout of the whole page
 * after first paint. Each page is opened with its scripts and stylesheet refused (only the inline CSS applies); every
 * element's box is recorded, the full stylesheet is added, and the boxes are compared. At 390 px only: beasties keeps
 * a rule by its selector, whatever its media query, so a missing rule is missing at every width.
 */

/** Every element of the body as "TAG.class x,y wxh" (CSS px, rounded). */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const r = element.getBoundingClientRect()
      const name = `${element.tagName}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''}`
      return `${name} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
    }),
  )
}

test('the inline critical CSS lays out every public page as the full stylesheet does', async ({ page }) => {
  await page.route(/\/assets\/.+\.(js|css)$/, (route) => route.abort())
  const moved: string[] = []
  for (const path of publicPaths) {
    const response = await page.goto(path, { waitUntil: 'load' })
    expect(response?.status(), path).toBe(200)
    // The loader links the full stylesheet after the first paint, from the data block's address (docs/decisions.md #193).
    const href = await page.locator('#page-scripts').getAttribute('data-stylesheet')
    expect(href, `${path}: the stylesheet's address`).toMatch(/^\/assets\/.+\.css$/)
    const before = await boxes(page)
    const css = await (await page.request.get(href!)).text()
    await page.addStyleTag({ content: css })
    const after = await boxes(page)
    expect(after.length, `${path}: element count`).toBe(before.length)
    before.forEach((box, i) => {
      if (box !== after[i]) moved.push(`${path}: ${box} -> ${after[i]}`)
    })
  }
  expect(moved.slice(0, 20), `${moved.length} boxes change when the full stylesheet loads`).toEqual([])
})

/** The full stylesheet's `media`: "print" while it is off, "all" once switched on (src/lib/full-stylesheet.ts). */
const sheetMedia = (page: Page) => page.locator(`link[${FULL_STYLESHEET_ATTRIBUTE}]`).getAttribute('media')

/** Every element of the body as its box plus the styles that show (position, opacity, colours), as above. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const r = element.getBoundingClientRect()
      const s = getComputedStyle(element)
      return `${element.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.position} ${s.opacity} ${s.color} ${s.backgroundColor}`
    }),
  )
}

test.describe('the full stylesheet waits for the first tap (docs/decisions.md #193)', () => {
  // Without motion the welcome-offer pill's entry transition is off, so its opacity reads the same on both passes.
  test.use({ reducedMotion: 'reduce' })

  test('a hydrated page and its welcome-offer pill look the same without it, and it stays off', async ({ page }) => {
    const changed: string[] = []
    for (const path of publicPaths) {
      await gotoHydrated(page, path)
      await expect(page.locator('[data-slot="welcome-offer-pill"]'), path).toBeVisible()
      expect(await sheetMedia(page), `${path}: the full stylesheet before any tap`).toBe('print')
      const before = await looks(page)
      const href = await page.locator(`link[${FULL_STYLESHEET_ATTRIBUTE}]`).getAttribute('href')
      await page.addStyleTag({ content: await (await page.request.get(href!)).text() })
      const after = await looks(page)
      expect(after.length, `${path}: element count`).toBe(before.length)
      before.forEach((look, i) => {
        if (look !== after[i]) changed.push(`${path}: ${look} -> ${after[i]}`)
      })
    }
    expect(changed.slice(0, 20), `${changed.length} elements change with the full stylesheet`).toEqual([])
  })

  test('the first tap, the first key and a client-side navigation each switch it on', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => sheetMedia(page)).toBe('all')

    await gotoHydrated(page, '/faqs')
    expect(await sheetMedia(page)).toBe('print')
    await page.keyboard.press('Shift')
    await expect.poll(() => sheetMedia(page)).toBe('all')

    // A link followed without a pointer or a key (as by an assistive technology): the router's navigation does it.
    await gotoHydrated(page, '/about')
    expect(await sheetMedia(page)).toBe('print')
    await page
      .locator('header a[href="/pricing"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click())
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(() => sheetMedia(page)).toBe('all')
  })
})
