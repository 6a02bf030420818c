// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/// <reference types="node" />
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import manifest from '@/content/image-manifest.json'
import { galleryImages } from '@/content/gallery'
import { heroSlides, pageImages } from '@/content/hero'
import {
  isUpToDate,
  manifestEntry,
  MASTER_EXTENSIONS,
  OG_SLOT,
  outputName,
  parseMasterName,
  parseOutputName,
  slotKind,
  staleOutputs,
  WIDTH_LADDERS,
  widthsFor,
} from '../../scripts/build-images-lib'

const entries = manifest as Record<string, { width: number; height: number; widths: number[] }>
const imagesDir = join(process.cwd(), 'public', 'images')
const nails = galleryImages.nails
const lashes = galleryImages.lashes
const pages = Object.values(pageImages)
const slots = [
  ...heroSlides.map((s) => ({ id: s.id, text: s.alt })),
  ...[...nails, ...lashes].map((g) => ({ id: g.id, text: g.caption })),
  ...pages.map((p) => ({ id: p.id, text: p.alt })),
]

describe('image slots (docs/product.md §3: 11 hero slides, 18 nail and 10 brow & lash images)', () => {
  it('has the counts of docs/product.md §3', () => {
    expect(heroSlides).toHaveLength(11)
    expect(nails).toHaveLength(18)
    expect(lashes).toHaveLength(10)
  })

  it('has unique ids and non-empty, unique captions and alt texts', () => {
    expect(new Set(slots.map((s) => s.id)).size).toBe(slots.length)
    for (const s of slots) expect(s.text.trim().length, s.id).toBeGreaterThan(10)
    expect(new Set(slots.map((s) => s.text)).size).toBe(slots.length)
  })

  it.each(slots.map((s) => s.id))('%s has a master photo, a manifest entry and every file on disk', (id) => {
    expect(MASTER_EXTENSIONS.some((ext) => existsSync(join(process.cwd(), 'photos', id + ext)))).toBe(true)
    const entry = entries[id]
    expect(entry).toBeDefined()
    expect(entry.widths.length).toBeGreaterThan(0)
    expect([...entry.widths].sort((a, b) => a - b)).toEqual(entry.widths)
    expect(entry.width).toBe(entry.widths[entry.widths.length - 1])
    for (const w of entry.widths) {
      expect(existsSync(join(imagesDir, outputName(id, w, 'avif'))), `${id}-${w}.avif`).toBe(true)
      expect(existsSync(join(imagesDir, outputName(id, w, 'webp'))), `${id}-${w}.webp`).toBe(true)
    }
  })

  it('hero slides are landscape and built up to 1920 px; gallery images are portrait', () => {
    for (const s of heroSlides) {
      expect(entries[s.id].widths).toEqual([...WIDTH_LADDERS.wide])
      expect(entries[s.id].height).toBeLessThan(entries[s.id].width)
    }
    for (const g of [...nails, ...lashes]) expect(entries[g.id].height).toBeGreaterThan(entries[g.id].width)
  })

  it('keeps the LCP image small for mobile: hero-01 at 800 px is under 60 KB as AVIF', () => {
    expect(statSync(join(imagesDir, outputName(heroSlides[0].id, 800, 'avif'))).size).toBeLessThan(60 * 1024)
  })

  it('keeps public/images under 8 MB and free of stale files', () => {
    const files = readdirSync(imagesDir).filter((f) => !f.startsWith('.'))
    const total = files.reduce((sum, f) => sum + statSync(join(imagesDir, f)).size, 0)
    expect(total).toBeLessThan(8 * 1024 * 1024)
    expect(staleOutputs(files, entries)).toEqual([])
  })

  it('has the 1200x630 link-preview image from its own slot', () => {
    expect(MASTER_EXTENSIONS.some((ext) => existsSync(join(process.cwd(), 'photos', OG_SLOT + ext)))).toBe(true)
    expect(existsSync(join(process.cwd(), 'public', 'og-image.jpg'))).toBe(true)
    expect(entries[OG_SLOT]).toBeUndefined()
  })
})

describe('build-images helpers', () => {
  it('never upscales: only ladder widths up to the master width', () => {
    expect(widthsFor('wide', 1920)).toEqual([480, 800, 1200, 1600, 1920])
    expect(widthsFor('wide', 1500)).toEqual([480, 800, 1200])
    expect(widthsFor('gallery', 800)).toEqual([320, 480, 720])
    expect(widthsFor('gallery', 4000)).toEqual([320, 480, 720, 960])
  })

  it('builds one rendition at its own width for a master smaller than the ladder', () => {
    expect(widthsFor('gallery', 250)).toEqual([250])
    expect(manifestEntry('gallery', 250, 300)).toEqual({ width: 250, height: 300, widths: [250] })
  })

  it('keeps the aspect ratio in manifest entries', () => {
    expect(manifestEntry('gallery', 1200, 1500)).toEqual({ width: 960, height: 1200, widths: [320, 480, 720, 960] })
    expect(manifestEntry('wide', 4032, 3024)).toEqual({ width: 1920, height: 1440, widths: [480, 800, 1200, 1600, 1920] })
  })

  it('classifies slots by id', () => {
    expect(slotKind('hero-07')).toBe('wide')
    expect(slotKind('services-hero')).toBe('wide')
    expect(slotKind('nails-01')).toBe('gallery')
    expect(slotKind('about-studio')).toBe('gallery')
    expect(slotKind('og-share')).toBe('og')
  })

  it('accepts masters by slot id and extension only', () => {
    expect(parseMasterName('nails-03.JPG')).toEqual({ id: 'nails-03', ext: '.jpg' })
    expect(parseMasterName('hero-01.avif')).toEqual({ id: 'hero-01', ext: '.avif' })
    expect(parseMasterName('Nails 03.jpg')).toBeNull()
    expect(parseMasterName('nails-03.gif')).toBeNull()
    expect(parseMasterName('README.md')).toBeNull()
    expect(parseMasterName('.DS_Store')).toBeNull()
  })

  it('names outputs and finds stale ones', () => {
    expect(outputName('hero-01', 800, 'avif')).toBe('hero-01-800.avif')
    expect(parseOutputName('about-studio-320.webp')).toEqual({ id: 'about-studio', width: 320, format: 'webp' })
    const current = { 'nails-01': { width: 720, height: 900, widths: [320, 720] } }
    expect(staleOutputs(['nails-01-320.avif', 'nails-01-480.avif', 'nails-02-320.webp', 'notes.txt', '.settings.json'], current)).toEqual([
      'nails-01-480.avif',
      'nails-02-320.webp',
      'notes.txt',
    ])
  })

  it('rebuilds outputs that are missing or older than their master', () => {
    expect(isUpToDate(undefined, 1000)).toBe(false)
    expect(isUpToDate(999, 1000)).toBe(false)
    expect(isUpToDate(1000, 1000)).toBe(true)
  })
})
