/**
 * Lash and brow motifs in an elegant line-art style: an open eye with lash sets (classic, hybrid,
 * volume, lift, wispy), brows made of individual hair strokes (natural, shaped and tinted, laminated),
 * tint swatches, a spoolie and a wax spatula. Eye local coordinates: corners at (±width/2, 0).
 */
import { between, cubicAt, darken, type Defs, group, lighten, type Pt, r1, type Rng, strand } from './svg.ts'

export type LashStyle = 'classic' | 'hybrid' | 'volume' | 'lift' | 'wispy'
export type BrowStyle = 'natural' | 'tinted' | 'laminated' | 'clean'

/** Upper and lower lid curves of an eye `w` px wide and `h` px tall. */
function lids(w: number, h: number) {
  const a = { x: -w / 2, y: 0 }
  const b = { x: w / 2, y: -h * 0.12 }
  return {
    upper: [a, { x: -w * 0.28, y: -h * 1.05 }, { x: w * 0.22, y: -h * 1.1 }, b] as const,
    lower: [a, { x: -w * 0.2, y: h * 0.55 }, { x: w * 0.25, y: h * 0.5 }, b] as const,
  }
}

/** Lash count, length (× eye width) and root width for each style. */
const LASH = {
  classic: { n: 46, len: 0.2, width: 3.2, fan: 1 },
  hybrid: { n: 46, len: 0.23, width: 3, fan: 2 },
  volume: { n: 52, len: 0.24, width: 2.6, fan: 4 },
  lift: { n: 40, len: 0.15, width: 3.4, fan: 1 },
  wispy: { n: 50, len: 0.21, width: 2.8, fan: 2 },
} as const

/** An open line-art eye with lashes, crease, iris and catchlight; `ink` colours the lines. */
export function eye(defs: Defs, rng: Rng, opts: { w: number; style: LashStyle; ink: string; iris: string }): string {
  const { w, style, ink, iris } = opts
  const h = w * 0.34
  const { upper, lower } = lids(w, h)
  const [u0, u1, u2, u3] = upper
  const [, l1, l2] = lower
  const eyeShape = `M${r1(u0.x)} ${r1(u0.y)}C${r1(u1.x)} ${r1(u1.y)} ${r1(u2.x)} ${r1(u2.y)} ${r1(u3.x)} ${r1(u3.y)}C${r1(l2.x)} ${r1(l2.y)} ${r1(l1.x)} ${r1(l1.y)} ${r1(u0.x)} ${r1(u0.y)}Z`
  const clip = defs.clip(`<path d="${eyeShape}"/>`)
  const irisFill = defs.radial([
    [0, '#1f1720'],
    [0.34, '#1f1720'],
    [0.38, iris],
    [0.75, iris],
    [1, darken(iris, 0.45)],
  ])
  const ball =
    `<path d="${eyeShape}" fill="#fffaf7"/>` +
    `<g clip-path="${clip}"><circle cx="${r1(w * 0.02)}" cy="${r1(-h * 0.3)}" r="${r1(h * 0.56)}" fill="${irisFill}"/>` +
    `<circle cx="${r1(w * 0.02)}" cy="${r1(-h * 0.3)}" r="${r1(h * 0.56)}" fill="none" stroke="${ink}" stroke-width="${r1(w * 0.004)}" opacity="0.6"/>` +
    `<circle cx="${r1(w * 0.065)}" cy="${r1(-h * 0.46)}" r="${r1(h * 0.1)}" fill="#ffffff" opacity="0.9"/>` +
    `<path d="M${r1(u0.x)} ${r1(u0.y)}C${r1(u1.x)} ${r1(u1.y + h * 0.25)} ${r1(u2.x)} ${r1(u2.y + h * 0.25)} ${r1(u3.x)} ${r1(u3.y)}" fill="none" stroke="#3a1c36" stroke-width="${r1(h * 0.25)}" opacity="0.12"/></g>`
  const outline = `<path d="${eyeShape}" fill="none" stroke="${ink}" stroke-width="${r1(w * 0.008)}" stroke-linejoin="round"/>`
  const crease = `<path d="M${r1(u0.x + w * 0.08)} ${r1(u0.y - h * 0.45)}C${r1(u1.x)} ${r1(u1.y - h * 0.5)} ${r1(u2.x)} ${r1(u2.y - h * 0.45)} ${r1(u3.x + w * 0.02)} ${r1(u3.y - h * 0.5)}" fill="none" stroke="${ink}" stroke-width="${r1(w * 0.004)}" opacity="0.45"/>`
  return ball + outline + crease + upperLashes(rng, upper, w, style, ink) + lowerLashes(rng, lower, w, ink)
}

