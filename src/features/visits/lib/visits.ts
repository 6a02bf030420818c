import { parseDay } from '@/lib/format'
import type { Database } from '@/lib/supabase/database.types'

/**
 * The figures of the admin's Visits section from the daily counts (docs/site-content.md "Visits", docs/decisions.md
 * #185-#186): the days of the window with the missing ones as 0, the 7-day comparison in words and the most read
 * pages. Pure: the rows come from `features/visits/api`, today's date from the caller.
 */

/** One `visit_daily_counts` row: `day` a `YYYY-MM-DD` date in Europe/London, `path` the page's route path. */
export type DailyCount = Database['public']['Tables']['visit_daily_counts']['Row']

/** One `visit_daily_visitors` row: unique visitors to the whole site on `day` (Europe/London). */
export type DailyVisitors = Database['public']['Tables']['visit_daily_visitors']['Row']

/** One day of the window, every figure 0 when nothing was counted. */
export type DayTotals = { day: string; visitors: number; pageViews: number; bookTaps: number; whatsappTaps: number }

/** One row of the most-read-pages table. */
export type PageViews = { path: string; name: string; views: number }

/** Days the section shows: the chart, the daily table and the pages table cover today and the 29 days before. */
export const WINDOW_DAYS = 30

/** Days compared in the summary line: the last 7 (today included) against the 7 before. */
const COMPARE_DAYS = 7

/** `day` (`YYYY-MM-DD`) moved by `delta` calendar days (negative: earlier). Throws a RangeError on an invalid day. */
export function addDays(day: string, delta: number): string {
  const date = parseDay(day)
  date.setUTCDate(date.getUTCDate() + delta)
  return date.toISOString().slice(0, 10)
}

/** The `count` days ending with `today`, latest first: `[today, yesterday, …]`. */
export function lastDays(today: string, count: number = WINDOW_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, -i))
}

/**
 * One `DayTotals` per day of the `count` days ending with `today`, latest first; a day with no row is all 0. Rows
 * outside the window are ignored; several rows of one day and kind (one per path) add up.
 */
export function dailyTotals(
  today: string,
  counts: readonly DailyCount[],
  visitors: readonly DailyVisitors[],
  count: number = WINDOW_DAYS,
): DayTotals[] {
  const rows = lastDays(today, count).map((day) => ({ day, visitors: 0, pageViews: 0, bookTaps: 0, whatsappTaps: 0 }))
  const byDay = new Map(rows.map((row) => [row.day, row]))
  for (const { day, visitors: n } of visitors) {
    const row = byDay.get(day)
    if (row) row.visitors += n
  }
  const field = { pageview: 'pageViews', book: 'bookTaps', whatsapp: 'whatsappTaps' } as const
  for (const { day, kind, count: n } of counts) {
    const row = byDay.get(day)
    if (row) row[field[kind]] += n
  }
  return rows
}

/** True when every figure of every day is 0: nothing counted in the window (the section's empty state). */
export function nothingCounted(rows: readonly DayTotals[]): boolean {
  return rows.every((r) => r.visitors + r.pageViews + r.bookTaps + r.whatsappTaps === 0)
}

/** `n` with thousands separators, en-GB ("1,234"). */
export function formatCount(n: number): string {
  return n.toLocaleString('en-GB')
}

/** "1 visitor", "0 visitors", "1,234 page views": `n` and the singular or plural noun. */
export function countOf(n: number, singular: string, plural: string = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`
}

/** Sum of `pick` over `rows`. */
function sum(rows: readonly DayTotals[], pick: (row: DayTotals) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0)
}

/**
 * The visitors of the last `COMPARE_DAYS` days (the first rows of `rows`, latest first, today included) against the
 * `COMPARE_DAYS` before, in words (docs/decisions.md #186): "142 visitors in the last 7 days, 12% more than the 7
 * days before (127)", "… 12% fewer …", "… the same as the 7 days before", "… and none in the 7 days before", "No
 * visitors in the last 7 days, and none in the 7 days before". A change under 0.5% reads "less than 1% more".
 */
export function weekComparison(rows: readonly DayTotals[]): string {
  const now = sum(rows.slice(0, COMPARE_DAYS), (r) => r.visitors)
  const before = sum(rows.slice(COMPARE_DAYS, 2 * COMPARE_DAYS), (r) => r.visitors)
  const lead = now === 0 ? `No visitors in the last ${COMPARE_DAYS} days` : `${countOf(now, 'visitor')} in the last ${COMPARE_DAYS} days`
  const earlier = `the ${COMPARE_DAYS} days before`
  if (before === 0) return `${lead}, and none in ${earlier}.`
  if (now === before) return `${lead}, the same as ${earlier}.`
  const percent = Math.round((Math.abs(now - before) / before) * 100)
  const change = `${percent === 0 ? 'less than 1%' : `${formatCount(percent)}%`} ${now > before ? 'more' : 'fewer'}`
  return `${lead}, ${change} than ${earlier} (${formatCount(before)}).`
}

/** The page views and taps of the last `COMPARE_DAYS` days in words: "In the same 7 days: 310 page views, 9 Book Now taps and 1 WhatsApp tap." */
export function weekActions(rows: readonly DayTotals[]): string {
  const week = rows.slice(0, COMPARE_DAYS)
  const views = countOf(
    sum(week, (r) => r.pageViews),
    'page view',
  )
  const book = countOf(
    sum(week, (r) => r.bookTaps),
    'Book Now tap',
  )
  const whatsapp = countOf(
    sum(week, (r) => r.whatsappTaps),
    'WhatsApp tap',
  )
  return `In the same ${COMPARE_DAYS} days: ${views}, ${book} and ${whatsapp}.`
}

/**
 * The pages by page views over the rows given (the window's), most read first, ties by name; pages with no view are
 * left out. `nameOf` gives a path's display name (`pageName`).
 */
export function topPages(counts: readonly DailyCount[], nameOf: (path: string) => string): PageViews[] {
  const views = new Map<string, number>()
  for (const { path, kind, count } of counts) {
    if (kind === 'pageview') views.set(path, (views.get(path) ?? 0) + count)
  }
  return [...views]
    .filter(([, n]) => n > 0)
    .map(([path, n]) => ({ path, name: nameOf(path), views: n }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name, 'en-GB'))
}
