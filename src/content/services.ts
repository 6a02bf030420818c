import services from 'virtual:site-content/services'
import { usePreviewable } from '@/lib/site-content/preview'
import type { ServiceCard, ServiceCategory } from '@/lib/site-content/schema'

/**
 * The /services sections and cards (docs/product.md §2, §3): hers, in her order (docs/site-content.md). Each card
 * belongs to one category; the categories show as sections in list order. The home page's featured three are
 * in src/content/home.ts.
 */
export type { ServiceCard, ServiceCategory }

/** /services' categories and cards as the page shows them (published, or the previewed draft's). */
export function useServices(): { categories: readonly ServiceCategory[]; cards: readonly ServiceCard[] } {
  return usePreviewable((c) => c.services, services)
}
