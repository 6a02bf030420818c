import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, Page } from '@playwright/test'
import { runTs, waitFor } from './child-processes.ts'
import { median } from './lib/cpu-calibration.ts'
import type { Calibration } from './lib/host-benchmark.ts'
import { indexRange, launchChromium, PHONE_390, slowdownRange, throttledPhone } from './lib/throttled-phone.ts'

/**
 * `npm run bench:interaction` (docs/performance.md "Interaction", docs/decisions.md #129): how fast each public control
 * answers a tap on a mid-tier phone. Serves a production build (scripts/serve-dist.ts, gzip/brotli as a CDN would) and opens
 * each page in headless Chromium at 390x844 with touch, Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and the CPU slowdown calibrated to the host just before each load, as `npm run audit` calibrates
 * Lighthouse's (scripts/lib/throttled-phone.ts, docs/decisions.md #212), a fresh profile (empty cache) per run. Each
 * control is tapped twice, on separate loads:
 * - `first paint`: the moment the control is visible (nothing else waited for: the scripts have usually not run);
 * - `hydrated`: once the page has hydrated (its after-hydration chunk was requested) and gone quiet.
 * Prints per control and moment the median of `--runs` (default 5): the time from the tap to the visible answer (ms,
 * measured from the test driver; "lost" when nothing answers within 10 s) and the longest Event Timing duration of the
 * tap's events (PerformanceObserver 'event', durationThreshold 16, so shorter events count as 16 ms or less).
 * A control the build lacks (e.g. "Show more photos" without 24+ uploads in a category) is reported as n/a.
 *
 * Options: --dir dist (an existing build; run `npm run build` first), --port 4373, --runs 5, --only <control name part>,
 * --before <dir>: a second build (e.g. main's), served on the next port and measured in the same run, each of its loads
 * right before the same load of `--dir`, so both see the same host; the table then has a column per build and moment
 * (docs/decisions.md #385).
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    before: { type: 'string' },
    port: { type: 'string', default: '4373' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: '' },
  },
})

/** Wait this long for an answer before calling the tap lost (ms). */
const ANSWER_TIMEOUT_MS = 10_000

type Control = {
  name: string
  path: string
  /** What to tap (a Playwright selector); the first visible match. */
  target: string
  /** Runs in the page: true once the tap's answer is on screen. */
  answered: () => boolean
  /** The tap's answer may be a navigation (the photo viewer before its scripts): then any new URL answers it. */
  navigationAnswers?: boolean
}

const controls: Control[] = [
  {
    name: 'Menu button',
    path: '/pricing',
    target: 'header button[aria-controls="mobile-menu"]',
    answered: () => {
      const menu = document.getElementById('mobile-menu')
      return !!menu && menu.getBoundingClientRect().height > 0
    },
  },
  {
    name: 'Price row',
    path: '/pricing',
    target: '[data-price-row] >> nth=0',
    answered: () => [...document.querySelectorAll('[role=dialog], dialog[open]')].some((d) => d.getBoundingClientRect().width > 0),
  },
  {
    name: 'FAQ question',
    path: '/faqs',
    target: 'main summary, main [data-slot=accordion-trigger] >> nth=0',
    answered: () =>
      [...document.querySelectorAll('main details[open], main [data-slot=accordion-content][data-state=open]')].some(
        (d) => d.getBoundingClientRect().height > 0,
      ),
  },
  {
    name: 'Slideshow pause',
    path: '/',
    target: 'button[aria-label="Pause slideshow"]',
    answered: () => document.querySelector('button[aria-label="Pause slideshow"]')?.getAttribute('aria-pressed') === 'true',
  },
  {
    name: 'Show more photos',
    path: '/gallery',
    target: 'button:has-text("Show more photos") >> nth=0',
    answered: () => (document.getElementById('nails-photos')?.children.length ?? 0) > 24,
  },
  {
    name: 'Gallery photo',
    path: '/gallery',
    target: '#nails-photos li >> nth=0',
    answered: () => [...document.querySelectorAll('dialog[open]')].some((d) => !!d.querySelector('img')),
    navigationAnswers: true,
  },
  {
    name: 'Welcome-offer pill',
    path: '/',
    target: '[data-slot=welcome-offer-pill]',
    answered: () => !!document.querySelector('[role=dialog]'),
  },
]

const children: ChildProcess[] = []
process.on('exit', () => {
  for (const child of children) child.kill()
})

type Sample = { answerMs: number | null; eventMs: number | null }

/** Records the Event Timing of every interaction (install before the page's own scripts). */
function recordEvents() {
  const w = window as unknown as { __events: { name: string; duration: number; start: number }[] }
  w.__events = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__events.push({ name: e.name, duration: e.duration, start: e.startTime })
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/** Every calibration of the run, for the summary line. */
const calibrations: Calibration[] = []

/** A phone page at 390x844 (3x), calibrated and throttled, recording Event Timing. */
async function throttledPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, calibration, close } = await throttledPhone(browser, PHONE_390)
  calibrations.push(calibration)
  await page.addInitScript(recordEvents)
  return { page, close }
}

