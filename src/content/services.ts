/**
 * The 8 service cards of /services (docs/product.md §2, §3); the home page's featured three are in
 * src/content/home.ts.
 * Each card belongs to one of four categories, shown as four sections in `serviceCategories` order.
 */
export type ServiceCategoryId = 'manicures' | 'extensions' | 'art' | 'care'

export type ServiceCategory = {
  id: ServiceCategoryId
  /** Section heading on /services. */
  title: string
  /** One-line introduction under the heading. */
  intro: string
}

export type ServiceCard = {
  /** Stable key, kebab-case. */
  id: string
  title: string
  description: string
  category: ServiceCategoryId
}

export const serviceCategories = [
  {
    id: 'manicures',
    title: 'Manicures & Overlays',
    intro: 'Glossy, chip-resistant colour and strengthening overlays on your natural nails.',
  },
  {
    id: 'extensions',
    title: 'Extensions',
    intro: 'Length and shape made to measure, sculpted to suit your hands and your lifestyle.',
  },
  {
    id: 'art',
    title: 'Nail Art & Finishes',
    intro: 'From a whisper of shimmer to full statement sets, hand-painted in the studio.',
  },
  {
    id: 'care',
    title: 'Care & Maintenance',
    intro: 'Repairs, rebalances and gentle removals that keep your natural nails healthy.',
  },
] as const satisfies readonly ServiceCategory[]

export const services = [
  {
    id: 'gel-polish-manicure',
    title: 'Gel Polish Manicure',
    description:
      'A full manicure with cuticle care, shaping and a high-shine gel colour that stays flawless for weeks. Choose from over a hundred shades.',
    category: 'manicures',
  },
  {
    id: 'biab-builder-gel',
    title: 'BIAB/Builder Gel Overlays',
    description:
      'A strengthening builder gel layer over your natural nails, ideal if yours bend, peel or break. Wear it clear, nude or with colour while your own nails grow.',
    category: 'manicures',
  },
  {
    id: 'acrylic-gel-extensions',
    title: 'Acrylic & Gel Extensions',
    description:
      'Sculpted or tip extensions in the length and shape you love, from soft squoval to long almond, finished with gel colour or a natural glow.',
    category: 'extensions',
  },
  {
    id: 'nail-art-designs',
    title: 'Nail Art & Designs',
    description:
      'Hand-painted details, chromes, foils, gems and seasonal designs. Bring a picture for inspiration or let us design something just for you.',
    category: 'art',
  },
  {
    id: 'french-ombre',
    title: 'French & Ombré',
    description:
      'Timeless French tips, micro-French lines and soft baby-boomer fades, blended by hand for a clean, elegant finish that goes with everything.',
    category: 'art',
  },
  {
    id: 'nail-repair-rebalance',
    title: 'Nail Repair & Rebalance',
    description:
      'Infills and rebalancing restore the strength and shape of your set as it grows out, and single-nail repairs fix breaks before they spread.',
    category: 'care',
  },
  {
    id: 'cuticle-hand-care',
    title: 'Cuticle & Hand Care',
    description: 'Careful cuticle work, nourishing oil and a relaxing hand massage that leave your hands looking as good as your nails.',
    category: 'care',
  },
  {
    id: 'removal-reapplication',
    title: 'Removal & Reapplication',
    description:
      'Safe, gentle soak-off of gel, BIAB or extensions with no filing into the natural nail, either on its own or followed by a fresh new set.',
    category: 'care',
  },
] as const satisfies readonly ServiceCard[]
