import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Frame, type Page } from '@playwright/test'
import { networkChangedSince, networkSettled } from './network'

/**
 * axe-core for the e2e specs (docs/architecture.md "Budgets": zero violations of WCAG 2.0/2.1 A and AA and axe's best
 * practices, on every route and every open state, the admin's included), through axe-core's own API: its bundle is
 * put into every frame of the page that lacks it, and `axe.run` in the top frame tests the frames too (axe's frame
 * messenger) and returns the violations only (docs/testing.md "axe and screenshots"; docs/decisions.md #229: about 0.6 s per check
 * where @axe-core/playwright took 2-5 s, most of it a blank page per check and the full results of every rule).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * What a check asks: `include` limits it to one part of the page (a CSS selector); `tags` are axe's rule tags; `rules`,
 * when given, runs only those rules (e.g. `['color-contrast']`) instead of the tags'; `frames: false` leaves the
 * documents of the page's frames out (the `<iframe>` elements themselves are still tested), for a frame whose document
 * a check of the same test has already tested (docs/decisions.md #584).
 */
export interface AxeScope {
  include?: string
  tags?: string[]
  rules?: string[]
  frames?: boolean
}

/**
 * Waits until the page's finite CSS transitions and animations (fade-ins, sheet slides) are over, so colours are
 * measured as they end up, not half-way through an entrance fade (the welcome-offer pill fades in for 300 ms after it
 * mounts); endless ones are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** Puts axe-core into the page and, with `frames`, every frame that does not have it yet (a same-document navigation keeps it). */
async function injectAxe(page: Page, frames: boolean): Promise<void> {
  for (const frame of frames ? page.frames() : [page.mainFrame()]) {
    if (frame.isDetached()) continue
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!present) await frame.evaluate(AXE_SOURCE)
  }
}

/**
 * Runs axe on the page once its finite animations are over (frames included unless `frames: false`) and returns each violation as one readable
 * line: rule, impact, help and the offending selectors (a selector inside a frame reads `iframe > …`).
 */
export async function axeViolations(page: Page, { include, tags = AXE_TAGS, rules, frames = true }: AxeScope = {}): Promise<string[]> {
  await injectAxe(page, frames)
  await animationsDone(page)
  const violations = await page.evaluate(
    async ({ include, tags, rules, frames }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const context = include ? { include: [include] } : document
      const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: tags }
      const result = await axe.run(context, { runOnly, resultTypes: ['violations'], iframes: frames })
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' > ')) }))
    },
    { include, tags, rules, frames },
  )
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`)
}

/** How long nothing may have been in flight before {@link expectNoAxeViolations} starts its scan (ms). */
const SCAN_QUIET_MS = 100

/** A watched document's window: its MutationObserver and whether it has seen a change (set by {@link watchDocuments}). */
type WatchedWindow = { axeWatch?: { observer: MutationObserver; changed: boolean } }

/**
 * Starts watching the documents axe will read (the page's, and with `frames` its frames') for any change of their nodes,
 * attributes or text; resolves with a function that stops the watch and says whether any changed, or whether a frame
 * was added, removed or loaded a new document meanwhile (each of which counts as a change).
 */
async function watchDocuments(page: Page, frames: boolean): Promise<() => Promise<boolean>> {
  const watched = frames ? page.frames() : [page.mainFrame()]
  const start = (frame: Frame) =>
    frame
      .evaluate(() => {
        const w = window as WatchedWindow
        w.axeWatch?.observer.disconnect()
        const watch = { observer: new MutationObserver(() => (watch.changed = true)), changed: false }
        watch.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        w.axeWatch = watch
      })
      .catch(() => undefined)
  await Promise.all(watched.map(start))
  return async () => {
    const now = frames ? page.frames() : [page.mainFrame()]
    if (now.length !== watched.length || now.some((frame) => !watched.includes(frame))) return true
    const changed = await Promise.all(
      watched.map((frame) =>
        frame
          .evaluate(() => {
            const w = window as WatchedWindow
            w.axeWatch?.observer.disconnect()
            // No watch: the frame holds another document than the one watched.
            return w.axeWatch?.changed ?? true
          })
          .catch(() => true),
      ),
    )
    return changed.includes(true)
  }
}

/**
 * Runs axe (after the animations, {@link axeViolations}) on the page as it is once no request has been in flight for
 * 500 ms (at most 15 s; e2e/support/network.ts), and fails with the readable list of violations. Not Playwright's
 * "networkidle": that belongs to the last full page load, so after a section link in /admin it waited for nothing, and
 * on /admin's first load beside the preview frame Chromium reported it only after about 10 s while no request was in
 * flight.
 *
 * The scan does not wait out those 500 ms (docs/decisions.md #632): it starts once nothing has been in flight for
 * SCAN_QUIET_MS, and the documents it reads are watched from its start until the 500 ms of quiet are reached. It
 * stands only if, by then, no request has started or ended since it began and no node, attribute or text of the
 * documents changed (nor a frame came, went or loaded anew): the page it read is the settled page. Otherwise axe runs
 * again on the settled page, as it always did. So a request or a render that lands during the scan or the rest of the
 * settle costs a second scan, never a scan of a page still changing.
 *
 * `scope` may be a function, called once, when the first scan starts, for a scope that depends on what the page then
 * shows (e.g. whether its preview frame shows a page already tested, docs/decisions.md #584).
 */
export async function expectNoAxeViolations(page: Page, scope?: AxeScope | (() => Promise<AxeScope>)): Promise<void> {
  await networkSettled(page, { quietMs: SCAN_QUIET_MS })
  const startedMs = performance.now()
  const resolved = typeof scope === 'function' ? await scope() : scope
  const documentsChanged = await watchDocuments(page, resolved?.frames ?? true)
  let violations = await axeViolations(page, resolved)
  await networkSettled(page)
  if ((await documentsChanged()) || networkChangedSince(page, startedMs)) violations = await axeViolations(page, resolved)
  expect(violations).toEqual([])
}
