// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import {
  GALLERY_TILE_SIZES,
  imageSources,
  renditionPath,
  renditionHeight,
  renditionWidthsFor,
  storedRenditionWidths,
} from '@/features/gallery/lib/renditions'

const base = 'https://x.supabase.co/storage/v1/object/public/gallery-images/nails/1f0c.webp'

describe('rendition sizes (docs/decisions.md #23)', () => {
  test.each([
    [2048, [480, 960]],
    [1536, [480, 960]],
    [961, [480, 960]],
    [960, [480]],
    [481, [480]],
    [480, []],
    [300, []],
  ])('a full image %i px wide gets renditions %j (only narrower ones)', (width, expected) => {
    expect(renditionWidthsFor(width)).toEqual(expected)
  })

  test('rendition heights keep the aspect ratio', () => {
    expect(renditionHeight(2048, 1536, 480)).toBe(360)
    expect(renditionHeight(1536, 2048, 960)).toBe(1280)
    expect(renditionHeight(2048, 1, 480)).toBe(1)
  })

  test.each([
    ['nails/1f0c.webp', 480, 'nails/1f0c-480.webp'],
    ['lashes/ab-cd.jpg', 960, 'lashes/ab-cd-960.jpg'],
    [base, 480, base.replace('1f0c.webp', '1f0c-480.webp')],
    [`${base}?t=1`, 960, `${base.replace('1f0c.webp', '1f0c-960.webp')}?t=1`],
    ['nails/no-extension', 480, 'nails/no-extension-480'],
  ])('renditionPath(%s, %i) → %s', (path, width, expected) => {
    expect(renditionPath(path, width)).toBe(expected)
  })
})

describe('imageSources', () => {
  const row = { image_url: base, width: 2048, height: 1536, renditions: [480, 960] }

  test('srcset lists each rendition and the full image with their widths; src is the smallest; sizes and dimensions set', () => {
    expect(imageSources(row)).toEqual({
      src: renditionPath(base, 480),
      srcSet: `${renditionPath(base, 480)} 480w, ${renditionPath(base, 960)} 960w, ${base} 2048w`,
      sizes: GALLERY_TILE_SIZES,
      width: 2048,
      height: 1536,
    })
  })

  test('a 390 px phone at 3x (2 columns, ~585 px wanted) has a candidate no wider than 1000 px', () => {
    const { srcSet } = imageSources(row)
    const widths = srcSet!.split(', ').map((c) => Number(c.split(' ')[1].replace('w', '')))
    const wanted = (390 / 2) * 3
    expect(Math.min(...widths.filter((w) => w >= wanted))).toBeLessThanOrEqual(1000)
    expect(GALLERY_TILE_SIZES).toMatch(/50vw$/)
  })

  test('a small image with no renditions lists just itself', () => {
    expect(imageSources({ image_url: base, width: 400, height: 300, renditions: [] }, '100vw')).toEqual({
      src: base,
      srcSet: `${base} 400w`,
      sizes: '100vw',
      width: 400,
      height: 300,
    })
  })

  test('legacy rows without a size give just src (renditions are ignored without a width)', () => {
    expect(imageSources({ image_url: base, width: null, height: null, renditions: [] })).toEqual({ src: base })
    expect(imageSources({ image_url: base, width: null, height: null, renditions: [480] })).toEqual({ src: base })
  })

  test('recorded widths are sorted, deduplicated and must be narrower than the image', () => {
    expect(storedRenditionWidths({ width: 960, renditions: [960, 480, 480, 0, -1, 2048] })).toEqual([480])
    expect(storedRenditionWidths({ width: null, renditions: [480] })).toEqual([])
  })
})
