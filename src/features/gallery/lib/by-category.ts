import { GALLERY_CATEGORIES, type GalleryCategory } from '@/lib/photo-files'

/**
 * Photos grouped as /admin's gallery grid shows them: one list per category of GALLERY_CATEGORIES, each in the order
 * of `rows` (her display order, as the list is read). Pure.
 */
export function byCategory<T extends { category: GalleryCategory }>(rows: readonly T[]): Record<GalleryCategory, T[]> {
  return Object.fromEntries(GALLERY_CATEGORIES.map((category) => [category, rows.filter((row) => row.category === category)])) as Record<
    GalleryCategory,
    T[]
  >
}

/** `rows` in the grid's order: category by category (GALLERY_CATEGORIES), each in the order of `rows`. Pure. */
export function inGridOrder<T extends { category: GalleryCategory }>(rows: readonly T[]): T[] {
  const grouped = byCategory(rows)
  return GALLERY_CATEGORIES.flatMap((category) => grouped[category])
}
