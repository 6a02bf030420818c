import type { Page } from '@playwright/test'

/**
 * Opens a prerendered public page and waits until React has hydrated it. A prerendered page fetches its scripts only
 * after first paint (docs/decisions.md #117), so a test that taps a button at once could tap before React listens;
 * a visitor's tap in that moment is as lost. The root layout imports the after-hydration chunk (the welcome offer and
 * the prefetcher, src/app/after-hydration.tsx) in an effect, i.e. once the page has hydrated: its request is the signal.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  const hydrated = page.waitForRequest(/\/assets\/after-hydration-[^/]+\.js$/)
  await page.goto(url)
  await hydrated
}
