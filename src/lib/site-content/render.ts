import { formatPounds } from '../money.ts'
import { fillPlaceholders, type PlaceholderName } from './placeholders.ts'
import type { BookingTerms, SiteContent } from './schema.ts'

/**
 * Her words as a visitor reads them (docs/site-content.md "Booking terms"): the figures of her booking terms in words,
 * what each placeholder of her texts stands for, and her content with every placeholder filled in. Pure. The build
 * fills them once (scripts/lib/site-content-plugin.ts), so the pages carry finished text and no code to fill it; /admin's
 * preview fills her draft the same way (src/features/site-content/components/preview-panel.tsx).
 */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "24 hours" (or "1 hour"). */
const hoursText = (hours: number) => count(hours, 'hour', 'hours')

/** "15 minutes" (or "1 minute"). */
export const minutesText = (minutes: number) => count(minutes, 'minute', 'minutes')

/** "24 hours' notice" (or "1 hour's notice"). */
export const noticeText = (hours: number) => (hours === 1 ? "1 hour's notice" : `${hours} hours' notice`)

/** The patch-test window: "24-48 hours", or "24 hours" when both ends are equal. */
export function patchTestWindow(terms: BookingTerms): string {
  const { from, to } = terms.patchTestHours
  return from === to ? hoursText(from) : `${from}-${to} hours`
}

/** What the placeholders are made of: her booking terms, identity, longevity table and offers. */
type PlaceholderSource = Pick<SiteContent, 'bookingTerms' | 'identity' | 'longevity' | 'offers'>

/**
 * What each placeholder of her text stands for in `content` (src/lib/site-content/placeholders.ts): "{deposit}" is
 * "£10", "{notice}" "24 hours", "{patch-test}" "24-48 hours", "{owner}" her first name, "{lasts}" "gel polish 2–3
 * weeks, …", "{validity}" "12 months", and so on.
 */
export function placeholderValues(content: PlaceholderSource): Record<PlaceholderName, string> {
  const { bookingTerms: terms, identity } = content
  return {
    deposit: formatPounds(terms.depositPounds),
    notice: hoursText(terms.noticeHours),
    late: minutesText(terms.lateLimitMinutes),
    arrive: minutesText(terms.arriveEarlyMinutes),
    'patch-test': patchTestWindow(terms),
    age: String(terms.guardianConsentUnderAge),
    payment: terms.payment,
    owner: identity.owner,
    studio: identity.name,
    town: identity.town,
    city: identity.city,
    lasts: content.longevity.map((l) => `${l.treatment.toLowerCase()} ${l.lasts}`).join(', '),
    validity: count(content.offers.voucherValidityMonths, 'month', 'months'),
  }
}

/**
 * The parts whose texts may hold placeholders (schema.ts `textWithPlaceholders`); each is also a module of the build's
 * published content by the same name (scripts/lib/site-content-plugin.ts).
 */
export const partsWithPlaceholders = [
  'faqs',
  'about',
  'pages',
  'search',
  'hygiene',
  'policies',
  'rewards',
  'trust',
  'messages',
  'location',
] as const satisfies readonly (keyof SiteContent)[]

/** `value` with every string in it filled in (objects and arrays copied; other values as they are). */
function fillAll(value: unknown, values: Readonly<Record<PlaceholderName, string>>): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, values)
  if (Array.isArray(value)) return value.map((v) => fillAll(v, values))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, values)]))
  }
  return value
}

/**
 * `content` as a visitor reads it: every placeholder of her texts replaced by its value (ids and other strings have
 * none, so they stay as they are). Returns a copy; `content` is not modified.
 */
export function renderContent<T extends SiteContent>(content: T): T {
  const values = placeholderValues(content)
  const rendered: T = { ...content }
  for (const part of partsWithPlaceholders) (rendered as SiteContent)[part] = fillAll(content[part], values) as never
  return rendered
}
