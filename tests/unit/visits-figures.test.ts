import { pageName } from '@/features/visits/lib/page-names'
import { londonDay } from '@/lib/format'
import { NOT_FOUND_VISIT_PATH as NOT_FOUND_PATH } from '@/lib/visits'
import {
  addDays,
  countOf,
  dailyTotals,
  lastDays,
  nothingCounted,
  topPages,
  weekActions,
  weekComparison,
  type DailyCount,
  type DayTotals,
} from '@/features/visits/lib/visits'
import { publicPaths } from '@/config/paths'
import { formatDate, formatDateTime, formatDay, formatMoment } from '@/lib/format'

// The figures of the admin's Visits section (docs/site-content.md "Visits", docs/decisions.md #185-#186).

/** One count row. */
const row = (day: string, path: string, kind: DailyCount['kind'], count: number): DailyCount => ({ day, path, kind, count })

/** A window of `visitors` per day, latest first, every other figure 0. */
function days(visitors: number[]): DayTotals[] {
  return visitors.map((v, i) => ({ day: addDays('2026-11-26', -i), visitors: v, pageViews: 0, bookTaps: 0, whatsappTaps: 0 }))
}

/** 14 days: the last 7 with `now` visitors in all, the 7 before with `before` (all on the first day of each week). */
function weeks(now: number, before: number): DayTotals[] {
  return days([now, 0, 0, 0, 0, 0, 0, before, 0, 0, 0, 0, 0, 0, 99])
}

