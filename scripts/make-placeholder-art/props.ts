/**
 * Still-life props and backdrops: soft gradient backdrops with glows, marble veins, draped fabric,
 * polish bottles, botanicals (eucalyptus, blossom, daisies, petals, dried grass) and studio objects
 * (towels, trays, files, cuticle pushers, a sterilisation pouch, a desk lamp). All sizes in px.
 */
import { between, darken, type Defs, group, lighten, pick, r1, type Rng, strand } from './svg.ts'
import { metals } from './nails.ts'

/** A backdrop: vertical gradient `top`→`bottom` plus soft glows in the given colours. */
export function backdrop(defs: Defs, rng: Rng, w: number, h: number, top: string, bottom: string, glows: readonly string[]): string {
  const bg = `<rect width="${w}" height="${h}" fill="${defs.linear(
    [
      [0, top],
      [1, bottom],
    ],
    0,
    0,
    0.35,
    1,
  )}"/>`
  const blobs = glows
    .map((c) => {
      const r = between(rng, 0.35, 0.6) * Math.max(w, h)
      return `<circle cx="${r1(between(rng, 0, w))}" cy="${r1(between(rng, 0, h))}" r="${r1(r)}" fill="${defs.radial([
        [0, c, 0.55],
        [1, c, 0],
      ])}"/>`
    })
    .join('')
  return bg + blobs
}

/** A tabletop band from `y` to the bottom edge, with a soft horizon shadow. */
export function tabletop(defs: Defs, w: number, h: number, y: number, colour: string): string {
  return (
    `<rect y="${r1(y)}" width="${w}" height="${r1(h - y)}" fill="${defs.linear([
      [0, darken(colour, 0.06)],
      [0.15, colour],
      [1, lighten(colour, 0.2)],
    ])}"/>` + `<rect y="${r1(y - 3)}" width="${w}" height="6" fill="${darken(colour, 0.2)}" opacity="0.25" filter="${defs.blur(3)}"/>`
  )
}

/** Faint marble veins over a region. */
export function marble(defs: Defs, rng: Rng, x: number, y: number, w: number, h: number, vein: string): string {
  const veins = Array.from({ length: 7 }, () => {
    let px = x + between(rng, 0, w)
    let py = y
    let d = `M${r1(px)} ${r1(py)}`
    while (py < y + h) {
      const nx = px + between(rng, -w * 0.12, w * 0.12)
      const ny = py + between(rng, h * 0.1, h * 0.25)
      d += `Q${r1(px + between(rng, -40, 40))} ${r1((py + ny) / 2)} ${r1(nx)} ${r1(ny)}`
      px = nx
      py = ny
    }
    return `<path d="${d}" fill="none" stroke="${vein}" stroke-width="${r1(between(rng, 1.5, 4))}" opacity="${r1(between(rng, 0.15, 0.35))}"/>`
  }).join('')
  return `<g filter="${defs.blur(1.2)}">${veins}</g>`
}

/** Soft draped fabric: layered wave bands across the width from `y` down. */
export function drapedFabric(defs: Defs, rng: Rng, w: number, h: number, y: number, colour: string): string {
  return Array.from({ length: 6 }, (_, i) => {
    const yy = y + i * (h - y) * 0.16
    const amp = between(rng, 30, 70)
    const c = i % 2 ? lighten(colour, 0.18) : darken(colour, 0.05)
    return `<path d="M0 ${r1(yy)}C${r1(w * 0.25)} ${r1(yy - amp)} ${r1(w * 0.5)} ${r1(yy + amp)} ${r1(w * 0.75)} ${r1(yy - amp * 0.5)}S${r1(w * 1.1)} ${r1(yy + amp * 0.4)} ${w} ${r1(yy)}L${w} ${h}L0 ${h}Z" fill="${c}" opacity="0.9" filter="${defs.blur(10)}"/>`
  }).join('')
}

