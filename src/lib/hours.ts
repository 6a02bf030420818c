import type { WeeklyHours } from '@/lib/site-content/schema'
import { weekdays, type Weekday } from './site-content/weekdays.ts'

/**
 * Opening hours as the site shows them (docs/product.md §9, docs/decisions.md #4): the owner's hours per weekday
 * (docs/site-content.md) grouped into rows of consecutive days with the same hours, e.g. "Mon–Fri 17:00–21:00".
 */

/** schema.org day names, as the JSON-LD wants them. */
type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

export type OpeningHoursRow = {
  /** Display label, e.g. "Mon–Fri" or "Sun". */
  label: string
  /** schema.org day names covered by the row. */
  days: readonly DayOfWeek[]
  /** 24-hour "HH:MM" local time, or null when closed. */
  opens: string | null
  closes: string | null
}

const dayName = (day: Weekday) => (day.charAt(0).toUpperCase() + day.slice(1)) as DayOfWeek
const short = (day: Weekday) => dayName(day).slice(0, 3)

/** Groups Monday to Sunday into rows of consecutive days with equal hours (closed days group too). */
export function groupOpeningHours(hours: WeeklyHours): OpeningHoursRow[] {
  const rows: { first: Weekday; last: Weekday; days: DayOfWeek[]; opens: string | null; closes: string | null }[] = []
  for (const day of weekdays) {
    const opens = hours[day]?.opens ?? null
    const closes = hours[day]?.closes ?? null
    const previous = rows.at(-1)
    if (previous && previous.opens === opens && previous.closes === closes) {
      previous.last = day
      previous.days.push(dayName(day))
    } else {
      rows.push({ first: day, last: day, days: [dayName(day)], opens, closes })
    }
  }
  return rows.map(({ first, last, days, opens, closes }) => ({
    label: first === last ? short(first) : `${short(first)}–${short(last)}`,
    days,
    opens,
    closes,
  }))
}
