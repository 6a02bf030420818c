import type { BrandColours } from '../lib/palette.ts'
import type { PublishedContent } from '../lib/site-content/schema.ts'

/** Her logo as her content holds it: the stored PNG's public URL (docs/decisions.md #346) and its size in px. */
type BrandLogo = { imageUrl: string; width: number; height: number }

/**
 * What the site's colours and icons are made from (docs/decisions.md #340, #344): the studio's name (the wordmark,
 * and the initials of the icons when there is no logo), her brand colour and optional accent, and her logo or null.
 */
export type Brand = { name: string; colours: BrandColours; logo: BrandLogo | null }

/**
 * The one seam between her content and her colours and icons (docs/decisions.md #344): the build
 * (scripts/lib/brand-files.ts: the palette in every page's head, the icons and the web manifest) and /admin's preview
 * (her draft's colours) read her brand through this function and nowhere else: her identity's name, colours and logo
 * (docs/site-content.md "Content").
 */
export function brandOf(content: Pick<PublishedContent, 'identity'>): Brand {
  const { name, colours, logo } = content.identity
  return { name, colours, logo }
}
