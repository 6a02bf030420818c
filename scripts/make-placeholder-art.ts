/**
 * Draws the original placeholder artwork for every photo slot (docs/operations.md "Replacing the photos") as
 * SVG and rasterises it with sharp into the master files `photos/<id>.jpg` (mozjpeg q88).
 *
 *   npx tsx scripts/make-placeholder-art.ts            # writes only slots that have no master yet
 *   npx tsx scripts/make-placeholder-art.ts --force    # redraws every placeholder (overwrites!)
 *   npx tsx scripts/make-placeholder-art.ts --only nails-03,hero-01 --force
 *
 * Existing masters are kept unless `--force`, so the owner's own photos are never overwritten by
 * accident. Drawing is deterministic: each slot's random source is seeded by its id.
 * Then run `npm run images` to build the responsive files.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { renderScene, scenes } from './make-placeholder-art/scenes.ts'

const PHOTOS_DIR = 'photos'
const MASTER_EXTS = ['.jpg', '.jpeg', '.png', '.webp', '.avif']

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force')
  const only = argValue('--only')?.split(',')
  const outDir = argValue('--out') ?? PHOTOS_DIR
  mkdirSync(outDir, { recursive: true })
  const existing = new Set(readdirSync(outDir))
  let written = 0
  for (const [id, scene] of Object.entries(scenes)) {
    if (only && !only.includes(id)) continue
    const hasMaster = MASTER_EXTS.some((ext) => existing.has(id + ext))
    if (hasMaster && !force) continue
    const target = join(outDir, `${id}.jpg`)
    const svg = renderScene(id, scene)
    await sharp(Buffer.from(svg)).flatten({ background: '#fbf7f2' }).jpeg({ quality: 88, mozjpeg: true }).toFile(target)
    written += 1
    console.log(`drew ${target} (${scene.size.w}x${scene.size.h})`)
  }
  const skipped = Object.keys(scenes).filter((id) => (!only || only.includes(id)) && existsSync(join(outDir, `${id}.jpg`))).length - written
  console.log(`${written} placeholder(s) drawn${skipped > 0 ? `, ${skipped} kept (use --force to redraw)` : ''}.`)
}

await main()
