import prices from 'virtual:site-content/prices'
import { bookingTerms, useBookingTerms, type BookingTerms } from '@/content/terms'
import { patchTestWindow } from '@/lib/site-content/render'
import { usePreviewable } from '@/lib/site-content/preview'
import type { SiteContent } from '@/lib/site-content/schema'
import type { PriceItem } from '@/lib/site-content/schema'

/**
 * Price lists of /pricing (docs/product.md §9, docs/decisions.md #3): the owner's published prices
 * (docs/site-content.md), edited in /admin. Prices are pounds (£), pence allowed; `unit` adds a qualifier such
 * as "per nail". At launch the nail list has the 14 priced items of docs/product.md §9.
 */
export type { PriceItem }

export const nail: readonly PriceItem[] = prices.nails

export const lashBrow: readonly PriceItem[] = prices.lashBrow

export type PriceList = { id: string; title: string; items: readonly PriceItem[]; note?: string }

/** The two lists in page order, with headings and the patch-test note composed from `terms`. Pure. */
export function priceListsFrom(lists: SiteContent['prices'], terms: BookingTerms): PriceList[] {
  return [
    { id: 'nails', title: 'Nail Treatments', items: lists.nails },
    {
      id: 'lash-brow',
      title: 'Lash & Brow Treatments',
      items: lists.lashBrow,
      note: `New to lash or brow tints, or have sensitive skin? Please ask for a patch test ${patchTestWindow(terms)} before your appointment.`,
    },
  ]
}

/** The published lists for /pricing. */
export const priceLists = priceListsFrom(prices, bookingTerms)

/** /pricing's lists as the page shows them (published, or the previewed draft's prices and terms). */
export function usePriceLists(): PriceList[] {
  return priceListsFrom(
    usePreviewable((c) => c.prices, prices),
    useBookingTerms(),
  )
}
