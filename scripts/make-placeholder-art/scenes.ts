/**
 * One scene per photo slot: a function that draws the slot's SVG at its master size. Each scene is
 * drawn to match the caption/alt text in src/content/gallery.ts and src/content/hero.ts.
 * Hero scenes keep the left and centre calm for the white headline over a dark scrim.
 */
import { brow, type BrowStyle, eye, type LashStyle, spoolie, tintSwatch, waxSpatula } from './eyes.ts'
import { hand, metals, nailFan, type NailLook, type NailShape, type Paint, skins } from './nails.ts'
import {
  backdrop,
  blossomBranch,
  cuticlePusher,
  deskLamp,
  drapedFabric,
  driedStem,
  eucalyptus,
  marble,
  nailFile,
  nippers,
  petals,
  polishBottle,
  pottedPlant,
  sparkles,
  sterilePouch,
  tabletop,
  towelStack,
  tray,
} from './props.ts'
import { Defs, group, lighten, type Rng, seededRng, svgDocument } from './svg.ts'

/** Master sizes (px) per slot kind (brief: hero landscape, gallery 4:5, about 4:5, page heroes wide). */
const SIZES = {
  hero: { w: 1920, h: 1280 },
  gallery: { w: 1200, h: 1500 },
  wide: { w: 1920, h: 800 },
  og: { w: 1200, h: 630 },
} as const

type Size = { w: number; h: number }
type Draw = (defs: Defs, rng: Rng, size: Size) => string

/** A slot's master size and drawing. */
export type Scene = { size: Size; draw: Draw }

/** Renders a scene to a complete SVG document, seeded by the slot id. */
export function renderScene(id: string, scene: Scene): string {
  const defs = new Defs()
  const body = scene.draw(defs, seededRng(id), scene.size)
  return svgDocument(scene.size.w, scene.size.h, defs, body)
}

// ---------- nails gallery ----------

type Bg = readonly [top: string, bottom: string, glows: readonly string[]]

type NailsPlate = {
  bg: Bg
  /** Index into `skins`, or 'fan' for a swatch wheel of tips. */
  skin: number | 'fan'
  looks: NailLook | readonly NailLook[]
  /** Nail length as a multiple of nail width. */
  nailLen: number
  cuff?: string
  /** Optional polish bottle colour shown beside the hand. */
  bottle?: string
}

const five = (looks: NailLook | readonly NailLook[]): readonly NailLook[] => (Array.isArray(looks) ? looks : Array(5).fill(looks))

function nailsPlate(p: NailsPlate): Scene {
  return {
    size: SIZES.gallery,
    draw: (defs, rng, { w, h }) => {
      const bg = backdrop(defs, rng, w, h, p.bg[0], p.bg[1], p.bg[2])
      const looks = five(p.looks)
      if (p.skin === 'fan')
        return (
          bg +
          group(w / 2, h * 0.8, 0, 1, nailFan(defs, rng, looks, 430, 165, 165 * p.nailLen, 100)) +
          sparkles(rng, 80, 80, w - 160, 260, 5)
        )
      const bottle = p.bottle ? polishBottle(defs, w * 0.16, h * 0.985, 1.3, p.bottle, 'black') : ''
      const art = hand(defs, rng, { skin: skins[p.skin], looks, nailLen: p.nailLen, cuff: p.cuff ?? lighten(p.bg[1], 0.4) })
      return bg + group(w * 0.58, h * 1.14, -5, 2.35, art) + bottle
    },
  }
}

const look = (shape: NailShape, base: Paint, extra: Partial<NailLook> = {}): NailLook => ({ shape, base, ...extra })
const accent = (plain: NailLook, special: NailLook, at: readonly number[]): readonly NailLook[] =>
  [0, 1, 2, 3, 4].map((i) => (at.includes(i) ? special : plain))

const milky = '#f6efe9'
const blushBg: Bg = ['#fbf7f2', '#f5cdd4', ['#ffffff', '#eba9b5']]

