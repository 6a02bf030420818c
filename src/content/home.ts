import { studio } from '@/content/studio'

/**
 * The home page's own copy (docs/product.md §2): hero headline and intro, closing banner (the three featured
 * services she chose are in src/content/home-featured.ts, loaded with the part below the hero). Kept apart from the other pages' copy and the full service
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
