/**
 * Opening hours (docs/product.md §9, displayed per docs/decisions.md #4 in en-GB 24-hour form). Read by the footer, the
 * booking and contact pages and the JSON-LD.
 */
type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

export type OpeningHoursRow = {
  /** Display label, e.g. "Mon–Fri". */
  label: string
  /** schema.org day names covered by the row. */
  days: readonly DayOfWeek[]
  /** 24-hour "HH:MM" local time, or null when closed. */
  opens: string | null
  closes: string | null
}

export const openingHours = [
  { label: 'Mon–Fri', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '17:00', closes: '21:00' },
  { label: 'Sat', days: ['Saturday'], opens: '10:00', closes: '18:00' },
  { label: 'Sun', days: ['Sunday'], opens: null, closes: null },
] as const satisfies readonly OpeningHoursRow[]
