import { paths } from '@/config/paths'

/** Navigation links (docs/product.md §2), built from the route table in src/config/paths.ts. */
export type NavItem = { label: string; to: string }

/** Top bar: Home, About, Services, Pricing, Gallery, Contact. */
export const mainNav = [
  { label: 'Home', to: paths.home.path },
  { label: 'About', to: paths.about.path },
  { label: 'Services', to: paths.services.path },
  { label: 'Pricing', to: paths.pricing.path },
  { label: 'Gallery', to: paths.gallery.path },
  { label: 'Contact', to: paths.contact.path },
] as const satisfies readonly NavItem[]

/** Footer quick links: the top bar's links plus Hygiene & Safety, FAQs, Policies and Gift Cards. */
export const footerNav = [
  ...mainNav,
  { label: 'Hygiene & Safety', to: paths.hygiene.path },
  { label: 'FAQs', to: paths.faqs.path },
  { label: 'Policies', to: paths.policies.path },
  { label: 'Gift Cards', to: paths.gifts.path },
] as const satisfies readonly NavItem[]
