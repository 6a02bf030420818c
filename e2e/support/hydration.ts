import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Opens a prerendered public page and waits until React has hydrated it. A prerendered page fetches its scripts only
 * after first paint (docs/decisions.md #117), so a test that taps a button at once could tap before React listens;
 * a visitor's tap in that moment is as lost. Two steps: the root layout imports the after-hydration chunk (the welcome
 * offer and the prefetcher, src/app/after-hydration.tsx) in an effect, once the layout has hydrated, so its request is
 * the first signal; the page itself renders inside the route's Suspense boundary, which React hydrates when the page's
 * chunk has loaded, possibly after that, so the page's first element is then waited for too. Parts of a page that
 * hydrate later still (HydrateOnView) are {@link waitForHydrated}'s business.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/)
  await page.goto(url)
  await hydrated
  await waitForHydrated(page.locator('#main > *').first())
}

/**
 * Waits until React has hydrated the element `locator` finds: a part of a page that hydrates when it comes into view or
 * at the first tap, key or focus (HydrateOnView, docs/decisions.md #215) can still be prerendered HTML after
 * {@link gotoHydrated}, and a key pressed on it then gets the platform's answer (a photo link opens the photo file).
 * React keeps each element it owns under a `__reactProps$…` key of the element.
 */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React hydrated the element',
    })
    .toBe(true)
}
