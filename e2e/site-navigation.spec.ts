import { expect, test } from './support/test'
import { BOTH_WIDTHS } from './support/widths'
import { gotoHydrated } from './support/hydration'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Site navigation end to end (docs/product.md §2, §8, docs/decisions.md #11) on the built, prerendered site: the footer's
 * links, scrolling to the top on navigation, links in unhydrated prerendered HTML (docs/decisions.md #121), a page chunk that fails to
 * load, and (at both widths) the active nav link and the booking buttons. Every route's own checks are in
 * routes.spec.ts, the 404 page's in seo.spec.ts.
 */

test.beforeEach(async ({ page }) => {
  // Keep the welcome offer (tested in welcome-offer.spec.ts) from covering the page.
  await skipWelcomeOffer(page)
})

test('the footer shows quick links, opening hours and the current year', async ({ page }) => {
  await page.goto('/contact')
  const footer = page.getByRole('contentinfo')
  for (const label of ['Hygiene & Safety', 'FAQs', 'Policies', 'Gift Cards']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(footer).toContainText('17:00–21:00')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} IJ Nails & Lashes`)
  await footer.getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page).toHaveURL('/faqs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/)
})

test('a link at the bottom of a page opens the next page at its top; Back returns', async ({ page }) => {
  await page.goto('/contact')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Policies', exact: true }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await footer.getByRole('link', { name: 'Policies', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Booking policies/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Get in touch/)
})

test('links in the prerendered, unhydrated part of a page navigate in the app, without loading a new document', async ({ page }) => {
  // Page bodies and the footer keep their prerendered HTML unhydrated (docs/decisions.md #121); their in-app links
  // must still behave as <Link>s: no new document, the next page at its top.
  await gotoHydrated(page, '/about')
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

  await page.getByRole('main').getByRole('link', { name: 'Explore Our Services' }).click()
  await expect(page).toHaveURL('/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nails, lashes & brows/)
  expect(await sameDocument()).toBe(true)

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page).toHaveURL('/faqs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Frequently asked questions/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(await sameDocument()).toBe(true)
})

test('a page that fails to load shows "Unexpected Application Error!" (docs/product.md §8)', async ({ page }) => {
  // The /gifts page chunk cannot be downloaded (e.g. the visitor went offline after the home page loaded).
  await page.route(/\/assets\/gifts-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Beautiful nails/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Cards', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
  await expect(page.getByRole('main')).toContainText(/dynamically imported module|Failed to fetch/i)
})

test('the top bar marks the active link', BOTH_WIDTHS, async ({ page, isMobile }) => {
  await gotoHydrated(page, '/gallery')
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' })
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
  // The URL changes at once; the page (and the header's route state) follows when its chunk is in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pricing & packages/)
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')
})

test('booking and WhatsApp buttons open the external pages in a new tab', BOTH_WIDTHS, async ({ page, isMobile }) => {
  await page.goto('/')
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  const book = hero.getByRole('link', { name: 'Book Now' })
  await expect(book).toHaveAttribute('href', /^https:\/\/booking\.example\.com\//)
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
  const whatsapp = hero.getByRole('link', { name: 'WhatsApp Isla' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/447700900123\?text=Hi%20Isla!%20I'd%20like%20to%20book/)
  await expect(page.getByRole('link', { name: /Chat with Isla on WhatsApp/ })).toBeVisible()
  // The mobile bottom bar shows only below the md breakpoint.
  const bar = page.getByRole('navigation', { name: 'Quick booking' })
  await (isMobile ? expect(bar).toBeVisible() : expect(bar).toBeHidden())
  if (isMobile) await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
})