function upperLashes(rng: Rng, lid: readonly [Pt, Pt, Pt, Pt], w: number, style: LashStyle, ink: string): string {
  const spec = LASH[style]
  const out: string[] = []
  for (let i = 0; i < spec.n; i++) {
    const t = 0.06 + (0.94 * i) / (spec.n - 1)
    const { p, d } = cubicAt(lid[0], lid[1], lid[2], lid[3], t)
    const normal = { x: d.y, y: -d.x }
    const outer = t * t
    let len = w * spec.len * (0.6 + 0.45 * outer) * between(rng, 0.9, 1.08)
    if (style === 'wispy' && i % 6 === 3) len *= 1.45
    const curl = style === 'lift' ? 0.85 : 0.55
    const lean = 0.1 + 0.45 * outer
    for (let k = 0; k < spec.fan; k++) {
      const spread = spec.fan === 1 ? 0 : (k / (spec.fan - 1) - 0.5) * 0.32
      const dir = { x: normal.x + lean + spread, y: normal.y }
      const dl = Math.hypot(dir.x, dir.y)
      const ux = dir.x / dl
      const uy = dir.y / dl
      const ctrl = { x: p.x + ux * len * 0.55, y: p.y + uy * len * 0.55 }
      const tip = { x: p.x + ux * len + len * 0.2, y: p.y + uy * len + len * curl * 0.35 - len * 0.35 }
      const thin = spec.fan > 1 && k > 0 ? 0.55 : 1
      out.push(strand(p, ctrl, tip, spec.width * thin * (w / 900), ink, spec.fan > 2 ? 0.7 : 0.95))
    }
  }
  return out.join('')
}

function lowerLashes(rng: Rng, lid: readonly [Pt, Pt, Pt, Pt], w: number, ink: string): string {
  return Array.from({ length: 16 }, (_, i) => {
    const t = 0.35 + i * 0.035
    const { p, d } = cubicAt(lid[0], lid[1], lid[2], lid[3], t)
    const len = w * 0.035 * between(rng, 0.8, 1.2) * (0.6 + t)
    const n = { x: -d.y, y: d.x }
    return strand(
      p,
      { x: p.x + n.x * len * 0.5, y: p.y + n.y * len * 0.5 },
      { x: p.x + n.x * len + len * 0.4, y: p.y + n.y * len },
      2 * (w / 900),
      ink,
      0.6,
    )
  }).join('')
}

/**
 * A brow `w` px wide, head at the left (inner corner) and tail at the right, made of hair strokes.
 * `laminated` brushes the hairs upward; `tinted` adds a soft powder fill; `clean` keeps a crisp edge.
 */
export function brow(defs: Defs, rng: Rng, opts: { w: number; style: BrowStyle; hair: string }): string {
  const { w, style, hair } = opts
  const spine = [
    { x: -w / 2, y: w * 0.04 },
    { x: -w * 0.1, y: -w * 0.12 },
    { x: w * 0.2, y: -w * 0.2 },
    { x: w / 2, y: -w * 0.02 },
  ] as const
  const thick = (t: number) => w * (0.12 * (1 - t) + 0.03) * Math.min(1, 0.55 + t * 5) * (style === 'laminated' ? 1.25 : 1)
  const hairs: string[] = []
  const n = style === 'laminated' ? 520 : 420
  for (let i = 0; i < n; i++) {
    const t = Math.pow(rng(), 0.85)
    const { p, d } = cubicAt(spine[0], spine[1], spine[2], spine[3], t)
    const across = between(rng, -0.5, 0.5) * thick(t)
    const root = { x: p.x + -d.y * across * -1, y: p.y + d.x * across }
    const upward = style === 'laminated' ? 0.85 - t * 0.35 : Math.max(0, 0.75 - t * 1.6)
    const dir = { x: d.x * (1 - upward) + 0.05, y: d.y * (1 - upward) - upward }
    const dl = Math.hypot(dir.x, dir.y)
    const len = w * between(rng, 0.05, 0.09) * (style === 'laminated' ? 1.3 : 1)
    const tip = { x: root.x + (dir.x / dl) * len, y: root.y + (dir.y / dl) * len }
    hairs.push(
      strand(root, { x: (root.x + tip.x) / 2 + len * 0.1, y: (root.y + tip.y) / 2 }, tip, w * 0.008, hair, between(rng, 0.55, 0.9)),
    )
  }
  const top = Array.from({ length: 21 }, (_, i) => {
    const { p, d } = cubicAt(spine[0], spine[1], spine[2], spine[3], i / 20)
    return { x: p.x + d.y * thick(i / 20) * 0.5, y: p.y - d.x * thick(i / 20) * 0.5 }
  })
  const bottom = Array.from({ length: 21 }, (_, i) => {
    const { p, d } = cubicAt(spine[0], spine[1], spine[2], spine[3], 1 - i / 20)
    return { x: p.x - d.y * thick(1 - i / 20) * 0.5, y: p.y + d.x * thick(1 - i / 20) * 0.5 }
  })
  const shape = 'M' + [...top, ...bottom].map((q) => `${r1(q.x)} ${r1(q.y)}`).join('L') + 'Z'
  const powder =
    style === 'tinted' || style === 'clean'
      ? `<path d="${shape}" fill="${hair}" opacity="${style === 'tinted' ? 0.35 : 0.18}" filter="${defs.blur(w * 0.006)}"/>`
      : ''
  return powder + hairs.join('')
}

