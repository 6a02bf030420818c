/**
 * Nail motifs: nail outlines (almond, coffin, square, oval), polish paints (gel, ombré, chrome, pearl,
 * cat-eye), French tips and nail art overlays (foil, daisies, hearts, pearls, gold leaf, swirls,
 * tortoiseshell), and two compositions: a stylised hand and a fan of nail tips.
 * Nail local coordinates: cuticle at (0, 0), free edge at (0, -length).
 */
import { between, darken, type Defs, group, lighten, mix, r1, type Rng } from './svg.ts'

export type NailShape = 'almond' | 'coffin' | 'square' | 'oval'

/** Polish: a colour, or a gradient effect. */
export type Paint =
  | string
  | { kind: 'ombre'; from: string; to: string }
  | { kind: 'metal'; tones: readonly string[] }
  | { kind: 'cateye'; base: string; glow: string }

type NailArt = 'foil' | 'daisies' | 'hearts' | 'pearls' | 'goldLeaf' | 'swirls' | 'tortoise'

/** Everything that decides how one nail looks. */
export type NailLook = {
  shape: NailShape
  base: Paint
  /** French or chrome tip; `depth` is the fraction of the nail length it covers at the sides. */
  tip?: { paint: Paint; depth: number }
  art?: NailArt
}

export const metals = {
  silver: ['#7d848c', '#f5f7f9', '#aab1b9', '#ffffff', '#8f969e', '#dfe3e7'],
  gold: ['#8a6a2c', '#f3dfa2', '#b8924a', '#fff3c8', '#9c7a36', '#e6cf9a'],
  pearl: ['#f3dde6', '#ffffff', '#e6dcf3', '#fdf0e2', '#f6e2ea', '#ffffff'],
} as const

/** Outline path of a nail `w` px wide and `len` px long. */
function nailPath(shape: NailShape, w: number, len: number): string {
  const hw = w / 2
  const b = w * 0.38
  const base = `M${r1(-hw)} ${r1(-b)}Q${r1(-hw)} 0 0 0Q${r1(hw)} 0 ${r1(hw)} ${r1(-b)}`
  const c = w * 0.16
  switch (shape) {
    case 'square':
      return `${base}L${r1(hw)} ${r1(-len + c)}Q${r1(hw)} ${r1(-len)} ${r1(hw - c)} ${r1(-len)}L${r1(-hw + c)} ${r1(-len)}Q${r1(-hw)} ${r1(-len)} ${r1(-hw)} ${r1(-len + c)}Z`
    case 'oval':
      return `${base}L${r1(hw)} ${r1(-len + hw)}A${r1(hw)} ${r1(hw)} 0 0 0 ${r1(-hw)} ${r1(-len + hw)}Z`
    case 'almond':
      return `${base}L${r1(hw)} ${r1(-len * 0.55)}C${r1(hw)} ${r1(-len * 0.82)} ${r1(hw * 0.32)} ${r1(-len)} 0 ${r1(-len)}C${r1(-hw * 0.32)} ${r1(-len)} ${r1(-hw)} ${r1(-len * 0.82)} ${r1(-hw)} ${r1(-len * 0.55)}Z`
    case 'coffin': {
      const top = hw * 0.58
      return `${base}L${r1(hw)} ${r1(-len * 0.5)}L${r1(top)} ${r1(-len + c * 0.5)}Q${r1(top)} ${r1(-len)} ${r1(top - c * 0.6)} ${r1(-len)}L${r1(-top + c * 0.6)} ${r1(-len)}Q${r1(-top)} ${r1(-len)} ${r1(-top)} ${r1(-len + c * 0.5)}L${r1(-hw)} ${r1(-len * 0.5)}Z`
    }
  }
}

/** A fill attribute value for a paint; gradients run across (metal) or along (ombré) the nail. */
function paintFill(defs: Defs, paint: Paint): string {
  if (typeof paint === 'string')
    return defs.linear(
      [
        [0, lighten(paint, 0.12)],
        [0.55, paint],
        [1, darken(paint, 0.12)],
      ],
      0,
      0,
      1,
      0.2,
    )
  switch (paint.kind) {
    case 'ombre':
      return defs.linear(
        [
          [0, paint.to],
          [0.2, paint.to],
          [0.85, paint.from],
          [1, paint.from],
        ],
        0,
        0,
        0,
        1,
      )
    case 'metal':
      return defs.linear(
        paint.tones.map((t, i) => [i / (paint.tones.length - 1), t] as const),
        0,
        0,
        1,
        0.35,
      )
    case 'cateye':
      return defs.linear(
        [
          [0, darken(paint.base, 0.35)],
          [0.38, paint.base],
          [0.5, paint.glow],
          [0.62, paint.base],
          [1, darken(paint.base, 0.4)],
        ],
        0,
        0.1,
        1,
        0.9,
      )
  }
}

