import { expect, type Page } from '@playwright/test'
// `window.__earlyTaps`, as the page's early-taps script leaves it.
import type {} from '../../src/lib/early-taps-script'

/**
 * Waiting for a prerendered public page's controls to be live (docs/decisions.md #255). React documents no event for
 * "hydrated", and the page's first load has no bytes to spare for one of ours, so the waits read two things the page
 * does anyway:
 * - the after-hydration chunk's request: the root layout imports it only once every region of the page that hydrates
 *   in a task of its own has committed (src/lib/hydration-slices.ts `whenSlicesHydrated`, docs/decisions.md #252);
 * - the early-tap keys a hydrated control marks live (`window.__earlyTaps.live`, src/lib/early-taps.ts,
 *   docs/decisions.md #130): a region that hydrates when it comes into view (HydrateOnView) has one, e.g. each
 *   gallery grid's "Show more photos" key `more-<grid id>`, marked by the grid's first effect whether or not the button
 *   shows.
 */

/**
 * Opens a prerendered public page and waits until its controls are live: every region that hydrates on its own has
 * committed. A prerendered page fetches its scripts only after first paint (docs/decisions.md #117) and hydrates its
 * regions one at a time, so a test that taps a control at once could tap before React listens. Regions that hydrate
 * when they come into view (HydrateOnView) are {@link waitForLive}'s business.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/)
  await page.goto(url)
  await hydrated
}

/**
 * Waits until the control with early-tap key `key` (src/lib/early-taps.ts) is live: the region holding it has
 * hydrated and run its effects. A region that hydrates when it comes into view or when a tap or key lands in it
 * (HydrateOnView, docs/decisions.md #215, #380) can still be prerendered HTML after {@link gotoHydrated}, and a key pressed on
 * it then gets the platform's answer (a photo link opens the photo file).
 */
export async function waitForLive(page: Page, key: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((k) => window.__earlyTaps?.live.has(k) ?? false, key), { message: `the control ${key} is live` })
    .toBe(true)
}
