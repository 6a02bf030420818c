import search from 'virtual:site-content/search'
import type { RouteKey } from '@/config/paths'
import { studio } from '@/content/studio'
import type { PageSeo } from '@/lib/seo/head-tags'

/**
 * Search and link-preview data for every route (docs/architecture.md): one title and meta description per route, the
 * share image and the business facts of the JSON-LD. Data only; src/app/seo.ts builds the head tags, JSON-LD,
 * sitemap.xml and robots.txt from it with the builders in src/lib/seo. The public pages' titles and descriptions, the
 * share image's alt text, the county and the payment methods are hers (docs/site-content.md "Content", `search`),
 * their placeholders filled in; the owner's screens' are the product's, with her studio's name.
 */

/** The not-found page has no entry in the route table (docs/product.md §2 "any other path"). */
export type SeoKey = RouteKey | 'notFound'

const indexable = (listing: { title: string; description: string }): PageSeo => ({ ...listing, indexable: true })

/**
 * An owner's screen's title and description: the product's words with her studio's name, or, on a site with nothing
 * published (`__SITE_EMPTY__`), with none: it has no studio's name yet, only the starter's stand-in (docs/decisions.md
 * #530).
 */
const ownerScreen = (title: string, manage: string): PageSeo =>
  __SITE_EMPTY__
    ? { title, description: `${manage} your website.`, indexable: false }
    : { title: `${title} · ${studio.name}`, description: `${manage} the ${studio.name} website.`, indexable: false }

export const pageSeo: Record<SeoKey, PageSeo> = {
  home: indexable(search.pages.home),
  about: indexable(search.pages.about),
  services: indexable(search.pages.services),
  pricing: indexable(search.pages.pricing),
  gallery: indexable(search.pages.gallery),
  hygiene: indexable(search.pages.hygiene),
  booking: indexable(search.pages.booking),
  faqs: indexable(search.pages.faqs),
  policies: indexable(search.pages.policies),
  contact: indexable(search.pages.contact),
  gifts: indexable(search.pages.gifts),
  auth: ownerScreen('Sign in', 'Sign in to manage'),
  admin: ownerScreen('Admin Dashboard', 'Manage'),
  notFound: { ...search.pages.notFound, indexable: false },
}

/** The link-preview image, built by `npm run images` into public/og-image.jpg (1200x630 px), with her description of it. */
export const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: search.shareImageAlt,
} as const

/**
 * Facts of the NailSalon JSON-LD that no page shows: her county (null: none) and payment methods in schema.org's words
 * (hers), and the product's locale, country and currency.
 */
export const businessFacts = {
  region: search.region,
  country: 'GB',
  locale: 'en_GB',
  currenciesAccepted: 'GBP',
  paymentAccepted: search.paymentAccepted,
} as const
