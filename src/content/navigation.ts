import { paths, type RouteKey } from '@/config/paths'

/** Navigation links (docs/product.md §2): each route's path and name from the route table in src/config/paths.ts. */
export type NavItem = { label: string; to: string }

const linksTo = (keys: readonly RouteKey[]): readonly NavItem[] => keys.map((key) => ({ label: paths[key].name, to: paths[key].path }))

/** Top bar: Home, About, Services, Pricing, Gallery, Contact. */
export const mainNav = linksTo(['home', 'about', 'services', 'pricing', 'gallery', 'contact'])

/** Footer quick links: the top bar's links plus Hygiene & Safety, FAQs, Policies and Gift Cards. */
export const footerNav = [...mainNav, ...linksTo(['hygiene', 'faqs', 'policies', 'gifts'])]
