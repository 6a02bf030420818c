import { expect, test, type Page } from './support/test'
import { publicPaths } from '../src/config/paths'

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
    const href = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
    expect(href, `${path}: the stylesheet link`).toBeTruthy()
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
