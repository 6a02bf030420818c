import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { nodeRealtime } from './node-client.ts'
import { renditionPath, renditionWidthsFor } from '../../src/features/gallery/lib/renditions.ts'
import { GALLERY_CATEGORIES } from '../../src/lib/photo-files.ts'
import type { Database } from '../../src/lib/supabase/database.types.ts'

/**
 * Her gallery for the benchmarks (`npm run bench:gallery`, `npm run bench:admin`; docs/performance.md): uploads stored
 * the way the admin screen stores them (full image plus renditions, width, height), made from the repository's
 * placeholder masters (photos/*.jpg) enlarged to the upload's 2048 px long edge with a fine grain overlaid, so their
 * bytes resemble phone photos rather than flat art.
 */

const LONG_EDGE_PX = 2048

/** A grain layer (mid-grey noise) so the enlarged flat placeholder art encodes like a photo. */
async function grain(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height)
  let seed = 12345
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = 128 + ((seed >> 16) % 41) - 20
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer()
}

type Encoded = { data: Buffer; width: number; height: number }

/**
 * What the admin screen stores for `master` (docs/decisions.md #13, #23): the full image (long edge 2048 px,
 * WebP) and one rendition per width of RENDITION_WIDTHS narrower than it, all from the same pixels.
 */
async function uploadSet(master: string): Promise<{ full: Encoded; renditions: Encoded[] }> {
  const resized = await sharp(master)
    .resize({ width: LONG_EDGE_PX, height: LONG_EDGE_PX, fit: 'inside' })
    .toBuffer({ resolveWithObject: true })
  const { width, height } = resized.info
  const pixels = await sharp(resized.data)
    .composite([{ input: await grain(width, height), blend: 'soft-light' }])
    .png()
    .toBuffer()
  const encode = async (w: number): Promise<Encoded> => {
    const { data, info } = await sharp(pixels).resize({ width: w }).webp({ quality: 86 }).toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  }
  return { full: await encode(width), renditions: await Promise.all(renditionWidthsFor(width).map(encode)) }
}

/**
 * Seeds `perCategory` uploads in each gallery category with the service role (`serviceRoleKey`) of the backend at
 * `backendUrl`: files in the bucket and their rows, then publishes them (/gallery is built from the published content,
 * docs/site-content.md). Returns the number of rows. Throws the backend's error.
 */
export async function seedGalleryUploads(backendUrl: string, serviceRoleKey: string, perCategory: number): Promise<number> {
  const client = createClient<Database>(backendUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: nodeRealtime,
  })
  const bucket = client.storage.from('gallery-images')
  let count = 0
  for (const category of GALLERY_CATEGORIES) {
    const masters = readdirSync('photos')
      .filter((name) => name.startsWith(`${category}-`))
      .map((name) => join('photos', name))
    for (let i = 0; i < perCategory; i++) {
      const { full, renditions } = await uploadSet(masters[i % masters.length]!)
      const id = crypto.randomUUID()
      const path = `${category}/${id}.webp`
      for (const file of [{ path, data: full.data }, ...renditions.map((r) => ({ path: renditionPath(path, r.width), data: r.data }))]) {
        const { error } = await bucket.upload(file.path, file.data, { contentType: 'image/webp' })
        if (error) throw error
      }
      const { error } = await client.from('gallery_images').insert({
        id,
        category,
        image_url: bucket.getPublicUrl(path).data.publicUrl,
        display_order: count,
        width: full.width,
        height: full.height,
        renditions: renditions.map((r) => r.width),
      })
      if (error) throw new Error(error.message)
      count++
    }
  }
  const { error } = await client.rpc('publish_site_content')
  if (error) throw new Error(error.message)
  return count
}
