/**
 * Small SVG toolkit for the placeholder artwork: a seeded random source, a per-document `<defs>`
 * collector (gradients, clip paths, filters) and number/colour helpers. Units are SVG user units,
 * which equal output pixels because every document's viewBox matches its raster size.
 */

/** Deterministic random numbers in [0, 1). */
export type Rng = () => number

/** mulberry32 seeded from an FNV-1a hash of `seed`, so each slot id always draws the same picture. */
export function seededRng(seed: string): Rng {
  let h = 0x811c9dc5
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng()
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]

/** Rounds to 0.1 so the SVG text stays short. */
export const r1 = (v: number): string => String(Math.round(v * 10) / 10)

/** `#rrggbb` mixed towards `#rrggbb` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t)
  return '#' + ((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#1f1720', t)

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?]

const stopsXml = (stops: readonly Stop[]) =>
  stops.map(([o, c, a]) => `<stop offset="${r1(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')

/** Collects `<defs>` entries for one document and hands out unique ids. */
export class Defs {
  private readonly items: string[] = []
  private count = 0
  private readonly blurs = new Map<number, string>()

  id(prefix: string): string {
    this.count += 1
    return `${prefix}${this.count}`
  }

  /** Linear gradient in object-bounding-box units (0..1) unless `userSpace`. Returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const id = this.id('lg')
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : ''
    this.items.push(
      `<linearGradient id="${id}" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"${units}>${stopsXml(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** Radial gradient in object-bounding-box units. Returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg')
    this.items.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  /** Clip path from SVG markup; returns `url(#id)`. */
  clip(markup: string): string {
    const id = this.id('cp')
    this.items.push(`<clipPath id="${id}">${markup}</clipPath>`)
    return `url(#${id})`
  }

  /** Gaussian blur filter with standard deviation `sd` px (cached). */
  blur(sd: number): string {
    const known = this.blurs.get(sd)
    if (known) return known
    const id = this.id('bl')
    this.items.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`)
    const ref = `url(#${id})`
    this.blurs.set(sd, ref)
    return ref
  }

  /** Soft drop shadow filter (offset `dy` px, blur `sd` px, plum tint at `opacity`). */
  shadow(dy: number, sd: number, opacity: number): string {
    const id = this.id('sh')
    this.items.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/>` +
        `<feOffset dx="${r1(dy * 0.4)}" dy="${dy}" result="o"/><feFlood flood-color="#3a1c36" flood-opacity="${opacity}"/>` +
        `<feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    )
    return `url(#${id})`
  }

  toString(): string {
    return `<defs>${this.items.join('')}</defs>`
  }
}

/** A complete SVG document of `w`×`h` px. */
export function svgDocument(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`
}

/** `<g>` translated to (x, y), rotated by `deg` and scaled by `s`. */
export function group(x: number, y: number, deg: number, s: number, body: string, extra = ''): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(deg)}) scale(${s})"${extra}>${body}</g>`
}

/** A 2D point. */
export type Pt = { x: number; y: number }

/** Point and unit tangent on a cubic Bézier at parameter t. */
export function cubicAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): { p: Pt; d: Pt } {
  const u = 1 - t
  const p = {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  }
  const dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
  const dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
  const len = Math.hypot(dx, dy) || 1
  return { p, d: { x: dx / len, y: dy / len } }
}

/** A tapered strand (hair, lash, leaf vein) from `from` bending through `ctrl` to `to`, `width` px at the root. */
export function strand(from: Pt, ctrl: Pt, to: Pt, width: number, fill: string, opacity = 1): string {
  const dx = to.x - from.x
  const dy = to.y - from.y
  const len = Math.hypot(dx, dy) || 1
  const nx = (-dy / len) * (width / 2)
  const ny = (dx / len) * (width / 2)
  return (
    `<path d="M${r1(from.x + nx)} ${r1(from.y + ny)}Q${r1(ctrl.x + nx * 0.6)} ${r1(ctrl.y + ny * 0.6)} ${r1(to.x)} ${r1(to.y)}` +
    `Q${r1(ctrl.x - nx * 0.6)} ${r1(ctrl.y - ny * 0.6)} ${r1(from.x - nx)} ${r1(from.y - ny)}Z" fill="${fill}"${opacity < 1 ? ` opacity="${Math.round(opacity * 100) / 100}"` : ''}/>`
  )
}
