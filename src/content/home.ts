import home from 'virtual:site-content/home'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Pages } from '@/lib/site-content/schema'

/**
 * The home page's own words (docs/product.md §2): hero headline and intro, closing banner, hers (docs/site-content.md;
 * the three featured services she chose are in src/content/home-featured.ts, loaded with the part below the hero).
 * A part of its own, so the home page's first load carries only what it shows (the 100 KB budget,
 * docs/architecture.md "Budgets").
 */
type HomeWords = Pages['home']

/** The home page's words (published, or the previewed draft's). */
export function useHomeWords(): HomeWords {
  return usePreviewable((c) => c.pages.home, home)
}
