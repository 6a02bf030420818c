import type { Page } from '@playwright/test'
import { SEEN_FLAG_KEY } from '../../src/features/welcome-offer/storage'

/**
 * Marks the welcome offer as seen before the page loads (its local-storage flag, docs/product.md §4), so its pill and
 * modal, which open on a timer or on scrolling, cannot cover what a test is looking at. The offer itself is tested in
 * welcome-offer.spec.ts.
 */
export async function skipWelcomeOffer(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, '1'), SEEN_FLAG_KEY)
}
