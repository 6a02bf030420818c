import type { ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config } from 'lighthouse'
import { publicPaths } from '../src/config/paths.ts'
import { exited, runTs as runChild, waitFor } from './child-processes.ts'

/**
 * `npm run audit` (docs/architecture.md, "Budgets"): builds the prerendered site, serves it like a static host on 127.0.0.1
 * (scripts/serve-dist.ts, with gzip/brotli as a CDN would), starts the local backend so /gallery can
 * load its rows, and runs Lighthouse 12 in Debian's chromium on every public route with the mobile
 * (default) and desktop presets. Prints a Markdown table (route, preset, the four category scores,
 * LCP ms, TBT ms, CLS, total bytes) and writes each report plus summary.json/summary.md into
 * `.lighthouse/<timestamp>/` (git-ignored).
 *
 * Exits 1 when a route misses the bars of docs/architecture.md, "Budgets": performance >= 95,
 * accessibility, best practices and SEO = 100.
 * Options: --port 4186 (site), --backend-port 54387, --outDir .lighthouse/site, --skip-build,
 * --only /path (repeatable), --preset mobile|desktop.
 */
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4186' },
    'backend-port': { type: 'string', default: '54387' },
    outDir: { type: 'string', default: '.lighthouse/site' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
  },
})

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage']
const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BARS
const presets: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig }

const outDir = resolve(args.outDir)
const siteUrl = `http://127.0.0.1:${args.port}`
const backendUrl = `http://127.0.0.1:${args['backend-port']}`
const reportDir = resolve('.lighthouse', new Date().toISOString().replace(/[:.]/g, '-'))
const children: ChildProcess[] = []

const runTs = (file: string, argv: string[], env: Record<string, string> = {}) => runChild(children, file, argv, env)

type Row = { route: string; preset: string; scores: Record<Category, number>; lcpMs: number; tbtMs: number; cls: number; bytes: number }

async function audit(route: string, preset: string): Promise<Row> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(`${siteUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, presets[preset])
    if (!result) throw new Error(`Lighthouse returned nothing for ${route} (${preset})`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${route} (${preset}): ${lhr.runtimeError.message}`)
    const name = `${preset}${route === '/' ? '-home' : route.replace(/\//g, '-')}.json`
    writeFileSync(join(reportDir, name), JSON.stringify(lhr))
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
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
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      bytes: Math.round(metric('total-byte-weight')),
    }
  } finally {
    chrome.kill()
  }
}

function table(rows: Row[]): string {
  const head = '| Route | Preset | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | Bytes |'
  const lines = rows.map((r) => {
    const s = r.scores
    return `| ${r.route} | ${r.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.bytes} |`
  })
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

  const routes = args.only ?? publicPaths
  const rows: Row[] = []
  for (const preset of args.preset ?? Object.keys(presets)) {
    for (const route of routes) {
      const row = await audit(route, preset)
      rows.push(row)
      console.log(
        `${preset.padEnd(7)} ${route.padEnd(10)} ${Object.values(row.scores).join(' / ')}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`,
      )
    }
  }
  const markdown = table(rows)
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
