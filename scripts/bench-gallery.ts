import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tmpdir } from 'node:os'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startBackend } from '../supabase/local/server.ts'
import { exited, runTs as runChild, waitFor } from './child-processes.ts'
import { median } from './lib/cpu-calibration.ts'
import { seedGalleryUploads } from './lib/gallery-seed.ts'

/**
 * `npm run bench:gallery`: a benchmark of /gallery with many uploads (not a test; docs/architecture.md "Budgets").
 * Builds the prerendered site against a fresh local backend (temporary data folder), seeds 60 uploads
 * (30 per category) the way the admin screen stores them (full image plus renditions, width, height), serves the build like a CDN (gzip/brotli)
 * and runs Lighthouse 12 with the mobile preset on /gallery, `--runs` times (default 3).
 * Prints per run and as the median: performance score, CLS, LCP (ms) and the bytes of images the page
 * loaded before any scroll (Lighthouse's network records, full-page screenshot off so nothing below the
 * fold is pulled in). Writes the reports to `.lighthouse/bench-gallery-<timestamp>/` (git-ignored).
 * The seeded photos are scripts/lib/gallery-seed.ts's.
 * Options: --port 4196 (site), --backend-port 54396, --outDir .lighthouse/bench-site, --skip-build, --runs 3.
 */
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '4196' },
    'backend-port': { type: 'string', default: '54396' },
    outDir: { type: 'string', default: '.lighthouse/bench-site' },
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
})

const UPLOADS_PER_CATEGORY = 30
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage']

const outDir = resolve(args.outDir)
const siteUrl = `http://127.0.0.1:${args.port}`
const reportDir = resolve('.lighthouse', `bench-gallery-${new Date().toISOString().replace(/[:.]/g, '-')}`)
const children: ChildProcess[] = []
// Stop the servers even when something crashes outside the try/finally below (e.g. Chromium missing).
process.on('exit', () => {
  for (const child of children) child.kill()
})

const runTs = (file: string, argv: string[], env: Record<string, string> = {}) => runChild(children, file, argv, env)

type Run = { performance: number; cls: number; lcpMs: number; imageBytes: number; imageCount: number }

async function audit(url: string, index: number): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableFullPageScreenshot: true,
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message)
    writeFileSync(join(reportDir, `run-${index + 1}.json`), JSON.stringify(lhr))
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
    const images = requests.filter((r) => r.resourceType === 'Image')
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      imageBytes: images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      imageCount: images.length,
    }
  } finally {
    chrome.kill()
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-gallery-'))
const backend = await startBackend({ port: Number(args['backend-port']), dataDir, quiet: true })
try {
  mkdirSync(reportDir, { recursive: true })
  const seeded = await seedGalleryUploads(backend.url, backend.serviceRoleKey, UPLOADS_PER_CATEGORY)
  if (!args['skip-build']) {
    const code = await exited(runTs('scripts/prerender.ts', ['--outDir', outDir], { VITE_SUPABASE_URL: backend.url }))
    if (code !== 0) throw new Error(`the build failed (exit code ${code})`)
  }
  runTs('scripts/serve-dist.ts', ['--dir', outDir, '--port', args.port, '--compress'])
  await waitFor(siteUrl)
  console.log(`Seeded ${seeded} uploads; Lighthouse 12, mobile preset, ${siteUrl}/gallery`)
  const runs: Run[] = []
  for (let i = 0; i < Number(args.runs); i++) {
    const run = await audit(`${siteUrl}/gallery`, i)
    runs.push(run)
    console.log(
      `run ${i + 1}: performance ${run.performance}  CLS ${run.cls}  LCP ${run.lcpMs} ms  images before scroll ${run.imageCount} / ${Math.round(run.imageBytes / 1024)} KB`,
    )
  }
  const summary = {
    performance: median(runs.map((r) => r.performance)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    imageKB: Math.round(median(runs.map((r) => r.imageBytes)) / 1024),
    imageCount: median(runs.map((r) => r.imageCount)),
  }
  writeFileSync(join(reportDir, 'summary.json'), JSON.stringify({ runs, summary }, null, 2))
  console.log(
    `\nmedian of ${runs.length}: performance ${summary.performance}, CLS ${summary.cls}, LCP ${summary.lcpMs} ms, images before scroll ${summary.imageCount} (${summary.imageKB} KB)\nReports: ${reportDir}`,
  )
} finally {
  for (const child of children) child.kill()
  await backend.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
