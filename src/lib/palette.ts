import {
  blend,
  clampChroma,
  converter,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parseHex,
  useMode as registerMode,
  wcagContrast,
  type Color,
  type Oklch,
} from 'culori/fn'

/**
 * The site's palette, derived from her brand colour and her optional accent (docs/decisions.md #340-#343): tints for
 * backgrounds, shades for text, buttons, links, borders and the focus ring, every pair the site uses readable at WCAG 2.2
 * AA ({@link CONTRAST_PAIRS}). Pure; culori does the colour space (OKLCH) and the contrast maths. Imported by the build
 * (scripts/lib/brand-files.ts) and by /admin's preview, never by a public page's JavaScript: the public pages get the
 * palette as CSS custom properties in their HTML (docs/architecture.md "Prerender").
 *
 * How (OKLCH: lightness L 0-1, chroma C, hue H in degrees):
 * - Every token keeps the hue of the colour it comes from, and its **relative chroma**: its chroma as a share of the
 *   most that sRGB can show at that lightness and hue. So a tint of a vivid colour is as vivid as a tint can be, and a
 *   shade of a soft colour stays soft. The demo studio's tokens were made this way by hand (their relative chroma is
 *   within a few per cent of their colour's).
 * - Her accent (or, without one, her brand colour) gives the tints (`accent-50` to `accent-300`, `surface`) at fixed
 *   lightness, the form fields' border (`control`) and the action colour of buttons and links (`accent-700`, with
 *   `accent-600`, `accent-800` for hover and `accent-900` for shadows a fixed step lighter or darker).
 * - Her brand colour gives the headings and dark bands (`brand`, with `brand-700`, `brand-900` darker in proportion)
 *   and the text colour (`ink`, a near-black of its hue).
 * - Her exact colour is used where it carries its text; where it cannot, the lightest darker shade that does is
 *   derived, and {@link Palette.notes} says so in words the editor shows.
 */

// culori's tree-shakable build knows only the colour spaces registered here (its `useMode`, no React hook).
for (const mode of [modeRgb, modeLrgb, modeOklab, modeOklch]) registerMode(mode)

/** Her colours as her content holds them: `#rrggbb`; `accent` null when she has none (the brand colour serves). */
export type BrandColours = { brand: string; accent: string | null }

/**
 * The design tokens the site's CSS reads, each a custom property `--<token>` (src/index.css maps them to Tailwind's
 * colours: `text-brand`, `bg-accent-100`, `border-control`, …), in the order {@link paletteCss} writes them.
 */
export const PALETTE_TOKENS = [
  'ink',
  'surface',
  'brand',
  'brand-700',
  'brand-900',
  'accent-50',
  'accent-100',
  'accent-200',
  'accent-300',
  'accent-600',
  'accent-700',
  'accent-800',
  'accent-900',
  'control',
] as const
export type PaletteToken = (typeof PALETTE_TOKENS)[number]

/** A colour a pair may name: a token, or white (fixed: the text of buttons and dark bands). */
type PairColour = PaletteToken | 'white'

/**
 * One of her colours that the palette could not use as it is: which (`brand` or `accent`; with no accent, the brand
 * colour serves as the accent), her colour, the shade used instead (`#rrggbb`), and the sentence the editor shows.
 */
export type PaletteNote = { colour: 'brand' | 'accent'; yours: string; used: string; message: string }

/** The derived palette: every token as `#rrggbb`, and a note for each of her colours that had to be made darker. */
export type Palette = { tokens: Readonly<Record<PaletteToken, string>>; notes: readonly PaletteNote[] }

/**
 * A pair of colours the site shows together and the WCAG 2.2 AA ratio it needs: 4.5:1 for text, 3:1 for large text,
 * for controls' boundaries and for the focus ring (SC 1.4.3, 1.4.11). `alpha`: the text is drawn at that opacity over
 * the background (`text-ink/70`), the faintest the site uses for that colour. `why`: what it keeps readable, in her
 * words (a note names the pairs her own colour failed).
 */
export type ContrastPair = { text: PairColour; on: PairColour; alpha?: number; min: 4.5 | 3; why: string }

