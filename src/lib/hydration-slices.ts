import { elementWithAttribute } from '@/lib/dom-region'
import { EARLY_TAP_ATTRIBUTE } from '@/lib/early-taps-script'

/**
 * Hydration in slices (docs/decisions.md #252, #380, docs/architecture.md "Hydration"): a prerendered page hydrates its
 * regions one at a time instead of in one pass, so that no task after the first paint is long on a slow phone. Each
 * region keeps its prerendered HTML in a `<Suspense>` boundary of its own, inside a `display: contents` wrapper marked
 * with {@link REGION_ATTRIBUTE}, until its turn:
 * - a region that hydrates when idle (`HydrateWhenIdle`, src/components/layout/hydrate-when-idle.tsx) gets a task of its
 *   own, in the order the regions asked, the next only once the last has committed ({@link idleTurn}): a background task
 *   (`scheduler.postTask`), else an idle callback with a timeout, else a timer (Safari), so React renders each region in
 *   passes of its own on every browser;
 * - a tap or key that lands in a waiting region (`pointerup`, `keyup`) releases that region at once, in a task after the
 *   frame that painted the browser's own answer (a popover, a `<details>`): its answer is never held back by its
 *   hydration, and the other regions follow in their turns, those waiting to come into view included
 *   (docs/decisions.md #380); a tap the early-tap capture queued before the scripts ran (src/lib/early-taps.ts)
 *   releases its region as soon as it asks;
 * - a history navigation releases every waiting region.
 * Regions that wait to come into view (`HydrateOnView`) take the same release by a tap ({@link releaseOnTap}).
 * {@link whenSlicesHydrated} tells when every idle region that waited has committed or left the page (the error screen
 * replaced it, e.g. when its chunk failed to load): the root layout loads the after-hydration chunk then, and the e2e
 * tests read that chunk's request as "the page's controls are live".
 */

/** The attribute of a region's wrapper in the prerendered HTML; its value is the region's `useId()`. */
export const REGION_ATTRIBUTE = 'data-hydration-region'

/** Without `scheduler.postTask`, a region's idle period comes at the latest this long after it asked (ms). */
const TURN_TIMEOUT_MS = 1000

/**
 * Runs `task` after the work the page has queued: a background task where the browser schedules tasks by priority
 * (`scheduler.postTask`: Chromium, Firefox; every `scheduler` has it), else an idle callback with a timeout, else a timer (Safari has neither). A
 * frozen test clock holds idle callbacks and timers back, not background tasks.
 */
function afterOtherWork(task: () => void): void {
  if ('scheduler' in self) void scheduler.postTask(task, { priority: 'background' })
  else if (typeof requestIdleCallback == 'function') requestIdleCallback(task, { timeout: TURN_TIMEOUT_MS })
  else setTimeout(task)
}

/** What releases each region waiting for its turn, by id; each runs once. */
const releases = new Map<string, () => void>()
/** The regions waiting for their turn, in order: the idle ones as they asked, then (after a tap) those waiting for view. */
const queue = new Set<string>()
/** The idle regions that asked for a turn and have neither committed nor left the page. */
const waiting = new Set<string>()
/** The turn of each idle region, by id, so that React sees the same promise on every retry. */
const turns = new Map<string, Promise<void>>()
/** The region the queue gave the last turn. */
let current: string | undefined
/** Called once no idle region waits ({@link whenSlicesHydrated}). */
let settledWaiters: (() => void)[] = []
/** Whether the app is hydrating a prerendered page ({@link startSlicedHydration}); a region waits only then. */
let hydrating = false
let listening = false

/** Whether region `id` has left the page: its wrapper is no longer in the document. */
const gone = (id: string): boolean => !elementWithAttribute(REGION_ATTRIBUTE, id)

/**
 * A tap or key landed on the target of `event`: releases the waiting regions that hold the target, outermost first, and
 * queues every other waiting region after them, those waiting to come into view included (a navigation the tap starts
 * re-renders them, and React holds a navigation back until every region it re-renders has hydrated). In a task after
 * the next frame, so the browser has painted its own answer (a popover, a `<details>`) by then; at once on a control
 * only React answers (an early tap's, src/lib/early-taps.ts), so it is live for the click that follows a finger's lift.
 */
