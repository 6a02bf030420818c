import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { BENCHMARK_SAMPLES, cpuSlowdownMultiplier, median, roundedMultiplier } from './cpu-calibration.ts'

/**
 * The host's speed, measured in the very Chromium a measurement is about to use (docs/performance.md "Calibrated CPU
 * slowdown", docs/decisions.md #212): Lighthouse's own `computeBenchmarkIndex` (lighthouse/core/lib/page-functions.js,
 * the function Lighthouse runs on about:blank at the start of every run, about 1 s each) run
 * {@link BENCHMARK_SAMPLES} times in a blank page without CPU throttling, and the CPU slowdown that index calls for
 * (scripts/lib/cpu-calibration.ts).
 */

/** One calibration: the median benchmark index, every sample, and the slowdown to apply (x, one decimal). */
export type Calibration = { index: number; samples: number[]; multiplier: number }

/** Runs a self-contained function in a blank, unthrottled page of the browser and resolves with what it returned. */
export type Evaluate = (fn: () => number) => Promise<number>

/** Measures the host's benchmark index with `evaluate` (median of 5) and the CPU slowdown for it. */
export async function calibrate(evaluate: Evaluate): Promise<Calibration> {
  const samples: number[] = []
  for (let i = 0; i < BENCHMARK_SAMPLES; i++) samples.push(Math.round(await evaluate(pageFunctions.computeBenchmarkIndex)))
  const index = median(samples)
  return { index, samples, multiplier: roundedMultiplier(cpuSlowdownMultiplier(index)) }
}

/** The calibration as the scripts print it, e.g. "host index 1,712 (1,650-1,790) -> 4.8x". */
export function describeCalibration({ index, samples, multiplier }: Calibration): string {
  const n = (v: number) => Math.round(v).toLocaleString('en-GB')
  return `host index ${n(index)} (${n(Math.min(...samples))}-${n(Math.max(...samples))}) -> ${multiplier}x`
}