const nailScenes: Record<string, NailsPlate> = {
  'nails-01': { bg: blushBg, skin: 1, looks: look('almond', milky, { art: 'foil' }), nailLen: 1.35, cuff: '#efe4da', bottle: '#f3ebe4' },
  'nails-02': {
    bg: ['#f3f1ea', '#dfe3d6', ['#ffffff', '#c9d3bf']],
    skin: 2,
    looks: look('square', '#f4d3d0', { tip: { paint: '#ffffff', depth: 0.34 } }),
    nailLen: 1.05,
    cuff: '#c9a9a6',
  },
  'nails-03': {
    bg: ['#f4f0f8', '#ddd3ea', ['#ffffff', '#f5cdd4']],
    skin: 3,
    looks: look('almond', { kind: 'metal', tones: metals.pearl }),
    nailLen: 1.45,
    cuff: '#f2ece8',
  },
  'nails-04': {
    bg: ['#fbf7f2', '#ead7cf', ['#f5cdd4', '#ffffff']],
    skin: 0,
    looks: look('oval', '#7a1f3d'),
    nailLen: 1.05,
    cuff: '#d8c3b5',
    bottle: '#7a1f3d',
  },
  'nails-05': {
    bg: ['#fdf0e7', '#f6d2c2', ['#ffffff', '#f5cdd4']],
    skin: 4,
    looks: look('almond', { kind: 'ombre', from: '#f2bccb', to: '#ffffff' }),
    nailLen: 1.5,
    cuff: '#f7ede4',
  },
  'nails-06': {
    bg: ['#f7f5ec', '#e9e4cf', ['#ffffff', '#f6e6a8']],
    skin: 1,
    looks: accent(look('oval', '#f1d9cf'), look('oval', '#f1d9cf', { art: 'daisies' }), [2, 4]),
    nailLen: 1.2,
    cuff: '#b9c7b0',
  },
  'nails-07': {
    bg: ['#fbf7f2', '#f0d9d2', ['#ffffff', '#eba9b5']],
    skin: 2,
    looks: look('almond', '#b3122e'),
    nailLen: 1.8,
    cuff: '#2f2a2c',
    bottle: '#b3122e',
  },
  'nails-08': {
    bg: ['#f6f4fb', '#e3ecf2', ['#ffffff', '#d9c8ef']],
    skin: 'fan',
    looks: ['#bfe3d0', '#d9c8ef', '#f9cdb3', '#c4dcf2', '#f6c7d3', '#fbe7a8', '#bfe3d0'].map((c) => look('oval', c)),
    nailLen: 1.25,
  },
  'nails-09': {
    bg: ['#f8f1ea', '#e8cdbb', ['#ffffff', '#f1d1bd']],
    skin: 3,
    looks: look('coffin', '#e5b9a1'),
    nailLen: 1.75,
    cuff: '#efe3d6',
    bottle: '#e5b9a1',
  },
  'nails-10': {
    bg: blushBg,
    skin: 0,
    looks: accent(look('almond', '#4a2545'), look('almond', '#4a2545', { art: 'goldLeaf' }), [3]),
    nailLen: 1.4,
    cuff: '#e6cf9a',
  },
  'nails-11': {
    bg: ['#eef0f4', '#cfd4de', ['#ffffff', '#e5dff0']],
    skin: 2,
    looks: look('coffin', { kind: 'metal', tones: metals.silver }),
    nailLen: 1.65,
    cuff: '#2f2a2c',
  },
  'nails-12': {
    bg: ['#fdf4f5', '#f3dfd6', ['#ffffff', '#e6cf9a']],
    skin: 4,
    looks: look('almond', '#f6dcdc', { tip: { paint: { kind: 'metal', tones: metals.gold }, depth: 0.11 } }),
    nailLen: 1.45,
    cuff: '#fbf7f2',
  },
  'nails-13': {
    bg: ['#fbf3f1', '#ecd2cf', ['#ffffff', '#f5cdd4']],
    skin: 1,
    looks: accent(look('oval', '#c98b8f'), look('oval', '#c98b8f', { art: 'pearls' }), [1, 3]),
    nailLen: 1.25,
    cuff: '#fbf7f2',
    bottle: '#c98b8f',
  },
  'nails-14': {
    bg: ['#fdf4f5', '#f0dde4', ['#ffffff', '#eba9b5']],
    skin: 'fan',
    looks: Array(7).fill(look('almond', '#f6e4e0', { art: 'swirls' })),
    nailLen: 1.5,
  },
  'nails-15': {
    bg: ['#f6eef0', '#e2c6cd', ['#ffffff', '#b4475f']],
    skin: 2,
    looks: look('almond', { kind: 'cateye', base: '#5c1426', glow: '#e07a90' }),
    nailLen: 1.55,
    cuff: '#e8dcd6',
  },
  'nails-16': {
    bg: ['#fbf5ec', '#ead6bd', ['#ffffff', '#e6cf9a']],
    skin: 0,
    looks: accent(look('square', '#d6a77a'), look('square', '#d8a878', { art: 'tortoise' }), [2, 4]),
    nailLen: 1.2,
    cuff: '#6b4a3c',
    bottle: '#d6a77a',
  },
  'nails-17': {
    bg: ['#f3f4ee', '#d9e0d2', ['#ffffff', '#e6cf9a']],
    skin: 3,
    looks: look('almond', '#9fb59a', { tip: { paint: { kind: 'metal', tones: metals.gold }, depth: 0.3 } }),
    nailLen: 1.5,
    cuff: '#fbf7f2',
  },
  'nails-18': {
    bg: ['#fdf4f5', '#f5d6db', ['#ffffff', '#f5cdd4']],
    skin: 4,
    looks: look('oval', '#f7dde0', { art: 'hearts' }),
    nailLen: 1.15,
    cuff: '#eba9b5',
  },
}