function onTap(event: Event): void {
  const target = event.target instanceof Element ? event.target : null
  if (releases.size === 0 || !target) return
  const tapped: string[] = []
  for (let node: Element | null = target; node; node = node.parentElement) {
    const id = node.getAttribute(REGION_ATTRIBUTE)
    if (id && releases.has(id)) tapped.unshift(id)
  }
  const release = () => {
    for (const id of tapped) releases.get(id)?.()
    for (const id of releases.keys()) queue.add(id)
    nextTurn()
  }
  if (target.closest(`[${EARLY_TAP_ATTRIBUTE}]`)) release()
  else requestAnimationFrame(() => setTimeout(release))
}

/**
 * Region `id` waits until `release` is called: at once when the early-tap capture queued a tap on a control inside it;
 * when a tap or key lands inside it (after the frame that answers it); in its turn after the tapped region when a tap
 * lands elsewhere; at a history navigation. Returns the release, for the region's own reasons to hydrate (in view). Call
 * while hydrating, in the browser, once per region.
 */
export function releaseOnTap(id: string, release: () => void): () => void {
  if (!listening) {
    listening = true
    for (const type of ['pointerup', 'keyup']) document.addEventListener(type, onTap, { capture: true, passive: true })
    addEventListener('popstate', () => releases.forEach((release) => release()))
  }
  const once = () => {
    releases.delete(id)
    queue.delete(id)
    release()
  }
  releases.set(id, once)
  const region = elementWithAttribute(REGION_ATTRIBUTE, id)
  if (window.__earlyTaps?.queue.some((key) => region?.querySelector(`[${EARLY_TAP_ATTRIBUTE}="${key}"]`))) once()
  return once
}

/** Called by the app just before it hydrates a prerendered page (src/app/start-app.tsx): from now on regions wait. */
export function startSlicedHydration(): void {
  hydrating = true
}

/** Whether a region rendered now, while React reads server snapshots, is being hydrated and so waits its turn. */
export const slicedHydration = (): boolean => hydrating

/**
 * In a task after the work queued now, gives the next queued region its turn, once the idle region given the last one
 * has committed or left the page.
 */
function nextTurn(): void {
  afterOtherWork(() => {
    if (current !== undefined && waiting.has(current) && !gone(current)) return
    current = queue.values().next().value
    if (current === undefined) return
    queue.delete(current)
    releases.get(current)?.()
    // A region that waits to come into view reports no commit: the next turn follows.
    if (!waiting.has(current)) nextTurn()
  })
}

/**
 * The turn of idle region `id` (its `useId()`, whose wrapper is in the document): resolves when the region may hydrate.
 * The same promise for the same id for the page's lifetime. Call only while hydrating, in the browser.
 */
export function idleTurn(id: string): Promise<void> {
  let turn = turns.get(id)
  if (!turn) {
    waiting.add(id)
    queue.add(id)
    turn = new Promise<void>((resolve) => void releaseOnTap(id, resolve))
    turns.set(id, turn)
    nextTurn()
  }
  return turn
}

/** In a task after the work queued now, calls the settled waiters if no idle region waits to hydrate. */
function checkSettled(): void {
  afterOtherWork(() => {
    for (const id of waiting) if (gone(id)) waiting.delete(id)
    if (waiting.size > 0) return
    const waiters = settledWaiters
    settledWaiters = []
    for (const waiter of waiters) waiter()
  })
}

/** Idle region `id` has hydrated (its layout effect ran). */
export function sliceCommitted(id: string): void {
  waiting.delete(id)
  nextTurn()
  checkSettled()
}

/**
 * Calls `callback` once, in the first task after other work in which no idle region waits to hydrate (React renders what
 * it has been given, regions that ask for a turn included, before that); on a page that hydrates none, in the first. A
 * region that has left the page (the error screen replaced the app, e.g. when its chunk failed to load) does not wait.
 */
export function whenSlicesHydrated(callback: () => void): void {
  settledWaiters.push(callback)
  checkSettled()
}
