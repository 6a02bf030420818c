import type { BrandColours } from '../lib/palette.ts'
import type { PublishedContent } from '../lib/site-content/schema.ts'

/** Her logo as her content holds it: the stored PNG's public URL (docs/decisions.md #346) and its size in px. */
export type BrandLogo = { imageUrl: string; width: number; height: number }

/**
 * What the site's colours and icons are made from (docs/decisions.md #340, #344): the studio's name (the wordmark,
 * and the initials of the icons when there is no logo), her brand colour and optional accent, and her logo or null.
 */
export type Brand = { name: string; colours: BrandColours; logo: BrandLogo | null }

/**
 * The demo studio's brand: plum and rose, chosen so the derived palette is the one the site was designed with
 * (tests/unit/palette.test.ts compares it with the hand-made tokens it replaces); no logo, so its name is the wordmark
 * and "IJ" its icon.
 */
export const demoBrand: Brand = {
  name: 'IJ Nails & Lashes',
  colours: { brand: '#4a2545', accent: '#9b3550' },
  logo: null,
}

/**
 * The one seam between her content and her colours and icons (docs/decisions.md #344): the build
 * (scripts/lib/brand-files.ts: the palette in every page's head, the icons and the web manifest) and /admin's preview
 * (her draft's colours) read her brand through this function and nowhere else. Until her identity is part of her
 * content (schema version 3, issue 53) every content has the demo studio's brand; then this returns
 * `{ name: content.identity.name, colours: content.identity.colours, logo: content.identity.logo }`.
 */
export function brandOf(_content: PublishedContent): Brand {
  return demoBrand
}
