import { expect, test } from './support/test'
import { paths } from '../src/config/paths'
import { addDays } from '../src/features/visits/lib/visits'
import { londonDay } from '../src/lib/format'
import { SERVICE_ROLE_KEY } from '../supabase/local/config.ts'
import { makeClient } from '../tests/support/backend'
import { expectNoAxeViolations } from './support/axe'
import { E2E_BACKEND_URL, signInAsLocalAdmin } from './support/backend'
import { BOTH_WIDTHS } from './support/widths'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * The owner opens /admin → Visits on her phone (docs/owner-guide.md "Visits", docs/site-content.md "Visits"), and on a
 * desktop: counts stored for the last days (service role, as record_visit() would leave them) show in the 7-day line,
 * the chart, the most read pages and the day-by-day table with "Today" first; axe finds nothing and nothing is wider
 * than the screen. Both projects share the e2e backend, so the counts are upserted (the same rows from either), and
 * only yesterday's figures are asserted exactly: today's may also hold the page views of other specs.
 */

test('the Visits section shows the counts, Today first, and is axe clean', BOTH_WIDTHS, async ({ page }) => {
  const today = londonDay(new Date())
  const yesterday = addDays(today, -1)
  const service = makeClient(E2E_BACKEND_URL, SERVICE_ROLE_KEY)
  const counts = await service.from('visit_daily_counts').upsert([
    { day: yesterday, path: '/', kind: 'pageview', count: 21 },
    { day: yesterday, path: '/pricing', kind: 'pageview', count: 13 },
    { day: yesterday, path: '/gifts', kind: 'pageview', count: 8 },
    { day: yesterday, path: '/pricing', kind: 'book', count: 4 },
    { day: yesterday, path: '/', kind: 'whatsapp', count: 2 },
    { day: addDays(today, -9), path: '/gallery', kind: 'pageview', count: 30 },
    { day: addDays(today, -9), path: '/gallery', kind: 'book', count: 1 },
  ])
  expect(counts.error).toBeNull()
  const visitors = await service.from('visit_daily_visitors').upsert([
    { day: yesterday, visitors: 11 },
    { day: addDays(today, -9), visitors: 9 },
  ])
  expect(visitors.error).toBeNull()

  await skipWelcomeOffer(page)
  await signInAsLocalAdmin(page)
  await page.goto(paths.admin.path)
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Visits', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Visits', exact: true })).toBeVisible()
  await expect(page).toHaveURL(/section=visits/)

  const daily = page.getByRole('table', { name: 'Day by day' })
  await expect(daily.getByRole('columnheader')).toHaveText(['Day', 'Visitors', 'Page views', 'Book Now taps', 'WhatsApp taps'])
  const rows = daily.getByRole('row')
  await expect(rows).toHaveCount(31)
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Today')
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Yesterday')
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['11', '42', '4', '2'])

  const pages = page.getByRole('table', { name: 'Most read pages' })
  await expect(pages.getByRole('columnheader')).toHaveText(['Page', 'Views'])
  for (const name of ['Home', 'Pricing', 'Gallery', 'Gift Cards'])
    await expect(pages.getByRole('rowheader', { name, exact: true })).toBeVisible()

  await expect(page.getByText(/ visitors? in the last 7 days, /)).toBeVisible()
  const chart = page.getByRole('img', { name: 'Visits over the last 30 days' })
  await expect(chart).toBeVisible()
  const dailyId = await daily.getAttribute('id')
  expect(dailyId).toBeTruthy()
  await expect(chart).toHaveAttribute('aria-describedby', dailyId!)

  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  // The chart fits its card at either width (its drawing is measured, not scaled).
  const box = (await chart.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
})