const LIGHT_BACKGROUNDS = ['surface', 'white', 'accent-50', 'accent-100'] as const
const DARK_BANDS = ['brand', 'brand-700', 'brand-900'] as const

const pairs = (text: PairColour, on: readonly PairColour[], min: 4.5 | 3, why: string, alpha?: number): ContrastPair[] =>
  on.map((background) => ({ text, on: background, min, why, ...(alpha === undefined ? {} : { alpha }) }))

/**
 * Every pair of palette colours the site uses (the components' `text-*`/`bg-*`/`border-*`/`outline-*` classes), each at
 * its ratio. The derivation picks shades until its pairs pass, and tests/unit/palette.test.ts checks all of them over a
 * sweep of colours. A component that puts palette colours together in a new way adds its pair here.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // Body text at its faintest (text-ink/70 in the welcome offer; /75-/90 elsewhere).
  ...pairs('ink', LIGHT_BACKGROUNDS, 4.5, 'body text', 0.7),
  ...pairs('brand', LIGHT_BACKGROUNDS, 4.5, 'headings on pale backgrounds'),
  // The brands strip's names (text-brand/80, 24 px: large text).
  ...pairs('brand', ['white'], 3, 'large headings on white', 0.8),
  ...pairs('brand', LIGHT_BACKGROUNDS, 3, 'the focus ring'),
  ...pairs('accent-700', LIGHT_BACKGROUNDS, 4.5, 'links and prices on pale backgrounds'),
  ...pairs('accent-800', LIGHT_BACKGROUNDS, 4.5, 'the current page in the menu'),
  ...pairs('white', DARK_BANDS, 4.5, 'white text on the dark bands'),
  // The footer's small print (text-accent-50/75) and the banners' text (/80-/90).
  ...pairs('accent-50', DARK_BANDS, 4.5, 'pale text on the dark bands', 0.75),
  ...pairs('accent-200', DARK_BANDS, 4.5, 'pale text on the dark bands'),
  ...pairs('white', ['accent-700', 'accent-800'], 4.5, 'white text on buttons'),
  ...pairs('control', ['surface', 'white', 'accent-50'], 3, "form fields' borders"),
]

const WHITE: Color = { mode: 'rgb', r: 1, g: 1, b: 1 }

/** The contrast ratio of `pair` in `tokens` (1-21), the text composited over its background at its alpha as browsers draw it. */
export function contrastOf(tokens: Readonly<Record<PaletteToken, string>>, pair: ContrastPair): number {
  const colour = (name: PairColour): Color => (name === 'white' ? WHITE : (parseHex(tokens[name]) ?? WHITE))
  const background = colour(pair.on)
  const text =
    pair.alpha === undefined ? colour(pair.text) : blend([background, { ...colour(pair.text), alpha: pair.alpha }], 'normal', 'rgb')
  return wcagContrast(text, background)
}

/**
 * The fixed tints: lightness (OKLCH L) and the most chroma each may have, the demo studio's by hand (its rose-50 ...
 * rose-300 and cream, a little over their chroma): so a vivid accent gives pale tints, not neon ones.
 */
const TINTS = {
  surface: { l: 0.978, cap: 0.008 },
  'accent-50': { l: 0.974, cap: 0.011 },
  'accent-100': { l: 0.945, cap: 0.025 },
  'accent-200': { l: 0.884, cap: 0.05 },
  'accent-300': { l: 0.8, cap: 0.085 },
} as const
/** A shade's chroma is at most her colour's times this: the darker shades of a pale colour stay soft. */
const SHADE_CHROMA_CAP = 1.5
/** `ink`: a near-black of the brand's hue at this lightness, with this share of the brand's relative chroma. */
const INK_L = 0.218
const INK_CHROMA_SHARE = 0.43
/** Steps of the accent's shades from `accent-700` (OKLCH L), and the brand's darker shades as a share of its L. */
const ACCENT_STEPS = { 'accent-600': 0.067, 'accent-800': -0.066, 'accent-900': -0.13 } as const
const BRAND_SHARES = { 'brand-700': 0.853, 'brand-900': 0.645 } as const
/** Where the search for the form fields' border starts (OKLCH L): a mid tone, darkened until it is a boundary. */
const CONTROL_START_L = 0.72
/** The form fields' border is a quiet tone: at most this chroma (OKLCH C). */
const CONTROL_CHROMA_CAP = 0.04
/** A derived shade clears its ratio by this much, so rounding to #rrggbb and the browser's compositing cannot undo it. */
const MARGIN = 0.05

