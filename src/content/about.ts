import details from 'virtual:site-content/details'
import { studio } from '@/content/studio'

/**
 * /about (docs/product.md §2): the 'Meet {name}' story, the six-item 'My Promise to You' list and the product
 * brands. The four brand names are PLACEHOLDERS (docs/decisions.md #6): replace them with the brands the studio
 * really uses before launch.
 */
export const aboutStory = {
  heading: `Meet ${studio.owner}`,
  paragraphs: [
    `Hi, I'm ${studio.owner}, the nail and lash technician behind ${studio.name}. I opened my private home studio in ${studio.area.town} so that every client gets what I always wanted from a salon: time, calm and real one-to-one attention.`,
    'I am fully qualified in gel, builder gel and extensions, lash lifts and brow lamination, and I keep training every year so you get the latest techniques and trends without the high-street price tag.',
    'Whether you want a quick, polished refresh after work or a full set of hand-painted art for a big day, my aim is simple: beautiful, healthy nails and lashes, and a little hour of you-time you look forward to.',
  ],
} as const

export type Promise = { title: string; text: string }

export const promises = [
  { title: 'One-to-one attention', text: 'Just you and me, never rushed and never double-booked.' },
  { title: 'Spotless hygiene', text: 'Sterilised tools and single-use files for every client.' },
  { title: 'Healthy nails first', text: 'Gentle prep and removal that protect your natural nails.' },
  { title: 'Honest advice', text: 'I will always tell you what will suit your nails and lifestyle.' },
  { title: 'Premium products', text: 'Professional, vegan-friendly options from trusted brands.' },
  { title: 'Flexible times', text: 'Evening and weekend appointments that fit around your week.' },
] as const satisfies readonly Promise[]

/** Product brand names: the owner's published details (docs/site-content.md); placeholders at launch (docs/decisions.md #6). */
export const productBrands: readonly string[] = details.productBrands
