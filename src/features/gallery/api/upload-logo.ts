import { prepareLogo, type PreparedLogo } from '@/features/gallery/lib/prepare-logo'
import { ABOUT_PHOTO_FOLDER } from '@/lib/photo-files'
import { GALLERY_BUCKET, getSupabaseClient } from '@/lib/supabase/client'

/** Her logo as her content holds it (src/content/brand.ts `BrandLogo`): the stored PNG's public URL and its size in px. */
export type UploadedLogo = { imageUrl: string; width: number; height: number }

/**
 * Stores a prepared logo (docs/decisions.md #346) as `about/logo-{uuid}.png` in the photos' bucket (admin-only writes,
 * the folder of her pictures outside the gallery, so every check of a photo's address takes it as it is). Earlier logos
 * stay: a published version may still show one, and Restore brings it back. Resolves with its public URL and size;
 * throws the storage error (nothing is stored then).
 */
export async function storeLogo(logo: PreparedLogo): Promise<UploadedLogo> {
  const path = `${ABOUT_PHOTO_FOLDER}/logo-${crypto.randomUUID()}.png`
  const bucket = getSupabaseClient().storage.from(GALLERY_BUCKET)
  const { error } = await bucket.upload(path, logo.blob, { contentType: 'image/png', upsert: false })
  if (error) throw error
  return { imageUrl: bucket.getPublicUrl(path).data.publicUrl, width: logo.width, height: logo.height }
}

/**
 * Uploads her logo (docs/decisions.md #346; the editor that shows it comes later): a PNG, JPEG, WebP or SVG file, checked
 * and drawn as a PNG in the browser (src/features/gallery/lib/prepare-logo.ts: an SVG with a script, an event handler,
 * a foreignObject or an outside reference is refused; no SVG is ever stored), then stored ({@link storeLogo}). Resolves
 * with what her content's `identity.logo` holds; throws ImageRejectedError (its message names the field: "Logo: …") for
 * a file refused, or the storage error.
 */
export async function uploadLogo(file: File): Promise<UploadedLogo> {
  return storeLogo(await prepareLogo(file))
}
