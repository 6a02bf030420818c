import { chromium, type Browser, type Page } from '@playwright/test'
import { calibrate, type Calibration } from './host-benchmark.ts'

/**
 * A page of headless Chromium that emulates Lighthouse's mid-tier phone for the benchmark scripts
 * (`npm run bench:interaction`, `npm run bench:long-tasks`; docs/performance.md): a fresh profile (empty cache), touch,
 * Lighthouse's "slow 4G" network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowdown calibrated
 * to this host just before the page is used (scripts/lib/host-benchmark.ts, docs/decisions.md #212).
 */

/** Debian's Chromium (override with CHROMIUM_PATH), as the e2e tests run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  })
}

/** The screen of the emulated phone (CSS px and device pixel ratio). */
export type PhoneScreen = { width: number; height: number; deviceScaleFactor: number }

/** Lighthouse's mobile screen (its moto g power: 412x823 at 1.75). */
export const LIGHTHOUSE_PHONE: PhoneScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 }

/** The page, the host's calibration, the CPU slowdown applied (x), and `close` (closes its context). */
export type ThrottledPhone = { page: Page; calibration: Calibration; rate: number; close: () => Promise<void> }

/** The 390 px phone of `bench:interaction` and `bench:admin` (CSS px, at 3x). */
export const PHONE_390: PhoneScreen = { width: 390, height: 844, deviceScaleFactor: 3 }

/**
 * Opens a blank page on `screen`, measures the host's benchmark index in it (median of 5, unthrottled), then throttles
 * its CPU by the calibrated slowdown (Emulation.setCPUThrottlingRate), or by `rate` (x) when given, and, unless
 * `slow4g` is false, its network to slow 4G. `rate` in the result is the slowdown applied. Navigate it next. Throws on
 * a `rate` below 1.
 */
export async function throttledPhone(
  browser: Browser,
  screen: PhoneScreen,
  { slow4g = true, rate }: { slow4g?: boolean; rate?: number } = {},
): Promise<ThrottledPhone> {
  if (rate !== undefined && !(rate >= 1)) throw new Error(`a CPU slowdown must be at least 1, not ${rate}`)
  const { width, height, deviceScaleFactor } = screen
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true, deviceScaleFactor })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const calibration = await calibrate((fn) => page.evaluate(fn), cdp)
  const applied = rate ?? calibration.multiplier
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: applied })
  if (slow4g) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
  }
  return { page, calibration, rate: applied, close: () => context.close() }
}

/** The range of the slowdowns applied, e.g. "4.4-9.6x" (or "5x" when all were the same). */
export function slowdownRange(calibrations: readonly Calibration[]): string {
  const multipliers = calibrations.map((c) => c.multiplier)
  const [low, high] = [Math.min(...multipliers), Math.max(...multipliers)]
  return low === high ? `${low}x` : `${low}-${high}x`
}

/** The range of the host indexes measured, e.g. "1,530-2,741". */
export function indexRange(calibrations: readonly Calibration[]): string {
  if (calibrations.length === 0) return '–'
  const indexes = calibrations.map((c) => c.index)
  const n = (v: number) => Math.round(v).toLocaleString('en-GB')
  return `${n(Math.min(...indexes))}-${n(Math.max(...indexes))}`
}
