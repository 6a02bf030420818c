import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser, Locator, Page } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import { nodeRealtime } from './lib/node-client.ts'
import { LOCAL_ADMIN } from '../supabase/local/config.ts'
import { startBackend } from '../supabase/local/server.ts'
import type { RunningBackend } from '../supabase/local/types.ts'
import { storedPathsOf } from '../src/features/gallery/lib/stored-files.ts'
import type { Database } from '../src/lib/supabase/database.types.ts'
import { sessionKeyFor } from '../src/lib/supabase/session-key.ts'
import { exited, runTs, waitFor } from './child-processes.ts'
import { median } from './lib/cpu-calibration.ts'
import { seedGalleryUploads } from './lib/gallery-seed.ts'
import { describeCalibration, type Calibration } from './lib/host-benchmark.ts'
import {
  cpuTasksWithin,
  cpuTimeWithin,
  keysWithin,
  LONG_TASK_MS,
  tracedInteractions,
  type TracedInteraction,
  type TraceEvent,
} from './lib/long-tasks.ts'
import { indexRange, launchChromium, PHONE_390, slowdownRange, throttledPhone } from './lib/throttled-phone.ts'

/**
 * `npm run bench:admin` (docs/performance.md "/admin at the speed of her thumb"): a benchmark, not a test. How /admin
 * answers her on a mid-tier phone, on production builds: each build is served like a static host
 * (scripts/serve-dist.ts, gzip/brotli) against a fresh local backend holding the seed content and `--photos` gallery
 * uploads per category (scripts/lib/gallery-seed.ts), signed in as the local admin (the session put in local storage,
 * as supabase-js keeps it), in headless Chromium at 390x844 with touch and the CPU slowdown calibrated to the host
 * just before each session (scripts/lib/throttled-phone.ts, docs/decisions.md #212); no network throttling unless
 * `--slow-4g` (she works on her studio's wifi). One traced session per build and run:
 *
 * 1. open /admin: the time from navigation to the dashboard painted (its h1) and to her gallery shown (every photo's
 *    card, and the photos in view decoded); which cards are in view is read from an IntersectionObserver, which lays
 *    out nothing, so a card the browser skips out of view stays skipped (the figure's definition is unchanged); and
 *    the page's main-thread CPU time over that time, at the slowdown of the host's benchmark index in CPU time (the work,
 *    apart from how long a host whose speed swings took over it);
 * 2. tap Prices: the tap's Event Timing duration and the main thread's CPU time over it (as a key's, below), and the
 *    time from the tap to its answer (the link filled) and to the Prices editor painted (its heading and first field);
 *    beside it, the control: the Event Timing and CPU time of a tap on a bare page's link, made on the same phone just
 *    before /admin opens and traced alike (what a tap costs there with no app at all);
 * 3. type ten keys into the first price, then (FAQs, leaving her typing: the question is answered yes) into the first
 *    FAQ answer, then (About) at the end of her story, `--key-delay` ms apart (150): each key's Event Timing duration
 *    (from the key to the next paint after its handlers, the longest of its events, as INP counts it; 16 ms for a key
 *    too short for Event Timing to report) in wall time,
 *    and the same window counted in CPU time (the main thread's CPU time during it, at the slowdown of the host's
 *    benchmark index in CPU time: docs/performance.md "Blocking time in CPU time"); and the long tasks from the first
 *    key to 1 s after the last (main-thread tasks over 50 ms of CPU time on the phone).
 *
 * Builds: `--dir <build>` (repeatable) measures an existing build, made against any local backend URL (read from its
 * `_headers`; a fresh backend is started there); `--build <checkout>` (repeatable) builds that checkout's working tree
 * with its own scripts/prerender.ts against this run's backend (`--backend-port`) into its `dist-bench-admin`. Without
 * either, `--build .`. Every build is measured in each round (run 1 of every build first), so all see the same host:
 * `--build <old checkout> --build .` or `--dir <old build> --build .` compares before and after in one run.
 * Prints every session's figures as it ends, then per build the medians over `--runs` (3) with every run's figure,
 * the calibrations and the load average before and after. The targets (docs/performance.md): a key at most 50 ms at
 * the median and 100 ms at worst, no long task while typing; dashboard and gallery within 2.0 s; a section tap within
 * 100 ms.
 *
 * Options: --dir, --build, --runs 3, --port 4377 (the first build's; the next ones count up), --backend-port 54377,
 * --photos 6, --key-delay 150, --slow-4g, --cpu-rate <x> (one slowdown for every session, set in the session's own CDP
 * session, instead of each session's calibrated one: builds then compare at equal rates; a verdict on the targets needs
 * the calibrated rate, or 4x on a host calibrated near 4x), --visits-before <n> (0: /admin opened n times, untimed, in
 * the session's browser before the measured opening, so that its files are cached as on her phone any day after the
 * first), --binned <n> (0: her n last photos deleted before the sessions, so Recently deleted lists them as /admin
 * opens and her gallery shows the others), --touched-before (a tap on the dashboard's heading, then a quiet page, before
 * the tap on Prices: that tap is then not the page's first touch, docs/decisions.md #645), --profile <folder>: V8 CPU
 * profiles of each session's three steps (opening /admin, the tap on Prices, the typing) written there as
 * `<build>-run<n>-<step>.cpuprofile`, for DevTools' Performance panel or `scripts/profile-summary.ts`, and the
 * session's trace as `<build>-run<n>-session.trace.json`; the sampling slows the page a little, so its figures are not
 * the benchmark's.
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', multiple: true },
    build: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4377' },
    'backend-port': { type: 'string', default: '54377' },
    photos: { type: 'string', default: '6' },
    'key-delay': { type: 'string', default: '150' },
    'slow-4g': { type: 'boolean', default: false },
    profile: { type: 'string' },
    'cpu-rate': { type: 'string' },
    'visits-before': { type: 'string', default: '0' },
    binned: { type: 'string', default: '0' },
    'touched-before': { type: 'boolean', default: false },
  },
})

const runs = Number(args.runs)
/** `--cpu-rate`: one slowdown for every session instead of each session's calibrated one (undefined without it). */
const cpuRate = args['cpu-rate'] === undefined ? undefined : Number(args['cpu-rate'])
if (cpuRate !== undefined && !(cpuRate >= 1)) throw new Error(`--cpu-rate must be a number of at least 1, not ${args['cpu-rate']}`)
const photosPerCategory = Number(args.photos)
const keyDelayMs = Number(args['key-delay'])
/** `--visits-before`: untimed openings of /admin in the session's browser before the measured one (0: a first visit). */
const visitsBefore = Number(args['visits-before'])
/** `--binned`: how many of the seeded photos she has deleted (in Recently deleted, not in her gallery). */
const binned = Number(args.binned)
for (const [name, value] of [
  ['--runs', runs],
  ['--photos', photosPerCategory],
  ['--key-delay', keyDelayMs],
  ['--visits-before', visitsBefore],
  ['--binned', binned],
] as const)
  if (!Number.isInteger(value) || value < (name === '--runs' ? 1 : 0)) throw new Error(`${name} must be a whole number, not ${value}`)
