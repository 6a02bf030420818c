import { formatPounds } from '@/lib/money'

/**
 * schema.org structured data builders (docs/architecture.md): pure
 * functions; src/app/seo.ts passes in the studio, hours and price lists from src/content.
 */

/** One opening-hours row: schema.org day names and 24-hour "HH:MM" times, null when closed. */
export type HoursRow = { days: readonly string[]; opens: string | null; closes: string | null }

/** "£3–£48" (pence when not whole, "£3.50"): cheapest to dearest of `items` (£). Throws on an empty list. */
export function priceRange(items: readonly { pounds: number }[]): string {
  if (items.length === 0) throw new Error('priceRange needs at least one price')
  const pounds = items.map((i) => i.pounds)
  return `${formatPounds(Math.min(...pounds))}–${formatPounds(Math.max(...pounds))}`
}

/** schema.org OpeningHoursSpecification rows; closed days are simply omitted. */
function openingHoursSpecification(rows: readonly HoursRow[]) {
  return rows
    .filter((r) => r.opens && r.closes)
    .map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...r.days], opens: r.opens, closes: r.closes }))
}

/** What `nailSalonJsonLd` describes. URLs are absolute; `telephone` is E.164 ("+447700900123"). */
export type BusinessInput = {
  id: string
  name: string
  slogan: string
  description: string
  url: string
  image: string
  telephone: string
  email: string
  priceRange: string
  currenciesAccepted: string
  paymentAccepted: string
  /** Area only: town, region (null: none) and ISO country code, never a street address or postcode. */
  locality: string
  region: string | null
  country: string
  /** Places served, as schema.org type and name, e.g. `{ type: 'City', name: 'Reading' }`. */
  areaServed: readonly { type: 'Place' | 'City'; name: string }[]
  hours: readonly HoursRow[]
  sameAs: readonly string[]
}

/** The business as schema.org NailSalon JSON-LD (docs/decisions.md #5: area only, no street address). */
export function nailSalonJsonLd(b: BusinessInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NailSalon',
    '@id': b.id,
    name: b.name,
    slogan: b.slogan,
    description: b.description,
    url: b.url,
    image: b.image,
    telephone: b.telephone,
    email: b.email,
    priceRange: b.priceRange,
    currenciesAccepted: b.currenciesAccepted,
    paymentAccepted: b.paymentAccepted,
    address: {
      '@type': 'PostalAddress',
      addressLocality: b.locality,
      ...(b.region === null ? {} : { addressRegion: b.region }),
      addressCountry: b.country,
    },
    areaServed: b.areaServed.map((a) => ({ '@type': a.type, name: a.name })),
    openingHoursSpecification: openingHoursSpecification(b.hours),
    sameAs: [...b.sameAs],
  }
}