// ---------- brows & lashes gallery ----------

type EyePlate = {
  bg: Bg
  arch: string
  eye?: { style: LashStyle; iris: string; w: number; y: number }
  brow?: { style: BrowStyle; hair: string; w: number; y: number }
  extra?: Draw
}

const ink = '#1f1720'

function eyePlate(p: EyePlate): Scene {
  return {
    size: SIZES.gallery,
    draw: (defs, rng, size) => {
      const { w, h } = size
      const bg = backdrop(defs, rng, w, h, p.bg[0], p.bg[1], p.bg[2])
      const arch =
        `<path d="M150 ${h}V600A450 450 0 0 1 1050 600V${h}Z" fill="${p.arch}" opacity="0.7"/>` +
        `<path d="M130 ${h}V600A470 470 0 0 1 1070 600V${h}" fill="none" stroke="#b8924a" stroke-width="3" opacity="0.6"/>`
      const e = p.eye ? group(w / 2, p.eye.y, 0, 1, eye(defs, rng, { w: p.eye.w, style: p.eye.style, ink, iris: p.eye.iris })) : ''
      const b = p.brow ? group(w / 2 + 20, p.brow.y, 0, 1, brow(defs, rng, { w: p.brow.w, style: p.brow.style, hair: p.brow.hair })) : ''
      return bg + arch + b + e + (p.extra ? p.extra(defs, rng, size) : '') + sparkles(rng, 120, 140, w - 240, 260, 4)
    },
  }
}

const hazel = '#8a6a3c'
const browHair = { soft: '#7a5a43', brown: '#4a3426', dark: '#2e211b', taupe: '#8c7a6b' }

