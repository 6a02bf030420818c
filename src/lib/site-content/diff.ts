import { dequal } from 'dequal'
import { paths } from '@/config/paths'
import { formatHours } from '@/lib/format'
import { formatPrice } from '@/lib/money'
import { searchPages, type PublishedPhoto, type PublishedContent, type SiteContent, type Weekday } from '@/lib/site-content/schema'
import { weekdays } from '@/lib/site-content/weekdays'

/**
 * "What changed since the live version" for /admin's Publish summary (docs/site-content.md "Publish, then live"):
 * short English lines, one per change, e.g. "Nail Treatments: Builder Gel plain set £30 → £32". Pure.
 */

const listTitles = { nails: 'Nail Treatments', lashBrow: 'Lash & Brow Treatments' } as const
const detailLabels = {
  phone: 'Phone number',
  bookingUrl: 'Booking link',
  email: 'E-mail',
  instagramUrl: 'Instagram link',
  facebookUrl: 'Facebook link',
  tiktokUrl: 'TikTok link',
} as const

const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function priceChanges(live: SiteContent, draft: SiteContent): string[] {
  const lines: string[] = []
  for (const key of ['nails', 'lashBrow'] as const) {
    const title = listTitles[key]
    const before = new Map(live.prices[key].map((p) => [p.id, p]))
    const after = new Map(draft.prices[key].map((p) => [p.id, p]))
    for (const item of draft.prices[key]) {
      const old = before.get(item.id)
      if (!old) {
        lines.push(`${title}: added ${item.name} (${formatPrice(item)})`)
        continue
      }
      if (formatPrice(old) !== formatPrice(item)) lines.push(`${title}: ${item.name} ${formatPrice(old)} → ${formatPrice(item)}`)
      if (old.name !== item.name) lines.push(`${title}: ${old.name} renamed ${item.name}`)
      else if (old.description !== item.description) lines.push(`${title}: ${item.name} description changed`)
    }
    for (const item of live.prices[key]) if (!after.has(item.id)) lines.push(`${title}: removed ${item.name}`)
    const kept = draft.prices[key].filter((p) => before.has(p.id)).map((p) => p.id)
    const keptBefore = live.prices[key].filter((p) => after.has(p.id)).map((p) => p.id)
    if (kept.join() !== keptBefore.join()) lines.push(`${title}: new order`)
  }
  return lines
}

function hoursChanges(live: SiteContent, draft: SiteContent): string[] {
  return weekdays
    .filter((day) => formatHours(toRow(live.hours[day])) !== formatHours(toRow(draft.hours[day])))
    .map((day) => `${dayLabel(day)}: ${formatHours(toRow(live.hours[day]))} → ${formatHours(toRow(draft.hours[day]))}`)
}

const toRow = (d: SiteContent['hours'][Weekday]) => ({ opens: d?.opens ?? null, closes: d?.closes ?? null })

function noticeChanges(live: SiteContent, draft: SiteContent): string[] {
  if (!live.notice && draft.notice) return ['Notice added']
  if (live.notice && !draft.notice) return ['Notice removed']
  return dequal(live.notice, draft.notice) ? [] : ['Notice changed']
}

function detailChanges(live: SiteContent, draft: SiteContent): string[] {
  const lines = (Object.keys(detailLabels) as (keyof typeof detailLabels)[])
    .filter((key) => live.details[key] !== draft.details[key])
    .map((key) => `${detailLabels[key]} changed`)
  if (live.details.productBrands.join('\n') !== draft.details.productBrands.join('\n')) lines.push('Product brands changed')
  return lines
}

function reviewChanges(live: SiteContent, draft: SiteContent): string[] {
  return listChanges(['review', 'reviews'], live.testimonials, draft.testimonials, '', 'Reviews in a new order')
}

const termLabels: Record<keyof SiteContent['bookingTerms'], string> = {
  depositPounds: 'Deposit',
  noticeHours: 'Notice (hours)',
  lateLimitMinutes: 'Late-arrival limit (minutes)',
  arriveEarlyMinutes: 'Arrive early (minutes)',
  patchTestHours: 'Patch-test window (hours)',
  guardianConsentUnderAge: 'Guardian consent age',
  payment: 'Payment methods',
  visitsNotice: 'Visits to this site',
}

function termText(key: keyof SiteContent['bookingTerms'], terms: SiteContent['bookingTerms']): string {
  if (key === 'depositPounds') return formatPrice({ pounds: terms.depositPounds })
  if (key === 'patchTestHours') return `${terms.patchTestHours.from}-${terms.patchTestHours.to}`
  return String(terms[key])
}

function termChanges(live: SiteContent, draft: SiteContent): string[] {
  return (Object.keys(termLabels) as (keyof SiteContent['bookingTerms'])[])
    .filter((key) => termText(key, live.bookingTerms) !== termText(key, draft.bookingTerms))
    .map((key) =>
      key === 'visitsNotice'
        ? `Booking terms: ${termLabels[key]} reworded`
        : `Booking terms: ${termLabels[key]} ${termText(key, live.bookingTerms)} → ${termText(key, draft.bookingTerms)}`,
    )
}