/** The smile-line band of a French tip. */
function frenchTip(defs: Defs, w: number, len: number, tip: NonNullable<NailLook['tip']>): string {
  const hw = w / 2 + 4
  const side = -len * (1 - tip.depth)
  const mid = -len * (1 - tip.depth * 0.45)
  return `<path d="M${r1(-hw)} ${r1(side)}Q0 ${r1(mid * 1.12 - len * 0.02)} ${r1(hw)} ${r1(side)}L${r1(hw)} ${r1(-len - 4)}L${r1(-hw)} ${r1(-len - 4)}Z" fill="${paintFill(defs, tip.paint)}"/>`
}

function daisy(x: number, y: number, r: number, petal: string, centre: string): string {
  const petals = Array.from(
    { length: 5 },
    (_, i) => `<ellipse cx="0" cy="${r1(-r * 0.55)}" rx="${r1(r * 0.32)}" ry="${r1(r * 0.5)}" transform="rotate(${i * 72})"/>`,
  ).join('')
  return `<g transform="translate(${r1(x)} ${r1(y)})"><g fill="${petal}">${petals}</g><circle r="${r1(r * 0.26)}" fill="${centre}"/></g>`
}

function heartPath(x: number, y: number, s: number): string {
  return `M${r1(x)} ${r1(y + s * 0.35)}C${r1(x - s * 0.9)} ${r1(y - s * 0.2)} ${r1(x - s * 0.45)} ${r1(y - s * 0.85)} ${r1(x)} ${r1(y - s * 0.4)}C${r1(x + s * 0.45)} ${r1(y - s * 0.85)} ${r1(x + s * 0.9)} ${r1(y - s * 0.2)} ${r1(x)} ${r1(y + s * 0.35)}Z`
}

/** Nail art drawn inside the nail's clip. */
function nailArt(defs: Defs, rng: Rng, art: NailArt, w: number, len: number): string {
  const gold = defs.linear(
    metals.gold.map((t, i) => [i / 5, t] as const),
    0,
    0,
    1,
    1,
  )
  const spot = () => ({ x: between(rng, -w * 0.4, w * 0.4), y: between(rng, -len * 0.92, -len * 0.12) })
  switch (art) {
    case 'foil':
      return Array.from({ length: 9 }, () => {
        const p = spot()
        const s = between(rng, w * 0.04, w * 0.11)
        return `<path d="M${r1(p.x)} ${r1(p.y - s)}L${r1(p.x + s * 1.1)} ${r1(p.y - s * 0.2)}L${r1(p.x + s * 0.3)} ${r1(p.y + s)}L${r1(p.x - s)} ${r1(p.y + s * 0.3)}Z" fill="${gold}" transform="rotate(${r1(between(rng, 0, 90))} ${r1(p.x)} ${r1(p.y)})"/>`
      }).join('')
    case 'goldLeaf':
      return (
        `<path d="M${r1(-w * 0.6)} ${r1(-len * 0.35)}L${r1(-w * 0.1)} ${r1(-len * 0.52)}L${r1(w * 0.15)} ${r1(-len * 0.4)}L${r1(w * 0.6)} ${r1(-len * 0.7)}L${r1(w * 0.6)} ${r1(-len * 1.1)}L${r1(-w * 0.6)} ${r1(-len * 1.1)}Z" fill="${gold}"/>` +
        `<path d="M${r1(-w * 0.3)} ${r1(-len * 0.25)}l${r1(w * 0.12)} ${r1(-w * 0.08)}l${r1(w * 0.05)} ${r1(w * 0.1)}Z" fill="${gold}"/>`
      )
    case 'daisies':
      return daisy(w * 0.05, -len * 0.55, w * 0.42, '#ffffff', '#f2c14e') + daisy(-w * 0.28, -len * 0.25, w * 0.2, '#ffffff', '#f2c14e')
    case 'hearts':
      return `<path d="${heartPath(0, -len * 0.5, w * 0.3)}" fill="#c8102e"/>`
    case 'pearls':
      return [0.62, 0.45, 0.3]
        .map(
          (t, i) =>
            `<circle cx="0" cy="${r1(-len * t)}" r="${r1(w * (0.13 - i * 0.025))}" fill="${defs.radial(
              [
                [0, '#ffffff'],
                [0.6, '#f6ece6'],
                [1, '#c9b8b0'],
              ],
              0.35,
              0.3,
              0.7,
            )}"/>`,
        )
        .join('')
    case 'swirls': {
      const cols = ['#fbe7ea', '#9b3550', '#4a2545', '#eba9b5']
      return cols
        .map((c, i) => {
          const x0 = -w * 0.6 + i * w * 0.28
          return `<path d="M${r1(x0)} 10C${r1(x0 + w * 0.7)} ${r1(-len * 0.3)} ${r1(x0 - w * 0.4)} ${r1(-len * 0.6)} ${r1(x0 + w * 0.5)} ${r1(-len - 10)}" fill="none" stroke="${c}" stroke-width="${r1(w * 0.12)}" stroke-linecap="round"/>`
        })
        .join('')
    }
    case 'tortoise':
      return (
        `<g filter="${defs.blur(Math.max(1, w * 0.04))}">` +
        Array.from({ length: 7 }, () => {
          const p = spot()
          return `<ellipse cx="${r1(p.x)}" cy="${r1(p.y)}" rx="${r1(between(rng, w * 0.1, w * 0.22))}" ry="${r1(between(rng, w * 0.08, w * 0.18))}" fill="${pick2(rng, '#6b3a16', '#3b1f0e')}" opacity="${r1(between(rng, 0.55, 0.9))}"/>`
        }).join('') +
        '</g>'
      )
  }
}

