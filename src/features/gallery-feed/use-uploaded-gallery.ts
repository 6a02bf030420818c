/**
 * Images the owner uploaded through /admin, per category, for /gallery (decisions 7).
 * PLACEHOLDER until the admin-gallery issue: always empty. The real hook fetches `gallery_images`
 * after first paint (supabase-js loaded lazily) and returns [] when the backend is unreachable.
 */
export type UploadedImage = { id: string; src: string; alt: string }
export type UploadedGallery = { nails: UploadedImage[]; lashes: UploadedImage[] }

const empty: UploadedGallery = { nails: [], lashes: [] }

export function useUploadedGallery(): UploadedGallery {
  return empty
}
