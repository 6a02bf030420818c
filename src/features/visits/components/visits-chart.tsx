import { useId, useLayoutEffect, useRef, useState } from 'react'
import { barRect, labelledSlots, linePoints, round, slotCentre, valueAxis, yOf, type Box } from '@/features/visits/lib/chart'
import { formatCount, type DayTotals } from '@/features/visits/lib/visits'
import { formatDay } from '@/lib/format'

/**
 * The series' colours (docs/decisions.md #187), each told apart by more than colour: visitors are bars, page views a line
 * with dots, Book Now taps solid bars, WhatsApp taps striped bars on top of them, all named in the legend. Visitors,
 * page views, the grid and the labels take her palette's design tokens (src/lib/palette.ts: `brand` and `accent-700`
 * are at least 3:1 on the pale backgrounds and white whatever colour she picks, docs/decisions.md #340); Book Now and
 * WhatsApp keep their fixed gold and green, each at least 3:1 on white and on every derived surface.
 */
const colours = {
  visitors: 'var(--brand)',
  pageViews: 'var(--accent-700)',
  book: '#7a5d24',
  whatsapp: '#107c3a',
  grid: 'var(--accent-200)',
  text: 'var(--ink)',
}

/** The drawing's width is the figure's own (measured), so labels keep their size on any screen. Room for the value labels on the left, and a little on the right, in px. */
const MARGIN = { left: 34, right: 6 }
const FONT_SIZE = 11

/** The width of `ref`'s element in px, following resizes (ResizeObserver), `fallback` until measured. */
function useWidth(ref: React.RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width) || fallback))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, fallback])
  return width
}

/** The value labels and grid lines of one panel. */
function Grid({ box, ticks, top, right }: { box: Box; ticks: number[]; top: number; right: number }) {
  return ticks.map((tick) => {
    const y = round(yOf(tick, top, box))
    return (
      <g key={tick}>
        <line x1={box.left} x2={right} y1={y} y2={y} stroke={colours.grid} strokeWidth={1} />
        <text x={box.left - 5} y={y} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill={colours.text}>
          {formatCount(tick)}
        </text>
      </g>
    )
  })
}

/** One swatch of the legend, drawn like its series. */
function Swatch({ kind, patternId }: { kind: 'visitors' | 'pageViews' | 'book' | 'whatsapp'; patternId: string }) {
  return (
    <svg width="18" height="14" viewBox="0 0 18 14" aria-hidden="true" className="shrink-0">
      {kind === 'pageViews' ? (
        <>
          <line x1="1" x2="17" y1="7" y2="7" stroke={colours.pageViews} strokeWidth={2} />
          <circle cx="9" cy="7" r="3" fill={colours.pageViews} />
        </>
      ) : (
        <rect x="3" y="1" width="12" height="12" fill={kind === 'whatsapp' ? `url(#${patternId})` : colours[kind]} stroke={colours[kind]} />
      )}
    </svg>
  )
}

/** The three panels, top to bottom: a title line, then the plot; `PANEL_GAP` px between one plot and the next title. */
const TITLE = 26
const PANEL_GAP = 22
const PLOT_HEIGHTS = { visitors: 70, pageViews: 70, taps: 56 } as const
/** Room under the last panel for the date labels, in px. */
const DATE_ROW = 22

/** The plotting boxes of the three panels for a drawing `width` px wide, and the drawing's height. */
function panelBoxes(width: number): { visitors: Box; pageViews: Box; taps: Box; height: number } {
  const left = MARGIN.left
  const plotWidth = width - MARGIN.right - left
  const visitors: Box = { left, top: TITLE, width: plotWidth, height: PLOT_HEIGHTS.visitors }
  const pageViews: Box = { left, top: visitors.top + visitors.height + PANEL_GAP + TITLE, width: plotWidth, height: PLOT_HEIGHTS.pageViews }
  const taps: Box = { left, top: pageViews.top + pageViews.height + PANEL_GAP + TITLE, width: plotWidth, height: PLOT_HEIGHTS.taps }
  return { visitors, pageViews, taps, height: taps.top + taps.height + DATE_ROW }
}

/** A panel's title, above its plot. */
function PanelTitle({ box, children }: { box: Box; children: string }) {
  return (
    <text x={0} y={box.top - 13} fontSize={FONT_SIZE} fontWeight={600} fill={colours.text}>
      {children}
    </text>
  )
}

/**
 * The chart of the Visits section (docs/site-content.md "Visits"): the last 30 days, oldest on the left, today on the
 * right, in three panels with their own scale: visitors (bars), page views (a line with a dot per day), and Book Now
 * taps (solid bars) with WhatsApp taps (striped) stacked on them. An SVG with `role="img"` named "Visits over the last
 * 30 days"; its text alternative is the daily table, which `describedBy` (an element id) points to. No animation, so
 * nothing moves for anyone.
 *
 * `days` are latest first, as the table shows them.
 */