const pick2 = (rng: Rng, a: string, b: string) => (rng() < 0.5 ? a : b)

/** One painted nail (`w`×`len` px) with art, gloss highlight and a soft rim, in nail-local coordinates. */
function nail(defs: Defs, rng: Rng, look: NailLook, w: number, len: number): string {
  const d = nailPath(look.shape, w, len)
  const clip = defs.clip(`<path d="${d}"/>`)
  const isMetal = typeof look.base !== 'string' && look.base.kind === 'metal'
  const base = `<path d="${d}" fill="${paintFill(defs, look.base)}"/>`
  const tip = look.tip ? frenchTip(defs, w, len, look.tip) : ''
  const art = look.art ? nailArt(defs, rng, look.art, w, len) : ''
  const gloss = `<path d="M${r1(-w * 0.26)} ${r1(-len * 0.16)}C${r1(-w * 0.32)} ${r1(-len * 0.45)} ${r1(-w * 0.22)} ${r1(-len * 0.7)} ${r1(-w * 0.08)} ${r1(-len * 0.84)}" fill="none" stroke="#ffffff" stroke-width="${r1(w * 0.1)}" stroke-linecap="round" opacity="${isMetal ? 0.35 : 0.55}" filter="${defs.blur(Math.max(1, Math.round(w * 0.03)))}"/>`
  const rim = `<path d="${d}" fill="none" stroke="#3a1c36" stroke-opacity="0.18" stroke-width="${r1(Math.max(1, w * 0.025))}"/>`
  return `${base}<g clip-path="${clip}">${tip}${art}${gloss}</g>${rim}`
}

/** Skin tone: base, shade and highlight colours. */
export type Skin = { base: string; shade: string; light: string }

export const skins: readonly Skin[] = [
  { base: '#f2cdb8', shade: '#d9a58c', light: '#fbe3d6' },
  { base: '#e2b08e', shade: '#c48b68', light: '#f1cbb0' },
  { base: '#c18763', shade: '#9c6646', light: '#d8a683' },
  { base: '#9a6244', shade: '#774631', light: '#b47c5c' },
  { base: '#6e4430', shade: '#4f2f20', light: '#8a5a41' },
]