const eyeScenes: Record<string, EyePlate> = {
  'lashes-01': {
    bg: blushBg,
    arch: '#fbe7ea',
    eye: { style: 'classic', iris: hazel, w: 820, y: 1050 },
    brow: { style: 'natural', hair: browHair.brown, w: 820, y: 610 },
  },
  'lashes-02': {
    bg: ['#fdf0e7', '#f1d1bd', ['#ffffff']],
    arch: '#fbf7f2',
    eye: { style: 'hybrid', iris: '#5a3a28', w: 820, y: 1050 },
    brow: { style: 'natural', hair: browHair.dark, w: 820, y: 610 },
  },
  'lashes-03': { bg: ['#f6eef4', '#e2cbdc', ['#ffffff']], arch: '#fdf4f5', eye: { style: 'volume', iris: '#6b8796', w: 960, y: 960 } },
  'lashes-04': {
    bg: ['#f7f5ec', '#e6dcc8', ['#ffffff']],
    arch: '#fbf7f2',
    eye: { style: 'lift', iris: '#6f8a5e', w: 820, y: 1050 },
    brow: { style: 'natural', hair: browHair.soft, w: 820, y: 610 },
  },
  'lashes-05': {
    bg: ['#fdf4f5', '#eecbd2', ['#ffffff']],
    arch: '#fbf7f2',
    brow: { style: 'laminated', hair: browHair.brown, w: 980, y: 820 },
    eye: { style: 'classic', iris: hazel, w: 700, y: 1260 },
  },
  'lashes-06': {
    bg: ['#fbf7f2', '#ead7cf', ['#ffffff', '#e6cf9a']],
    arch: '#fdf4f5',
    brow: { style: 'tinted', hair: browHair.brown, w: 980, y: 820 },
    eye: { style: 'classic', iris: '#5a3a28', w: 700, y: 1260 },
  },
  'lashes-07': {
    bg: ['#fbf7f2', '#eee4da', ['#ffffff']],
    arch: '#f4ece4',
    extra: (defs, rng) =>
      marble(defs, rng, 150, 300, 900, 1200, '#b9aa9c') +
      tintSwatch(defs, rng, 340, 620, 140, browHair.taupe) +
      tintSwatch(defs, rng, 380, 900, 140, browHair.soft) +
      tintSwatch(defs, rng, 340, 1180, 140, browHair.dark) +
      spoolie(defs, 240, 1420, 720, -8, '#eba9b5'),
  },
  'lashes-08': { bg: ['#f4f0f8', '#ddd3ea', ['#ffffff']], arch: '#fbf7f2', eye: { style: 'wispy', iris: '#5a3a28', w: 960, y: 960 } },
  'lashes-09': {
    bg: ['#fdf0e7', '#f5cdd4', ['#ffffff']],
    arch: '#fbf7f2',
    brow: { style: 'laminated', hair: browHair.dark, w: 860, y: 620 },
    eye: { style: 'lift', iris: hazel, w: 820, y: 1060 },
  },
  'lashes-10': {
    bg: ['#f3f4ee', '#dde3d6', ['#ffffff']],
    arch: '#fbf7f2',
    brow: { style: 'clean', hair: browHair.soft, w: 900, y: 780 },
    eye: { style: 'classic', iris: '#6f8a5e', w: 700, y: 1200 },
    extra: (defs) => waxSpatula(defs, 700, 1400, 420, -18),
  },
}

// ---------- home hero slides ----------

const heroBg = (defs: Defs, rng: Rng, { w, h }: Size, top: string, bottom: string, glows: readonly string[]) =>
  backdrop(defs, rng, w, h, top, bottom, glows)

function handScene(opts: {
  bg: Bg
  skin: number
  looks: readonly NailLook[]
  nailLen: number
  cuff: string
  x: number
  y: number
  deg: number
  s: number
  extra?: Draw
}): Draw {
  return (defs, rng, size) =>
    heroBg(defs, rng, size, opts.bg[0], opts.bg[1], opts.bg[2]) +
    (opts.extra ? opts.extra(defs, rng, size) : '') +
    group(
      opts.x,
      opts.y,
      opts.deg,
      opts.s,
      hand(defs, rng, { skin: skins[opts.skin], looks: opts.looks, nailLen: opts.nailLen, cuff: opts.cuff }),
    )
}

