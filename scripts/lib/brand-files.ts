import { webManifest } from '../../src/lib/seo/web-manifest.ts'
import sharp from 'sharp'
import { HEADER_LOGO, headerLogo, type Brand } from '../../src/content/brand.ts'
import { derivePalette, paletteCss, type Palette } from '../../src/lib/palette.ts'

/**
 * Her brand in the built site (docs/decisions.md #342-#345): the palette as CSS custom properties, the icons and the web
 * manifest, all from one {@link Brand} (src/content/brand.ts `brandOf`, the seam), made at build time
 * (scripts/prerender.ts) and by the dev server (scripts/lib/site-content-plugin.ts).
 *
 * - {@link brandHead}: what every page's `<head>` gets where index.html has `<!--brand-head-->`: the theme colour, the
 *   icon links, the manifest link and `<style id="palette">:root{--brand:#…;…}</style>`, so the first paint has her
 *   colours with no script and nothing to swap later (the shells and 404.html too).
 * - {@link brandFiles}: the files those tags name, drawn with sharp from her logo, or from her initials on her brand
 *   colour when she has none ({@link ICONS}: sizes and purposes after the web manifest spec and Apple's conventions),
 *   and with a logo, the header's rendition of it (src/content/brand.ts `headerLogo`, docs/decisions.md #552).
 */

/** A file of the built site's root: its URL path, content type and bytes. */
export type BrandFile = { path: string; contentType: string; body: Buffer }

/**
 * The icons (docs/decisions.md #344, #648): the tab's 32 px PNG, the only icon the pages link (no SVG icon: Chrome
 * fetches the tab's icon again at every change of address, /admin's sections too, and draws an SVG one as a document of
 * its own, a long task on a phone; a PNG is decoded in no time); Apple's 180 px home-screen icon, opaque and full-bleed
 * (iOS rounds the corners itself and shows transparency as black); the web manifest's 192 and 512 px icons (`any`),
 * and a 512 px `maskable` one whose mark stays inside the centre 80% that every platform's mask keeps.
 */
export const ICONS = {
  favicon: { path: '/favicon-32.png', size: 32 },
  apple: { path: '/apple-touch-icon.png', size: 180 },
  any192: { path: '/icon-192.png', size: 192 },
  any512: { path: '/icon-512.png', size: 512 },
  maskable: { path: '/icon-maskable-512.png', size: 512 },
} as const
export const MANIFEST_PATH = '/manifest.webmanifest'

/** The URL paths of every file {@link brandFiles} may write. */
export const brandFilePaths: ReadonlySet<string> = new Set([...Object.values(ICONS).map((i) => i.path), MANIFEST_PATH, HEADER_LOGO.path])

/** How an icon is drawn: a rounded tile (the tab, `any`), or full-bleed (Apple's, `maskable`) with the mark within `inset`. */
type IconShape = { rounded: boolean; inset: number }
const SHAPES: Record<keyof typeof ICONS, IconShape> = {
  favicon: { rounded: true, inset: 0 },
  apple: { rounded: false, inset: 0.1 },
  any192: { rounded: true, inset: 0.06 },
  any512: { rounded: true, inset: 0.06 },
  maskable: { rounded: false, inset: 0.2 },
}

/** Words that give no initial ("IJ Nails & Lashes" -> IJ, "The Nail Room" -> NR). */
const SMALL_WORDS = new Set(['&', '+', 'and', 'the', 'of', 'a', 'an', 'by', 'at'])

/**
 * The studio's initials for its icon: the first word when it is already initials (two or three capitals, "IJ"), else
 * the first letters of its first two words that are not small words ("Bloom Beauty Bar" -> BB), upper-case; "?" when
 * the name has no letter.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()))
  const first = words[0] ?? ''
  if (/^\p{Lu}{2,3}$/u.test(first)) return first
  const letters = words.map((w) => /[\p{L}\p{N}]/u.exec(w)?.[0] ?? '').filter(Boolean)
  return letters.slice(0, 2).join('').toUpperCase() || '?'
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Her initials on her brand colour, as an SVG of `size` px, drawn into each PNG icon: the demo studio's "IJ". */
function initialsSvg(initials: string, palette: Palette, size: number, { rounded, inset }: IconShape): string {
  const fontSize = (initials.length > 2 ? 21 : 28) * (1 - inset)
  const radius = rounded ? 14 : 0
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="${radius}" fill="${palette.tokens.brand}"/>` +
    `<text x="32" y="${32 + fontSize * 0.36}" font-family="Georgia,'DejaVu Serif',serif" font-size="${fontSize}" ` +
    `fill="${palette.tokens['accent-100']}" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  )
}

