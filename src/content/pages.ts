import pages from 'virtual:site-content/pages'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Pages } from '@/lib/site-content/schema'

/**
 * What each public page other than home says about her studio (docs/site-content.md "Content"): its heading block
 * (eyebrow, the page's h1, lead), and the closing banners of /services and /contact and the footnote under the price
 * lists. Hers, edited in /admin; the home page's words are in src/content/home.ts.
 */

/** Every page's words but the home page's. */
type OtherPages = Omit<Pages, 'home'>

/** Page `key`'s words (published, or the previewed draft's). */
export function usePageWords<K extends keyof OtherPages>(key: K): OtherPages[K] {
  return usePreviewable((c) => (c.pages as OtherPages)[key], pages[key])
}