const toOklch = converter('oklch')

/** `hex` in OKLCH (an achromatic colour gets hue 0); throws an Error naming the value when it is not `#rrggbb` or `#rgb`. */
function parse(hex: string): Oklch {
  const rgb = typeof hex === 'string' && /^#(?:[0-9a-f]{3}){1,2}$/i.test(hex) ? parseHex(hex) : undefined
  if (!rgb) throw new Error(`"${String(hex)}" is not a colour (#rrggbb)`)
  const { l, c, h } = toOklch(rgb)
  return { mode: 'oklch', l, c, h: h ?? 0 }
}

/** The most chroma sRGB can show at lightness `l` and hue `h`. */
function chromaMax(l: number, h: number): number {
  return (clampChroma({ mode: 'oklch', l, c: 0.5, h }, 'oklch') as Oklch).c
}

/**
 * A colour family: a hue, a relative chroma (0-1) and a cap on chroma, and its colour at any lightness as `#rrggbb`:
 * the relative chroma of the most sRGB shows there, never over the cap (so a pale colour's shades stay soft, and a
 * vivid colour's tints stay pale).
 */
type Family = { at(l: number, cap?: number): string }

function familyOf(colour: Oklch, cap = colour.c * SHADE_CHROMA_CAP): Family {
  const most = chromaMax(colour.l, colour.h ?? 0)
  const relative = most < 1e-4 ? 0 : Math.min(1, colour.c / most)
  const h = colour.h ?? 0
  return {
    at: (l, tintCap = Infinity) => {
      const lightness = Math.min(1, Math.max(0, l))
      const c = Math.min(relative * chromaMax(lightness, h), cap, tintCap)
      return formatHex(clampChroma({ mode: 'oklch', l: lightness, c, h }, 'oklch'))
    },
  }
}

/** The pairs of {@link CONTRAST_PAIRS} that name any of `tokens`. */
const pairsOf = (tokens: readonly PaletteToken[]) => CONTRAST_PAIRS.filter((p) => tokens.some((t) => p.text === t || p.on === t))

/** The pairs of `of` below their ratio (plus `margin`) in `tokens`. */
const failing = (tokens: Readonly<Record<PaletteToken, string>>, of: readonly ContrastPair[], margin = 0) =>
  of.filter((pair) => contrastOf(tokens, pair) < pair.min + margin)

/**
 * The lightness (at most `from`) whose tokens, made by `make(l)` into `base`, pass `of`: `from` itself when they pass
 * there, else the lightest that passes with {@link MARGIN} (bisection; black always passes every pair here, as each pair
 * is a darker colour against a paler one).
 */
function lightestPassing(
  from: number,
  base: Record<PaletteToken, string>,
  make: (l: number) => Partial<Record<PaletteToken, string>>,
  of: readonly ContrastPair[],
): number {
  const passes = (l: number, margin: number) => failing({ ...base, ...make(l) }, of, margin).length === 0
  if (passes(from, 0)) return from
  let [low, high] = [0, from]
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2
    if (passes(mid, MARGIN)) low = mid
    else high = mid
  }
  return low
}

