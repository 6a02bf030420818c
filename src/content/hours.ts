import hours from 'virtual:site-content/hours'
import { groupOpeningHours, type OpeningHoursRow } from '@/lib/hours'
import { usePreviewable } from '@/lib/site-content/preview'

/**
 * Opening hours (docs/product.md §9, displayed per docs/decisions.md #4 in en-GB 24-hour form): the owner's published
 * hours per weekday (docs/site-content.md), grouped into rows such as "Mon–Fri 17:00–21:00" at build time
 * (scripts/lib/site-content-plugin.ts). Read by the footer, the booking and contact pages and the JSON-LD.
 */
export type { OpeningHoursRow }

export const openingHours: readonly OpeningHoursRow[] = hours

/** The rows a component shows: the previewed draft's hours in /admin's preview (docs/site-content.md "Preview"). */
export function useOpeningHours(): readonly OpeningHoursRow[] {
  return usePreviewable((c) => groupOpeningHours(c.hours), openingHours)
}