/** One tap on `control` at `moment`; null timings when the control is absent or nothing answered. */
async function measure(browser: Browser, base: string, control: Control, moment: 'first paint' | 'hydrated'): Promise<Sample | 'absent'> {
  const { page, close } = await throttledPage(browser)
  try {
    const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/, { timeout: 60_000 }).catch(() => undefined)
    await page.goto(base + control.path, { waitUntil: 'commit' })
    const target = page.locator(control.target).first()
    try {
      await target.waitFor({ state: 'visible', timeout: moment === 'hydrated' ? 60_000 : 30_000 })
    } catch {
      return 'absent'
    }
    if (moment === 'hydrated') {
      await hydrated
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
    }
    const before = await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.length)
    const url = page.url()
    const started = performance.now()
    await target.tap({ timeout: 5_000 })
    const answer = page.waitForFunction(control.answered, undefined, { polling: 'raf', timeout: ANSWER_TIMEOUT_MS }).then(() => true)
    const navigated = control.navigationAnswers
      ? page.waitForURL((u) => u.href !== url, { timeout: ANSWER_TIMEOUT_MS, waitUntil: 'commit' }).then(() => true)
      : new Promise<boolean>(() => undefined)
    const answered = await Promise.race([answer, navigated]).catch(() => false)
    const answerMs = answered ? performance.now() - started : null
    let eventMs: number | null = null
    if (page.url() === url) {
      await page.waitForTimeout(300)
      eventMs = await page
        .evaluate((from) => {
          const events = (window as unknown as { __events: { name: string; duration: number }[] }).__events.slice(from)
          const taps = events.filter((e) => /^(pointerdown|pointerup|click|touchstart|touchend|keydown|keyup)$/.test(e.name))
          return taps.length ? Math.max(...taps.map((e) => e.duration)) : 16
        }, before)
        .catch(() => null)
    }
    return { answerMs, eventMs }
  } finally {
    await close()
  }
}

function summary(samples: Sample[]): { answer: string; event: string } {
  const answers = samples.map((s) => s.answerMs)
  const lost = answers.filter((a) => a === null).length
  const answer =
    lost > samples.length / 2
      ? `lost (${lost}/${samples.length})`
      : `${Math.round(median(answers.map((a) => a ?? ANSWER_TIMEOUT_MS)))}${lost ? ` (${lost} lost)` : ''}`
  const events = samples.map((s) => s.eventMs).filter((e): e is number => e !== null)
  const event = events.length ? (median(events) <= 16 ? '≤16' : String(Math.round(median(events)))) : '–'
  return { answer, event }
}

/** The builds measured, each served on a port of its own: `--before` first when given, then `--dir`. */
const builds = [...(args.before ? [{ label: 'Before', dir: args.before }] : []), { label: args.before ? 'After' : '', dir: args.dir }].map(
  (build, i) => {
    const dir = resolve(build.dir)
    if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${dir} has no build: run npm run build first`)
    const port = String(Number(args.port) + i)
    runTs(children, 'scripts/serve-dist.ts', ['--dir', dir, '--port', port, '--compress'])
    return { ...build, base: `http://127.0.0.1:${port}` }
  },
)
for (const build of builds) await waitFor(build.base)
const browser = await launchChromium()
const runs = Number(args.runs)
const rows: string[] = []
const moments = ['first paint', 'hydrated'] as const
try {
  for (const control of controls.filter((c) => c.name.toLowerCase().includes(args.only.toLowerCase()))) {
    const cells: string[] = []
    for (const moment of moments) {
      // Each run measures every build once, one right after the other.
      const samples = builds.map(() => [] as Sample[])
      let absent = false
      for (let i = 0; i < runs && !absent; i++) {
        for (const [b, build] of builds.entries()) {
          const sample = await measure(browser, build.base, control, moment)
          if (sample === 'absent') absent = true
          else samples[b]!.push(sample)
        }
      }
      for (const [b, build] of builds.entries()) {
        const { answer, event } = absent ? { answer: 'n/a', event: 'n/a' } : summary(samples[b]!)
        cells.push(args.before ? `${answer} / ${event}` : `${answer} | ${event}`)
        console.log(
          `${control.name} (${control.path})${build.label ? ` ${build.label.toLowerCase()}` : ''} at ${moment}: answer ${answer} ms, event ${event} ms`,
        )
      }
    }
    rows.push(`| ${control.name} | ${control.path} | ${cells.join(' | ')} |`)
  }
} finally {
  await browser.close()
}
console.log(
  `\nMedian of ${runs}, 390x844 touch, CPU slowdown ${slowdownRange(calibrations)} (host index ${indexRange(calibrations)}), 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, empty cache:\n`,
)
if (args.before) {
  const columns = moments.flatMap((moment) => builds.map((build) => `${build.label}, ${moment} (answer / event, ms)`))
  console.log(`| Control | Page | ${columns.join(' | ')} |`)
  console.log(`| --- | --- | ${columns.map(() => '---').join(' | ')} |`)
} else {
  console.log('| Control | Page | Answer at first paint (ms) | Event (ms) | Answer after hydration (ms) | Event (ms) |')
  console.log('| --- | --- | --- | --- | --- | --- |')
}
for (const row of rows) console.log(row)
// The file server children would keep Node running: the exit handler above stops them.
process.exit(0)