/** A tint swatch: a white ceramic dish (radius `r` px) holding a glossy pool of tint, with a brushed smear beside it. */
export function tintSwatch(defs: Defs, rng: Rng, x: number, y: number, r: number, colour: string): string {
  const dish = `<circle r="${r1(r)}" fill="${defs.radial([
    [0, '#ffffff'],
    [0.8, '#f7f2ee'],
    [1, '#e4dcd6'],
  ])}"/>`
  const pool = `<circle r="${r1(r * 0.68)}" fill="${defs.radial(
    [
      [0, lighten(colour, 0.25)],
      [0.7, colour],
      [1, darken(colour, 0.3)],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`
  const shine = `<ellipse cx="${r1(-r * 0.22)}" cy="${r1(-r * 0.28)}" rx="${r1(r * 0.2)}" ry="${r1(r * 0.1)}" fill="#ffffff" opacity="0.55" transform="rotate(-30 ${r1(-r * 0.22)} ${r1(-r * 0.28)})"/>`
  const sw = r * between(rng, 1.9, 2.3)
  const smear = `<path d="M${r1(r * 1.25)} ${r1(-r * 0.3)}C${r1(r * 1.25 + sw * 0.4)} ${r1(-r * 0.55)} ${r1(r * 1.25 + sw)} ${r1(-r * 0.25)} ${r1(r * 1.25 + sw)} ${r1(r * 0.02)}C${r1(r * 1.25 + sw * 0.7)} ${r1(r * 0.2)} ${r1(r * 1.25 + sw * 0.3)} ${r1(r * 0.35)} ${r1(r * 1.25)} ${r1(r * 0.3)}Q${r1(r * 1.1)} 0 ${r1(r * 1.25)} ${r1(-r * 0.3)}Z" fill="${defs.linear(
    [
      [0, colour],
      [1, colour, 0.35],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  return group(x, y, 0, 1, `<g filter="${defs.shadow(6, 8, 0.18)}">${dish}</g>${pool}${shine}${smear}`)
}

/** A spoolie brush `len` px long at `deg`. */
export function spoolie(defs: Defs, x: number, y: number, len: number, deg: number, handle: string): string {
  const bristles = Array.from({ length: 34 }, (_, i) => {
    const bx = len * 0.62 + (i * (len * 0.34)) / 34
    const s = len * (0.05 - Math.abs(i - 17) * 0.0012)
    return `<line x1="${r1(bx)}" y1="${r1(-s)}" x2="${r1(bx + len * 0.008)}" y2="${r1(s)}" stroke="#2a2228" stroke-width="${r1(len * 0.006)}" stroke-linecap="round"/>`
  }).join('')
  const hw = len * 0.024
  const body = `<rect x="0" y="${r1(-hw)}" width="${r1(len * 0.58)}" height="${r1(hw * 2)}" rx="${r1(hw)}" fill="${defs.linear([
    [0, handle],
    [0.5, lighten(handle, 0.6)],
    [1, handle],
  ])}"/><line x1="${r1(len * 0.56)}" y1="0" x2="${r1(len * 0.98)}" y2="0" stroke="#6a5f66" stroke-width="${r1(len * 0.006)}"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(5, 5, 0.2)}">${body}${bristles}</g>`)
}

/** A wooden wax spatula `len` px long at `deg`, with a warm wax drip at its tip. */
export function waxSpatula(defs: Defs, x: number, y: number, len: number, deg: number): string {
  const wood = defs.linear([
    [0, '#e7cfa6'],
    [1, '#cfae7e'],
  ])
  const body = `<rect x="0" y="-22" width="${r1(len)}" height="44" rx="22" fill="${wood}"/><path d="M${r1(len * 0.7)} -22H${r1(len - 22)}A22 22 0 0 1 ${r1(len - 22)} 22H${r1(len * 0.74)}Q${r1(len * 0.72)} 10 ${r1(len * 0.7)} -22Z" fill="#d9a441" opacity="0.85"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(5, 6, 0.2)}">${body}</g>`)
}
