import { paths, routeKeyFor, type RouteKey } from '@/config/paths'
import { openingHours } from '@/content/hours'
import { lashBrow, nail } from '@/content/prices'
import { businessFacts, pageSeo, shareImage, type SeoKey } from '@/content/seo'
import { studio } from '@/content/studio'
import { e164 } from '@/lib/links'
import { buildHeadTags, type HeadTag } from '@/lib/seo/head-tags'
import { nailSalonJsonLd, priceRange } from '@/lib/seo/json-ld'
import { robotsTxt as buildRobotsTxt, sitemapXml as buildSitemapXml } from '@/lib/seo/site-files'

/**
 * The site's SEO (docs/architecture.md): the builders of src/lib/seo fed with src/content. Loaded
 * lazily by `RouteHead` and src/entry-server.tsx (the prerender), never in the first load.
 * Every absolute URL starts with `siteUrl` (VITE_SITE_URL, the one base-URL setting).
 */

/**
 * Public origin of the production site, no trailing slash (canonical URLs, og:url, og:image, the JSON-LD, sitemap.xml):
 * a deployment setting, VITE_SITE_URL (docs/operations.md "Environment variables"); unset, the reserved example origin,
 * which names no studio (docs/decisions.md #371).
 */
export const siteUrl = (import.meta.env.VITE_SITE_URL ?? 'https://example.com').replace(/\/+$/, '')

/** Absolute URL on the production origin (`siteUrl`) of a path starting with `/`. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`
}

/** The SEO key of a URL path; any path outside the route table is the not-found page. */
export function seoKeyFor(pathname: string): SeoKey {
  return routeKeyFor(pathname) ?? 'notFound'
}

/** The business as schema.org NailSalon JSON-LD, from the identity, hours and price modules. */
export function businessJsonLd() {
  return nailSalonJsonLd({
    id: absoluteUrl('/#business'),
    name: studio.name,
    slogan: studio.tagline,
    description: pageSeo.home.description,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImage.path),
    telephone: e164(studio.phone),
    email: studio.email,
    priceRange: priceRange([...nail, ...lashBrow]),
    currenciesAccepted: businessFacts.currenciesAccepted,
    paymentAccepted: businessFacts.paymentAccepted,
    locality: studio.town,
    region: businessFacts.region,
    country: businessFacts.country,
    areaServed: [
      { type: 'Place', name: studio.town },
      { type: 'City', name: studio.city },
    ],
    hours: openingHours,
    sameAs: [studio.instagramUrl, studio.facebookUrl, studio.tiktokUrl],
  })
}

/** Every managed head tag of a URL path (trailing slashes ignored; unknown paths get the not-found page's). */
export function headTags(pathname: string): HeadTag[] {
  const key = seoKeyFor(pathname)
  const page = pageSeo[key]
  const { path, ...image } = shareImage
  return buildHeadTags({
    page,
    siteName: studio.name,
    locale: businessFacts.locale,
    image: { ...image, url: absoluteUrl(path) },
    canonicalUrl: key === 'notFound' ? undefined : absoluteUrl(paths[key].path),
    jsonLd: page.indexable ? businessJsonLd() : undefined,
  })
}

/** sitemap.xml of the public routes (`publicPaths` of src/config/paths.ts). */
export function sitemapXml(publicPaths: readonly string[]): string {
  return buildSitemapXml(publicPaths.map(absoluteUrl))
}

/** robots.txt: every client-only route disallowed, plus the sitemap. */
export function robotsTxt(): string {
  const hidden = (Object.keys(paths) as RouteKey[]).filter((k) => !paths[k].public).map((k) => paths[k].path)
  return buildRobotsTxt(hidden, absoluteUrl('/sitemap.xml'))
}

export { headHtml } from '@/lib/seo/head-tags'
