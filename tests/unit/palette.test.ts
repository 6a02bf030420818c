// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/**
 * The palette derived from her brand colour (src/lib/palette.ts; docs/decisions.md #340): every pair of colours the site
 * uses at its WCAG 2.2 AA ratio, for a dark, a mid and a very pale brand colour and over a sweep of colours that her
 * own colours would fail unchanged; her exact colour kept where it carries its text, and a note in words where it is
 * made darker; the demo studio's palette the one the site was designed with; src/index.css's tokens the palette's.
 */
import { readFileSync } from 'node:fs'
import { differenceEuclidean, formatHex } from 'culori'
import { brandOf } from '@/content/brand'
import { siteContentSeed } from '@/demo/site-content'
import { CONTRAST_PAIRS, contrastOf, derivePalette, paletteCss, PALETTE_TOKENS, type BrandColours, type Palette } from '@/lib/palette'

/** Every pair below its ratio, as readable lines ("white on accent-700: 4.31 < 4.5"). */
function failures(palette: Pick<Palette, 'tokens'>): string[] {
  return CONTRAST_PAIRS.flatMap((pair) => {
    const ratio = contrastOf(palette.tokens, pair)
    const text = pair.alpha === undefined ? pair.text : `${pair.text}/${pair.alpha * 100}`
    return ratio >= pair.min ? [] : [`${text} on ${pair.on}: ${ratio.toFixed(2)} < ${pair.min}`]
  })
}

/** Each palette is derived once (a few ms of CPU each); the sweep's in its beforeAll. */
const derived = new Map<string, Palette>()
function paletteOf(colours: BrandColours): Palette {
  const key = `${colours.brand} ${colours.accent}`
  if (!derived.has(key)) derived.set(key, derivePalette(colours))
  return derived.get(key)!
}

/** Her colours used exactly as she gave them: the palette with `brand` and `accent-700` replaced by hers. */
function unchanged(colours: BrandColours): Pick<Palette, 'tokens'> {
  const { tokens } = paletteOf(colours)
  return { tokens: { ...tokens, brand: colours.brand, 'accent-700': colours.accent ?? colours.brand } }
}

describe('a dark, a mid and a very pale brand colour', () => {
  it('dark (navy): every pair at its ratio, her colour used as it is, no note', () => {
    const palette = derivePalette({ brand: '#1b2a4a', accent: null })
    expect(failures(palette)).toEqual([])
    expect([palette.tokens.brand, palette.tokens['accent-700']]).toEqual(['#1b2a4a', '#1b2a4a'])
    expect(palette.notes).toEqual([])
  })

  it('mid (teal, with a coral accent): every pair at its ratio; each made darker where white text on it would not be readable, and said so', () => {
    const colours = { brand: '#0d9488', accent: '#f26b5b' }
    expect(failures(unchanged(colours)).length, 'teal and coral as they are fail').toBeGreaterThan(0)
    const palette = derivePalette(colours)
    expect(failures(palette)).toEqual([])
    expect(palette.notes.map((n) => n.colour)).toEqual(['brand', 'accent'])
    expect(palette.notes[1]).toMatchObject({ yours: '#f26b5b', used: palette.tokens['accent-700'] })
    expect(palette.notes[1]?.message).toMatch(
      /^Your accent colour is used (a little darker|darker|much darker) \(#[0-9a-f]{6}\) so .*white text on buttons stay readable\.$/,
    )
  })

  it('very pale (blush): every pair at its ratio, much darker shades for text and buttons, and the notes say why in words', () => {
    const palette = derivePalette({ brand: '#fde4ec', accent: null })
    expect(failures(palette)).toEqual([])
    expect(palette.notes.map((n) => n.message)).toEqual([
      `Your brand colour is used much darker (${palette.tokens.brand}) so headings on pale backgrounds, large headings on white, the focus ring, white text on the dark bands and pale text on the dark bands stay readable.`,
      `Your brand colour for buttons and links is used much darker (${palette.tokens['accent-700']}) so links and prices on pale backgrounds, the current page in the menu and white text on buttons stay readable.`,
    ])
    // The tints stay her pale pink: the page colour is within a few steps of hers.
    expect(differenceEuclidean('oklab')(palette.tokens['accent-100'], '#fde4ec')).toBeLessThan(0.05)
  })
})

describe('a sweep of colours', () => {
  // 18 hues x 6 lightnesses x 2 chromas in OKLCH, as brand alone and with an accent from elsewhere in the grid.
  const grid: string[] = []
  for (let h = 0; h < 360; h += 20)
    for (const l of [0.2, 0.35, 0.5, 0.65, 0.8, 0.95]) for (const c of [0.04, 0.16]) grid.push(formatHex({ mode: 'oklch', l, c, h }))
  const combos: BrandColours[] = grid.flatMap((brand, i) => [
    { brand, accent: null },
    { brand, accent: grid[(i * 37 + 11) % grid.length] ?? null },
  ])
  // About 1.5 s of CPU for the 432 palettes: a busy machine may take several times that.
  beforeAll(() => combos.forEach(paletteOf), 120_000)

  it('her colours as they are fail a pair in most of it: the palette is what passes', () => {
    const failing = combos.filter((colours) => failures(unchanged(colours)).length > 0)
    expect(failing.length / combos.length).toBeGreaterThan(0.6)
  })

  it('every derived pair meets its ratio, for every colour of the sweep', () => {
    const failed = combos.flatMap((colours) => failures(paletteOf(colours)).map((f) => `${JSON.stringify(colours)}: ${f}`))
    expect(failed).toEqual([])
  })

  it('keeps her exact colour wherever it carries its text, and writes a note for each it does not', () => {
    for (const colours of combos) {
      const palette = paletteOf(colours)
      const noted = new Set(palette.notes.map((n) => n.used))
      expect(palette.notes.length > 0, JSON.stringify(colours)).toBe(failures(unchanged(colours)).length > 0)
      if (!noted.has(palette.tokens.brand)) expect(palette.tokens.brand).toBe(colours.brand)
      if (!noted.has(palette.tokens['accent-700'])) expect(palette.tokens['accent-700']).toBe(colours.accent ?? colours.brand)
    }
  })
})

describe('the demo studio', () => {
  /** The tokens the site was designed with (tailwind.config.ts before docs/decisions.md #341), by the name they have now. */
  const designed: Record<string, string> = {
    ink: '#1f1720',
    surface: '#fbf7f2',
    brand: '#4a2545',
    'brand-700': '#3a1c36',
    'brand-900': '#241022',
    'accent-50': '#fdf4f5',
    'accent-100': '#fbe7ea',
    'accent-200': '#f5cdd4',
    'accent-300': '#eba9b5',
    'accent-600': '#b4475f',
    'accent-700': '#9b3550',
    'accent-800': '#7e2a42',
  }

  it('derives the palette it was designed with: each colour within a just-noticeable difference (OKLab 0.02), brand and buttons exact', () => {
    const palette = derivePalette(brandOf(siteContentSeed).colours)
    const distance = differenceEuclidean('oklab')
    const far = Object.entries(designed).filter(([token, hex]) => distance(hex, palette.tokens[token as keyof Palette['tokens']]) >= 0.02)
    expect(far).toEqual([])
    expect([palette.tokens.brand, palette.tokens['accent-700']]).toEqual(['#4a2545', '#9b3550'])
    expect(palette.notes).toEqual([])
    expect(failures(palette)).toEqual([])
  })
})

describe('the tokens and their CSS', () => {
  it("src/index.css maps exactly the palette's tokens to Tailwind colours", () => {
    const css = readFileSync('src/index.css', 'utf8')
    const mapped = [...css.matchAll(/--color-([\w-]+):\s*var\(--([\w-]+)\)/g)].map((m) => [m[1], m[2]])
    expect(mapped).toEqual(PALETTE_TOKENS.map((token) => [token, token]))
  })

  it('paletteCss writes every token on :root', () => {
    const palette = derivePalette(brandOf(siteContentSeed).colours)
    expect(paletteCss(palette)).toBe(`:root{${PALETTE_TOKENS.map((t) => `--${t}:${palette.tokens[t]}`).join(';')}}`)
  })

  it('refuses what is not a colour, naming it', () => {
    expect(() => derivePalette({ brand: 'teal', accent: null })).toThrow('"teal" is not a colour (#rrggbb)')
    expect(() => derivePalette({ brand: '#0d9488', accent: '#12' })).toThrow('"#12" is not a colour')
  })
})
