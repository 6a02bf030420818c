import { derivePalette, type PaletteNote } from '@/lib/palette'
import type { Identity } from '@/lib/site-content/schema'

/** A whole colour code as her content holds it: `#rrggbb`. */
export const HEX = /^#[0-9a-fA-F]{6}$/

/**
 * What the palette says about her colours as typed in "Your studio" (src/lib/palette.ts, docs/decisions.md #340): a
 * note for each colour that had to be made darker to stay readable, in words ("Your brand colour is used a little
 * darker (#8a2f47) so white text on buttons stays readable."); none while a code is half-typed.
 */
export function paletteNotes(colours: Identity['colours']): readonly PaletteNote[] {
  if (!HEX.test(colours.brand) || (colours.accent !== null && !HEX.test(colours.accent))) return []
  return derivePalette(colours).notes
}
