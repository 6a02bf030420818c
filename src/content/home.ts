import featured from 'virtual:site-content/featured'
import { studio } from '@/content/studio'
import { usePreviewable } from '@/lib/site-content/preview'

/**
 * The home page's own copy (docs/product.md §2): hero headline and intro, closing banner, and the three featured
 * services she chose (docs/site-content.md), with their home-page titles. Kept apart from the other pages' copy and the full service
 * list so the home page's first load carries only what it shows (the 100 KB budget, docs/architecture.md "Budgets").
 */
export const home = {
  headline: 'Beautiful nails & lashes, made just for you',
  intro: `Gel, BIAB, extensions, lash lifts and brows in a calm private studio in ${studio.area.town}, with evening and weekend appointments.`,
  closing: {
    title: 'Ready for Beautiful Nails?',
    text: 'Pick a time that suits you online in under a minute, or send a quick WhatsApp message with any questions.',
  },
} as const

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
