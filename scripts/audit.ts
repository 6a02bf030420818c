import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config } from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import puppeteer from 'puppeteer-core'
import { publicPaths } from '../src/config/paths.ts'
import { exited, runTs as runChild, waitFor } from './child-processes.ts'
import { INDEX_TOLERANCE, indexHeld, SLOWEST_EMULATING_INDEX } from './lib/cpu-calibration.ts'
import { calibrate, describeCalibration, type Calibration } from './lib/host-benchmark.ts'

/**
 * `npm run audit` (docs/architecture.md, "Budgets"): builds the prerendered site from the local backend's latest
 * publication, serves it like a static host on 127.0.0.1 (scripts/serve-dist.ts, with gzip/brotli as a CDN would),
 * and runs Lighthouse 12 in Debian's chromium on every public route with the mobile (default) and desktop presets, `--runs` times each (default 3), keeping the median run (Lighthouse's own
 * computeMedianRun: the run nearest the median FCP and time to interactive). Prints a Markdown table (route, preset, the
 * four category scores, the performance scores of all runs, FCP ms, LCP ms, TBT ms, CLS, total bytes, every run's host
 * benchmark index and CPU slowdown), a table of every run (host index, CPU slowdown, performance, TBT, LCP, CLS and
 * Lighthouse's long tasks after FCP), the load average, and the targets of docs/architecture.md "Speed targets" each median run misses, and
 * writes every report plus summary.json/summary.md into `.lighthouse/<timestamp>/` (git-ignored).
 *
 * Calibrated mobile runs (the default; docs/performance.md "Calibrated CPU slowdown", docs/decisions.md #212): each run
 * launches its Chromium, measures the host's benchmark index in it (Lighthouse's `computeBenchmarkIndex`, median of 5,
 * scripts/lib/host-benchmark.ts) and runs Lighthouse in that same Chromium with `throttling.cpuSlowdownMultiplier`
 * from the CPU throttling calculator (scripts/lib/cpu-calibration.ts), so every run emulates the same mid-tier phone
 * whatever else the host is doing. A run whose own benchmark index (Lighthouse's, taken at its start) is more than 25%
 * away from the one measured is done again, at most twice. `--fixed-cpu` keeps the preset's 4x instead. The desktop
 * preset has no CPU slowdown and is never calibrated.
 *
 * Exits 1 when a median run misses the bars of docs/architecture.md, "Budgets": performance >= 95,
 * accessibility, best practices and SEO = 100 (the speed targets are reported, not enforced: they depend on the machine).
 * Options: --port 4186 (site), --backend-port 54387, --outDir .lighthouse/site, --skip-build,
 * --only /path (repeatable), --preset mobile|desktop, --runs 3, --fixed-cpu, --help.
 */
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4186' },
    'backend-port': { type: 'string', default: '54387' },
    outDir: { type: 'string', default: '.lighthouse/site' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    'fixed-cpu': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (args.help) {
  console.log(`npm run audit -- [options] (docs/performance.md "npm run audit")
  --preset mobile|desktop   repeatable; default both (mobile is calibrated to this host)
  --runs 3                  Lighthouse runs per route and preset; the median run is summarised
  --only /path              repeatable; default every public route
  --fixed-cpu               the mobile preset's fixed 4x CPU slowdown instead of the calibrated one
  --skip-build              audit the build already in --outDir
  --outDir .lighthouse/site --port 4186 --backend-port 54387`)
  process.exit(0)
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage']
/**
 * With `--fixed-cpu` (the preset's 4x), the index from which a run's blocking time compares with the targets: the
 * calculator gives 4x at 1,533 (docs/performance.md "Calibrated CPU slowdown"); a slower host emulates a slower phone.
 */
const FIXED_CPU_HOST_INDEX = 1533
/** Each run is done again at most this many times when the host's speed changed during it (docs/decisions.md #212). */
const MAX_REDOS = 2
const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BARS
const presets: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig }

const outDir = resolve(args.outDir)
const siteUrl = `http://127.0.0.1:${args.port}`
const backendUrl = `http://127.0.0.1:${args['backend-port']}`
const reportDir = resolve('.lighthouse', new Date().toISOString().replace(/[:.]/g, '-'))
const children: ChildProcess[] = []

const runTs = (file: string, argv: string[], env: Record<string, string> = {}) => runChild(children, file, argv, env)

type Row = {
  route: string
  preset: string
  /** The median run's category scores (0-100). */
  scores: Record<Category, number>
  /** Every run's performance score, in run order. */
  runScores: number[]
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Total transferred bytes of the page load. */
  bytes: number
  /** Every run's Lighthouse host benchmark index (how fast this machine's CPU was at the run's start), in run order. */
  hostIndex: number[]
  /** Every calibrated run's index measured just before it and the CPU slowdown applied (x); empty when not calibrated. */
  calibration: Calibration[]
  /** Every run's CPU slowdown as Lighthouse applied it (x), in run order. */
  cpuSlowdown: number[]
  /** Every run's own figures, in run order (the per-run table). */
  runs: RunFigures[]
}

/** One run's figures: the host index its slowdown came from, the slowdown (x), and what Lighthouse measured. */
type RunFigures = {
  index: number
  multiplier: number
  performance: number
  tbtMs: number
  lcpMs: number
  cls: number
  /** Main-thread tasks of 50 ms or more (Lighthouse's `long-tasks` audit, simulated durations) starting after FCP. */
  longTasks: number
}

/**
 * Speed targets of docs/architecture.md "Speed targets" (issue: first paint in one round trip), checked on each median
 * run and reported, not enforced.
 */
const TARGETS: { what: string; miss: (r: Row) => boolean }[] = [
  { what: 'performance 100', miss: (r) => r.scores.performance < 100 },
  { what: 'FCP <= 750 ms', miss: (r) => r.fcpMs > 750 },
  { what: 'LCP <= 1000 ms', miss: (r) => r.lcpMs > 1000 },
  { what: 'CLS 0', miss: (r) => r.cls > 0 },
  { what: 'TBT <= 50 ms', miss: (r) => r.tbtMs > 50 },
]

/** Measures the host's benchmark index in `chrome`, in a blank page of its own (scripts/lib/host-benchmark.ts). */
async function calibrateIn(chrome: chromeLauncher.LaunchedChrome): Promise<Calibration> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const page = await browser.newPage()
    const calibration = await calibrate((fn) => page.evaluate(fn))
    await page.close()
    return calibration
  } finally {
    await browser.disconnect()
  }
}

