// @vitest-environment node -- sharp and pure logic, no DOM (docs/testing.md "Keeping Vitest fast")
/**
 * Her brand in the built site (scripts/lib/brand-files.ts; docs/decisions.md #342, #344): the head tags every page gets,
 * and the icons and web manifest drawn from her initials on her colour, or from her logo: the sizes, types and
 * purposes of the web manifest spec and Apple's conventions, an opaque Apple icon, the manifest's colours the palette's.
 */
import sharp from 'sharp'
import { brandFiles, brandHead, ICONS, initialsOf, MANIFEST_PATH, type BrandFile } from '../../scripts/lib/brand-files.ts'
import { brandOf, HEADER_LOGO, headerLogo, type Brand } from '@/content/brand'
import { siteContentSeed } from '@/demo/site-content'
import { derivePalette, paletteCss } from '@/lib/palette'

const bloom: Brand = { name: 'Bloom Beauty Bar', colours: { brand: '#0d9488', accent: null }, logo: null }

/** The colour of pixel (x, y) of a PNG as `#rrggbb`. */
async function pixelHex(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`
}

const fileAt = (files: BrandFile[], path: string): BrandFile => {
  const file = files.find((f) => f.path === path)
  if (!file) throw new Error(`no ${path} among ${files.map((f) => f.path).join(', ')}`)
  return file
}

test.each([
  ['IJ Nails & Lashes', 'IJ'],
  ['Bloom Beauty Bar', 'BB'],
  ['The Nail Room', 'NR'],
  ['émilie lashes', 'ÉL'],
  ['Nails & Co', 'NC'],
  ['***', '?'],
])('%s: initials %s', (name, initials) => {
  expect(initialsOf(name)).toBe(initials)
})

it('brandHead: the theme colour, the icons, the manifest and the palette as custom properties', () => {
  const palette = derivePalette(bloom.colours)
  expect(
    brandHead(bloom)
      .split('\n')
      .map((line) => line.trim()),
  ).toEqual([
    `<meta name="theme-color" content="${palette.tokens.brand}">`,
    '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<style id="palette">${paletteCss(palette)}</style>`,
  ])
})

describe('without a logo: her initials on her brand colour', () => {
  let files: BrandFile[]
  beforeAll(async () => {
    files = await brandFiles(bloom)
  })

  it('every icon a PNG of its size; the Apple and maskable ones opaque and full-bleed, in her brand shade', async () => {
    const palette = derivePalette(bloom.colours)
    for (const { path, size } of Object.values(ICONS)) {
      const meta = await sharp(fileAt(files, path).body).metadata()
      expect([path, meta.format, meta.width, meta.height]).toEqual([path, 'png', size, size])
    }
    for (const path of [ICONS.apple.path, ICONS.maskable.path]) {
      const { isOpaque } = await sharp(fileAt(files, path).body).stats()
      expect([path, isOpaque, await pixelHex(fileAt(files, path).body, 0, 0)]).toEqual([path, true, palette.tokens.brand])
    }
  })

  it('the initials are drawn, not a plain tile; no SVG icon (docs/decisions.md #648)', async () => {
    expect(files.map((f) => f.path).filter((path) => path.endsWith('.svg'))).toEqual([])
    const { channels } = await sharp(fileAt(files, ICONS.any512.path).body).stats()
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100)
  })

  it("the web manifest: her name, the palette's colours, the 192, 512 and maskable icons", () => {
    const palette = derivePalette(bloom.colours)
    expect(JSON.parse(fileAt(files, MANIFEST_PATH).body.toString())).toMatchObject({
      name: 'Bloom Beauty Bar',
      short_name: 'Bloom Beauty',
      start_url: '/',
      display: 'standalone',
      theme_color: palette.tokens.brand,
      background_color: palette.tokens.surface,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    })
  })
})

describe('with a logo', () => {
  /** A wide transparent logo: an 800x200 dark bar. */
  const logo = () =>
    sharp({ create: { width: 800, height: 200, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 1 } } })
      .png()
      .toBuffer()

  it('the icons are her logo, contained in the square (Apple and maskable on the page colour); no initials', async () => {
    const read: string[] = []
    const brand: Brand = {
      ...brandOf(siteContentSeed),
      logo: { imageUrl: 'https://project.supabase.co/logo.png', width: 800, height: 200 },
    }
    const files = await brandFiles(brand, async (url) => {
      read.push(url)
      return logo()
    })
    expect(read).toEqual(['https://project.supabase.co/logo.png'])
    const apple = fileAt(files, ICONS.apple.path).body
    expect(await sharp(apple).metadata()).toMatchObject({ width: 180, height: 180 })
    // Her page colour in the corner, her logo in the middle.
    expect([await pixelHex(apple, 2, 2), await pixelHex(apple, 90, 90)]).toEqual([derivePalette(brand.colours).tokens.surface, '#141414'])
    // The header's rendition (docs/decisions.md #552): her logo at the header's 3x size, its aspect kept, a PNG.
    const header = fileAt(files, HEADER_LOGO.path)
    expect(header.contentType).toBe('image/png')
    expect(await sharp(header.body).metadata()).toMatchObject({ format: 'png', width: 432, height: 108 })
    expect(await pixelHex(header.body, 216, 54)).toBe('#141414')
  })

  it.each([
    [
      { width: 1024, height: 512 },
      { width: 216, height: 108 },
    ],
    [
      { width: 1024, height: 100 },
      { width: 576, height: 56 },
    ],
    [
      { width: 60, height: 40 },
      { width: 60, height: 40 },
    ],
    [
      { width: 20, height: 512 },
      { width: 4, height: 108 },
    ],
  ])("headerLogo: a stored %o logo is shown from the site's own %o rendition", (stored, shown) => {
    expect(headerLogo({ imageUrl: 'https://project.supabase.co/logo.png', ...stored })).toEqual({ imageUrl: HEADER_LOGO.path, ...shown })
  })

  it('without a logo, no header rendition', async () => {
    expect((await brandFiles(bloom)).map((f) => f.path)).not.toContain(HEADER_LOGO.path)
  })

  it('a logo that cannot be read stops with its address', async () => {
    const brand: Brand = { ...brandOf(siteContentSeed), logo: { imageUrl: 'https://project.supabase.co/gone.png', width: 1, height: 1 } }
    await expect(
      brandFiles(brand, () => Promise.reject(new Error('Could not read the logo at https://project.supabase.co/gone.png: HTTP 404'))),
    ).rejects.toThrow('gone.png: HTTP 404')
    await expect(brandFiles(brand, () => Promise.resolve(Buffer.from('not an image')))).rejects.toThrow(
      "Could not make the site's icons from the logo",
    )
  })
})
