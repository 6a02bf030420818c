import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from '@playwright/test'
import { publicPaths } from '../src/config/paths.ts'
import { runTs, waitFor } from './child-processes.ts'
import { writeMeasuredPages } from './lib/control-pages.ts'
import { median } from './lib/cpu-calibration.ts'
import type { Calibration } from './lib/host-benchmark.ts'
import {
  cpuTimeAfterPaint,
  LONG_TASK_MS,
  longTasksAfterPaint,
  profileTask,
  type CpuTimeSummary,
  type LongTaskSummary,
  type TraceEvent,
} from './lib/long-tasks.ts'
import { indexRange, launchChromium, LIGHTHOUSE_PHONE, slowdownRange, throttledPhone } from './lib/throttled-phone.ts'

/**
 * `npm run bench:long-tasks` (docs/performance.md "Long tasks", docs/decisions.md #212): a benchmark, not a test. Serves
 * a build (scripts/serve-dist.ts, gzip/brotli as a CDN would) and loads every public route `--runs` times (default 3)
 * in headless Chromium as Lighthouse's mobile phone (412x823, touch, slow 4G) with the CPU slowdown calibrated to the
 * host just before each load (scripts/lib/throttled-phone.ts), recording a trace until the page has been quiet for
 * 3 s (no long task, no request in flight) or 30 s after its load event. From the trace it takes the main thread's tasks after
 * the first contentful paint (scripts/lib/long-tasks.ts) and prints per route the medians of: the blocking time in CPU
 * time (each task's thread CPU time at the slowdown of the host's benchmark index in CPU time, less 50 ms, summed;
 * docs/performance.md "Blocking time in CPU time": Chromium's throttling counts in the thread's CPU time, so the
 * throttled CPU time is scaled by that slowdown over the one applied) and the longest task in CPU time; the count of tasks over 50 ms of
 * wall time, the longest and their total over 50 ms (what Lighthouse would count of this real throttled trace), with
 * every run's figures, the host index and the slowdown. The control pages (scripts/lib/control-pages.ts: the empty
 * page and /pricing's HTML without scripts; with --twins every route's own) are loaded in the same rounds and printed
 * first. Then writes that table into docs/performance.md between its `bench:long-tasks` markers.
 *
 * Options: --dir dist (an existing build; run `npm run build` first), --port 4374, --runs 3, --only /path (repeatable),
 * --twins, --print-only (leave docs/performance.md alone), --profile (also records V8's CPU samples and prints, for each
 * task over 50 ms of CPU time on the phone, its largest trace events and JavaScript functions by self time; the profiler
 * slows the page, so it implies --print-only; build with `PROFILE_BUILD=1` to read unminified names, see vite.config.ts).
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4374' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    twins: { type: 'boolean', default: false },
    'print-only': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
})

/** The page is done once this long has passed (ms) without a long task or a request in flight. */
const QUIET_MS = 3000
/** The route whose HTML without scripts is the second control page. */
const CONTROL_ROUTE = '/pricing'
/** And at the latest this long after its load event (ms). */
const MAX_AFTER_LOAD_MS = 30_000
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'v8.execute', 'blink.user_timing']
const PROFILE_CATEGORIES = ['v8', 'disabled-by-default-v8.cpu_profiler']
const DOC = resolve('docs/performance.md')
const MARKERS = ['<!-- bench:long-tasks:start -->', '<!-- bench:long-tasks:end -->'] as const

const children: ChildProcess[] = []
process.on('exit', () => {
  for (const child of children) child.kill()
})

/**
 * Reports each long task to the driver as it ends (PerformanceObserver 'longtask' calling a binding); install before
 * the page's scripts. A binding call, not polling with evaluate: the driver's own evaluations would be main-thread
 * tasks in the trace.
 */
function reportLongTasks() {
  const report = (window as unknown as { __longTask: () => void }).__longTask
  new PerformanceObserver(() => report()).observe({ type: 'longtask', buffered: true })
}

type Sample = LongTaskSummary & { cpu: CpuTimeSummary; calibration: Calibration; trace: TraceEvent[] }

/** One load of `route` on a fresh calibrated phone, traced until quiet. */
async function measure(browser: Browser, base: string, route: string): Promise<Sample> {
  const { page, calibration, close } = await throttledPhone(browser, LIGHTHOUSE_PHONE)
  try {
    let inFlight = 0
    let lastActivity = Date.now()
    const active = () => (lastActivity = Date.now())
    page.on('request', () => {
      inFlight++
      active()
    })
    const settled = () => {
      inFlight--
      active()
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    await page.exposeBinding('__longTask', active)
    await page.addInitScript(reportLongTasks)
    await browser.startTracing(page, { categories: [...CATEGORIES, ...(args.profile ? PROFILE_CATEGORIES : [])] })
    await page.goto(base + route, { waitUntil: 'load', timeout: 60_000 })
    const deadline = Date.now() + MAX_AFTER_LOAD_MS
    active()
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) await new Promise((r) => setTimeout(r, 250))
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    // The page ran throttled, and Chromium's throttling counts in the thread's CPU time: a task's `tdur` is its CPU time
    // times the slowdown applied. Scaled to the slowdown of the benchmark's index in CPU time, as the audit's
    // unthrottled CPU times are (docs/performance.md "Blocking time in CPU time").
    const cpu = cpuTimeAfterPaint(trace.traceEvents, calibration.cpuMultiplier / calibration.multiplier)
    return { ...longTasksAfterPaint(trace.traceEvents), cpu, calibration, trace: trace.traceEvents }
  } finally {
    await close()
  }
}

