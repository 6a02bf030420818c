import type { BrowserContext, Page, Request, Route } from '@playwright/test'

/**
 * A context's network activity, for {@link networkSettled}: its requests in flight, and when the last one started or
 * ended (performance.now() ms).
 */
type Activity = { inFlight: Set<Request>; lastChangeMs: number }

/** The activity of each browser context the suite's `test` (e2e/support/test.ts) tracks with {@link trackRequests}. */
const activityOf = new WeakMap<BrowserContext, Activity>()

/** Starts counting the context's requests in flight (a request leaves the set when it finishes or fails). */
export function trackRequests(context: BrowserContext): void {
  const activity: Activity = { inFlight: new Set(), lastChangeMs: performance.now() }
  activityOf.set(context, activity)
  const started = (r: Request) => {
    activity.inFlight.add(r)
    activity.lastChangeMs = performance.now()
  }
  const ended = (r: Request) => {
    activity.inFlight.delete(r)
    activity.lastChangeMs = performance.now()
  }
  context.on('request', started)
  context.on('requestfinished', ended)
  context.on('requestfailed', ended)
}

/** The activity {@link trackRequests} keeps for `page`'s context; throws, naming `caller`, for a context not tracked. */
function trackedActivity(page: Page, caller: string): Activity {
  const activity = activityOf.get(page.context())
  if (!activity) throw new Error(`${caller}: the context is not tracked (import test from e2e/support/test.ts)`)
  return activity
}

/**
 * Resolves once no request of the page's context (any page or frame) has been in flight for `quietMs` (500 ms, as
 * Playwright's "networkidle"), or after `timeoutMs` (15,000 ms) whatever is still loading. Quiet counts from the end
 * of the last request, not from the call: a page whose last request ended 500 ms or more before is settled at once
 * (docs/decisions.md #520; counted from the call, each of the a11y spec's 22 admin sections waited 0.5 s for nothing).
 * Unlike `waitForLoadState('networkidle')`, which is an event of the last full page load and says nothing about what a
 * same-document navigation (a section link in /admin) or a click started since, it looks at the requests themselves.
 */
export async function networkSettled(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const activity = trackedActivity(page, 'networkSettled')
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    const quietFor = performance.now() - activity.lastChangeMs
    if (activity.inFlight.size === 0 && quietFor >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, activity.inFlight.size === 0 ? Math.min(50, quietMs - quietFor) : 50))
  }
}

/**
 * Whether a request of the page's context started or ended after `sinceMs` (performance.now() ms of this process), or
 * one is in flight: {@link networkSettled}'s bookkeeping, for a check that ran while the network was quiet and must
 * know it stayed so (e2e/support/axe.ts `expectNoAxeViolations`).
 */
export function networkChangedSince(page: Page, sinceMs: number): boolean {
  const activity = trackedActivity(page, 'networkChangedSince')
  return activity.inFlight.size > 0 || activity.lastChangeMs > sinceMs
}

/**
 * Holds the page's script requests (every `/assets/….js`, or those `scripts` matches) until the returned release is
 * called, which lets them all go on; requests after it go on at once. For a page painted before its scripts run, or a
 * file that arrives later than the others.
 */
export async function holdScripts(page: Page, scripts: RegExp = /\/assets\/.*\.js$/): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(scripts, (route) => (released ? route.continue() : void held.push(route)))
  return async () => {
    released = true
    await Promise.all(held.splice(0).map((route) => route.continue()))
  }
}

/**
 * The requests `page` makes from now on that `matches` (a pattern tried on the URL, or a test of the request; every
 * request without it), each as `describe` puts it (its URL without it): a list that grows as they are made, for a test
 * of which requests a page makes, or does not.
 */
export function requestsMade(
  page: Page,
  matches: RegExp | ((request: Request) => boolean) = () => true,
  describe: (request: Request) => string = (request) => request.url(),
): string[] {
  const made: string[] = []
  const wanted = typeof matches === 'function' ? matches : (request: Request) => matches.test(request.url())
  page.on('request', (request) => {
    if (wanted(request)) made.push(describe(request))
  })
  return made
}