const heroScenes: Record<string, Draw> = {
  'hero-01': (defs, rng, size) =>
    heroBg(defs, rng, size, '#f5cdd4', '#c98b9a', ['#fbe7ea', '#9b3550']) +
    tabletop(defs, size.w, size.h, 1000, '#fbf1ec') +
    eucalyptus(defs, rng, 1720, 1010, 620, 14) +
    eucalyptus(defs, rng, 1600, 1010, 520, -8) +
    polishBottle(defs, 1180, 1090, 1.35, '#e2b49c', 'white') +
    polishBottle(defs, 1400, 1110, 1.6, '#b4475f', 'gold') +
    polishBottle(defs, 1640, 1100, 1.45, '#5a2a52', 'black'),
  'hero-02': handScene({
    bg: ['#f3d9d6', '#c99a9f', ['#fbe7ea']],
    skin: 1,
    looks: five(look('almond', '#f5e1e0')),
    nailLen: 1.5,
    cuff: '#fbf7f2',
    x: 1850,
    y: 1300,
    deg: -50,
    s: 1.55,
    extra: (defs, rng, { w, h }) => drapedFabric(defs, rng, w, h, 700, '#e8c4c8'),
  }),
  'hero-03': (defs, rng, size) => {
    const looks = [
      look('almond', milky, { art: 'foil' }),
      look('almond', '#f6dcdc', { art: 'pearls' }),
      look('almond', { kind: 'metal', tones: metals.gold }),
      look('almond', '#f6dcdc', { art: 'pearls' }),
      look('almond', milky, { art: 'foil' }),
    ]
    return (
      heroBg(defs, rng, size, '#4a2545', '#241022', ['#9b3550', '#b8924a']) +
      group(1330, 1200, 0, 1, nailFan(defs, rng, looks, 580, 170, 260, 80)) +
      sparkles(rng, 1000, 120, 850, 300, 8)
    )
  },
  'hero-04': (defs, rng, size) =>
    heroBg(defs, rng, size, '#fbf7f2', '#f5cdd4', ['#ffffff', '#eba9b5']) +
    `<circle cx="1400" cy="640" r="560" fill="#fbe7ea" opacity="0.7"/><circle cx="1400" cy="640" r="585" fill="none" stroke="#b8924a" stroke-width="3" opacity="0.55"/>` +
    group(1420, 400, 0, 1, brow(defs, rng, { w: 760, style: 'natural', hair: browHair.brown })) +
    group(1400, 800, 0, 1, eye(defs, rng, { w: 780, style: 'hybrid', ink, iris: hazel })),
  'hero-05': (defs, rng, size) => {
    const reds = ['#5c1426', '#7a1f3d', '#9b2335', '#b3122e', '#c8102e', '#a3304f', '#6a1b33'].map((c) => look('almond', c))
    return (
      heroBg(defs, rng, size, '#f3e4dc', '#d8b9ad', ['#ffffff', '#eba9b5']) +
      driedStem(rng, 1800, 1300, 1000, -8) +
      driedStem(rng, 1720, 1300, 820, -20) +
      driedStem(rng, 1860, 1300, 700, 6) +
      group(1280, 1180, 0, 1, nailFan(defs, rng, reds, 540, 140, 210, 96))
    )
  },
  'hero-06': (defs, rng, size) =>
    heroBg(defs, rng, size, '#f4efe9', '#e4d9cf', ['#ffffff']) +
    marble(defs, rng, 0, 0, size.w, size.h, '#b9aa9c') +
    tray(defs, 1300, 700, 900, 620, '#f3e9e4') +
    nailFile(defs, 1270, 560, 640, -14, '#eba9b5') +
    cuticlePusher(defs, 1300, 720, 640, -6) +
    nippers(defs, 1160, 800, 200, -70) +
    towelStack(defs, 1660, 1200, 420, 86, ['#fbf7f2', '#f5cdd4', '#fbf7f2']) +
    eucalyptus(defs, rng, 1850, 1250, 520, -20),
  'hero-07': handScene({
    bg: ['#f3f4ee', '#d9e0d2', ['#ffffff', '#fbe7a8']],
    skin: 2,
    looks: [
      look('oval', '#bfe3d0'),
      look('oval', '#d9c8ef', { art: 'daisies' }),
      look('oval', '#f9cdb3'),
      look('oval', '#bfe3d0', { art: 'daisies' }),
      look('oval', '#d9c8ef'),
    ],
    nailLen: 1.2,
    cuff: '#fbf7f2',
    x: 1400,
    y: 1640,
    deg: -10,
    s: 1.95,
  }),
  'hero-08': handScene({
    bg: ['#3b3340', '#1f1720', ['#7d848c', '#4a2545']],
    skin: 3,
    looks: five(look('coffin', { kind: 'metal', tones: metals.silver })),
    nailLen: 1.7,
    cuff: '#1f1720',
    x: 1420,
    y: 1640,
    deg: -8,
    s: 1.95,
    extra: (_defs, rng) => sparkles(rng, 1000, 100, 850, 500, 10, '#f5f7f9'),
  }),
  'hero-09': (defs, rng, size) =>
    heroBg(defs, rng, size, '#fbf7f2', '#ece2d8', ['#ffffff']) +
    marble(defs, rng, 0, 0, size.w, size.h, '#a8998b') +
    tintSwatch(defs, rng, 1150, 380, 120, browHair.taupe) +
    tintSwatch(defs, rng, 1200, 640, 120, browHair.soft) +
    tintSwatch(defs, rng, 1150, 900, 120, browHair.dark) +
    spoolie(defs, 1080, 1150, 700, -12, '#eba9b5'),
  'hero-10': (defs, rng, size) => {
    const french = five(look('almond', '#f4d3d0', { tip: { paint: '#ffffff', depth: 0.32 } }))
    return (
      heroBg(defs, rng, size, '#fdf4f5', '#f0cbd3', ['#ffffff', '#eba9b5']) +
      blossomBranch(defs, rng, 1020, 560, 900, 8, '#eba9b5') +
      group(1250, 1400, -14, 1.3, hand(defs, rng, { skin: skins[4], looks: french, nailLen: 1.5, cuff: '#fbf7f2' })) +
      group(1660, 1420, 10, 1.3, hand(defs, rng, { skin: skins[1], looks: french, nailLen: 1.5, cuff: '#e6cf9a' }))
    )
  },
  'hero-11': (defs, rng, size) =>
    heroBg(defs, rng, size, '#4a2545', '#2a1328', ['#9b3550', '#b8924a']) +
    petals(defs, rng, 1000, 850, 880, 380, '#b4475f', 22) +
    polishBottle(defs, 1420, 1050, 2.1, '#c9a45a', 'gold') +
    petals(defs, rng, 1100, 1050, 760, 200, '#eba9b5', 9) +
    sparkles(rng, 1100, 150, 700, 300, 7),
}

