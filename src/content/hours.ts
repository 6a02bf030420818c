import hours from 'virtual:site-content/hours'
import type { OpeningHoursRow } from '@/lib/hours'

/**
 * Opening hours (docs/product.md §9, displayed per docs/decisions.md #4 in en-GB 24-hour form): the owner's published
 * hours per weekday (docs/site-content.md), grouped into rows such as "Mon–Fri 17:00–21:00" at build time
 * (scripts/lib/site-content-plugin.ts). Read by the footer, the booking and contact pages and the JSON-LD.
 */
export type { OpeningHoursRow }

export const openingHours: readonly OpeningHoursRow[] = hours
