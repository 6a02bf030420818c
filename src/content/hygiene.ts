import hygiene from 'virtual:site-content/hygiene'
import { usePreviewable } from '@/lib/site-content/preview'
import type { Hygiene, TitledText } from '@/lib/site-content/schema'

/** /hygiene (docs/product.md §2): her hygiene standards, in her order, and the two highlight cards (docs/site-content.md). */
type HygieneStandard = TitledText

/** A highlight card of /hygiene: its icon's id, title and text. */
type HygieneCard = { id: keyof Hygiene['highlights']; title: string; text: string }

/** /hygiene's standards and cards as the page shows them (published, or the previewed draft's). */
export function useHygiene(): { standards: readonly HygieneStandard[]; cards: HygieneCard[] } {
  const value = usePreviewable((c) => c.hygiene, hygiene)
  return {
    standards: value.standards,
    cards: [
      { id: 'health', ...value.highlights.health },
      { id: 'eco', ...value.highlights.eco },
    ],
  }
}
