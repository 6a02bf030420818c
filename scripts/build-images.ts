/**
 * `npm run images`: builds the site's responsive images from the master photos in `photos/`
 * (docs/operations.md "Replacing the photos").
 *
 * For every `photos/<id>.{jpg,jpeg,png,webp,avif}` it auto-orients the photo, strips all metadata
 * (EXIF, GPS, ICC after sRGB conversion), and writes `public/images/<id>-<w>.avif` (q50, effort 4)
 * and `.webp` (q72) for each width of the ladder that does not upscale (heroes 480–1920 px,
 * gallery/about 320–960 px). `photos/og-share.*` becomes `public/og-image.jpg` (1200x630, mozjpeg q80).
 * It then writes `src/content/image-manifest.json` ({ id: { width, height, widths } }), deletes outputs
 * of slots that no longer exist, and prints a size table. Outputs newer than their master are
 * skipped unless the encoder settings changed (stamp in public/images/.settings.json) or `--force`. Exits 1 on an invalid or duplicated master.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import {
  FORMATS,
  formatBytes,
  type ImageFormat,
  isUpToDate,
  manifestEntry,
  type ManifestEntry,
  OG_SLOT,
  outputName,
  parseMasterName,
  slotKind,
  staleOutputs,
  WIDTH_LADDERS,
} from './build-images-lib.ts'

const PHOTOS_DIR = 'photos'
const OUT_DIR = join('public', 'images')
const OG_OUT = join('public', 'og-image.jpg')
const MANIFEST = join('src', 'content', 'image-manifest.json')
/** Budget for everything in public/images (brief: keep the repo light). */
const BUDGET_BYTES = 8 * 1024 * 1024
const AVIF = { quality: 50, effort: 4 } as const
const WEBP = { quality: 72, effort: 5 } as const
const OG_JPEG = { quality: 80, mozjpeg: true } as const
const ENCODERS: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif(AVIF),
  webp: (img) => img.webp(WEBP),
}
/** Stamp of the encoder settings; when it changes, every output is rebuilt. Kept in public/images/.settings.json. */
const SETTINGS_STAMP = JSON.stringify({ AVIF, WEBP, OG_JPEG, WIDTH_LADDERS }) + '\n'
const SETTINGS_FILE = join(OUT_DIR, '.settings.json')

const mtime = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

/** Master files by slot id; throws on two masters for one id. */
function findMasters(): Map<string, string> {
  const masters = new Map<string, string>()
  for (const name of readdirSync(PHOTOS_DIR).sort()) {
    const parsed = parseMasterName(name)
    if (!parsed) {
      if (!name.startsWith('.') && name !== 'README.md')
        console.warn(`skipped photos/${name}: not a slot photo (lower-case id, .jpg/.jpeg/.png/.webp/.avif)`)
      continue
    }
    const existing = masters.get(parsed.id)
    if (existing) throw new Error(`two photos for slot "${parsed.id}": ${existing} and ${name}; keep one`)
    masters.set(parsed.id, name)
  }
  return masters
}

/** Builds one slot's renditions; returns its manifest entry and how many files were written. */
async function buildSlot(id: string, file: string, force: boolean): Promise<{ entry: ManifestEntry; written: number }> {
  const source = join(PHOTOS_DIR, file)
  const meta = await sharp(source).metadata()
  const kind = slotKind(id)
  if (kind === 'og') throw new Error('og slot is built separately')
  const entry = manifestEntry(kind, meta.autoOrient.width, meta.autoOrient.height)
  const sourceMtime = mtime(source) ?? Date.now()
  let written = 0
  for (const width of entry.widths) {
    for (const format of FORMATS) {
      const target = join(OUT_DIR, outputName(id, width, format))
      if (!force && isUpToDate(mtime(target), sourceMtime)) continue
      const img = sharp(source).autoOrient().resize({ width, withoutEnlargement: true })
      await ENCODERS[format](img).toFile(target)
      written += 1
    }
  }
  return { entry, written }
}

async function buildOgImage(file: string, force: boolean): Promise<boolean> {
  const source = join(PHOTOS_DIR, file)
  if (!force && isUpToDate(mtime(OG_OUT), mtime(source) ?? Date.now())) return false
  await sharp(source).autoOrient().resize(1200, 630, { fit: 'cover' }).jpeg(OG_JPEG).toFile(OG_OUT)
  return true
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** Writes `text` unless the file already holds it (keeps git diffs quiet); true when written. */
function writeIfChanged(path: string, text: string): boolean {
  if (readText(path) === text) return false
  writeFileSync(path, text)
  return true
}

function printSizeTable(manifest: Record<string, ManifestEntry>): number {
  let total = 0
  const rows = Object.entries(manifest).map(([id, entry]) => {
    const sizes = FORMATS.map((f) => entry.widths.reduce((sum, w) => sum + statSync(join(OUT_DIR, outputName(id, w, f))).size, 0))
    total += sizes.reduce((a, b) => a + b, 0)
    const first = FORMATS.map((f) =>
      formatBytes(statSync(join(OUT_DIR, outputName(id, entry.widths[Math.min(1, entry.widths.length - 1)], f))).size),
    )
    return `${id.padEnd(16)} ${`${entry.width}x${entry.height}`.padEnd(10)} ${entry.widths.join(',').padEnd(24)} ${formatBytes(sizes[0]).padStart(9)} ${formatBytes(sizes[1]).padStart(9)}   ${first.join(' / ')}`
  })
  console.log(
    `${'slot'.padEnd(16)} ${'largest'.padEnd(10)} ${'widths'.padEnd(24)} ${'avif all'.padStart(9)} ${'webp all'.padStart(9)}   2nd width avif / webp`,
  )
  console.log(rows.join('\n'))
  console.log(`public/images total: ${formatBytes(total)} (budget ${formatBytes(BUDGET_BYTES)})`)
  return total
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true })
  const settingsChanged = readText(SETTINGS_FILE) !== SETTINGS_STAMP
  const force = process.argv.includes('--force') || settingsChanged
  if (settingsChanged) console.log('encoder settings changed (or first run): rebuilding every output')
  const masters = findMasters()
  const manifest: Record<string, ManifestEntry> = {}
  let written = 0
  for (const [id, file] of masters) {
    if (id === OG_SLOT) {
      if (await buildOgImage(file, force)) written += 1
      continue
    }
    const result = await buildSlot(id, file, force)
    manifest[id] = result.entry
    written += result.written
  }
  const stale = staleOutputs(readdirSync(OUT_DIR), manifest)
  for (const name of stale) unlinkSync(join(OUT_DIR, name))
  const manifestChanged = writeIfChanged(MANIFEST, JSON.stringify(manifest, null, 2) + '\n')
  writeIfChanged(SETTINGS_FILE, SETTINGS_STAMP)
  const total = printSizeTable(manifest)
  console.log(`${written} file(s) written, ${stale.length} stale file(s) removed, manifest ${manifestChanged ? 'updated' : 'unchanged'}.`)
  if (!masters.has(OG_SLOT)) console.warn(`no photos/${OG_SLOT}.* found: public/og-image.jpg left as it is`)
  if (total > BUDGET_BYTES) console.warn(`warning: public/images is over the ${formatBytes(BUDGET_BYTES)} budget`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