if (binned > photosPerCategory * 2) throw new Error(`--binned ${binned} is more than the ${photosPerCategory * 2} photos seeded`)
/** The photos her gallery shows once /admin has opened. */
const galleryPhotos = photosPerCategory * 2 - binned

/** Trace categories: tasks with their thread CPU time, Event Timing, paints. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'v8.execute', 'blink.user_timing']
/** The page is quiet once no request has been in flight for this long (ms). */
const QUIET_MS = 1000
/** How long after the last key the long tasks still count as typing's (ms): the deferred work (preview, device copy). */
const AFTER_TYPING_MS = 1000
/** The longest wait for a step (ms). */
const STEP_TIMEOUT_MS = 60_000

/** One thing she types: where, into which field, and the ten keys. */
type Typing = { section: string; label: string; field: string; keys: string[] }

const typings: Typing[] = [
  // A price: the old one deleted, a new one typed.
  {
    section: 'Prices',
    label: 'price (Prices)',
    field: 'Price (£)',
    keys: ['Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace', '4', '2', '.', '5', '0'],
  },
  { section: 'FAQs', label: 'FAQ answer (FAQs)', field: 'Answer', keys: [...' See you!!'] },
  { section: 'About', label: 'story (About)', field: 'Your story', keys: [...' Welcome!!'] },
]

