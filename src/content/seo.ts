import { paths, type RouteKey } from '@/config/paths'
import { openingHours, type OpeningHoursRow } from '@/content/hours'
import { lashBrow, nail, type PriceItem } from '@/content/prices'
import { studio } from '@/content/studio'

/**
 * Search and link-preview data for every route (docs/architecture.md, "Budgets"): one title and meta description per route,
 * Open Graph / Twitter card tags with the share image, the canonical URL and the schema.org NailSalon
 * JSON-LD. Every absolute URL starts with `studio.siteUrl` (VITE_SITE_URL, the one base-URL setting).
 *
 * The same `headTags()` list is serialised into the prerendered HTML by scripts/prerender.ts and
 * applied to `document.head` on client navigation by `RouteHead`, so both always agree.
 */

/** Title and description of one screen. Titles stay within ~60 characters, descriptions ~160. */
export type PageSeo = {
  title: string
  description: string
  /** false adds `<meta name="robots" content="noindex">` and drops canonical and JSON-LD. */
  indexable: boolean
}

/** The not-found page has no entry in the route table (docs/product.md §2 "any other path"). */
export type SeoKey = RouteKey | 'notFound'

const where = `${studio.area.town}, ${studio.area.city}`

export const pageSeo = {
  home: {
    title: `${studio.name} · Nails, Lashes & Brows in ${where}`,
    description: `Gel polish, BIAB, extensions, lash lifts and brow lamination in a private home studio in ${where}. Evening and weekend appointments.`,
    indexable: true,
  },
  about: {
    title: `About ${studio.owner} · ${studio.name}, ${studio.area.town}`,
    description: `Meet ${studio.owner}, the licensed and insured nail and lash technician behind ${studio.name}: one-to-one appointments in a calm home studio in ${where}.`,
    indexable: true,
  },
  services: {
    title: `Nail Services: Gel, BIAB & Extensions · ${studio.name}`,
    description: `Gel polish manicures, BIAB overlays, acrylic and gel extensions, nail art, French and ombré, repairs and hand care in ${where}.`,
    indexable: true,
  },
  pricing: {
    title: `Prices · Nails, Lashes & Brows · ${studio.name}`,
    description: `Clear prices for builder gel sets, infills, soak-offs, lash lifts, tints and brow lamination in ${where}, plus loyalty and referral rewards.`,
    indexable: true,
  },
  gallery: {
    title: `Gallery · Nail Art, Lashes & Brows · ${studio.name}`,
    description: `Browse recent nail sets, nail art, lash lifts and brow lamination from ${studio.name} in ${where}, then book the look you love.`,
    indexable: true,
  },
  hygiene: {
    title: `Hygiene & Safety · ${studio.name}`,
    description: `Medical-grade sterilisation, single-use files and a health check before every treatment: how ${studio.name} keeps you safe in ${where}.`,
    indexable: true,
  },
  booking: {
    title: `Book Online · ${studio.name}, ${studio.area.town}`,
    description: `Book nails, lashes or brows online in three steps. Evening and weekend appointments at a private home studio in ${where}.`,
    indexable: true,
  },
  faqs: {
    title: `FAQs · Gel, BIAB, Removal & Aftercare · ${studio.name}`,
    description: `Gel or BIAB? How long do they last, how are they removed and what should you book? Answers to common questions before your appointment.`,
    indexable: true,
  },
  policies: {
    title: `Booking Policies · Deposits & Cancellations · ${studio.name}`,
    description: `The £10 deposit, 24 hours' notice for changes, late arrivals, patch tests and under-16s: everything to know before you book in ${where}.`,
    indexable: true,
  },
  contact: {
    title: `Contact ${studio.owner} · ${studio.name}, ${where}`,
    description: `Message ${studio.owner} on WhatsApp, follow on Instagram, Facebook or TikTok, or send an e-mail. Opening hours and studio location in ${where}.`,
    indexable: true,
  },
  gifts: {
    title: `Gift Cards & Loyalty Rewards · ${studio.name}`,
    description: `Digital or printed gift vouchers valid for 12 months, 10% off every 6th visit and £5 off for you and a friend you refer.`,
    indexable: true,
  },
  auth: {
    title: `Sign in · ${studio.name}`,
    description: `Sign in to manage the ${studio.name} gallery.`,
    indexable: false,
  },
  admin: {
    title: `Admin Dashboard · ${studio.name}`,
    description: `Manage the ${studio.name} gallery images.`,
    indexable: false,
  },
  notFound: {
    title: `Page not found · ${studio.name}`,
    description: `This page does not exist. Find nails, lashes and brows by ${studio.name} in ${where} from the home page.`,
    indexable: false,
  },
} as const satisfies Record<SeoKey, PageSeo>

/** The link-preview image, built by `npm run images` into public/og-image.jpg (1200x630 px). */
export const shareImage = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: `${studio.name}: nails, lashes and brows in ${where}`,
} as const

/** Absolute URL on the production origin (`studio.siteUrl`) of a path starting with `/`. */
export function absoluteUrl(path: string): string {
  return `${studio.siteUrl}${path}`
}