/** Her logo contained in a `size` px square, on her page colour where the icon must be opaque, within `inset`. */
async function logoIcon(logo: Buffer, palette: Palette, size: number, { rounded, inset }: IconShape): Promise<Buffer> {
  const inner = Math.max(1, Math.round(size * (1 - 2 * inset)))
  const mark = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  const background = rounded ? { r: 0, g: 0, b: 0, alpha: 0 } : palette.tokens.surface
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** The header's rendition of her logo: the stored PNG resized to `headerLogo`'s size (the same aspect), as a PNG. */
async function headerLogoFile(logo: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(logo).resize(size.width, size.height, { fit: 'fill' }).png({ compressionLevel: 9, palette: true }).toBuffer()
}

/**
 * Throws when `initials` would not be drawn: librsvg (in sharp) draws SVG text with the machine's fonts, and a machine
 * with none draws nothing, which would leave every icon a plain tile.
 */
async function assertInitialsDrawable(initials: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><text x="32" y="42" font-family="Georgia,'DejaVu Serif',serif" font-size="28" text-anchor="middle">${escapeXml(initials)}</text></svg>`
  const { channels } = await sharp(Buffer.from(svg)).ensureAlpha().stats()
  if ((channels[3]?.max ?? 0) === 0) {
    throw new Error(
      `Could not draw the initials "${initials}" on the site's icons: this machine has no font for them (install fonts-dejavu-core, or add a logo).`,
    )
  }
}

/** How the build reads her logo's bytes: a GET of its public URL. Throws with the URL when it cannot. */
async function fetchLogo(url: string): Promise<Buffer> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`Could not read the logo at ${url}: ${error instanceof Error ? error.message : String(error)}`)
  })
  if (!response.ok) throw new Error(`Could not read the logo at ${url}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The web manifest (JSON): her name and short name (src/lib/seo/web-manifest.ts), her colours (`theme_color` her brand shade, `background_color` the page colour), the icons. */
function manifest(brand: Brand, palette: Palette): string {
  const icon = (path: string, size: number, purpose: string) => ({ src: path, sizes: `${size}x${size}`, type: 'image/png', purpose })
  return `${JSON.stringify(
    {
      ...webManifest(brand.name, 'en-GB'),
      display: 'standalone',
      theme_color: palette.tokens.brand,
      background_color: palette.tokens.surface,
      icons: [
        icon(ICONS.any192.path, ICONS.any192.size, 'any'),
        icon(ICONS.any512.path, ICONS.any512.size, 'any'),
        icon(ICONS.maskable.path, ICONS.maskable.size, 'maskable'),
      ],
    },
    null,
    2,
  )}\n`
}

/**
 * The `<head>` tags of her brand, the same on every page: theme colour, icons, manifest and the palette's custom
 * properties. Throws when a colour of `brand` is not a colour (src/lib/palette.ts).
 */
export function brandHead(brand: Brand): string {
  const palette = derivePalette(brand.colours)
  return [
    `<meta name="theme-color" content="${palette.tokens.brand}">`,
    `<link rel="icon" href="${ICONS.favicon.path}" sizes="32x32" type="image/png">`,
    `<link rel="apple-touch-icon" href="${ICONS.apple.path}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<style id="palette">${paletteCss(palette)}</style>`,
  ].join('\n    ')
}

/**
 * The files {@link brandHead} names: the icons from her logo (read with `readLogo`, default {@link fetchLogo}) or from
 * her initials, and the web manifest; with a logo, also the header's rendition ({@link HEADER_LOGO}). Throws when the
 * logo cannot be read or decoded, or the initials cannot be drawn.
 */
export async function brandFiles(brand: Brand, readLogo: (url: string) => Promise<Buffer> = fetchLogo): Promise<BrandFile[]> {
  const palette = derivePalette(brand.colours)
  const initials = initialsOf(brand.name)
  const logo = brand.logo ? await readLogo(brand.logo.imageUrl) : null
  if (!logo) await assertInitialsDrawable(initials)
  const files: BrandFile[] = []
  for (const [name, { path, size }] of Object.entries(ICONS) as [keyof typeof ICONS, (typeof ICONS)[keyof typeof ICONS]][]) {
    const shape = SHAPES[name]
    const body = logo
      ? await logoIcon(logo, palette, size, shape).catch((error: unknown) => {
          throw new Error(`Could not make the site's icons from the logo: ${error instanceof Error ? error.message : String(error)}`)
        })
      : await sharp(Buffer.from(initialsSvg(initials, palette, size, shape)))
          .png()
          .toBuffer()
    files.push({ path, contentType: 'image/png', body })
  }
  if (logo && brand.logo) {
    const body = await headerLogoFile(logo, headerLogo(brand.logo)).catch((error: unknown) => {
      throw new Error(`Could not make the header's logo: ${error instanceof Error ? error.message : String(error)}`)
    })
    files.push({ path: HEADER_LOGO.path, contentType: 'image/png', body })
  }
  files.push({ path: MANIFEST_PATH, contentType: 'application/manifest+json', body: Buffer.from(manifest(brand, palette)) })
  return files
}
