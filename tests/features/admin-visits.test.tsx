import { screen, within } from '@testing-library/react'
import { addDays } from '@/features/visits/lib/visits'
import { londonDay } from '@/lib/format'
import { clearToasts, renderRoute } from '../support/render'
import { setUpFeatureBackend, signInAsLocalAdmin } from '../support/feature-backend'

// "Visits" on /admin against a real local backend (docs/site-content.md "Visits"): nothing counted says so in words;
// counts stored for today and yesterday (service role, as record_visit would leave them) show in the day-by-day
// table with "Today" first, in the most-read pages, the 7-day line and the chart, whose text alternative is the table.
vi.setConfig({ testTimeout: 30_000 })

const getBackend = setUpFeatureBackend(clearToasts)

async function openVisits() {
  await signInAsLocalAdmin(getBackend())
  renderRoute('/admin?section=visits')
  await screen.findByRole('heading', { level: 2, name: 'Visits' }, { timeout: 15_000 })
}

test('Visits: nothing counted yet is said in plain words', async () => {
  await openVisits()
  expect(await screen.findByText(/^Nothing counted yet\./, {}, { timeout: 10_000 })).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.queryByRole('img', { name: /visits/i })).not.toBeInTheDocument()
})

test('Visits: today and yesterday in the daily table (Today first), the pages table, the 7-day line and the chart', async () => {
  const today = londonDay(new Date())
  const yesterday = addDays(today, -1)
  const { admin } = getBackend()
  // The file's other test expects nothing counted: leave the backend as this test found it, whatever the order.
  onTestFinished(async () => {
    await admin.from('visit_daily_counts').delete().gte('count', 0)
    await admin.from('visit_daily_visitors').delete().gte('visitors', 0)
  })
  const counts = await admin.from('visit_daily_counts').insert([
    { day: today, path: '/', kind: 'pageview', count: 5 },
    { day: today, path: '/pricing', kind: 'pageview', count: 3 },
    { day: today, path: '/pricing', kind: 'book', count: 2 },
    { day: today, path: '/', kind: 'whatsapp', count: 1 },
    { day: yesterday, path: '/pricing', kind: 'pageview', count: 4 },
    { day: yesterday, path: '/404', kind: 'pageview', count: 1 },
    { day: yesterday, path: '/gallery', kind: 'book', count: 1 },
    // 31 days ago: outside the window, counted nowhere.
    { day: addDays(today, -30), path: '/about', kind: 'pageview', count: 50 },
  ])
  expect(counts.error).toBeNull()
  const visitors = await admin.from('visit_daily_visitors').insert([
    { day: today, visitors: 3 },
    { day: yesterday, visitors: 2 },
    { day: addDays(today, -8), visitors: 4 },
  ])
  expect(visitors.error).toBeNull()

  await openVisits()
  const daily = await screen.findByRole('table', { name: 'Day by day' }, { timeout: 10_000 })
  const headers = within(daily)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
  expect(headers).toEqual(['Day', 'Visitors', 'Page views', 'Book Now taps', 'WhatsApp taps'])
  const rows = within(daily).getAllByRole('row').slice(1)
  expect(rows).toHaveLength(30)
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
  expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(/^Today$/)
  expect(cells(rows[0]!)).toEqual(['3', '8', '2', '1'])
  expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^Yesterday$/)
  expect(cells(rows[1]!)).toEqual(['2', '5', '1', '0'])
  expect(cells(rows[2]!)).toEqual(['0', '0', '0', '0'])
  // The 9th day back, in the UK format ("Tue 17 Nov").
  expect(within(rows[8]!).getByRole('rowheader')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/)
  expect(cells(rows[8]!)).toEqual(['4', '0', '0', '0'])

  const pages = screen.getByRole('table', { name: 'Most read pages' })
  expect(
    within(pages)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Page', 'Views'])
  expect(
    within(pages)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Pricing7', 'Home5', 'Page not found (404)1'])

  expect(screen.getByText('5 visitors in the last 7 days, 25% more than the 7 days before (4).')).toBeInTheDocument()
  expect(screen.getByText('In the same 7 days: 13 page views, 3 Book Now taps and 1 WhatsApp tap.')).toBeInTheDocument()

  const chart = screen.getByRole('img', { name: 'Visits over the last 30 days' })
  expect(chart.tagName.toLowerCase()).toBe('svg')
  expect(daily.id).not.toBe('')
  expect(chart).toHaveAttribute('aria-describedby', daily.id)
})