describe('days in Europe/London', () => {
  it('takes the London date of an instant, summer (BST) and winter (GMT)', () => {
    expect(londonDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02')
    expect(londonDay(new Date('2026-07-01T22:59:00Z'))).toBe('2026-07-01')
    expect(londonDay(new Date('2026-11-26T23:59:00Z'))).toBe('2026-11-26')
    expect(londonDay(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27')
  })
  it('moves by calendar days across months, years and clock changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(() => addDays('26 Nov', 1)).toThrow(RangeError)
  })
  it('lists the last days latest first', () => {
    expect(lastDays('2026-11-02', 4)).toEqual(['2026-11-02', '2026-11-01', '2026-10-31', '2026-10-30'])
    expect(lastDays('2026-11-26')).toHaveLength(30)
  })
  it('formats a day the UK way, with no time zone moving it', () => {
    expect(formatDay('2026-11-26')).toBe('Thu 26 Nov')
    expect(formatDay('2026-11-26', { weekday: false })).toBe('26 Nov')
    expect(formatDay('2026-01-05')).toBe('Mon 5 Jan')
    expect(() => formatDay('2026-02-30')).toThrow(RangeError)
    expect(() => formatDay('yesterday')).toThrow(RangeError)
  })
  it("formats a moment as /admin's messages say it: the UK time on the same UK day, else with the day", () => {
    const now = new Date('2026-11-28T21:00:00Z')
    expect(formatMoment('2026-11-28T10:42:00.000Z', now)).toBe('10:42')
    expect(formatMoment('2026-11-27T10:42:00.000Z', now)).toBe('Fri 27 Nov, 10:42')
    // Summer (BST): 23:30 UTC is 00:30 the next UK day, whichever day it is in UTC.
    expect(formatMoment('2026-07-01T23:30:00Z', new Date('2026-07-02T08:00:00Z'))).toBe('00:30')
    expect(formatMoment('2026-07-01T23:30:00Z', new Date('2026-07-01T12:00:00Z'))).toBe('Thu 2 Jul, 00:30')
  })
  it("formats a published version's moment as the versions list shows it, the same each time", () => {
    expect(formatDateTime('2026-12-02T12:00:00Z')).toMatch(/^2 Dec 2026, \d\d:\d\d$/)
    expect(formatDateTime('2026-12-02T12:00:00Z')).toBe(formatDateTime('2026-12-02T12:00:00.000Z'))
    expect(formatDay('2026-11-26')).toBe('Thu 26 Nov')
  })
  it('formats the day an authenticator was added as the Account section lists it', () => {
    expect(formatDate('2026-12-02T12:00:00Z')).toBe('2 Dec 2026')
  })
})

describe('dailyTotals', () => {
  const counts: DailyCount[] = [
    row('2026-11-26', '/', 'pageview', 5),
    row('2026-11-26', '/pricing', 'pageview', 3),
    row('2026-11-26', '/pricing', 'book', 2),
    row('2026-11-26', '/', 'book', 1),
    row('2026-11-24', '/', 'whatsapp', 4),
    // Outside the window: ignored.
    row('2026-10-27', '/', 'pageview', 100),
    row('2026-11-27', '/', 'pageview', 100),
  ]
  const rows = dailyTotals('2026-11-26', counts, [
    { day: '2026-11-26', visitors: 4 },
    { day: '2026-10-28', visitors: 1 },
    { day: '2026-10-27', visitors: 50 },
  ])

  it('has one row per day of the 30, latest first, missing days as 0', () => {
    expect(rows).toHaveLength(30)
    expect(rows[0]).toEqual({ day: '2026-11-26', visitors: 4, pageViews: 8, bookTaps: 3, whatsappTaps: 0 })
    expect(rows[1]).toEqual({ day: '2026-11-25', visitors: 0, pageViews: 0, bookTaps: 0, whatsappTaps: 0 })
    expect(rows[2]).toEqual({ day: '2026-11-24', visitors: 0, pageViews: 0, bookTaps: 0, whatsappTaps: 4 })
    expect(rows[29]).toEqual({ day: '2026-10-28', visitors: 1, pageViews: 0, bookTaps: 0, whatsappTaps: 0 })
  })
  it('knows when nothing was counted', () => {
    expect(nothingCounted(rows)).toBe(false)
    expect(nothingCounted(dailyTotals('2026-11-26', [], []))).toBe(true)
    expect(nothingCounted(dailyTotals('2026-11-26', counts.slice(5), [{ day: '2026-10-01', visitors: 3 }]))).toBe(true)
  })
})

describe('weekComparison', () => {
  it('says how many more', () => {
    expect(weekComparison(weeks(142, 127))).toBe('142 visitors in the last 7 days, 12% more than the 7 days before (127).')
    expect(weekComparison(weeks(20, 10))).toBe('20 visitors in the last 7 days, 100% more than the 7 days before (10).')
  })
  it('says how many fewer', () => {
    expect(weekComparison(weeks(90, 127))).toBe('90 visitors in the last 7 days, 29% fewer than the 7 days before (127).')
    expect(weekComparison(weeks(0, 3))).toBe('No visitors in the last 7 days, 100% fewer than the 7 days before (3).')
  })
  it('says the same, and a change under 0.5% in words', () => {
    expect(weekComparison(weeks(1, 1))).toBe('1 visitor in the last 7 days, the same as the 7 days before.')
    expect(weekComparison(weeks(1001, 1000))).toBe('1,001 visitors in the last 7 days, less than 1% more than the 7 days before (1,000).')
  })
  it('handles nobody before', () => {
    expect(weekComparison(weeks(5, 0))).toBe('5 visitors in the last 7 days, and none in the 7 days before.')
    expect(weekComparison(weeks(0, 0))).toBe('No visitors in the last 7 days, and none in the 7 days before.')
  })
  it('counts the last 7 days with today, and only the 7 before', () => {
    // Visitors on every day: 7 days of 1 against 7 days of 2; the 15th day (99) is not in either week.
    expect(weekComparison(days([1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 99]))).toBe(
      '7 visitors in the last 7 days, 50% fewer than the 7 days before (14).',
    )
  })
  it('sums the week’s page views and taps, singular and plural', () => {
    const week = days([1, 1, 1, 1, 1, 1, 1, 1]).map((d, i) => ({
      ...d,
      pageViews: 100,
      bookTaps: i === 0 ? 1 : 0,
      whatsappTaps: i === 7 ? 9 : 0,
    }))
    expect(weekActions(week)).toBe('In the same 7 days: 700 page views, 1 Book Now tap and 0 WhatsApp taps.')
    expect(countOf(1234, 'page view')).toBe('1,234 page views')
  })
})

describe('top pages', () => {
  it('adds up each page’s views, most read first, ties by name, taps and empty pages left out', () => {
    const counts: DailyCount[] = [
      row('2026-11-26', '/pricing', 'pageview', 3),
      row('2026-11-25', '/pricing', 'pageview', 4),
      row('2026-11-26', '/', 'pageview', 5),
      row('2026-11-26', '/gallery', 'pageview', 7),
      row('2026-11-26', '/pricing', 'book', 50),
      row('2026-11-26', '/faqs', 'pageview', 0),
      row('2026-11-26', NOT_FOUND_PATH, 'pageview', 1),
      row('2026-11-26', '/old-page', 'pageview', 1),
    ]
    expect(topPages(counts, pageName)).toEqual([
      { path: '/gallery', name: 'Gallery', views: 7 },
      { path: '/pricing', name: 'Pricing', views: 7 },
      { path: '/', name: 'Home', views: 5 },
      { path: '/old-page', name: '/old-page', views: 1 },
      { path: NOT_FOUND_PATH, name: 'Page not found (404)', views: 1 },
    ])
    expect(topPages([], pageName)).toEqual([])
  })
  it('names every public page from the site’s navigation, not by its path', () => {
    for (const path of publicPaths) expect(pageName(path), path).not.toBe(path)
    expect(pageName('/gifts')).toBe('Gift Cards')
    expect(pageName('/booking')).toBe('Booking')
  })
})