const ms = (v: number) => String(Math.round(v))

/** Prints where each task of `sample` over 50 ms of CPU time on the phone spent its time (--profile). */
function printProfile(sample: Sample): void {
  for (const task of sample.cpu.tasks.filter((t) => t.cpuMs > LONG_TASK_MS)) {
    const { events, functions } = profileTask(sample.trace, task)
    console.log(
      `    task at ${ms(task.startMs)} ms: ${ms(task.cpuMs)} ms of CPU time on the phone, ${ms(task.wallMs)} ms of wall time (host events below)`,
    )
    console.log(`      events: ${events.map(([name, t]) => `${name} ${ms(t)}`).join('; ')}`)
    if (functions.length > 0) console.log(`      functions: ${functions.map(([name, t]) => `${name} ${ms(t)}`).join('; ')}`)
  }
}

/** One row of the table: medians, then every run's figure in run order. */
function row(route: string, samples: Sample[]): string {
  const cell = (values: number[]) => `${ms(median(values))} (${values.map(ms).join(', ')})`
  const calibrations = samples.map((s) => s.calibration)
  return [
    route,
    cell(samples.map((s) => s.cpu.blockingMs)),
    cell(samples.map((s) => s.cpu.longestMs)),
    cell(samples.map((s) => s.tasks.length)),
    cell(samples.map((s) => s.longestMs)),
    cell(samples.map((s) => s.blockingMs)),
    cell(samples.map((s) => s.fcpMs)),
    calibrations.map((c) => `${Math.round(c.index)} / ${c.multiplier}x`).join(', '),
  ].join(' | ')
}

const dir = resolve(args.dir)
if (!existsSync(resolve(dir, 'index.html'))) throw new Error(`${dir} has no build: run npm run build first`)
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${args.runs}`)
const { pages, remove } = writeMeasuredPages(dir, args.only ?? publicPaths, { controlRoute: CONTROL_ROUTE, twins: args.twins })
process.on('exit', remove)
runTs(children, 'scripts/serve-dist.ts', ['--dir', dir, '--port', args.port, '--compress'])
const base = `http://127.0.0.1:${args.port}`
await waitFor(base)
const loadBefore = loadavg()[0]!
const browser = await launchChromium()
const samples = new Map<string, Sample[]>(pages.map(({ path }) => [path, []]))
const all: Calibration[] = []
try {
  // Round the pages, run by run, so the controls see the host of the whole benchmark.
  for (let run = 1; run <= runs; run++) {
    for (const { path, label } of pages) {
      const sample = await measure(browser, base, path)
      samples.get(path)!.push(sample)
      all.push(sample.calibration)
      console.log(
        `${label} run ${run}: host index ${Math.round(sample.calibration.index)} -> ${sample.calibration.multiplier}x, FCP ${ms(sample.fcpMs)} ms, CPU-time TBT ${ms(sample.cpu.blockingMs)} ms (longest ${ms(sample.cpu.longestMs)} ms at ${sample.calibration.cpuMultiplier}x), ${sample.tasks.length} task(s) over 50 ms of wall time: ${sample.tasks.map((t) => ms(t.durationMs)).join(', ') || 'none'} ms`,
      )
      if (args.profile) printProfile(sample)
      // The trace is large; only --profile reads it again.
      if (!args.profile) sample.trace = []
    }
  }
} finally {
  await browser.close()
}
const loadAfter = loadavg()[0]!
/** The range of the slowdowns the CPU times were multiplied by (the benchmark's in CPU time), e.g. "13.8-14.6x". */
function cpuMultipliers(): string {
  const m = [...samples.values()].flat().map((s) => s.calibration.cpuMultiplier)
  return `${Math.min(...m)}-${Math.max(...m)}x`
}
const commit = execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim()
const table = [
  `${new Date().toISOString().slice(0, 10)}, commit ${commit}, \`${args.dir}\`: median of ${runs} (every run in brackets), 412x823 touch, slow 4G, CPU slowdown ${slowdownRange(all)} calibrated per load (host index ${indexRange(all)}), CPU times multiplied by ${cpuMultipliers()}, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after.`,
  '',
  '| Page | CPU-time TBT ms | Longest task, CPU ms | Tasks over 50 ms (wall) | Longest, wall ms | Over 50 ms, total wall ms | FCP ms | Host index / CPU slowdown (runs) |',
  '| --- | --: | --: | --: | --: | --: | --: | --- |',
  ...pages.map(({ path, label }) => `| ${row(label, samples.get(path)!)} |`),
].join('\n')
console.log(`\n${table}\n`)
if (!args['print-only'] && !args.profile) {
  const doc = readFileSync(DOC, 'utf8')
  const [start, end] = [doc.indexOf(MARKERS[0]), doc.indexOf(MARKERS[1])]
  if (start === -1 || end < start) throw new Error(`${DOC} has no ${MARKERS.join(' … ')} block to write the table into`)
  writeFileSync(DOC, `${doc.slice(0, start + MARKERS[0].length)}\n\n${table}\n\n${doc.slice(end)}`)
  console.log(`Written to ${DOC}`)
}
// The file server child would keep Node running: the exit handler above stops it.
process.exit(0)
