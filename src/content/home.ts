import { studio } from '@/content/studio'

/**
 * The home page's own copy (docs/product.md §2): hero headline and intro, closing banner, and the three featured
 * services with their home-page titles. Kept apart from the other pages' copy and the full service
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
  id: string
  title: string
  description: string
}

/** The three services featured on the home page, with the titles of docs/product.md §2. */
export const featuredServices = [
  {
    id: 'gel-polish',
    title: 'Gel Polish Manicure',
    description: 'Flawless, high-shine colour with full cuticle care that lasts for weeks without a chip.',
  },
  {
    id: 'biab',
    title: 'BIAB/Builder Gel',
    description: 'A strengthening overlay that lets weak, bendy nails grow long and healthy under a natural glossy finish.',
  },
  {
    id: 'extensions-art',
    title: 'Extensions & Nail Art',
    description: 'Made-to-measure length and shape, finished with hand-painted art, chrome, French or ombré.',
  },
] as const satisfies readonly FeaturedService[]
