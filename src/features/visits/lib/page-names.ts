import { paths } from '@/config/paths'
import { footerNav } from '@/content/navigation'
import { NOT_FOUND_VISIT_PATH } from '@/lib/visits'

/**
 * The name of each counted page as the site's navigation names it (src/content/navigation.ts: "Home", "Pricing", "Gift
 * Cards"…), plus /booking, which the navigation reaches through Book Now, and the 404 page, which every unknown address counts as
 * (docs/visits.md).
 */
const names: ReadonlyMap<string, string> = new Map<string, string>([
  ...footerNav.map((item): [string, string] => [item.to, item.label]),
  [paths.booking.path, paths.booking.name],
  [NOT_FOUND_VISIT_PATH, 'Page not found (404)'],
])

/** The display name of a counted path ("/pricing" → "Pricing"), or the path itself when the site has no such page. */
export function pageName(path: string): string {
  return names.get(path) ?? path
}
