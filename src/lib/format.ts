/**
 * Display formatters for the figures of src/content and the days and moments of /admin (pure: they import no content).
 * Prices are in src/lib/money.ts, so the first load, which shows only the hours, does not carry them.
 */

/** Opening hours of one row, en-GB 24-hour (docs/decisions.md #4): "17:00–21:00", or "Closed" when null. */
export function formatHours(row: { opens: string | null; closes: string | null }): string {
  return row.opens && row.closes ? `${row.opens}–${row.closes}` : 'Closed'
}

/**
 * The calendar day `YYYY-MM-DD` as the Date of its midnight UTC, so date arithmetic and formatting in UTC cannot move
 * it. Throws a RangeError on a string that is not a valid `YYYY-MM-DD` ("2026-02-30", "26 Nov").
 */
export function parseDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`)
  }
  return date
}

/** The formatters made so far, by locale and options. */
const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The one `Intl.DateTimeFormat` for `locale` and `options`, made on first use and kept: making one costs a phone about a
 * millisecond, formatting with it a few microseconds, and /admin formats a date per version, photo and day listed
 * (docs/decisions.md #550). The page's first one also sets up the browser's locale data, a long task on a phone: keep
 * dates out of what /admin renders as it opens (docs/decisions.md #626).
 */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A calendar day `YYYY-MM-DD` in the UK's short form, en-GB: "Thu 26 Nov", or "26 Nov" with `weekday: false`. Throws a
 * RangeError on a string that is not a valid `YYYY-MM-DD`.
 */
export function formatDay(day: string, { weekday = true }: { weekday?: boolean } = {}): string {
  return dateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', ...(weekday ? { weekday: 'short' } : {}) }).format(
    parseDay(day),
  )
}

/** The calendar day `date` falls on in the UK (Europe/London), as `YYYY-MM-DD`: the day the site's dates mean. */
export function londonDay(date: Date): string {
  return dateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/**
 * When something was saved or kept, as the owner reads it in /admin's messages (docs/product.md §8): the UK time,
 * "10:42", on the same UK day as `now`, else with the day (formatDay), "Fri 27 Nov, 10:42". `iso` is an ISO 8601
 * instant. Pure.
 */
export function formatMoment(iso: string, now: Date = new Date()): string {
  const at = new Date(iso)
  const time = dateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(at)
  const day = londonDay(at)
  return day === londonDay(now) ? time : `${formatDay(day)}, ${time}`
}

/**
 * An instant as the versions list shows it, en-GB in the device's time zone: "2 Dec 2026, 13:37". `iso` is an ISO 8601
 * instant.
 */
export function formatDateTime(iso: string): string {
  return dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/**
 * The calendar day of an instant, en-GB in the device's time zone: "3 Dec 2026" (when an authenticator was added).
 * `iso` is an ISO 8601 instant.
 */
export function formatDate(iso: string): string {
  return dateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso))
}
