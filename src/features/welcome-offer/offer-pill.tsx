import { Gift } from 'lucide-react'
import { welcomeOffer } from '@/content/welcome-offer'

type OfferPillProps = {
  expanded: boolean
  onClick: () => void
  /** Hover, touch or focus (pointerenter covers touch): the visitor may be about to open the modal (used to fetch its code early). */
  onIntent: () => void
}

/**
 * The floating 'Welcome offer' pill (docs/product.md §4), fixed bottom-left: above the 64 px mobile book bar on
 * small screens (`bottom-20`), `bottom-6` from md up. The WhatsApp button owns bottom-right.
 */
export function OfferPill({ expanded, onClick, onIntent }: OfferPillProps) {
  return (
    <button
      type="button"
      data-slot="welcome-offer-pill"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="text-brand shadow-brand-900/25 ring-accent-200 hover:bg-accent-50 fixed bottom-20 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-white py-2 pr-2 pl-3.5 text-sm font-semibold shadow-lg ring-1 motion-safe:transition motion-safe:duration-300 motion-safe:hover:-translate-y-0.5 md:bottom-6 md:left-6 motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0"
    >
      <Gift aria-hidden="true" className="text-accent-700 size-4" />
      <span>Welcome offer</span>
      <span className="bg-accent-700 rounded-full px-2 py-0.5 text-xs font-bold tracking-wide text-white">
        {welcomeOffer.percentOff}% OFF
      </span>
    </button>
  )
}