/** A finger `w` px wide whose tip is at (0, -len); `nailLen` > 1 sets the free edge (1.05 short … 1.8 long). */
function finger(defs: Defs, rng: Rng, skin: Skin, look: NailLook, w: number, len: number, nailLen: number): string {
  const fill = defs.linear(
    [
      [0, skin.shade],
      [0.25, skin.base],
      [0.55, skin.light],
      [0.85, skin.base],
      [1, skin.shade],
    ],
    0,
    0,
    1,
    0,
  )
  const body = `<rect x="${r1(-w / 2)}" y="${r1(-len)}" width="${r1(w)}" height="${r1(len + w)}" rx="${r1(w / 2)}" fill="${fill}" stroke="${skin.shade}" stroke-opacity="0.6" stroke-width="2"/>`
  const knuckle = [0.42, 0.46]
    .map(
      (t) =>
        `<path d="M${r1(-w * 0.22)} ${r1(-len * t)}q${r1(w * 0.22)} ${r1(w * 0.08)} ${r1(w * 0.44)} 0" fill="none" stroke="${skin.shade}" stroke-width="2" opacity="0.5"/>`,
    )
    .join('')
  const bed = w * 0.82
  const free = w * Math.max(0.1, (nailLen - 1) * 1.25)
  return body + knuckle + group(0, -len + bed, 0, 1, nail(defs, rng, look, w * 0.78, bed + free))
}

/** Finger placement on the palm: x offset, length, width and splay (deg), index to little finger. */
const FINGERS = [
  { x: -84, len: 250, w: 62, deg: -7 },
  { x: -22, len: 282, w: 64, deg: -1.5 },
  { x: 40, len: 262, w: 60, deg: 4 },
  { x: 96, len: 204, w: 52, deg: 11 },
] as const

/**
 * A stylised back-of-hand with a knit cuff, wrist at (0, 0), fingers pointing up (local height ≈ 720 px
 * before `scale`). `looks` gives the five nails, thumb first; `nailLen` sets the free edge (see `finger`).
 */
export function hand(defs: Defs, rng: Rng, opts: { skin: Skin; looks: readonly NailLook[]; nailLen: number; cuff: string }): string {
  const { skin, looks, nailLen, cuff } = opts
  const palmFill = defs.linear(
    [
      [0, skin.shade],
      [0.3, skin.base],
      [0.6, skin.light],
      [1, skin.shade],
    ],
    0,
    0,
    1,
    0.2,
  )
  const thumbW = 68
  const thumb = group(-132, -250, -38, 1, finger(defs, rng, skin, looks[0], thumbW, 190, nailLen))
  const fingers = FINGERS.map((f, i) => group(f.x, -330, f.deg, 1, finger(defs, rng, skin, looks[i + 1], f.w, f.len, nailLen))).join('')
  const palm = `<path d="M-120 0L-128 -230Q-132 -360 -40 -372L100 -360Q140 -352 136 -260L122 0Z" fill="${palmFill}"/>`
  const ribs = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${-150 + i * 22}" y1="-10" x2="${-150 + i * 22}" y2="120" stroke="${darken(cuff, 0.25)}" stroke-width="6" opacity="0.35"/>`,
  ).join('')
  const sleeve = `<rect x="-170" y="-30" width="330" height="400" rx="40" fill="${defs.linear(
    [
      [0, darken(cuff, 0.15)],
      [0.5, cuff],
      [1, darken(cuff, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )}"/>${ribs}`
  return `<g filter="${defs.shadow(26, 22, 0.22)}">${thumb}${palm}${fingers}${sleeve}</g>`
}

/** Nail tips fanned in an arc around (0, 0) on a pivot, like a swatch wheel; `looks` one per tip. */
export function nailFan(defs: Defs, rng: Rng, looks: readonly NailLook[], radius: number, w: number, len: number, spread = 150): string {
  const n = looks.length
  const tips = looks
    .map((look, i) => {
      const deg = -spread / 2 + (spread * i) / Math.max(1, n - 1)
      return group(0, 0, deg, 1, group(0, -radius, 0, 1, nail(defs, rng, look, w, len)))
    })
    .join('')
  const pivot = `<circle r="${r1(w * 0.32)}" fill="${defs.linear(
    metals.gold.map((t, i) => [i / 5, t] as const),
    0,
    0,
    1,
    1,
  )}"/>`
  const sticks = looks
    .map((_, i) => {
      const deg = -spread / 2 + (spread * i) / Math.max(1, n - 1)
      return `<line x1="0" y1="0" x2="0" y2="${r1(-radius + 4)}" stroke="${mix('#e6cf9a', '#ffffff', 0.3)}" stroke-width="${r1(w * 0.1)}" stroke-linecap="round" transform="rotate(${r1(deg)})"/>`
    })
    .join('')
  return `<g filter="${defs.shadow(14, 12, 0.2)}">${sticks}${tips}${pivot}</g>`
}
