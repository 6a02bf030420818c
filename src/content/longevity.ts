import longevity from 'virtual:site-content/longevity'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Longevity } from '@/lib/site-content/schema'

/** How long each treatment lasts (docs/product.md §9): hers, shown on /faqs and named by `{lasts}` in her answers. */
export type { Longevity }

/** The rows /faqs shows (published, or the previewed draft's). */
export function useLongevity(): readonly Longevity[] {
  return usePreviewable((c) => c.longevity, longevity)
}