/** The mobile preset with its CPU slowdown set to `multiplier` (the network stays Lighthouse's slow 4G). */
const calibratedMobile = (multiplier: number): Config => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
})

/**
 * One Lighthouse run of `route` with `preset` in a fresh Chromium; writes its report as `<preset>-<route>-<run>.json`.
 * `calibrated`: first measures the host in that Chromium and sets the CPU slowdown from it (docs/decisions.md #212).
 */
async function lighthouseRun(route: string, preset: string, run: number, calibrated: boolean) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const calibration = calibrated ? await calibrateIn(chrome) : undefined
    const config = calibration ? calibratedMobile(calibration.multiplier) : presets[preset]
    const result = await lighthouse(`${siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${route} (${preset})`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${route} (${preset}): ${lhr.runtimeError.message}`)
    const name = `${preset}${route === '/' ? '-home' : route.replace(/\//g, '-')}-${run}.json`
    writeFileSync(join(reportDir, name), JSON.stringify(lhr))
    return { lhr, calibration }
  } finally {
    chrome.kill()
  }
}

type Lhr = Awaited<ReturnType<typeof lighthouseRun>>['lhr']
type Run = Awaited<ReturnType<typeof lighthouseRun>>

/** A run's score (0-100) in category `c`. */
const categoryScore = (lhr: Lhr, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)

/** `lhr`'s long tasks (Lighthouse's `long-tasks` audit: its durations and start times are the simulated ones) after FCP. */
function longTasksAfterFcp(lhr: Lhr): number {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
  const details = lhr.audits['long-tasks']?.details
  const items = details?.type === 'table' ? details.items : []
  return items.filter((item) => typeof item.startTime === 'number' && item.startTime >= fcp).length
}

/** One run's figures for the per-run table: the measured index of a calibrated run, else Lighthouse's. */
function runFigures({ lhr, calibration }: Run): RunFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    index: calibration?.index ?? Math.round(lhr.environment.benchmarkIndex),
    multiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
    performance: categoryScore(lhr, 'performance'),
    tbtMs: Math.round(metric('total-blocking-time')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    longTasks: longTasksAfterFcp(lhr),
  }
}