/**
 * "N reviews added / changed / removed" (after `prefix`) for a list of items with ids; `orderLine` when only the
 * order changed.
 */
function listChanges<T extends { id: string }>(
  what: [string, string],
  live: readonly T[],
  draft: readonly T[],
  prefix: string,
  orderLine: string,
): string[] {
  const before = new Map(live.map((t) => [t.id, t]))
  const added = draft.filter((t) => !before.has(t.id)).length
  const removed = live.filter((t) => !draft.some((d) => d.id === t.id)).length
  const changed = draft.filter((t) => before.has(t.id) && !dequal(before.get(t.id), t)).length
  const lines: string[] = []
  if (added) lines.push(`${prefix}${plural(added, ...what)} added`)
  if (changed) lines.push(`${prefix}${plural(changed, ...what)} changed`)
  if (removed) lines.push(`${prefix}${plural(removed, ...what)} removed`)
  if (!added && !removed && !changed && live.map((t) => t.id).join() !== draft.map((t) => t.id).join()) lines.push(orderLine)
  return lines
}

/** One line per other part that changed: services, about, slideshow, offers, and the words of schema version 3. */
function partChanges(live: SiteContent, draft: SiteContent): string[] {
  const parts = [
    ['services', 'Services changed'],
    ['about', 'About changed'],
    ['slideshow', 'Slideshow changed'],
    ['offers', 'Offers changed'],
    ['longevity', 'How long it lasts changed'],
    ['location', 'Where you work changed'],
  ] as const
  const { appointment: liveAppointment, ...liveWelcome } = live.offers.welcome
  const { appointment: draftAppointment, ...draftWelcome } = draft.offers.welcome
  const offersChanged = !dequal({ ...live.offers, welcome: liveWelcome }, { ...draft.offers, welcome: draftWelcome })
  return [
    ...parts.filter(([key]) => key !== 'offers' && !dequal(live[key], draft[key])).map(([, line]) => line),
    ...(offersChanged ? ['Offers changed'] : []),
    ...(liveAppointment !== draftAppointment ? [`Welcome offer: ${welcomeAppointmentLabel} ${liveAppointment} → ${draftAppointment}`] : []),
    ...listChanges(['note', 'notes'], live.policies.notes, draft.policies.notes, 'Policies: ', 'Policies: notes in a new order'),
    ...(live.policies.lastUpdated !== draft.policies.lastUpdated
      ? [`Policies: Last updated ${live.policies.lastUpdated} → ${draft.policies.lastUpdated}`]
      : []),
    ...rewordedParts('Rewards', rewardLabels, live.rewards, draft.rewards),
    ...rewordedParts('Trust strip', trustLabels, live.trust, draft.trust),
    ...rewordedParts('WhatsApp messages', messageLabels, live.messages, draft.messages),
  ]
}

/**
 * The names of the reward cards, the trust strip's items and the WhatsApp messages: the legends and labels of their
 * /admin editors and the words of the summary's lines.
 */
export const rewardLabels: Record<keyof SiteContent['rewards'], string> = {
  loyalty: 'Loyalty card',
  referral: 'Refer a friend',
  vouchers: 'Gift vouchers',
  occasions: 'Special occasions',
}
export const trustLabels: Record<keyof SiteContent['trust'], string> = {
  insured: 'Shield: your licence and insurance',
  hours: 'Clock: when you work',
  sterile: 'Sparkle: your hygiene',
  vegan: 'Leaf: your products',
  rewards: 'Gift: your rewards',
}
/** The welcome offer's words in /admin's Offers editor and the summary (`offers.welcome.appointment`). */
export const welcomeAppointmentLabel = 'What it is off (after “your first”)'
/**
 * The page words that are not a page's heading block or banner, by page: their labels in the Page words editor and the
 * summary's lines ("Page texts: Contact: TikTok card's line reworded", docs/decisions.md #500).
 */
export const pageFieldLabels = {
  contact: { tiktokLine: "TikTok card's line" },
  gifts: { vouchersEyebrow: "Gift vouchers' eyebrow" },
} as const satisfies { [P in keyof SiteContent['pages']]?: { [F in keyof SiteContent['pages'][P]]?: string } }
export const messageLabels: Record<keyof SiteContent['messages'], string> = {
  booking: 'Booking',
  question: 'A question',
  giftCard: 'A gift voucher',
  rewards: 'Rewards',
}

/** "Rewards: Loyalty card reworded", a line per entry of `labels` whose words changed between `live` and `draft`. */
function rewordedParts<T extends object>(prefix: string, labels: Record<keyof T & string, string>, live: T, draft: T): string[] {
  return (Object.keys(labels) as (keyof T & string)[])
    .filter((key) => !dequal(live[key], draft[key]))
    .map((key) => `${prefix}: ${labels[key]} reworded`)
}

const identityLabels = { name: 'Studio name', owner: 'Your first name', tagline: 'Tagline', town: 'Town', city: 'City' } as const

