import { patchTestWindow } from '@/content/booking'

/**
 * Price lists of /pricing (docs/product.md §9, docs/decisions.md #3). Prices are whole pounds sterling; `unit` adds a
 * qualifier such as "per nail". The nail list ships the 14 priced items of docs/product.md §9: the observed site counted 15
 * but never priced the 15th (docs/decisions.md #3), so add it here as one more entry once its price is known.
 */
export type PriceItem = {
  /** Stable key, kebab-case. */
  id: string
  name: string
  /** Price in whole pounds (£). */
  pounds: number
  /** Optional qualifier shown after the price, e.g. "per nail". */
  unit?: string
  description: string
}

export const nail = [
  {
    id: 'builder-gel-plain',
    name: 'Builder Gel plain set',
    pounds: 30,
    description:
      'A strengthening builder gel overlay on your natural nails, shaped and finished in a plain colour or a clear, natural gloss.',
  },
  {
    id: 'french-tip',
    name: 'French tip',
    pounds: 35,
    description: 'A builder gel set finished with crisp, hand-painted French tips, classic white or any colour you like.',
  },
  {
    id: 'nail-art',
    name: 'Nail art',
    pounds: 38,
    description: 'A builder gel set with hand-painted art, chrome, foils or gems across your chosen nails.',
  },
  {
    id: 'plain-infill',
    name: 'Plain infill',
    pounds: 30,
    description: 'Rebalance and fill in the regrowth of your existing set, finished in a plain colour.',
  },
  {
    id: 'french-infill',
    name: 'French infill',
    pounds: 35,
    description: 'An infill and rebalance of your existing set, finished with fresh French tips.',
  },
  {
    id: 'art-infill',
    name: 'Art infill',
    pounds: 38,
    description: 'An infill and rebalance of your existing set, finished with new nail art of your choice.',
  },
  {
    id: 'soak-off-plain',
    name: 'Soak off with plain',
    pounds: 40,
    description: 'A gentle soak-off of your old product followed by a brand-new plain builder gel set.',
  },
  {
    id: 'soak-off-french',
    name: 'Soak off with French',
    pounds: 45,
    description: 'A gentle soak-off of your old product followed by a brand-new set with French tips.',
  },
  {
    id: 'soak-off-art',
    name: 'Soak off with art',
    pounds: 48,
    description: 'A gentle soak-off of your old product followed by a brand-new set with nail art.',
  },
  {
    id: 'builder-removal',
    name: 'Builder removal',
    pounds: 10,
    description: 'Safe removal of builder gel without filing into your natural nail, finished with a tidy shape.',
  },
  {
    id: 'removal-cuticle',
    name: 'Removal plus cuticle work',
    pounds: 15,
    description: 'Safe product removal followed by careful cuticle work and nourishing oil, leaving your nails neat and ready to breathe.',
  },
  {
    id: 'nail-repair',
    name: 'Nail repair',
    pounds: 3,
    unit: 'per nail',
    description: 'A broken or lifted nail rebuilt and matched to the rest of your set.',
  },
  {
    id: 'nail-tips',
    name: 'Nail tips',
    pounds: 3,
    description: 'Add length with a tip, blended seamlessly under your overlay.',
  },
  {
    id: 'gel-colour-chromes',
    name: 'Gel colour/chromes add-on',
    pounds: 5,
    description: 'Upgrade any set with a gel colour or a mirror-shine chrome powder finish.',
  },
] as const satisfies readonly PriceItem[]

export const lashBrow = [
  {
    id: 'lash-lift-tint',
    name: 'Lash lift & tint',
    pounds: 30,
    description: 'Lifts and curls your natural lashes from the root, then tints them darker for a mascara look without the mascara.',
  },
  {
    id: 'lash-lift',
    name: 'Lash lift',
    pounds: 25,
    description: 'A semi-permanent curl for your natural lashes that opens up the eyes with no extensions or glue.',
  },
  {
    id: 'lash-tint',
    name: 'Lash tint',
    pounds: 7,
    description: 'A darker tint that defines fair or fine lashes from root to tip.',
  },
  {
    id: 'brow-lamination',
    name: 'Eyebrow lamination',
    pounds: 25,
    description: 'Brushes and sets your brow hairs into a fuller, fluffy, brushed-up shape that stays put.',
  },
  {
    id: 'brow-wax',
    name: 'Eyebrow wax',
    pounds: 7,
    description: 'A clean, defined brow shape with a gentle wax suited to sensitive skin.',
  },
  {
    id: 'brow-tint',
    name: 'Eyebrow tint',
    pounds: 7,
    description: 'A tint matched to your colouring that adds depth and definition to sparse or fair brows.',
  },
  {
    id: 'brow-lamination-shape-tint',
    name: 'Lamination/shape & tint',
    pounds: 30,
    description: 'The full brow treatment: lamination, a tidy shape and a tint for fuller, defined brows.',
  },
] as const satisfies readonly PriceItem[]

export type PriceList = { id: string; title: string; items: readonly PriceItem[]; note?: string }

/** The two lists in page order, with headings (and an optional note) for /pricing. */
export const priceLists = [
  { id: 'nails', title: 'Nail Treatments', items: nail },
  {
    id: 'lash-brow',
    title: 'Lash & Brow Treatments',
    items: lashBrow,
    note: `New to lash or brow tints, or have sensitive skin? Please ask for a patch test ${patchTestWindow} before your appointment.`,
  },
] as const satisfies readonly PriceList[]

/** Footnote under the price lists (docs/product.md §2). */
export const priceFootnote =
  "Please note: I don't work over another technician's work. Any existing product must be removed before your appointment, or book a soak-off treatment and I'll remove it gently for you."
