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
 * The one seam between her content and her colours and icons (docs/decisions.md #344): the build
 * (scripts/lib/brand-files.ts: the palette in every page's head, the icons and the web manifest) and /admin's preview
 * (her draft's colours) read her brand through this function and nowhere else: her identity's name, colours and logo
 * (docs/site-content.md "Content").
 */
export function brandOf(content: Pick<PublishedContent, 'identity'>): Brand {
  const { name, colours, logo } = content.identity
  return { name, colours, logo }
}

/**
 * The header's rendition of her logo (docs/decisions.md #552): a PNG the build draws beside the icons
 * (scripts/lib/brand-files.ts) and writes to the site's root, sized for the header's logo box (36 px tall, at most
 * 192 px wide: src/components/layout/site-header.tsx) on a 3x screen, never larger than the stored PNG.
 */
export const HEADER_LOGO = { path: '/logo-header.png', maxHeight: 108, maxWidth: 576 } as const

/**
 * `logo` as the public pages show it: the header rendition's path and size in px ({@link HEADER_LOGO}), the stored
 * PNG's aspect kept, so a visitor downloads a few kilobytes, from the site itself, instead of the stored PNG of up to
 * 1,024 x 512 px from the backend's storage. /admin's preview shows her draft's logo by its stored URL.
 */
export function headerLogo(logo: BrandLogo): BrandLogo {
  const scale = Math.min(1, HEADER_LOGO.maxHeight / logo.height, HEADER_LOGO.maxWidth / logo.width)
  return {
    imageUrl: HEADER_LOGO.path,
    width: Math.max(1, Math.round(logo.width * scale)),
    height: Math.max(1, Math.round(logo.height * scale)),
  }
}