/** One run's line: Lighthouse's own index, and the calibration when there is one. */
function describeRun({ lhr, calibration }: Run): string {
  const own = `Lighthouse's index ${Math.round(lhr.environment.benchmarkIndex)}`
  return calibration ? `${describeCalibration(calibration)}, ${own}` : `${own}, ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x`
}

/**
 * Tries a run a second and a third time when Lighthouse reports a runtime error (it asks to be run again). A calibrated
 * run is also done again, at most {@link MAX_REDOS} times, when Lighthouse's own index for it is more than 25% away
 * from the one measured just before it; after that the last run counts, with a warning.
 */
async function lighthouseRunWithRetries(route: string, preset: string, run: number, calibrated: boolean): Promise<Run> {
  for (let attempt = 1, redos = 0; ; attempt++) {
    let result: Run
    try {
      result = await lighthouseRun(route, preset, run, calibrated)
    } catch (error) {
      if (attempt === 3) throw error
      console.warn(`  ${route} (${preset}) run ${run}: ${error instanceof Error ? error.message : String(error)}; running it again`)
      continue
    }
    const { calibration, lhr } = result
    const held = !calibration || indexHeld(calibration.index, lhr.environment.benchmarkIndex)
    console.log(`  ${route} (${preset}) run ${run}: ${describeRun(result)}${held ? '' : `, more than ${INDEX_TOLERANCE * 100}% away`}`)
    if (held) return result
    if (redos++ === MAX_REDOS) {
      console.warn(`  ${route} (${preset}) run ${run}: the host's speed changed during each of ${MAX_REDOS + 1} tries; keeping the last`)
      return result
    }
  }
}

/** Runs Lighthouse `runs` times on `route` and summarises the median run. */
async function audit(route: string, preset: string, runs: number): Promise<Row> {
  const calibrated = preset === 'mobile' && !args['fixed-cpu']
  const results: Run[] = []
  for (let run = 1; run <= runs; run++) results.push(await lighthouseRunWithRetries(route, preset, run, calibrated))
  const lhrs = results.map((r) => r.lhr)
  const lhr = computeMedianRun(lhrs)
  const score = (c: Category) => categoryScore(lhr, c)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    route,
    preset,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    runScores: lhrs.map((run) => categoryScore(run, 'performance')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    bytes: Math.round(metric('total-byte-weight')),
    hostIndex: lhrs.map((run) => Math.round(run.environment.benchmarkIndex)),
    calibration: results.flatMap((r) => (r.calibration ? [r.calibration] : [])),
    cpuSlowdown: lhrs.map((run) => run.configSettings.throttling.cpuSlowdownMultiplier ?? 1),
    runs: results.map(runFigures),
  }
}

/** Every run's host index and CPU slowdown, e.g. "1712 / 4.8x": the measured index of a calibrated run, else Lighthouse's. */
function runsCell(r: Row): string {
  const index = r.calibration.length > 0 ? r.calibration.map((c) => c.index) : r.hostIndex
  return index.map((i, n) => `${i} / ${r.cpuSlowdown[n]}x`).join(', ')
}

function table(rows: Row[]): string {
  const head =
    '| Route | Preset | Performance | (runs) | Accessibility | Best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | Bytes | Host index / CPU slowdown (runs) | Lighthouse index (runs) |'
  const lines = rows.map((r) => {
    const s = r.scores
    return `| ${r.route} | ${r.preset} | ${s.performance} | ${r.runScores.join(', ')} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.bytes} | ${runsCell(r)} | ${r.hostIndex.join(', ')} |`
  })
  return [head, '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--|--|', ...lines].join('\n')
}