// ---------- single page images ----------

const aboutStudio: Draw = (defs, rng, { w, h }) =>
  backdrop(defs, rng, w, h, '#fbf7f2', '#f1e4da', ['#ffffff', '#f5cdd4']) +
  `<path d="M640 820V300A220 220 0 0 1 1080 300V820Z" fill="#fdf9f4" stroke="#e6d8ca" stroke-width="14"/>` +
  `<path d="M860 80V820M640 450H1080" stroke="#e6d8ca" stroke-width="10"/>` +
  `<ellipse cx="860" cy="420" rx="200" ry="360" fill="${defs.radial([
    [0, '#fff6dc', 0.6],
    [1, '#fff6dc', 0],
  ])}"/>` +
  tabletop(defs, w, h, 1030, '#e8d3c0') +
  deskLamp(defs, 200, 1040, 1.2, '#b4475f') +
  pottedPlant(defs, rng, 1020, 1040, 1.2, '#e6cf9a') +
  towelStack(defs, 380, 1300, 420, 84, ['#fbf7f2', '#f5cdd4', '#fbf7f2', '#e6cf9a']) +
  tray(defs, 860, 1330, 560, 280, '#f3e9e4') +
  polishBottle(defs, 700, 1380, 0.8, '#b4475f', 'gold') +
  polishBottle(defs, 810, 1370, 0.8, '#e2b49c', 'white') +
  polishBottle(defs, 920, 1380, 0.8, '#5a2a52', 'black') +
  polishBottle(defs, 1030, 1370, 0.8, '#f5cdd4', 'rose')

