import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { BENCHMARK_SAMPLES, cpuSlowdownMultiplier, cpuTimeIndex, cpuTimeMultiplier, median, roundedMultiplier } from './cpu-calibration.ts'

/**
 * The host's speed, measured in the very Chromium a measurement is about to use (docs/performance.md "Calibrated CPU
 * slowdown", docs/decisions.md #212): Lighthouse's own `computeBenchmarkIndex` (lighthouse/core/lib/page-functions.js,
 * the function Lighthouse runs on about:blank at the start of every run, about 1 s each) run
 * {@link BENCHMARK_SAMPLES} times in a blank page without CPU throttling, and the CPU slowdown that index calls for
 * (scripts/lib/cpu-calibration.ts). Each sample is also read in CPU time (the page's main-thread `ThreadTime` from
 * CDP's Performance.getMetrics before and after it), for blocking time in CPU time (docs/performance.md "Blocking time
 * in CPU time").
 */

/**
 * One calibration: the median benchmark index, every sample, and the slowdown to apply (x, one decimal); the median of
 * the samples' indexes in CPU time (scripts/lib/cpu-calibration.ts `cpuTimeIndex`), `cpuIndex`, and the slowdown a
 * task's thread CPU time is multiplied by (x, scripts/lib/cpu-calibration.ts `cpuTimeMultiplier`), `cpuMultiplier`.
 */
export type Calibration = { index: number; samples: number[]; multiplier: number; cpuIndex: number; cpuMultiplier: number }

/** Runs a self-contained function in a blank, unthrottled page of the browser and resolves with what it returned. */
export type Evaluate = (fn: () => number) => Promise<number>

/** A CDP session of that page (Playwright's or Puppeteer's): only `send` is used. */
export type CdpSession = {
  send(method: 'Performance.enable'): Promise<unknown>
  send(method: 'Performance.getMetrics'): Promise<{ metrics: { name: string; value: number }[] }>
}

/** The page's clock and its main thread's CPU time (ms), from CDP's Performance.getMetrics (Performance enabled). */
async function clocks(cdp: CdpSession): Promise<{ wallMs: number; threadMs: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => {
    const value = metrics.find((m) => m.name === name)?.value
    if (value === undefined) throw new Error(`Performance.getMetrics gave no ${name}`)
    return value * 1000
  }
  return { wallMs: metric('Timestamp'), threadMs: metric('ThreadTime') }
}

/**
 * Measures the host's benchmark index with `evaluate` (median of 5), the CPU slowdown for it, and each sample's index
 * in CPU time, read through `cdp`, a session of the same page, whose Performance domain it enables; and the CPU-time
 * slowdown those call for.
 */
export async function calibrate(evaluate: Evaluate, cdp: CdpSession): Promise<Calibration> {
  await cdp.send('Performance.enable')
  const samples: number[] = []
  const cpuSamples: number[] = []
  for (let i = 0; i < BENCHMARK_SAMPLES; i++) {
    const before = await clocks(cdp)
    const index = await evaluate(pageFunctions.computeBenchmarkIndex)
    const after = await clocks(cdp)
    samples.push(Math.round(index))
    cpuSamples.push(Math.round(cpuTimeIndex(index, after.wallMs - before.wallMs, after.threadMs - before.threadMs)))
  }
  const index = median(samples)
  return {
    index,
    samples,
    multiplier: roundedMultiplier(cpuSlowdownMultiplier(index)),
    cpuIndex: median(cpuSamples),
    cpuMultiplier: cpuTimeMultiplier(cpuSamples),
  }
}

/** The calibration as the scripts print it, e.g. "host index 1,712 (1,650-1,790) -> 4.8x, in CPU time 3,950". */
export function describeCalibration({ index, samples, multiplier, cpuIndex }: Calibration): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-GB')
  return `host index ${n(index)} (${n(Math.min(...samples))}-${n(Math.max(...samples))}) -> ${multiplier}x, in CPU time ${n(cpuIndex)}`
}
