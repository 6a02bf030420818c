import type { ImageEntry } from '@/lib/images'
import manifest from '@/content/image-manifest.json'

/** Every generated image slot by id (e.g. `hero-01`), from the manifest `npm run images` writes. */
export const images: Readonly<Record<string, ImageEntry>> = manifest