/** A gel polish bottle (≈ 150×330 px before `s`) standing on (x, y), glass tinted `colour`. */
export function polishBottle(
  defs: Defs,
  x: number,
  y: number,
  s: number,
  colour: string,
  cap: 'black' | 'gold' | 'white' | 'rose' = 'black',
): string {
  const capTones = {
    black: ['#2a2228', '#5a4d55', '#1f1720'],
    gold: [metals.gold[0], metals.gold[3], metals.gold[2]],
    white: ['#d9d2cf', '#ffffff', '#cfc7c4'],
    rose: ['#7e2a42', '#d77c92', '#6a2338'],
  }[cap]
  const capFill = defs.linear(
    [
      [0, capTones[0]],
      [0.45, capTones[1]],
      [1, capTones[2]],
    ],
    0,
    0,
    1,
    0,
  )
  const glass = defs.linear(
    [
      [0, darken(colour, 0.25)],
      [0.3, colour],
      [0.62, lighten(colour, 0.25)],
      [1, darken(colour, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
  const body =
    `<rect x="-75" y="-150" width="150" height="150" rx="30" fill="${glass}"/>` +
    `<rect x="-75" y="-150" width="150" height="150" rx="30" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>` +
    `<rect x="-60" y="-26" width="120" height="18" rx="9" fill="${darken(colour, 0.4)}" opacity="0.35"/>` +
    `<rect x="-52" y="-136" width="16" height="108" rx="8" fill="#ffffff" opacity="0.45"/>` +
    `<rect x="-26" y="-170" width="52" height="24" rx="6" fill="${lighten(colour, 0.5)}" opacity="0.8"/>`
  const capShape = `<rect x="-30" y="-330" width="60" height="166" rx="12" fill="${capFill}"/><rect x="-20" y="-320" width="8" height="146" rx="4" fill="#ffffff" opacity="0.25"/>`
  return group(x, y, 0, s, `<g filter="${defs.shadow(10, 8, 0.25)}">${body}${capShape}</g>`)
}

/** A eucalyptus sprig: a curving stem from (x, y) with round leaves, `len` px long, at `deg`. */
export function eucalyptus(defs: Defs, rng: Rng, x: number, y: number, len: number, deg: number): string {
  const leafFill = defs.linear(
    [
      [0, '#a9bfae'],
      [1, '#7f9c88'],
    ],
    0,
    0,
    1,
    1,
  )
  const stem = `<path d="M0 0C${r1(len * 0.1)} ${r1(-len * 0.35)} ${r1(-len * 0.1)} ${r1(-len * 0.7)} ${r1(len * 0.05)} ${r1(-len)}" fill="none" stroke="#6d7f6a" stroke-width="5"/>`
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const t = (i + 1) / 10
    const side = i % 2 ? 1 : -1
    const r = len * (0.085 - t * 0.04)
    return `<ellipse cx="${r1(side * r * 0.9)}" cy="${r1(-len * t)}" rx="${r1(r)}" ry="${r1(r * 0.85)}" fill="${leafFill}" opacity="${r1(between(rng, 0.8, 1))}" stroke="#6d7f6a" stroke-opacity="0.4" stroke-width="2"/>`
  }).join('')
  return group(x, y, deg, 1, stem + leaves)
}

/** A blossom branch with five-petal flowers in `petal` colour. */
export function blossomBranch(defs: Defs, rng: Rng, x: number, y: number, len: number, deg: number, petal: string): string {
  const twig = `<path d="M0 0C${r1(len * 0.3)} ${r1(-len * 0.2)} ${r1(len * 0.5)} ${r1(-len * 0.6)} ${r1(len * 0.9)} ${r1(-len * 0.8)}" fill="none" stroke="#6b4a3c" stroke-width="7" stroke-linecap="round"/>`
  const flowers = Array.from({ length: 8 }, (_, i) => {
    const t = 0.2 + i * 0.1
    const fx = len * (0.9 * t) + between(rng, -30, 30)
    const fy = -len * (0.8 * t * t + 0.1) + between(rng, -30, 30)
    return blossom(defs, fx, fy, between(rng, 34, 56), petal)
  }).join('')
  return group(x, y, deg, 1, twig + flowers)
}

function blossom(defs: Defs, x: number, y: number, r: number, petal: string): string {
  const fill = defs.radial([
    [0, lighten(petal, 0.6)],
    [1, petal],
  ])
  const petals = Array.from(
    { length: 5 },
    (_, i) => `<circle cx="0" cy="${r1(-r * 0.55)}" r="${r1(r * 0.5)}" fill="${fill}" transform="rotate(${i * 72})"/>`,
  ).join('')
  return `<g transform="translate(${r1(x)} ${r1(y)})">${petals}<circle r="${r1(r * 0.18)}" fill="#e6b24a"/></g>`
}

/** Scattered rose petals (curved teardrops) inside a rectangle. */
export function petals(defs: Defs, rng: Rng, x: number, y: number, w: number, h: number, colour: string, count: number): string {
  return Array.from({ length: count }, () => {
    const s = between(rng, 26, 48)
    const fill = defs.linear(
      [
        [0, lighten(colour, 0.3)],
        [1, darken(colour, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )
    const d = `M0 ${r1(s)}C${r1(-s)} ${r1(s * 0.2)} ${r1(-s * 0.6)} ${r1(-s)} 0 ${r1(-s * 0.8)}C${r1(s * 0.6)} ${r1(-s)} ${r1(s)} ${r1(s * 0.2)} 0 ${r1(s)}Z`
    return group(x + between(rng, 0, w), y + between(rng, 0, h), between(rng, 0, 360), 1, `<path d="${d}" fill="${fill}" opacity="0.92"/>`)
  }).join('')
}

/** A stem of dried grass / bunny tails in warm beige. */
export function driedStem(rng: Rng, x: number, y: number, len: number, deg: number): string {
  const stem = `<path d="M0 0Q${r1(len * 0.08)} ${r1(-len * 0.5)} 0 ${r1(-len)}" fill="none" stroke="#b59a7a" stroke-width="4"/>`
  const plume = Array.from({ length: 60 }, () => {
    const t = between(rng, 0.7, 1)
    const a = between(rng, -1.2, 1.2)
    const from = { x: 0, y: -len * t }
    const to = { x: Math.sin(a) * 46, y: -len * t - Math.cos(a) * 46 }
    return strand(from, { x: to.x * 0.5, y: (from.y + to.y) / 2 }, to, 3, '#dcc7a6', 0.7)
  }).join('')
  return group(x, y, deg, 1, stem + plume)
}

/** A stack of folded towels (`count` layers, each `w`×`th` px) with its base centre at (x, y). */
export function towelStack(defs: Defs, x: number, y: number, w: number, th: number, colours: readonly string[]): string {
  const layers = colours
    .map((c, i) => {
      const yy = -th * (i + 1)
      const inset = i * 6
      const fill = defs.linear([
        [0, lighten(c, 0.15)],
        [1, darken(c, 0.06)],
      ])
      return `<rect x="${r1(-w / 2 + inset)}" y="${r1(yy)}" width="${r1(w - inset * 2)}" height="${r1(th - 2)}" rx="${r1(th * 0.45)}" fill="${fill}"/><line x1="${r1(-w / 2 + inset + 20)}" y1="${r1(yy + th * 0.7)}" x2="${r1(w / 2 - inset - 20)}" y2="${r1(yy + th * 0.7)}" stroke="${darken(c, 0.12)}" stroke-width="3" opacity="0.5"/>`
    })
    .join('')
  return group(x, y, 0, 1, `<g filter="${defs.shadow(8, 10, 0.18)}">${layers}</g>`)
}

/** A shallow oval tray seen from slightly above, centred on (x, y). */
export function tray(defs: Defs, x: number, y: number, w: number, h: number, colour: string): string {
  const rim = defs.linear([
    [0, lighten(colour, 0.35)],
    [1, darken(colour, 0.15)],
  ])
  return (
    `<rect x="${r1(x - w / 2)}" y="${r1(y - h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h * 0.3)}" fill="${rim}" filter="${defs.shadow(10, 12, 0.2)}"/>` +
    `<rect x="${r1(x - w / 2 + 14)}" y="${r1(y - h / 2 + 12)}" width="${r1(w - 28)}" height="${r1(h - 24)}" rx="${r1(h * 0.25)}" fill="${lighten(colour, 0.12)}"/>`
  )
}

/** Steel or gold metal fill for tools. */
function steel(defs: Defs): string {
  return defs.linear(
    metals.silver.map((t, i) => [i / 5, t] as const),
    0,
    0,
    0,
    1,
  )
}

/** A nail file (`len` px) lying at `deg`, two-tone grit. */
export function nailFile(defs: Defs, x: number, y: number, len: number, deg: number, colour: string): string {
  const body = `<rect x="${r1(-len / 2)}" y="-18" width="${r1(len)}" height="36" rx="18" fill="${colour}"/><rect x="${r1(-len / 2)}" y="-18" width="${r1(len / 2)}" height="36" rx="18" fill="${darken(colour, 0.12)}"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(5, 5, 0.2)}">${body}</g>`)
}

/** A stainless cuticle pusher (`len` px) lying at `deg`. */
export function cuticlePusher(defs: Defs, x: number, y: number, len: number, deg: number): string {
  const s = steel(defs)
  const body =
    `<rect x="${r1(-len * 0.32)}" y="-9" width="${r1(len * 0.64)}" height="18" rx="9" fill="${s}"/>` +
    Array.from(
      { length: 8 },
      (_, i) => `<line x1="${r1(-len * 0.2 + i * 10)}" y1="-8" x2="${r1(-len * 0.2 + i * 10)}" y2="8" stroke="#7d848c" stroke-width="2"/>`,
    ).join('') +
    `<path d="M${r1(len * 0.32)} -5L${r1(len * 0.46)} -14Q${r1(len * 0.52)} 0 ${r1(len * 0.46)} 14L${r1(len * 0.32)} 5Z" fill="${s}"/>` +
    `<path d="M${r1(-len * 0.32)} -5L${r1(-len * 0.5)} -3L${r1(-len * 0.5)} 3L${r1(-len * 0.32)} 5Z" fill="${s}"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(4, 4, 0.25)}">${body}</g>`)
}

/** Cuticle nippers: two handles and a small jaw, `len` px, at `deg`. */
export function nippers(defs: Defs, x: number, y: number, len: number, deg: number): string {
  const s = steel(defs)
  const body =
    `<path d="M0 0L${r1(-len * 0.16)} ${r1(len * 0.8)}Q${r1(-len * 0.1)} ${r1(len * 0.86)} ${r1(-len * 0.06)} ${r1(len * 0.8)}L0 ${r1(len * 0.1)}Z" fill="${s}"/>` +
    `<path d="M0 0L${r1(len * 0.16)} ${r1(len * 0.8)}Q${r1(len * 0.1)} ${r1(len * 0.86)} ${r1(len * 0.06)} ${r1(len * 0.8)}L0 ${r1(len * 0.1)}Z" fill="${s}"/>` +
    `<path d="M-12 0Q0 ${r1(-len * 0.22)} 12 0Z" fill="${s}"/><circle r="9" fill="#aab1b9"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(4, 4, 0.25)}">${body}</g>`)
}

/** A sealed sterilisation pouch (paper back, clear front, chevron seal, indicator strip) holding `tools`. */
export function sterilePouch(defs: Defs, x: number, y: number, w: number, h: number, deg: number, tools: string): string {
  const paper = `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="8" fill="#f4efe6"/>`
  const film = `<rect x="${r1(-w / 2 + 14)}" y="${r1(-h / 2 + 14)}" width="${r1(w - 28)}" height="${r1(h - 60)}" rx="4" fill="#dfe9f0" opacity="0.55"/>`
  const chevron = `<path d="M${r1(-w / 2 + 14)} ${r1(h / 2 - 46)}L0 ${r1(h / 2 - 26)}L${r1(w / 2 - 14)} ${r1(h / 2 - 46)}" fill="none" stroke="#c9bfae" stroke-width="4"/>`
  const strip = `<rect x="${r1(w / 2 - 70)}" y="${r1(h / 2 - 22)}" width="46" height="12" rx="3" fill="#5a8f7b"/>`
  return group(x, y, deg, 1, `<g filter="${defs.shadow(8, 10, 0.2)}">${paper}${tools}${film}${chevron}${strip}</g>`)
}

/** An arched desk lamp standing on (x, y), shade colour `colour`, with a warm glow below. */
export function deskLamp(defs: Defs, x: number, y: number, s: number, colour: string): string {
  const arm = `<path d="M0 0L0 -40M0 -40Q-10 -300 160 -420" fill="none" stroke="${darken(colour, 0.2)}" stroke-width="12" stroke-linecap="round"/>`
  const base = `<ellipse cx="0" cy="0" rx="70" ry="16" fill="${darken(colour, 0.25)}"/>`
  const shade = `<path d="M120 -440L230 -380Q250 -330 210 -320L120 -360Q100 -400 120 -440Z" fill="${defs.linear(
    [
      [0, lighten(colour, 0.2)],
      [1, darken(colour, 0.15)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`
  const glow = `<ellipse cx="260" cy="-150" rx="180" ry="260" fill="${defs.radial([
    [0, '#fff4d6', 0.7],
    [1, '#fff4d6', 0],
  ])}"/>`
  return group(x, y, 0, s, glow + arm + base + shade)
}

/** A small trailing plant in a pot standing on (x, y). */
export function pottedPlant(defs: Defs, rng: Rng, x: number, y: number, s: number, pot: string): string {
  const leaves = Array.from({ length: 14 }, () => {
    const a = between(rng, -2.4, -0.7)
    const l = between(rng, 90, 190)
    const to = { x: Math.cos(a) * l, y: -40 + Math.sin(a) * l }
    return strand(
      { x: 0, y: -40 },
      { x: to.x * 0.4, y: to.y * 0.8 },
      to,
      between(rng, 22, 34),
      pick(rng, ['#7f9c88', '#93ad98', '#6d8a74']),
      0.95,
    )
  }).join('')
  const potShape = `<path d="M-60 -60L60 -60L48 0L-48 0Z" fill="${defs.linear(
    [
      [0, lighten(pot, 0.15)],
      [1, darken(pot, 0.1)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  return group(x, y, 0, s, leaves + potShape)
}

/** Small four-point sparkles in gold, for a finishing touch. */
export function sparkles(rng: Rng, x: number, y: number, w: number, h: number, count: number, colour = '#e6cf9a'): string {
  return Array.from({ length: count }, () => {
    const s = between(rng, 8, 20)
    const d = `M0 ${r1(-s)}Q0 0 ${r1(s)} 0Q0 0 0 ${r1(s)}Q0 0 ${r1(-s)} 0Q0 0 0 ${r1(-s)}Z`
    return group(
      x + between(rng, 0, w),
      y + between(rng, 0, h),
      0,
      1,
      `<path d="${d}" fill="${colour}" opacity="${r1(between(rng, 0.55, 0.95))}"/>`,
    )
  }).join('')
}