/** "a little darker" / "darker" / "much darker", by how far the lightness moved (OKLCH L). */
function howMuchDarker(from: number, to: number): string {
  const step = from - to
  return step <= 0.06 ? 'a little darker' : step <= 0.18 ? 'darker' : 'much darker'
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** The note for one of her colours used `used` instead: how much darker, and what it keeps readable (the pairs it `failed`). */
function note(
  colour: 'brand' | 'accent',
  name: string,
  yours: string,
  used: string,
  from: number,
  to: number,
  failed: readonly ContrastPair[],
): PaletteNote {
  const whys = [...new Set(failed.map((p) => p.why))]
  return {
    colour,
    yours,
    used,
    message: `Your ${name} is used ${howMuchDarker(from, to)} (${used}) so ${listed(whys)} stay readable.`,
  }
}

/**
 * The palette for her colours (docs/decisions.md #340): see the module's comment for how. Deterministic: the same
 * colours give the same palette. Throws an Error naming the value when a colour is not `#rrggbb` (or `#rgb`).
 */
export function derivePalette(colours: BrandColours): Palette {
  const brandHex = formatHex(parse(colours.brand))
  const accentHex = colours.accent === null ? null : formatHex(parse(colours.accent))
  const brand = parse(brandHex)
  const accent = parse(accentHex ?? brandHex)
  const brandFamily = familyOf(brand)
  const accentFamily = familyOf(accent)
  const inkFamily = familyOf({ ...brand, c: brand.c * INK_CHROMA_SHARE })

  const tokens = {} as Record<PaletteToken, string>
  for (const [token, { l, cap }] of Object.entries(TINTS)) tokens[token as keyof typeof TINTS] = accentFamily.at(l, cap)
  tokens.ink = inkFamily.at(INK_L)

  // The form fields' border: the accent's tone that is a boundary on every pale background.
  const controlPairs = pairsOf(['control'])
  const controlL = lightestPassing(CONTROL_START_L, tokens, (l) => ({ control: accentFamily.at(l, CONTROL_CHROMA_CAP) }), controlPairs)
  tokens.control = accentFamily.at(controlL, CONTROL_CHROMA_CAP)

  // The action colour (buttons, links) and its steps: her accent where it carries its text.
  const accentShades = (l: number) => ({
    'accent-700': l === accent.l ? (accentHex ?? brandHex) : accentFamily.at(l),
    ...Object.fromEntries(Object.entries(ACCENT_STEPS).map(([token, step]) => [token, accentFamily.at(l + step)])),
  })
  const accentPairs = pairsOf(['accent-700', 'accent-800'])
  const accentL = lightestPassing(accent.l, tokens, accentShades, accentPairs)
  Object.assign(tokens, accentShades(accentL))

  // Headings and dark bands: her brand colour where it carries its text.
  const brandShades = (l: number) => ({
    brand: l === brand.l ? brandHex : brandFamily.at(l),
    ...Object.fromEntries(Object.entries(BRAND_SHARES).map(([token, share]) => [token, brandFamily.at(l * share)])),
  })
  const brandPairs = pairsOf(['brand', 'brand-700', 'brand-900'])
  const brandL = lightestPassing(brand.l, tokens, brandShades, brandPairs)
  Object.assign(tokens, brandShades(brandL))

  const notes: PaletteNote[] = []
  if (brandL !== brand.l) {
    const failed = failing({ ...tokens, ...brandShades(brand.l) }, brandPairs)
    notes.push(note('brand', 'brand colour', brandHex, tokens.brand, brand.l, brandL, failed))
  }
  if (accentL !== accent.l) {
    const failed = failing({ ...tokens, ...accentShades(accent.l) }, accentPairs)
    const name = accentHex === null ? 'brand colour for buttons and links' : 'accent colour'
    notes.push(note(accentHex === null ? 'brand' : 'accent', name, accentHex ?? brandHex, tokens['accent-700'], accent.l, accentL, failed))
  }
  return { tokens, notes }
}

/** `--<token>` custom properties and their values, as /admin's preview sets them on its frame's document. */
export function paletteVariables(palette: Palette): Record<`--${PaletteToken}`, string> {
  return Object.fromEntries(PALETTE_TOKENS.map((token) => [`--${token}`, palette.tokens[token]])) as Record<`--${PaletteToken}`, string>
}

/** The palette as one CSS rule on `:root` (`:root{--ink:#1f1720;…}`), as the build writes it into every page's `<head>`. */
export function paletteCss(palette: Palette): string {
  return `:root{${PALETTE_TOKENS.map((token) => `--${token}:${palette.tokens[token]}`).join(';')}}`
}
