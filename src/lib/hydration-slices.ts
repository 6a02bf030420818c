import { whenIdle } from '@/lib/idle'

/**
 * Hydration in slices (docs/decisions.md #252, docs/architecture.md "Hydration"): a prerendered page hydrates its
 * regions one at a time instead of in one pass, so that no task after the first paint is long on a slow phone. Each
 * region waiting its turn (`HydrateWhenIdle`, src/components/layout/hydrate-when-idle.tsx) keeps its prerendered HTML
 * in a `<Suspense>` boundary of its own until its turn: a background task of its own (`scheduler.postTask`, or an idle
 * callback with a timeout where there is none), in the order the regions asked (the browser runs the next background
 * task only once React has rendered what the last one released, React's own tasks having a higher priority), or, for
 * every waiting region at once, the visitor's first pointerdown, key, focus or history navigation (React hydrates the
 * region an event lands on first). Regions that wait to come into view
 * (`HydrateOnView`) use {@link onFirstInteraction} for the same release. {@link whenSlicesHydrated} tells when every
 * region that waited has committed: the root layout loads the after-hydration chunk then, and the e2e tests read that
 * chunk's request as "the page's controls are live".
 */

/** Without `scheduler.postTask`, a region's idle period comes at the latest this long after it asked (ms). */
const TURN_TIMEOUT_MS = 1000

/**
 * Runs `task` after the work the page has queued: a background task where the browser schedules tasks by priority
 * (`scheduler.postTask`: Chromium, Firefox), else an idle callback with a timeout (src/lib/idle.ts). A frozen test clock
 * holds idle callbacks back, not background tasks.
 */
function afterOtherWork(task: () => void): void {
  if (typeof scheduler === 'object' && typeof scheduler.postTask === 'function') void scheduler.postTask(task, { priority: 'background' })
  else whenIdle(task, TURN_TIMEOUT_MS)
}

/** The events that mean the visitor is using the page (on `document`, captured). */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

/** The turn of each region, by its id, so that React sees the same promise on every retry. */
const turns = new Map<string, Promise<void>>()
/** The regions that asked for a turn and have not committed yet. */
const waiting = new Set<string>()
/** Called once no region waits ({@link whenSlicesHydrated}). */
let settledWaiters: (() => void)[] = []
/** Whether the app is hydrating a prerendered page ({@link startSlicedHydration}); a region waits only then. */
let hydrating = false
let interacted = false
/** Called at the visitor's first interaction; undefined until something waits for it. */
let interactionWaiters: (() => void)[] | undefined

function onInteraction(): void {
  interacted = true
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true)
  window.removeEventListener('popstate', onInteraction)
  for (const waiter of interactionWaiters ?? []) waiter()
}

/**
 * Calls `callback` once, at the visitor's first pointerdown, key or focus anywhere, or history navigation; at once if
 * that has happened.
 */
export function onFirstInteraction(callback: () => void): void {
  if (interacted) return callback()
  if (!interactionWaiters) {
    interactionWaiters = []
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true })
    window.addEventListener('popstate', onInteraction)
  }
  interactionWaiters.push(callback)
}

/** Called by the app just before it hydrates a prerendered page (src/app/start-app.tsx): from now on regions wait. */
export function startSlicedHydration(): void {
  hydrating = true
}

/** Whether a region rendered now, while React reads server snapshots, is being hydrated and so waits its turn. */
export const slicedHydration = (): boolean => hydrating

/**
 * The turn of region `id` (its `useId()`): resolves when the region may hydrate. The same promise for the same id for
 * the page's lifetime. Call only while hydrating, in the browser.
 */
export function idleTurn(id: string): Promise<void> {
  let turn = turns.get(id)
  if (!turn) {
    waiting.add(id)
    turn = new Promise<void>((resolve) => {
      afterOtherWork(resolve)
      onFirstInteraction(resolve)
    })
    turns.set(id, turn)
  }
  return turn
}

/** In a task after the work queued now, calls the settled waiters if no region waits to hydrate. */
function checkSettled(): void {
  afterOtherWork(() => {
    if (waiting.size > 0) return
    const waiters = settledWaiters
    settledWaiters = []
    for (const waiter of waiters) waiter()
  })
}

/** Region `id` has hydrated (its layout effect ran). */
export function sliceCommitted(id: string): void {
  waiting.delete(id)
  checkSettled()
}

/**
 * Calls `callback` once, in the first background task in which no region waits to hydrate (React renders what it has
 * been given, regions that ask for a turn included, before that); on a page that hydrates none, in the first.
 */
export function whenSlicesHydrated(callback: () => void): void {
  settledWaiters.push(callback)
  checkSettled()
}
