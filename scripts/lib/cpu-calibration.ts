/**
 * The CPU slowdown that makes this host emulate the mid-tier phone of Lighthouse's mobile preset
 * (docs/performance.md "Calibrated CPU slowdown", docs/decisions.md #212). Pure: the host's benchmark index is measured
 * by scripts/lib/host-benchmark.ts.
 *
 * Source: Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown", points to the CPU throttling calculator
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, source: github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * pages/index.js, `computeMultiplierMessages`), which maps Lighthouse's BenchmarkIndex to `cpuSlowdownMultiplier` in three
 * bands. The preset's fixed 4x is what the calculator gives a host of index 1,533.
 */

/** Lighthouse's benchmark index at and above which the top band applies (3x at 1,300, +1x per 233). */
const FAST_BAND_FROM = 1300
/** Lighthouse's benchmark index at and above which the middle band applies (2x at 800, +1x per 500). */
const MIDDLE_BAND_FROM = 800
/** The calculator's floor: a host below this index is too slow to emulate the phone at all (1x at 150, +1x per 650). */
export const SLOWEST_EMULATING_INDEX = 150

/**
 * The CPU slowdown multiplier (x, unrounded) for a host whose Lighthouse benchmark index is `index`:
 * - index >= 1,300: 3 + (index - 1,300) / 233 (4x at 1,533, 6x at 2,000);
 * - 800 <= index < 1,300: 2 + (index - 800) / 500;
 * - below 800: 1 + (index - 150) / 650, and never below 1 (below 150 the calculator gives no multiplier: the host is
 *   slower than the phone, so nothing is slowed down; see {@link SLOWEST_EMULATING_INDEX}).
 * Throws on an index that is not a positive finite number.
 */
export function cpuSlowdownMultiplier(index: number): number {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`a benchmark index must be a positive number, not ${index}`)
  if (index >= FAST_BAND_FROM) return 3 + (index - FAST_BAND_FROM) / 233
  if (index >= MIDDLE_BAND_FROM) return 2 + (index - MIDDLE_BAND_FROM) / 500
  return Math.max(1, 1 + (index - SLOWEST_EMULATING_INDEX) / 650)
}

/** The multiplier as the scripts apply and print it: one decimal, as the calculator shows it (e.g. 4.4). */
export const roundedMultiplier = (multiplier: number): number => Math.round(multiplier * 10) / 10

/** How many times the benchmark runs before each run; the median is the host's index (docs/decisions.md #212). */
export const BENCHMARK_SAMPLES = 5

/** The median of `values` (the mean of the middle two for an even count); throws on an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * How far Lighthouse's own benchmark index for a run may be from the index measured just before it (a fraction of
 * the measured one) for the run to count: further, and the host's speed changed during the run, so the multiplier no
 * longer emulates the phone and the run is done again.
 */
export const INDEX_TOLERANCE = 0.25

/** Whether a run's own index (`during`) is within {@link INDEX_TOLERANCE} of the index measured before it (`before`). */
export const indexHeld = (before: number, during: number): boolean => Math.abs(during - before) <= INDEX_TOLERANCE * before

/**
 * The benchmark index the host would have had if the benchmark's thread had had the CPU to itself (docs/performance.md
 * "Blocking time in CPU time"): Lighthouse's index counts the benchmark's iterations in a second of wall time, so a host
 * busy with other work reads slow; scaled by the benchmark's wall time over its thread CPU time, it counts them per
 * second of CPU time. `wallMs` and `threadMs` are the benchmark's wall and thread CPU time (the main thread's
 * `ThreadTime` from CDP's Performance.getMetrics, before and after). Throws unless both are positive.
 */
export function cpuTimeIndex(index: number, wallMs: number, threadMs: number): number {
  if (!(wallMs > 0) || !(threadMs > 0))
    throw new Error(`a benchmark's wall and CPU time must be positive, not ${wallMs} and ${threadMs} ms`)
  return (index * wallMs) / threadMs
}

/**
 * The slowdown by which a task's thread CPU time is multiplied to give the phone's time (docs/performance.md "Blocking
 * time in CPU time", docs/decisions.md #251): the calculator's multiplier for the median of the benchmark samples'
 * CPU-time indexes ({@link cpuTimeIndex}), rounded as applied. CPU time leaves out the moments the host ran other work,
 * and so does that index: the two together do not depend on the host's load. Throws on an empty list.
 */
export function cpuTimeMultiplier(cpuIndexes: readonly number[]): number {
  if (cpuIndexes.length === 0) throw new Error('a CPU-time multiplier needs at least one benchmark sample')
  return roundedMultiplier(cpuSlowdownMultiplier(median(cpuIndexes)))
}
