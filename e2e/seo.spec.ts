import { expect, test, type Page } from './support/test'
import { paths } from '../src/config/paths'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Head tags in a real browser (docs/architecture.md, "Budgets"): they follow client-side navigation and equal the
 * prerendered ones; unknown paths get the 404 page with status 404 from the static server; /auth and /admin are
 * noindex shells. (Hydration of every public route is checked in routes.spec.ts.)
 */

/** The managed head tags (`data-head`) as comparable strings: tag name, attributes and text. */
async function headTagsOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('[data-head]')]
      .map(
        (el) =>
          `${el.tagName} ${[...el.attributes]
            .map((a) => `${a.name}=${a.value}`)
            .sort()
            .join(' ')} ${el.textContent}`,
      )
      .sort(),
  )
}

test('client-side navigation keeps the head tags equal to the prerendered ones', async ({ page, browser }) => {
  const raw = await browser.newContext({ javaScriptEnabled: false })
  const rawPage = await raw.newPage()
  await rawPage.goto(paths.about.path)
  const prerenderedAbout = await headTagsOf(rawPage)
  await raw.close()
  expect(prerenderedAbout.some((t) => t.startsWith('TITLE'))).toBe(true)

  // The welcome offer opens once the page is scrolled halfway (docs/product.md §4); mark it seen to reach the footer.
  await skipWelcomeOffer(page)
  await page.goto('/')
  const home = await headTagsOf(page)
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect.poll(() => headTagsOf(page)).toEqual(prerenderedAbout)
  expect(await headTagsOf(page)).not.toEqual(home)
  await expect(page.locator('head title')).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
})

test('an unknown path answers 404 with the not-found page, noindex, and logs the path', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect.poll(() => errors.some((e) => e.includes('/no-such-page'))).toBe(true)

  // Leaving the 404 page drops noindex and brings the home page's canonical and JSON-LD.
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/)
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1)
})

test('/auth and /admin are client-rendered shells marked noindex', async ({ request }) => {
  for (const path of [paths.auth.path, paths.admin.path]) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex"/)
    expect(html).toContain('<div id="root"></div>')
  }
})