/** "/about/" and "/about" are the same route; "/" stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The SEO key of a URL path; any path outside the route table is the not-found page. */
export function seoKeyFor(pathname: string): SeoKey {
  const path = normalizePath(pathname)
  const entry = (Object.entries(paths) as [RouteKey, { path: string }][]).find(([, r]) => r.path === path)
  return entry ? entry[0] : 'notFound'
}

/** "£3–£48": cheapest to dearest item of both price lists (docs/product.md §9). */
export function priceRange(items: readonly Pick<PriceItem, 'pounds'>[] = [...nail, ...lashBrow]): string {
  const pounds = items.map((i) => i.pounds)
  return `£${Math.min(...pounds)}–£${Math.max(...pounds)}`
}

/** schema.org OpeningHoursSpecification rows; closed days are simply omitted. */
export function openingHoursSpecification(rows: readonly OpeningHoursRow[] = openingHours) {
  return rows
    .filter((r) => r.opens && r.closes)
    .map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...r.days], opens: r.opens, closes: r.closes }))
}

/**
 * The business as schema.org NailSalon JSON-LD. Area only: no street address or postcode anywhere
 * (docs/decisions.md #5); the county is the region Woodley and Reading lie in.
 */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'NailSalon',
    '@id': absoluteUrl('/#business'),
    name: studio.name,
    slogan: studio.tagline,
    description: pageSeo.home.description,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImage.path),
    telephone: '+' + studio.phone.replace(/\D/g, ''),
    email: studio.email,
    priceRange: priceRange(),
    currenciesAccepted: 'GBP',
    paymentAccepted: 'Cash, Credit Card, Debit Card, Contactless',
    address: {
      '@type': 'PostalAddress',
      addressLocality: studio.area.town,
      addressRegion: 'Berkshire',
      addressCountry: 'GB',
    },
    areaServed: [
      { '@type': 'Place', name: studio.area.town },
      { '@type': 'City', name: studio.area.city },
    ],
    openingHoursSpecification: openingHoursSpecification(),
    sameAs: [studio.instagramUrl, studio.facebookUrl, studio.tiktokUrl],
  }
}

/**
 * One managed `<head>` element. `key` identifies it across navigations (`data-head` attribute), so
 * the client updates tags in place instead of duplicating them.
 */
export type HeadTag =
  | { key: string; tag: 'title'; text: string }
  | { key: string; tag: 'meta' | 'link'; attrs: Record<string, string> }
  | { key: string; tag: 'script'; attrs: Record<string, string>; text: string }

const meta = (key: string, attr: 'name' | 'property', content: string): HeadTag => ({
  key,
  tag: 'meta',
  attrs: { [attr]: key, content },
})

/** Every managed head tag of a URL path: title, description, robots or canonical, OG, Twitter, JSON-LD. */
export function headTags(pathname: string): HeadTag[] {
  const key = seoKeyFor(pathname)
  const page: PageSeo = pageSeo[key]
  const image = absoluteUrl(shareImage.path)
  const tags: HeadTag[] = [
    { key: 'title', tag: 'title', text: page.title },
    meta('description', 'name', page.description),
    meta('og:site_name', 'property', studio.name),
    meta('og:locale', 'property', 'en_GB'),
    meta('og:type', 'property', 'website'),
    meta('og:title', 'property', page.title),
    meta('og:description', 'property', page.description),
    meta('og:image', 'property', image),
    meta('og:image:type', 'property', shareImage.type),
    meta('og:image:width', 'property', String(shareImage.width)),
    meta('og:image:height', 'property', String(shareImage.height)),
    meta('og:image:alt', 'property', shareImage.alt),
    meta('twitter:card', 'name', 'summary_large_image'),
    meta('twitter:title', 'name', page.title),
    meta('twitter:description', 'name', page.description),
    meta('twitter:image', 'name', image),
    meta('twitter:image:alt', 'name', shareImage.alt),
  ]
  if (!page.indexable) return [...tags, meta('robots', 'name', 'noindex')]
  const canonical = absoluteUrl(paths[key as RouteKey].path)
  return [
    ...tags,
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    meta('og:url', 'property', canonical),
    {
      key: 'json-ld',
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(businessJsonLd()),
    },
  ]
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** HTML of the tags for the prerendered `<head>`; `<` inside JSON-LD is escaped so it cannot close the script. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title data-head="${t.key}">${escapeAttr(t.text)}</title>`
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('')
      if (t.tag === 'script') return `<script data-head="${t.key}"${attrs}>${t.text.replace(/</g, '\\u003c')}</script>`
      return `<${t.tag} data-head="${t.key}"${attrs}>`
    })
    .join('\n    ')
}

/** sitemap.xml of the public routes (docs/product.md §2 minus /auth and /admin). */
export function sitemapXml(publicPaths: readonly string[]): string {
  const urls = publicPaths.map((p) => `  <url><loc>${escapeAttr(absoluteUrl(p))}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** robots.txt: everything but the client-only routes, plus the sitemap. */
export function robotsTxt(): string {
  const hidden = Object.values(paths)
    .filter((r) => !r.public)
    .map((r) => `Disallow: ${r.path}`)
  return ['User-agent: *', ...hidden, '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n')
}
