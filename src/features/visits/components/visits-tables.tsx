import { formatCount, type DayTotals, type PageViews } from '@/features/visits/lib/visits'
import { formatDay } from '@/lib/format'

const table = 'w-full border-collapse text-left text-sm sm:text-base'
const caption = 'font-display text-brand mb-2 text-left text-xl'
const headCell = 'border-b-2 border-accent-200 px-1 py-2 align-bottom text-xs font-semibold leading-tight sm:px-3 sm:text-sm'
const cell = 'border-b border-accent-100 px-1 py-2 sm:px-3'
const number = 'text-right tabular-nums'

/** The column headers: `first` (the row labels), then the number columns, right-aligned. */
function HeadRow({ first, numbers }: { first: string; numbers: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={headCell}>
          {first}
        </th>
        {numbers.map((name) => (
          <th key={name} scope="col" className={`${headCell} ${number}`}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** "Today", "Yesterday", then the UK date with its weekday ("Tue 24 Nov"), for row `index` (0 = today) of `day`. */
function dayLabel(day: string, index: number): string {
  if (index === 0) return 'Today'
  if (index === 1) return 'Yesterday'
  return formatDay(day)
}

/**
 * "Day by day": one row per day, latest first ("Today" first), with its visitors, page views, Book Now and WhatsApp
 * taps, 0 when nothing was counted (docs/site-content.md "Visits"). It is also the chart's text alternative, so it
 * takes the `id` the chart's `aria-describedby` names.
 */
export function DailyTable({ id, days }: { id: string; days: readonly DayTotals[] }) {
  return (
    <table id={id} className={table}>
      <caption className={caption}>Day by day</caption>
      <HeadRow first="Day" numbers={['Visitors', 'Page views', 'Book Now taps', 'WhatsApp taps']} />
      <tbody>
        {days.map((d, i) => (
          <tr key={d.day}>
            <th scope="row" className={`${cell} font-semibold whitespace-nowrap`}>
              {dayLabel(d.day, i)}
            </th>
            <td className={`${cell} ${number}`}>{formatCount(d.visitors)}</td>
            <td className={`${cell} ${number}`}>{formatCount(d.pageViews)}</td>
            <td className={`${cell} ${number}`}>{formatCount(d.bookTaps)}</td>
            <td className={`${cell} ${number}`}>{formatCount(d.whatsappTaps)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** "Most read pages": each page with its views over the window, most read first (docs/site-content.md "Visits"). */
export function PagesTable({ pages, days }: { pages: readonly PageViews[]; days: number }) {
  return (
    <table className={table}>
      <caption className={caption}>Most read pages</caption>
      <HeadRow first="Page" numbers={['Views']} />
      <tbody>
        {pages.length === 0 ? (
          <tr>
            <td colSpan={2} className={cell}>
              No page views in the last {days} days.
            </td>
          </tr>
        ) : (
          pages.map((p) => (
            <tr key={p.path}>
              <th scope="row" className={`${cell} font-normal`}>
                {p.name}
              </th>
              <td className={`${cell} ${number}`}>{formatCount(p.views)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
