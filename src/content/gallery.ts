import type { GalleryCategory } from '@/lib/supabase/database.types'

/**
 * The static portfolio on /gallery (docs/product.md §3 "Gallery": 18 nail and 10 brow and lash images; docs/decisions.md #7 and #92:
 * the owner's uploads follow these). Each `id` is a photo slot: the file `photos/<id>.jpg` is built
 * into `public/images/<id>-<w>.{avif,webp}` by `npm run images` (docs/operations.md "Replacing the photos").
 * `caption` is both the image's alt text and its visible caption, so it describes the look in
 * British English. When a photo is replaced, edit its caption here to match.
 */
export type StaticGalleryPhoto = {
  /** Slot id, e.g. `nails-01`. */
  id: string
  /** Alt text and visible caption. */
  caption: string
}

const nails = [
  { id: 'nails-01', caption: 'Milky white BIAB with gold foil flecks' },
  { id: 'nails-02', caption: 'Classic French tips on short square nails' },
  { id: 'nails-03', caption: 'Pearl chrome glazed finish on almond nails' },
  { id: 'nails-04', caption: 'Deep berry gel polish on short oval nails' },
  { id: 'nails-05', caption: 'Soft pink to white ombré on almond nails' },
  { id: 'nails-06', caption: 'Hand-painted daisies on a sheer nude base' },
  { id: 'nails-07', caption: 'Cherry red gel on long almond nails' },
  { id: 'nails-08', caption: 'Pastel skittle manicure in mint, lilac, peach and baby blue' },
  { id: 'nails-09', caption: 'Nude coffin extensions with a high-gloss finish' },
  { id: 'nails-10', caption: 'Plum gel with a gold leaf accent nail' },
  { id: 'nails-11', caption: 'Silver mirror chrome on coffin nails' },
  { id: 'nails-12', caption: 'Gold micro French on a milky pink base' },
  { id: 'nails-13', caption: 'Dusty rose BIAB with pearl accents' },
  { id: 'nails-14', caption: 'Abstract swirls in blush, rose and plum' },
  { id: 'nails-15', caption: 'Burgundy velvet cat-eye on almond nails' },
  { id: 'nails-16', caption: 'Tortoiseshell accents on a caramel nude base' },
  { id: 'nails-17', caption: 'Sage green gel with gold chrome tips' },
  { id: 'nails-18', caption: 'Tiny red hearts on a milky pink base' },
] as const satisfies readonly StaticGalleryPhoto[]

const lashes = [
  { id: 'lashes-01', caption: 'Lash lift with a natural, wide-awake curl' },
  { id: 'lashes-02', caption: 'Soft lash lift with a deep black tint' },
  { id: 'lashes-03', caption: 'Lash tint for a darker, defined lash line' },
  { id: 'lashes-04', caption: 'Lash lift and tint on natural lashes' },
  { id: 'lashes-05', caption: 'Brow lamination with brushed-up, feathery hairs' },
  { id: 'lashes-06', caption: 'Brow shape and tint with a soft, defined arch' },
  { id: 'lashes-07', caption: 'Brow tint shades: taupe, soft brown and dark brown' },
  { id: 'lashes-08', caption: 'Lifted, separated lashes after a lift and tint' },
  { id: 'lashes-09', caption: 'Laminated brows paired with a lash lift' },
  { id: 'lashes-10', caption: 'Brow wax and tidy for a clean, natural shape' },
] as const satisfies readonly StaticGalleryPhoto[]

/** The 18 nail and 10 brow and lash images, in display order (docs/product.md §3 "Gallery"). */
export const galleryImages: Readonly<Record<GalleryCategory, readonly StaticGalleryPhoto[]>> = { nails, lashes }
