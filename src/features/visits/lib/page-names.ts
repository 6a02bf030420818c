import { publicRoutes } from '@/config/paths'
import { NOT_FOUND_VISIT_PATH } from '@/lib/visits'

/**
 * The name of each counted page: the public pages by their name in the route table (src/config/paths.ts, the names the
 * navigation shows, docs/decisions.md #188), and the 404 page, which every unknown address counts as (docs/visits.md).
 */
const names: ReadonlyMap<string, string> = new Map([
  ...publicRoutes.map((route): [string, string] => [route.path, route.name]),
  [NOT_FOUND_VISIT_PATH, 'Page not found (404)'],
])

/** The display name of a counted path ("/pricing" → "Pricing"), or the path itself when the site has no such page. */
export function pageName(path: string): string {
  return names.get(path) ?? path
}
