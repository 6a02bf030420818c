import featured from 'virtual:site-content/featured'
import { usePreviewable } from '@/lib/site-content/preview'

/**
 * The home page's three featured services (docs/product.md §2, docs/site-content.md). A module of its own, imported
 * only by the part below the hero, so the first load of `/` does not carry them (docs/decisions.md #123, #142).
 */

/** A home-page highlight (docs/product.md §2): its own short title and a teaser line. */
export type FeaturedService = {
  /** The featured card's id. */
  id: string
  title: string
  description: string
}

/** The home page's three featured services (published, or the previewed draft's), chosen by her from the cards. */
export function useFeaturedServices(): FeaturedService[] {
  return usePreviewable((c) => c.services.featured, featured).map((f) => ({ id: f.card, title: f.title, description: f.description }))
}
