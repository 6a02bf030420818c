/**
 * React-query keys shared by features (docs/architecture.md "Layers and import rules": what two features share lives
 * to their left). Every gallery mutation invalidates `galleryImagesQueryKey`, and so every query under it, the
 * site-content feature's gallery snapshot included.
 */
export const galleryImagesQueryKey = ['gallery-images'] as const

/**
 * How long an answer to one of /admin's first reads (the set-up check, her photos' list), made beside the access check
 * before the screens that read them have mounted, is not read again when they mount: 30,000 ms (docs/decisions.md
 * #574). A change still reads them again (invalidation).
 */
export const FIRST_READ_FRESH_MS = 30_000
