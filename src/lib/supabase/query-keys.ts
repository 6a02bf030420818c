/**
 * React-query keys shared by features (docs/architecture.md "Layers and import rules": what two features share lives
 * to their left). Every gallery mutation invalidates `galleryImagesQueryKey`, and so every query under it, the
 * site-content feature's gallery snapshot included.
 */
export const galleryImagesQueryKey = ['gallery-images'] as const