const servicesHero: Draw = (defs, rng, { w, h }) => {
  const shades = ['#f1d9cf', '#e5b9a1', '#d49a8a', '#eba9b5', '#c65b78', '#9b3550', '#7a1f3d', '#5a2a52', '#4a2545', '#c9a45a', '#f6efe9']
  const back = shades.map((c, i) => polishBottle(defs, 180 + i * 160, 560, 0.85, lighten(c, 0.1), i % 3 ? 'black' : 'gold')).join('')
  const front = shades.map((c, i) => polishBottle(defs, 100 + i * 172, 780, 1.05, c, i % 4 ? 'black' : 'rose')).join('')
  return (
    backdrop(defs, rng, w, h, '#f5cdd4', '#c98b9a', ['#fbe7ea']) +
    tabletop(defs, w, h, 600, '#fbf1ec') +
    `<g opacity="0.85" filter="${defs.blur(3)}">${back}</g>` +
    front
  )
}

const hygieneHero: Draw = (defs, rng, { w, h }) => {
  const tools = cuticlePusher(defs, 0, -70, 420, -3) + nippers(defs, -150, 10, 230, -90) + cuticlePusher(defs, 40, 50, 380, 4)
  return (
    backdrop(defs, rng, w, h, '#f3f4ee', '#dde6e0', ['#ffffff']) +
    marble(defs, rng, 0, 0, w, h, '#b8c2bb') +
    tray(defs, 1340, 470, 820, 480, '#e9eef0') +
    sterilePouch(defs, 1280, 460, 520, 300, -8, tools) +
    towelStack(defs, 1700, 770, 340, 74, ['#ffffff', '#dfe9e2', '#ffffff', '#f5cdd4']) +
    eucalyptus(defs, rng, 1010, 760, 420, 62)
  )
}

const ogShare: Draw = (defs, rng, { w, h }) => {
  const tips = [
    look('almond', '#b4475f'),
    look('almond', milky, { art: 'foil' }),
    look('almond', { kind: 'metal', tones: metals.gold }),
    look('almond', '#f5cdd4'),
    look('almond', '#7a1f3d'),
  ]
  const title =
    `<text x="80" y="270" font-family="DejaVu Serif, serif" font-size="78" fill="#fbf7f2">IJ Nails &amp; Lashes</text>` +
    `<line x1="84" y1="312" x2="300" y2="312" stroke="#e6cf9a" stroke-width="3"/>` +
    `<text x="80" y="380" font-family="DejaVu Serif, serif" font-style="italic" font-size="42" fill="#e6cf9a">Nail it. Lash it. Love it.</text>` +
    `<text x="82" y="450" font-family="DejaVu Sans, sans-serif" font-size="24" letter-spacing="3" fill="#f5cdd4">NAILS · LASHES · BROWS</text>` +
    `<text x="82" y="490" font-family="DejaVu Sans, sans-serif" font-size="24" letter-spacing="3" fill="#f5cdd4">WOODLEY, READING</text>`
  return (
    backdrop(defs, rng, w, h, '#4a2545', '#241022', ['#9b3550', '#7e2a42']) +
    group(1040, 640, 0, 1, nailFan(defs, rng, tips, 330, 84, 130, 80)) +
    sparkles(rng, 820, 40, 340, 140, 5) +
    title
  )
}

/** Every placeholder slot id with its scene. Order: hero, nails, lashes, pages, share image. */
export const scenes: Record<string, Scene> = {
  ...Object.fromEntries(Object.entries(heroScenes).map(([id, draw]) => [id, { size: SIZES.hero, draw }])),
  ...Object.fromEntries(Object.entries(nailScenes).map(([id, p]) => [id, nailsPlate(p)])),
  ...Object.fromEntries(Object.entries(eyeScenes).map(([id, p]) => [id, eyePlate(p)])),
  'about-studio': { size: SIZES.gallery, draw: aboutStudio },
  'services-hero': { size: SIZES.wide, draw: servicesHero },
  'hygiene-hero': { size: SIZES.wide, draw: hygieneHero },
  'og-share': { size: SIZES.og, draw: ogShare },
}
