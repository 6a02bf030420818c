import { renditionPath } from '@/features/gallery/lib/renditions'
import { GALLERY_BUCKET } from '@/lib/supabase/client'

/**
 * The object path inside `bucket` of a storage public URL, as `remove()` wants it (docs/product.md §7 "Remove
 * file"). Public URLs have the shape `<backend>/storage/v1/object/public/<bucket>/<path>` with the path
 * passed through `encodeURI` (docs/local-backend.md §2.2), e.g.
 * `http://127.0.0.1:54321/storage/v1/object/public/gallery-images/nails/a%20b.webp` → `nails/a b.webp`.
 * Throws an Error when the URL is not a public URL of that bucket.
 */
export function storagePathFromPublicUrl(publicUrl: string, bucket: string = GALLERY_BUCKET): string {
  let pathname: string
  try {
    pathname = new URL(publicUrl).pathname
  } catch {
    throw new Error(`Not a URL: ${publicUrl}`)
  }
  const marker = `/storage/v1/object/public/${bucket}/`
  const start = pathname.indexOf(marker)
  const path = start === -1 ? '' : decodeURI(pathname.slice(start + marker.length))
  if (!path || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a public file URL of bucket "${bucket}": ${publicUrl}`)
  }
  return path
}

/**
 * Every stored file of a photo as object paths: the full image (from its public URL) and each recorded rendition
 * (docs/decisions.md #23). The same names in gallery-images and, once deleted, in gallery-bin (docs/decisions.md #200).
 */
export function storedPathsOf(image: { image_url: string; renditions: readonly number[] | null }): string[] {
  const fullPath = storagePathFromPublicUrl(image.image_url)
  return [fullPath, ...(image.renditions ?? []).map((width) => renditionPath(fullPath, width))]
}