/** Every run on its own line: route, preset, run, host index, slowdown, performance, TBT, LCP, CLS, long tasks after FCP. */
function runsTable(rows: Row[]): string {
  const head = '| Route | Preset | Run | Host index | CPU slowdown | Performance | TBT ms | LCP ms | CLS | Long tasks after FCP |'
  const lines = rows.flatMap((r) =>
    r.runs.map(
      (f, n) =>
        `| ${r.route} | ${r.preset} | ${n + 1} | ${f.index} | ${f.multiplier}x | ${f.performance} | ${f.tbtMs} | ${f.lcpMs} | ${f.cls} | ${f.longTasks} |`,
    ),
  )
  return [head, '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|', ...lines].join('\n')
}

try {
  mkdirSync(reportDir, { recursive: true })
  const dataDir = resolve('.lighthouse', 'backend-data')
  rmSync(dataDir, { recursive: true, force: true })
  runTs('supabase/local/main.ts', [], { PORT: args['backend-port'], SUPABASE_LOCAL_DATA_DIR: dataDir, QUIET: '1' })
  if (!args['skip-build']) {
    const code = await exited(
      runTs('scripts/prerender.ts', ['--outDir', outDir, '--wait-for-backend', '60'], { VITE_SUPABASE_URL: backendUrl }),
    )
    if (code !== 0) throw new Error(`the build failed (exit code ${code})`)
  }
  runTs('scripts/serve-dist.ts', ['--dir', outDir, '--port', args.port, '--compress'])
  await Promise.all([waitFor(`${backendUrl}/auth/v1/health`), waitFor(siteUrl)])

  console.log(
    `Load average (1, 5, 15 min) at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
  const routes = args.only ?? publicPaths
  const runs = Number(args.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${args.runs}`)
  const rows: Row[] = []
  for (const preset of args.preset ?? Object.keys(presets)) {
    for (const route of routes) {
      const row = await audit(route, preset, runs)
      rows.push(row)
      console.log(
        `${preset.padEnd(7)} ${route.padEnd(10)} ${Object.values(row.scores).join(' / ')} (runs ${row.runScores.join(', ')})  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  index / slowdown ${runsCell(row)}`,
      )
    }
  }
  const markdown = `${table(rows)}\n\nEvery run:\n\n${runsTable(rows)}\n\nLoad average (1, 5, 15 min) at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`
  const targetMisses = rows.flatMap((r) => {
    const missed = TARGETS.filter((t) => t.miss(r)).map((t) => t.what)
    return missed.length > 0 ? [`${r.route} ${r.preset}: ${missed.join(', ')}`] : []
  })
  console.log(
    targetMisses.length > 0
      ? `\nSpeed targets missed (median runs):\n${targetMisses.map((m) => `  - ${m}`).join('\n')}`
      : '\nEvery median run meets every speed target.',
  )
  const fixed = rows.filter((r) => r.preset === 'mobile' && r.calibration.length === 0)
  const slowest = Math.min(...fixed.flatMap((r) => r.hostIndex))
  if (slowest < FIXED_CPU_HOST_INDEX)
    console.log(
      `\nThe host was slow: Lighthouse's benchmark index went down to ${slowest}, and --fixed-cpu slowed it by 4x on top, which emulates a slower phone than the preset's (4x is right for an index of ${FIXED_CPU_HOST_INDEX}). Blocking time reads high; audit without --fixed-cpu to compare with the targets.`,
    )
  const tooSlow = rows.flatMap((r) => r.calibration).filter((c) => c.index < SLOWEST_EMULATING_INDEX)
  if (tooSlow.length > 0)
    console.log(
      `\n${tooSlow.length} run(s) measured a host index under ${SLOWEST_EMULATING_INDEX}: the host was slower than the phone it should emulate even without a slowdown, so their figures are too slow.`,
    )
  writeFileSync(join(reportDir, 'summary.json'), JSON.stringify(rows, null, 2))
  writeFileSync(join(reportDir, 'summary.md'), `${markdown}\n`)
  console.log(`\n${markdown}\n\nReports: ${reportDir}`)
  const misses = rows.flatMap((r) =>
    (Object.keys(BARS) as Category[])
      .filter((c) => r.scores[c] < BARS[c])
      .map((c) => `${r.route} ${r.preset} ${c} ${r.scores[c]} < ${BARS[c]}`),
  )
  if (misses.length > 0) {
    console.error(`\nBelow the bars:\n${misses.map((m) => `  - ${m}`).join('\n')}`)
    process.exitCode = 1
  }
} finally {
  for (const child of children) child.kill()
}
