/**
 * Scaling of the Visits chart (docs/decisions.md #187): a hand-made SVG, so no charting library reaches any bundle.
 * Pure geometry in SVG user units (1 unit = 1 CSS px, the chart's viewBox is its measured width): the value axis, the
 * day slots, bar rectangles and the line's points.
 */

/** The value axis of a panel: its top value and the tick values from 0 to `top`, evenly spaced whole numbers. */
type Axis = { top: number; ticks: number[] }

/**
 * A value axis for data whose largest value is `max` (>= 0) with at most `maxSteps` steps between ticks: the step is
 * the smallest of 1, 2, 5, 10, 20, 50… that needs no more steps, and `top` the first multiple of it at or above `max`.
 * All-zero data (`max` 0) gets the axis 0–1, so the bars stay on the baseline. Throws a RangeError on a negative or
 * non-finite `max` or `maxSteps` < 1.
 */
export function valueAxis(max: number, maxSteps = 4): Axis {
  if (!Number.isFinite(max) || max < 0) throw new RangeError(`The largest value must be a finite number >= 0: ${max}`)
  if (!Number.isInteger(maxSteps) || maxSteps < 1) throw new RangeError(`maxSteps must be a whole number >= 1: ${maxSteps}`)
  if (max === 0) return { top: 1, ticks: [0, 1] }
  let step = 1
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((m) => m * magnitude).find((s) => Math.ceil(max / s) <= maxSteps)
    if (found !== undefined) {
      step = found
      break
    }
  }
  const top = Math.ceil(max / step) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) }
}

/** A panel's plotting box in SVG units: `left`/`width` across, `top`/`height` down (y grows downwards). */
export type Box = { left: number; top: number; width: number; height: number }

/** The y of `value` on an axis whose top value is `axisTop`, inside `box` (0 on the bottom edge, `axisTop` on the top). */
export function yOf(value: number, axisTop: number, box: Box): number {
  return box.top + box.height - (Math.max(0, value) / axisTop) * box.height
}

/** The x of the centre of day slot `index` (0 = the oldest, leftmost) of `count` equal slots across `box`. */
export function slotCentre(index: number, count: number, box: Box): number {
  return box.left + ((index + 0.5) * box.width) / count
}

/** A rectangle in SVG units. */
type Rect = { x: number; y: number; width: number; height: number }

/**
 * The bar of slot `index` of `count` from `from` up to `to` (values on the axis `axisTop`): centred in its slot,
 * `fill` (0–1) of the slot's width. A bar of 0 height has height 0.
 */
export function barRect(index: number, count: number, box: Box, axisTop: number, from: number, to: number, fill = 0.7): Rect {
  const slot = box.width / count
  const width = slot * fill
  const yTop = yOf(to, axisTop, box)
  const yBottom = yOf(from, axisTop, box)
  return { x: slotCentre(index, count, box) - width / 2, y: yTop, width, height: Math.max(0, yBottom - yTop) }
}

/** The points of a line through `values` (oldest first, one per slot), as an SVG `points` attribute: "x,y x,y …". */
export function linePoints(values: readonly number[], box: Box, axisTop: number): string {
  return values.map((v, i) => `${round(slotCentre(i, values.length, box))},${round(yOf(v, axisTop, box))}`).join(' ')
}

/** `n` rounded to 0.01 SVG unit, enough for a sharp drawing and short attributes. */
export function round(n: number): number {
  return Math.round(n * 100) / 100
}

/** The day slots that get a date label under the chart: the oldest, the middle one and the newest ("Today"). */
export function labelledSlots(count: number): number[] {
  if (count <= 0) return []
  return [...new Set([0, Math.floor((count - 1) / 2), count - 1])]
}