const children: ChildProcess[] = []
const backends: RunningBackend[] = []
const folders: string[] = []
process.on('exit', () => {
  for (const child of children) child.kill()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A build to measure: what the table calls it, its folder, the backend it was built for, where it is served. */
type Build = { label: string; dir: string; backendUrl: string; base: string }

/** The backend URL a build was made for: the http(s) origin in its Content-Security-Policy's `connect-src` (`_headers`). */
function backendOfBuild(dir: string): string {
  const headers = join(dir, '_headers')
  if (!existsSync(headers)) throw new Error(`${dir} is not a build (no _headers): run npm run build, or pass --build <checkout>`)
  const origin = /connect-src 'self' (https?:\/\/[^\s;]+)/.exec(readFileSync(headers, 'utf8'))?.[1]
  if (!origin) throw new Error(`${headers} names no backend in connect-src`)
  return origin
}

/** A fresh backend on `url`'s port (127.0.0.1 only) with her gallery seeded and published. */
async function freshBackend(url: string): Promise<RunningBackend> {
  const { hostname, port } = new URL(url)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error(`${url} is not a local backend: build against one (--build)`)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-backend-'))
  folders.push(dataDir)
  const backend = await startBackend({ port: Number(port), dataDir, quiet: true })
  backends.push(backend)
  const photos = await seedGalleryUploads(backend.url, backend.serviceRoleKey, photosPerCategory)
  await binPhotos(backend, binned)
  console.log(`Backend ${backend.url}: fresh, ${photos} gallery photos${binned ? `, ${binned} of them in Recently deleted` : ''}`)
  return backend
}

/** supabase-js for `backend`, keeping its session in `stored` (a stand-in for the browser's local storage). */
function storingClient(backend: RunningBackend, stored: Map<string, string>) {
  return createClient<Database>(backend.url, backend.anonKey, {
    auth: {
      storageKey: sessionKeyFor(backend.url),
      persistSession: true,
      autoRefreshToken: false,
      storage: {
        getItem: (k) => stored.get(k) ?? null,
        setItem: (k, v) => void stored.set(k, v),
        removeItem: (k) => void stored.delete(k),
      },
    },
    realtime: nodeRealtime,
  })
}

/**
 * Deletes her `count` last photos as /admin does (`--binned`, docs/decisions.md #200): signed in as the local admin,
 * each row goes to Recently deleted (rpc `bin_gallery_image`), then its files to the gallery-bin bucket. Throws the
 * backend's error.
 */
async function binPhotos(backend: RunningBackend, count: number): Promise<void> {
  if (count === 0) return
  const client = storingClient(backend, new Map())
  const signedIn = await client.auth.signInWithPassword(LOCAL_ADMIN)
  if (signedIn.error) throw signedIn.error
  const photos = await client
    .from('gallery_images')
    .select('id, image_url, renditions')
    .order('display_order', { ascending: false })
    .limit(count)
  if (photos.error) throw photos.error
  for (const photo of photos.data) {
    const row = await client.rpc('bin_gallery_image', { p_id: photo.id })
    if (row.error) throw row.error
    for (const file of storedPathsOf(photo)) {
      const moved = await client.storage.from('gallery-images').move(file, file, { destinationBucket: 'gallery-bin' })
      if (moved.error) throw moved.error
    }
  }
}

/** Her session as supabase-js keeps it in local storage for `backend`: the key and the stored value. */
async function signedInSession(backend: RunningBackend): Promise<{ key: string; value: string }> {
  const stored = new Map<string, string>()
  const key = sessionKeyFor(backend.url)
  const client = storingClient(backend, stored)
  const { error } = await client.auth.signInWithPassword(LOCAL_ADMIN)
  if (error) throw error
  const value = stored.get(key)
  if (!value) throw new Error('supabase-js stored no session')
  return { key, value }
}

/** The commit of a checkout, for its label ("main@ac5f890", "scaffold@1a2b3c4-dirty"). */
function describeCheckout(checkout: string): string {
  const commit = execFileSync('git', ['describe', '--always', '--dirty'], { cwd: checkout, encoding: 'utf8' }).trim()
  return `${basename(resolve(checkout))}@${commit}`
}

/**
 * Builds `checkout`'s working tree with its own prerender against `backendUrl` into its `dist-bench-admin` (inside the
 * checkout, whose node_modules the prerender's server build needs; git-ignored as `dist-*`, and kept, for `--dir`).
 * The prerender runs in the checkout: it builds the source of the folder it runs in (docs/decisions.md #646).
 */
async function buildCheckout(checkout: string, backendUrl: string): Promise<string> {
  const root = resolve(checkout)
  const outDir = join(root, 'dist-bench-admin')
  const child = runTs(children, join(root, 'scripts/prerender.ts'), ['--outDir', outDir], { VITE_SUPABASE_URL: backendUrl }, root)
  if ((await exited(child)) !== 0) throw new Error(`the build of ${checkout} failed`)
  return outDir
}

/**
 * Runs in the page before its scripts: marks (`performance.now()`, ms from navigation) the first frame in which the
 * dashboard's h1 is there and the first in which every gallery photo's card is there with the photos in view decoded;
 * and when she last put a finger down. Which cards are in view is told by an IntersectionObserver, not by measuring
 * them: measuring a card (getBoundingClientRect) would lay out a card the browser skips while it is out of view
 * (`content-visibility: auto`, docs/decisions.md #567), work the page itself does not do. The observer reports a card
 * after the frame that laid it out, so the check also runs when it reports, and a card it has not reported on yet
 * counts as not known (the gallery is not shown yet).
 */
function watchThePage(photos: number) {
  const w = window as unknown as { __marks: Record<string, number> }
  w.__marks = {}
  addEventListener('pointerdown', () => (w.__marks.pointerdown = performance.now()), { capture: true })
  /** Each card the observer has reported on: whether it is in the viewport. */
  const inView = new Map<Element, boolean>()
  const observed = new WeakSet<Element>()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) inView.set(entry.target, entry.isIntersecting)
    check()
  })
  const check = () => {
    const now = performance.now()
    const h1 = [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes('Admin Dashboard'))
    if (h1) w.__marks.dashboard ??= now
    const cards = [...document.querySelectorAll<HTMLElement>('[data-reorder-list] > li[data-reorder-id]')]
    for (const card of cards) {
      if (observed.has(card)) continue
      observed.add(card)
      observer.observe(card)
    }
    const known = cards.every((card) => inView.has(card))
    const images = cards.filter((card) => inView.get(card)).flatMap((card) => [...card.querySelectorAll('img')])
    if (
      h1 &&
      cards.length >= photos &&
      known &&
      images.every((img) => img.complete && img.naturalWidth > 0) &&
      w.__marks.gallery === undefined
    ) {
      w.__marks.gallery = now
      // On the trace's clock too, and on the page's main thread: where the opening's CPU time is counted up to.
      performance.mark('bench-admin:gallery')
    }
    if (w.__marks.gallery !== undefined) observer.disconnect()
  }
  const frame = () => {
    check()
    if (w.__marks.gallery === undefined) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  // A section link's answer to a tap: the frame after the link was filled (the page's own clock, not the test driver's
  // polling): the time of the animation frame that follows the attribute's change, by the link's text.
  const answered: Record<string, number> = {}
  ;(w as unknown as { __answered: Record<string, number> }).__answered = answered
  new MutationObserver((records) => {
    for (const record of records) {
      const link = record.target as HTMLElement
      if (!link.closest('nav[aria-label="Admin sections"]')) continue
      if (!link.hasAttribute('data-selected') && link.getAttribute('aria-current') !== 'page') continue
      const text = link.textContent ?? ''
      if (answered[text] === undefined) requestAnimationFrame((at) => (answered[text] ??= at))
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-selected', 'aria-current'] })
}

/** Resolves once `page` has had no request in flight for {@link QUIET_MS}. */
function quiet(page: Page): Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const on = () => {
    inFlight++
    last = Date.now()
  }
  const off = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', on)
  page.on('requestfinished', off)
  page.on('requestfailed', off)
  return new Promise((done) => {
    const timer = setInterval(() => {
      if (inFlight > 0 || Date.now() - last < QUIET_MS) return
      clearInterval(timer)
      page.off('request', on)
      page.off('requestfinished', off)
      page.off('requestfailed', off)
      done()
    }, 100)
  })
}

/**
 * A plain touch at the centre of `target`, scrolled into view first. Not the locator's own tap(), which would first
 * install Playwright's hit-target listeners on the page, whose work on the throttled page a tap's Event Timing would
 * count. Throws when `target` has no box.
 */
async function tapAtCentre(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${String(target)} has no box to tap`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * Runs in the page just before the tap on section `name`: once its editor is in the page (its heading and a field in
 * its form), marks the frame that follows (`__marks.painted`, the page's ms) and says so on the console
 * ("bench-admin:painted:Prices"). The benchmark waits for that message rather than polling the page, so nothing of its
 * own runs on the page's main thread while the tap is handled (the control page's tap has nothing either;
 * docs/decisions.md #641). Only nodes added or removed wake it: the tap's answer changes attributes alone.
 */
function watchForEditor(name: string) {
  const w = window as unknown as { __marks: Record<string, number> }
  delete w.__marks.painted
  const observer = new MutationObserver(() => {
    const heading = document.getElementById('section-heading')
    if (heading?.textContent !== name || !heading.closest('form')?.querySelector('input, textarea')) return
    observer.disconnect()
    requestAnimationFrame((at) => {
      w.__marks.painted = at
      console.debug(`bench-admin:painted:${name}`)
    })
  })
  observer.observe(document.body, { subtree: true, childList: true })
}

/**
 * Taps the section link `name` and waits until its editor is painted (its heading and a field in its form,
 * {@link watchForEditor}); returns the time from the tap (ms) to the first frame in which its link is shown selected
 * (filled: the answer to the tap, seen by {@link watchThePage}) and to the frame after its editor was in the page, and
 * when the tap was made (the page's ms). Throws when the editor is not painted within {@link STEP_TIMEOUT_MS}.
 */
async function tapSection(page: Page, name: string): Promise<{ shownMs: number; paintedMs: number; tappedAt: number }> {
  await page.evaluate(watchForEditor, name)
  const painted = page.waitForEvent('console', { predicate: (m) => m.text() === `bench-admin:painted:${name}`, timeout: STEP_TIMEOUT_MS })
  await tapAtCentre(page, page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }))
  await painted
  const marks = await page.evaluate((section) => {
    const w = window as unknown as { __marks: Record<string, number>; __answered: Record<string, number> }
    const taken: Record<string, number | undefined> = { ...w.__marks, answered: w.__answered[section] }
    delete w.__answered[section]
    return taken
  }, name)
  // A build that shows no answer before its editor (no fill, no aria-current until then) answers with the editor.
  const shown = marks.answered !== undefined && marks.answered >= marks.pointerdown! ? marks.answered : marks.painted!
  return { shownMs: shown - marks.pointerdown!, paintedMs: marks.painted! - marks.pointerdown!, tappedAt: marks.pointerdown! }
}

/** A traced tap as a session's line prints it: "93 ms (CPU 41 ms)", or "not traced". */
const describeTap = (tap: TimedTap | undefined) => (tap ? `${ms(tap.eventMs)} ms (CPU ${ms(tap.cpuMs)} ms)` : 'not traced')

/** A traced tap: its Event Timing (ms, the interaction's longest event) and the page's main-thread CPU time during it. */
type TimedTap = { eventMs: number; cpuMs: number }

/**
 * The interaction `interaction` of `trace` as a {@link TimedTap}: the main thread's CPU time over the interaction's
 * span, scaled by `ratio` to the slowdown of the host's benchmark index in CPU time, as the keys are.
 */
function timedTap(trace: readonly TraceEvent[], interaction: TracedInteraction, ratio: number): TimedTap {
  return { eventMs: interaction.durationMs, cpuMs: cpuTimeWithin(trace, interaction, ratio) }
}

/**
 * The control: a tap on a bare page's one link, which fills it in its click handler and does nothing else, on the same
 * throttled phone just before /admin opens. Its Event Timing and CPU time ({@link timedTap}, `ratio` as the session's)
 * are read from a trace of the same categories as the session's, as the tap on Prices is, so the two are measured
 * alike (tracing costs the page a little); undefined when the trace has no interaction. What a tap costs on this host
 * and rate with no app at all: the touch's own events, hit tests and a frame (docs/performance.md "/admin at the speed
 * of her thumb").
 */
async function controlTap(browser: Browser, page: Page, ratio: number): Promise<TimedTap | undefined> {
  await page.setContent(
    '<!doctype html><meta name="viewport" content="width=device-width"><title>Control</title><nav><a id="link" href="#prices"' +
      ' style="display:block;min-height:48px;border:1px solid">Prices</a></nav><script>' +
      "document.getElementById('link').addEventListener('click', (event) => { event.preventDefault(); event.currentTarget.style.background = '#7a2e5a' })</script>",
  )
  await browser.startTracing(page, { categories: CATEGORIES })
  await page.waitForTimeout(500)
  await tapAtCentre(page, page.locator('#link'))
  await page.waitForTimeout(1000)
  const trace = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const [longest] = tracedInteractions(trace).sort((a, b) => b.durationMs - a.durationMs)
  return longest && timedTap(trace, longest, ratio)
}

/** What one session measured. */
type Session = {
  calibration: Calibration
  /** The CPU slowdown the session ran at (x): its calibrated one, or `--cpu-rate`. */
  rate: number
  dashboardMs: number
  galleryMs: number
  /** The page's main-thread CPU time from navigation to the gallery shown, at the host benchmark's slowdown (ms). */
  openingCpuMs: number
  tapShownMs: number
  tapPaintedMs: number
  /** Undefined when the trace has no interaction spanning the tap's pointerdown (printed as "not traced"). */
  tap: TimedTap | undefined
  /** Undefined when its trace has no interaction (printed as "not traced"). */
  controlTap: TimedTap | undefined
  keys: { label: string; wallMs: number[]; cpuMs: number[]; longTasks: number[] }[]
}

/**
 * With `--profile`: starts a V8 CPU profile of `page` and returns what stops it and writes it to
 * `<folder>/<name>.cpuprofile`; without, does nothing.
 */
async function profiler(page: Page): Promise<(name: string) => Promise<void>> {
  const folder = args.profile
  if (!folder) return async () => undefined
  mkdirSync(folder, { recursive: true })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  let running = false
  return async (name) => {
    if (running) {
      const { profile } = await cdp.send('Profiler.stop')
      writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile))
    }
    await cdp.send('Profiler.start')
    running = true
  }
}

/** Opens /admin of `build` in `page` and resolves once the page has marked her gallery shown (watchThePage). */
async function openAdmin(page: Page, build: Build): Promise<void> {
  await page.goto(`${build.base}/admin`, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { __marks: Record<string, number> }).__marks.gallery !== undefined, undefined, {
    timeout: STEP_TIMEOUT_MS,
  })
}

/** One session on `build`: open /admin, tap Prices, type in the three fields. */
async function session(browser: Browser, build: Build, stored: { key: string; value: string }, run: number): Promise<Session> {
  const { page, calibration, rate, close } = await throttledPhone(browser, PHONE_390, { slow4g: args['slow-4g'], rate: cpuRate })
  const profileName = (step: string) => `${basename(build.label).replace(/[^\w.@-]+/g, '_')}-run${run}-${step}`
  try {
    // The page runs throttled, and Chromium's throttling counts in the thread's CPU time: scaled to the slowdown of the
    // benchmark's index in CPU time (docs/performance.md "Blocking time in CPU time").
    const ratio = calibration.cpuMultiplier / rate
    const control = await controlTap(browser, page, ratio)
    const profile = await profiler(page)
    await profile('')
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), stored)
    // As source: tsx names the page function's inner functions with a helper of its own (`__name`) the page lacks.
    await page.addInitScript({ content: `var __name = (f) => f; (${watchThePage.toString()})(${galleryPhotos})` })
    // Leaving a section with unsaved typing asks first: she answers yes (the typing stays on the device).
    page.on('dialog', (dialog) => void dialog.accept())
    // Her everyday opening (`--visits-before`): /admin opened before, so its files are in the browser's cache and V8
    // may have cached their compiled code; each earlier visit waits for her gallery and a quiet page, untimed.
    for (let visit = 0; visit < visitsBefore; visit++) {
      const visitSettled = quiet(page)
      await openAdmin(page, build)
      await visitSettled
    }
    await browser.startTracing(page, { categories: CATEGORIES })
    const settled = quiet(page)
    await openAdmin(page, build)
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks)
    await settled
    await profile(profileName('open'))
    // `--touched-before`: the page's first touch is a tap on the heading, which nothing answers; the tap on Prices is
    // then measured without what a page's first touch costs the browser and React (docs/decisions.md #645).
    if (args['touched-before']) {
      await tapAtCentre(page, page.getByRole('heading', { level: 1 }))
      await quiet(page)
    }
    const tap = await tapSection(page, 'Prices')
    await profile(profileName('tap'))
    for (const [i, typing] of typings.entries()) {
      if (typing.section !== 'Prices') await tapSection(page, typing.section)
      await quiet(page)
      const field = page.getByLabel(typing.field, { exact: true }).first()
      await field.tap()
      await page.keyboard.press('End')
      await field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length))
      await page.waitForTimeout(500)
      // User Timing marks, which the trace records on its own clock.
      await page.evaluate((mark) => performance.mark(mark), `bench-admin:from:${i}`)
      for (const key of typing.keys) {
        await page.keyboard.press(key)
        await page.waitForTimeout(keyDelayMs)
      }
      await page.waitForTimeout(AFTER_TYPING_MS)
      await page.evaluate((mark) => performance.mark(mark), `bench-admin:to:${i}`)
    }
    await profile(profileName('typing'))
    const traced = await browser.stopTracing()
    if (args.profile) writeFileSync(join(args.profile, `${profileName('session')}.trace.json`), traced)
    const trace = (JSON.parse(traced.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    const interactions = tracedInteractions(trace)
    // The tap's interaction: the one whose events span the moment its pointerdown reached the page (its Event Timing
    // starts at the touch's own time stamp, earlier than that on a busy page).
    const tapEvent = interactions.find((i) => i.startMs <= tap.tappedAt && tap.tappedAt <= i.startMs + i.durationMs)
    const markNamed = (name: string) => {
      const mark = trace.find((e) => e.name === name)
      if (!mark) throw new Error(`the trace has no User Timing mark ${name}`)
      return mark
    }
    const markAt = (name: string) => markNamed(name).ts
    // The main thread's CPU time from navigation to the gallery shown: on a host whose speed swings from session to
    // session, the work itself, apart from how long the host took over it.
    const shown = markNamed('bench-admin:gallery')
    const opening = { start: shown.ts - marks.gallery! * 1000, end: shown.ts, pid: shown.pid, tid: shown.tid }
    const openingCpuMs = cpuTimeWithin(trace, opening, ratio)
    const keys = typings.map(({ label }, i) => {
      const [from, to] = [markAt(`bench-admin:from:${i}`), markAt(`bench-admin:to:${i}`)]
      const { keys: pressed, thread } = keysWithin(trace, from, to, ratio)
      if (pressed.length !== typings[i]!.keys.length)
        throw new Error(`${label}: ${pressed.length} keys traced, not ${typings[i]!.keys.length}`)
      return {
        label,
        wallMs: pressed.map((k) => k.wallMs),
        cpuMs: pressed.map((k) => k.cpuMs),
        longTasks: thread
          ? cpuTasksWithin(trace, { start: from, end: to, ...thread }, ratio)
              .map((t) => t.cpuMs)
              .filter((ms) => ms > LONG_TASK_MS)
          : [],
      }
    })
    return {
      calibration,
      rate,
      dashboardMs: marks.dashboard!,
      galleryMs: marks.gallery!,
      openingCpuMs,
      tapShownMs: tap.shownMs,
      tapPaintedMs: tap.paintedMs,
      tap: tapEvent && timedTap(trace, tapEvent, ratio),
      controlTap: control,
      keys,
    }
  } catch (error) {
    const shot = join(tmpdir(), `bench-admin-failed-${Date.now()}.png`)
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
    console.error(`${build.label}: a step failed at ${page.url()}; the page is in ${shot}`)
    throw error
  } finally {
    await close()
  }
}

const ms = (v: number) => String(Math.round(v))
/** The worst of some figures (0 for none). */
const worst = (values: readonly number[]) => Math.max(0, ...values)

// The builds, their backends, their servers.
const builds: Build[] = []
const backendOf = new Map<string, RunningBackend>()
const backendFor = async (url: string) => {
  const known = backendOf.get(url)
  if (known) return known
  const backend = await freshBackend(url)
  backendOf.set(url, backend)
  return backend
}
const checkouts = args.build ?? (args.dir ? [] : ['.'])
const ownBackendUrl = `http://127.0.0.1:${args['backend-port']}`
for (const dir of args.dir ?? []) {
  const backendUrl = backendOfBuild(resolve(dir))
  await backendFor(backendUrl)
  builds.push({ label: dir, dir: resolve(dir), backendUrl, base: '' })
}
for (const checkout of checkouts) {
  await backendFor(ownBackendUrl)
  const label = describeCheckout(checkout)
  console.log(`Building ${label} against ${ownBackendUrl}...`)
  builds.push({ label, dir: await buildCheckout(checkout, ownBackendUrl), backendUrl: ownBackendUrl, base: '' })
}
for (const [i, build] of builds.entries()) {
  const port = Number(args.port) + i
  runTs(children, 'scripts/serve-dist.ts', ['--dir', build.dir, '--port', String(port), '--compress'])
  build.base = `http://127.0.0.1:${port}`
  await waitFor(build.base)
}
const sessions = new Map<string, { key: string; value: string }>()
for (const [url, backend] of backendOf) sessions.set(url, await signedInSession(backend))

const loadBefore = loadavg()[0]!
const browser = await launchChromium()
const results = new Map<Build, Session[]>(builds.map((b) => [b, []]))
try {
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      const s = await session(browser, build, sessions.get(build.backendUrl)!, run)
      results.get(build)!.push(s)
      const keyText = s.keys
        .map(
          (k) =>
            `${k.label}: keys ${ms(median(k.wallMs))}/${ms(worst(k.wallMs))} ms (CPU ${ms(median(k.cpuMs))}/${ms(worst(k.cpuMs))} ms), ${k.longTasks.length} long task(s)${k.longTasks.length ? ` (${k.longTasks.map(ms).join(', ')} ms)` : ''}`,
        )
        .join('; ')
      console.log(
        `${build.label} run ${run} (${describeCalibration(s.calibration)}${cpuRate === undefined ? '' : `, run at ${s.rate}x (--cpu-rate)`}, CPU-time ${s.calibration.cpuMultiplier}x): dashboard ${ms(s.dashboardMs)} ms, gallery ${ms(s.galleryMs)} ms (CPU ${ms(s.openingCpuMs)} ms), tap on Prices: answered ${ms(s.tapShownMs)} ms, editor ${ms(s.tapPaintedMs)} ms, event ${describeTap(s.tap)} (control ${describeTap(s.controlTap)}); ${keyText}`,
      )
    }
  }
} finally {
  await browser.close()
}
const loadAfter = loadavg()[0]!

/** A row's cell: the median over the runs of `figure` where it was measured, then every run's figure ("–": not measured). */
const cell = (list: Session[], figure: (s: Session) => number | undefined) => {
  const values = list.map(figure)
  const measured = values.filter((v): v is number => v !== undefined)
  return `${measured.length ? ms(median(measured)) : '–'} (${values.map((v) => (v === undefined ? '–' : ms(v))).join(', ')})`
}
const all = [...results.values()].flat()
console.log(
  `\n${new Date().toISOString().slice(0, 16)}: median of ${runs} session(s) per build (every run in brackets), 390x844 touch, ${args['slow-4g'] ? 'slow 4G' : 'no network throttling'}, CPU slowdown ${cpuRate === undefined ? `${slowdownRange(all.map((s) => s.calibration))} calibrated per session` : `${cpuRate}x for every session (--cpu-rate; calibrated ${slowdownRange(all.map((s) => s.calibration))})`} (host index ${indexRange(all.map((s) => s.calibration))}), CPU times at ${Math.min(...all.map((s) => s.calibration.cpuMultiplier))}-${Math.max(...all.map((s) => s.calibration.cpuMultiplier))}x; ${visitsBefore ? `/admin opened ${visitsBefore} time(s) before in each session (--visits-before)` : 'a first visit'}; ${galleryPhotos} gallery photos${binned ? ` and ${binned} in Recently deleted` : ''}; ${args['touched-before'] ? 'the heading tapped before Prices (--touched-before)' : 'the tap on Prices the first touch'}; keys ${keyDelayMs} ms apart; load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after.\n`,
)
console.log(`| Figure (ms) | ${builds.map((b) => b.label).join(' | ')} |`)
console.log(`| --- | ${builds.map(() => '--:').join(' | ')} |`)
const rows: [string, (s: Session) => number | undefined][] = [
  ['/admin: dashboard painted', (s) => s.dashboardMs],
  ['/admin: gallery shown', (s) => s.galleryMs],
  ['/admin: main-thread CPU time to the gallery shown', (s) => s.openingCpuMs],
  ['Tap on Prices: Event Timing', (s) => s.tap?.eventMs],
  ['Tap on Prices: CPU time', (s) => s.tap?.cpuMs],
  ["Tap on a control page's link: Event Timing", (s) => s.controlTap?.eventMs],
  ["Tap on a control page's link: CPU time", (s) => s.controlTap?.cpuMs],
  ['Tap on Prices: answered (its link filled)', (s) => s.tapShownMs],
  ['Tap on Prices: editor painted (its fields)', (s) => s.tapPaintedMs],
  ...typings.flatMap((t, i): [string, (s: Session) => number | undefined][] => [
    [`Key in ${t.label}: median, Event Timing`, (s) => median(s.keys[i]!.wallMs)],
    [`Key in ${t.label}: worst, Event Timing`, (s) => worst(s.keys[i]!.wallMs)],
    [`Key in ${t.label}: median, CPU time`, (s) => median(s.keys[i]!.cpuMs)],
    [`Key in ${t.label}: worst, CPU time`, (s) => worst(s.keys[i]!.cpuMs)],
    [`Key in ${t.label}: long tasks (count)`, (s) => s.keys[i]!.longTasks.length],
    [`Key in ${t.label}: longest task, CPU time`, (s) => worst(s.keys[i]!.longTasks)],
  ]),
]
for (const [name, figure] of rows) console.log(`| ${name} | ${builds.map((b) => cell(results.get(b)!, figure)).join(' | ')} |`)
console.log(`\nHost per session: ${all.map((s) => `${Math.round(s.calibration.index)} / ${s.rate}x`).join(', ')}`)
for (const backend of backends) await backend.stop()
// The file servers would keep Node running: the exit handler above stops them and removes the temporary folders.
process.exit(0)
