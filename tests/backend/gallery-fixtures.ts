import type { SupabaseClient } from '@supabase/supabase-js'
import type { PreparedImageSet } from '@/features/gallery/lib/prepare-image'

/** Bytes of a tiny WebP header: enough for the bucket (it checks the declared type and size, not the pixels). */
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])

/**
 * Uploads `{category}/{name}.webp` and its renditions `{category}/{name}-{width}.webp` to the
 * gallery-images bucket with `client` (the admin or the service role) and returns the full file's
 * public URL: what a gallery_images row's image_url must name (docs/decisions.md #24). Throws the
 * storage error.
 */
export async function storeGalleryFile(
  client: SupabaseClient,
  category: 'nails' | 'lashes',
  { renditions = [], name = crypto.randomUUID() }: { renditions?: number[]; name?: string } = {},
): Promise<string> {
  const bucket = client.storage.from('gallery-images')
  for (const path of [`${category}/${name}.webp`, ...renditions.map((width) => `${category}/${name}-${width}.webp`)]) {
    const { error } = await bucket.upload(path, new Blob([WEBP], { type: 'image/webp' }), { contentType: 'image/webp' })
    if (error) throw error
  }
  return bucket.getPublicUrl(`${category}/${name}.webp`).data.publicUrl
}

const webp = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/webp' })

/**
 * A prepared set as prepareImageSet makes it in the browser (the canvas part is the browser's; e2e covers it): a
 * 2048x1536 WebP of 3000 bytes with its 480 and 960 px renditions, `overrides` applied.
 */
export function preparedSet(overrides: Partial<PreparedImageSet> = {}): PreparedImageSet {
  return {
    full: webp(3000),
    contentType: 'image/webp',
    extension: 'webp',
    width: 2048,
    height: 1536,
    renditions: [
      { width: 480, height: 360, blob: webp(300) },
      { width: 960, height: 720, blob: webp(900) },
    ],
    ...overrides,
  }
}