/** Her identity: "Your studio: Studio name IJ Nails & Lashes → Bloom Beauty Bar", the colours, the logo. */
function identityChanges(live: SiteContent, draft: SiteContent): string[] {
  const [before, after] = [live.identity, draft.identity]
  const lines = (Object.keys(identityLabels) as (keyof typeof identityLabels)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `Your studio: ${identityLabels[key]} ${before[key]} → ${after[key]}`)
  if (before.colours.brand !== after.colours.brand) lines.push(`Your studio: Brand colour ${before.colours.brand} → ${after.colours.brand}`)
  if (before.colours.accent !== after.colours.accent) {
    lines.push(`Your studio: Accent colour ${before.colours.accent ?? 'none'} → ${after.colours.accent ?? 'none'}`)
  }
  if (!dequal(before.logo, after.logo)) lines.push(`Your studio: Logo ${!before.logo ? 'added' : !after.logo ? 'removed' : 'changed'}`)
  return lines
}

/** The name of page `key` ("Hygiene & Safety"; "Page not found" for the not-found page). */
const pageName = (key: (typeof searchPages)[number]) => (key === 'notFound' ? 'Page not found' : paths[key].name)

/**
 * A line per page whose words changed ("Page texts: Hygiene & Safety reworded") and per named page word that changed
 * (`pageFieldLabels`), and per search listing.
 */
function pageChanges(live: SiteContent, draft: SiteContent): string[] {
  const pages = (Object.keys(draft.pages) as (keyof SiteContent['pages'])[]).flatMap((key) => {
    const named: Record<string, string> = key in pageFieldLabels ? pageFieldLabels[key as keyof typeof pageFieldLabels] : {}
    const [before, after] = [{ ...live.pages[key] } as Record<string, unknown>, { ...draft.pages[key] } as Record<string, unknown>]
    const lines = Object.keys(named)
      .filter((field) => !dequal(before[field], after[field]))
      .map((field) => `Page texts: ${pageName(key)}: ${named[field]} reworded`)
    for (const field of Object.keys(named)) [before[field], after[field]] = [undefined, undefined]
    return dequal(before, after) ? lines : [`Page texts: ${pageName(key)} reworded`, ...lines]
  })
  const hygiene = listChanges(
    ['standard', 'standards'],
    live.hygiene.standards,
    draft.hygiene.standards,
    'Hygiene: ',
    'Hygiene: standards in a new order',
  )
  if (!dequal(live.hygiene.highlights, draft.hygiene.highlights)) hygiene.push('Hygiene: highlight cards reworded')
  const search = searchPages
    .filter((key) => !dequal(live.search.pages[key], draft.search.pages[key]))
    .map((key) => `Search listings: ${pageName(key)} reworded`)
  const { pages: _livePages, ...liveFacts } = live.search
  const { pages: _draftPages, ...draftFacts } = draft.search
  if (!dequal(liveFacts, draftFacts)) search.push('Search listings: share image or business facts changed')
  return [...pages, ...hygiene, ...search]
}

/** Gallery lines: photos added and removed, captions changed, a new order, between the live and the current photos. */
export function galleryChanges(live: readonly PublishedPhoto[], current: readonly PublishedPhoto[]): string[] {
  const before = new Map(live.map((p) => [p.id, p]))
  const added = current.filter((p) => !before.has(p.id)).length
  const removed = live.filter((p) => !current.some((c) => c.id === p.id)).length
  const captions = current.filter((p) => before.has(p.id) && before.get(p.id)?.caption !== p.caption).length
  const lines: string[] = []
  if (added) lines.push(`Gallery: ${plural(added, 'photo', 'photos')} added`)
  if (removed) lines.push(`Gallery: ${plural(removed, 'photo', 'photos')} removed`)
  if (captions) lines.push(`Gallery: ${plural(captions, 'caption', 'captions')} changed`)
  const order = (list: readonly PublishedPhoto[], keep: (p: PublishedPhoto) => boolean) =>
    list
      .filter(keep)
      .map((p) => p.id)
      .join()
  if (order(current, (p) => before.has(p.id)) !== order(live, (p) => current.some((c) => c.id === p.id))) lines.push('Gallery: new order')
  return lines
}

/**
 * Every change from the live version to the draft (and the current gallery photos), in editor order: her identity,
 * prices, hours, notice, details, reviews, booking terms, FAQs, page texts, hygiene, search listings, services, about,
 * slideshow, offers, her other words, gallery. Empty when publishing would change nothing.
 */
export function summariseChanges(live: PublishedContent, draft: SiteContent, gallery: readonly PublishedPhoto[]): string[] {
  return [
    ...identityChanges(live, draft),
    ...priceChanges(live, draft),
    ...hoursChanges(live, draft),
    ...noticeChanges(live, draft),
    ...detailChanges(live, draft),
    ...reviewChanges(live, draft),
    ...termChanges(live, draft),
    ...listChanges(['question', 'questions'], live.faqs, draft.faqs, 'FAQs: ', 'FAQs in a new order'),
    ...pageChanges(live, draft),
    ...partChanges(live, draft),
    ...galleryChanges(live.gallery, gallery),
  ]
}
