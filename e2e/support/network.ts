import type { BrowserContext, Page, Request } from '@playwright/test'

/**
 * Requests in flight per browser context, for {@link networkSettled}. The suite's `test` (e2e/support/test.ts) starts
 * tracking every context with {@link trackRequests}, so every page and frame of a test is counted.
 */
const inFlight = new WeakMap<BrowserContext, Set<Request>>()

/** Starts counting the context's requests in flight (a request leaves the set when it finishes or fails). */
export function trackRequests(context: BrowserContext): void {
  const requests = new Set<Request>()
  inFlight.set(context, requests)
  context.on('request', (r) => requests.add(r))
  context.on('requestfinished', (r) => requests.delete(r))
  context.on('requestfailed', (r) => requests.delete(r))
}

/**
 * Resolves once no request of the page's context (any page or frame) has been in flight for `quietMs` (500 ms, as
 * Playwright's "networkidle"), or after `timeoutMs` (15,000 ms) whatever is still loading. Unlike
 * `waitForLoadState('networkidle')`, which is an event of the last full page load and says nothing about what a
 * same-document navigation (a section link in /admin) or a click started since, it looks at the requests themselves.
 */
export async function networkSettled(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const requests = inFlight.get(page.context())
  if (!requests) throw new Error('networkSettled: the context is not tracked (import test from e2e/support/test.ts)')
  const deadline = Date.now() + timeoutMs
  let quietSince = requests.size === 0 ? Date.now() : Infinity
  while (Date.now() < deadline) {
    if (requests.size > 0) quietSince = Infinity
    else if (quietSince === Infinity) quietSince = Date.now()
    if (Date.now() - quietSince >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