export function VisitsChart({ days, describedBy }: { days: readonly DayTotals[]; describedBy: string }) {
  const plot = useRef<HTMLDivElement>(null)
  const width = useWidth(plot, 330)
  const patternId = `${useId()}-whatsapp`
  const oldestFirst = [...days].reverse()
  const count = oldestFirst.length
  const right = width - MARGIN.right
  const boxes = panelBoxes(width)
  const axes = {
    visitors: valueAxis(Math.max(0, ...oldestFirst.map((d) => d.visitors)), 3),
    pageViews: valueAxis(Math.max(0, ...oldestFirst.map((d) => d.pageViews)), 3),
    taps: valueAxis(Math.max(0, ...oldestFirst.map((d) => d.bookTaps + d.whatsappTaps)), 3),
  }
  return (
    <figure className="border-accent-200 grid gap-3 rounded-2xl border bg-white p-3 sm:p-4">
      <div ref={plot}>
        <svg
          role="img"
          aria-label={`Visits over the last ${count} days`}
          aria-describedby={describedBy}
          width={width}
          height={boxes.height}
          viewBox={`0 0 ${width} ${boxes.height}`}
          className="block max-w-full"
          fontFamily="system-ui, sans-serif"
        >
          <defs>
            <pattern id={patternId} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="4" height="4" fill="#ffffff" />
              <rect width="2.5" height="4" fill={colours.whatsapp} />
            </pattern>
          </defs>
          <PanelTitle box={boxes.visitors}>Visitors</PanelTitle>
          <Grid box={boxes.visitors} ticks={axes.visitors.ticks} top={axes.visitors.top} right={right} />
          {oldestFirst.map((d, i) => {
            const r = barRect(i, count, boxes.visitors, axes.visitors.top, 0, d.visitors)
            return (
              <rect key={d.day} x={round(r.x)} y={round(r.y)} width={round(r.width)} height={round(r.height)} fill={colours.visitors} />
            )
          })}
          <PanelTitle box={boxes.pageViews}>Page views</PanelTitle>
          <Grid box={boxes.pageViews} ticks={axes.pageViews.ticks} top={axes.pageViews.top} right={right} />
          <polyline
            points={linePoints(
              oldestFirst.map((d) => d.pageViews),
              boxes.pageViews,
              axes.pageViews.top,
            )}
            fill="none"
            stroke={colours.pageViews}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {oldestFirst.map((d, i) => (
            <circle
              key={d.day}
              cx={round(slotCentre(i, count, boxes.pageViews))}
              cy={round(yOf(d.pageViews, axes.pageViews.top, boxes.pageViews))}
              r={2.5}
              fill={colours.pageViews}
            />
          ))}
          <PanelTitle box={boxes.taps}>Book Now and WhatsApp taps</PanelTitle>
          <Grid box={boxes.taps} ticks={axes.taps.ticks} top={axes.taps.top} right={right} />
          {oldestFirst.map((d, i) => {
            const book = barRect(i, count, boxes.taps, axes.taps.top, 0, d.bookTaps)
            const whatsapp = barRect(i, count, boxes.taps, axes.taps.top, d.bookTaps, d.bookTaps + d.whatsappTaps)
            return (
              <g key={d.day}>
                <rect x={round(book.x)} y={round(book.y)} width={round(book.width)} height={round(book.height)} fill={colours.book} />
                {whatsapp.height > 0 ? (
                  <rect
                    x={round(whatsapp.x) + 0.5}
                    y={round(whatsapp.y) + 0.5}
                    width={Math.max(0, round(whatsapp.width) - 1)}
                    height={Math.max(0, round(whatsapp.height) - 1)}
                    fill={`url(#${patternId})`}
                    stroke={colours.whatsapp}
                    strokeWidth={1}
                  />
                ) : null}
              </g>
            )
          })}
          {labelledSlots(count).map((i) => {
            const anchor = i === 0 ? 'start' : i === count - 1 ? 'end' : 'middle'
            const day = oldestFirst[i]!.day
            return (
              <text
                key={day}
                x={anchor === 'start' ? MARGIN.left : anchor === 'end' ? right : round(slotCentre(i, count, boxes.taps))}
                y={boxes.height - 6}
                fontSize={FONT_SIZE}
                textAnchor={anchor}
                fill={colours.text}
              >
                {i === count - 1 ? 'Today' : formatDay(day, { weekday: false })}
              </text>
            )
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="text-ink flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
          <li className="flex items-center gap-1.5">
            <Swatch kind="visitors" patternId={patternId} /> Visitors
          </li>
          <li className="flex items-center gap-1.5">
            <Swatch kind="pageViews" patternId={patternId} /> Page views
          </li>
          <li className="flex items-center gap-1.5">
            <Swatch kind="book" patternId={patternId} /> Book Now taps (solid)
          </li>
          <li className="flex items-center gap-1.5">
            <Swatch kind="whatsapp" patternId={patternId} /> WhatsApp taps (striped)
          </li>
        </ul>
      </figcaption>
    </figure>
  )
}
