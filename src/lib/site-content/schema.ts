import { GALLERY_CATEGORIES } from '../photo-files.ts'
import { z } from '../zod.ts'
import { unknownPlaceholders, placeholderNames } from './placeholders.ts'
import { weekdays, type Weekday } from './weekdays.ts'

/**
 * The owner's editable site content (docs/site-content.md): one zod schema shared by the /admin editors, the
 * build (scripts/prerender.ts validates the published version before rendering anything) and the tests.
 * Limits are docs/site-content.md "Rules"; every message is the reason shown next to a refused value.
 *
 * Shapes (schema version 3, docs/site-content.md "Content"; version-1 and -2 documents are upgraded when read,
 * src/lib/site-content/upgrade.ts):
 * - `SiteContent`: what she edits as a draft (prices, hours, notice, details, reviews, services, booking terms,
 *   FAQs, about, slideshow, offers; her identity, page texts, search listings, hygiene, policies, rewards, trust strip,
 *   longevity, WhatsApp messages and location).
 * - `PublishedContent`: a published version: `SiteContent` plus the gallery snapshot taken at publish time.
 */

/** Highest price in pounds (£999.99) and the other limits of docs/site-content.md "Rules". */
export const contentLimits = {
  maxPricePounds: 999.99,
  nameChars: 80,
  descriptionChars: 300,
  unitChars: 30,
  noticeChars: 160,
  quoteChars: 400,
  reviewerChars: 40,
  treatmentChars: 80,
  maxReviews: 12,
  brandChars: 40,
  maxBrands: 8,
  maxItemsPerList: 40,
  titleChars: 80,
  introChars: 200,
  questionChars: 160,
  answerChars: 1000,
  paragraphChars: 1000,
  maxParagraphs: 8,
  paymentChars: 120,
  /** The /policies paragraph on how visits are counted (docs/visits.md). */
  visitsNoticeChars: 1000,
  altChars: 200,
  maxSlides: 11,
  featuredServices: 3,
  /** Booking terms: the sensible ranges of docs/site-content.md "Rules". */
  maxNoticeHours: 336,
  maxMinutes: 120,
  maxPatchTestHours: 168,
  minConsentAge: 12,
  maxConsentAge: 21,
  maxVoucherMonths: 60,
  maxPercentOff: 90,
  /** Her identity (schema version 3): the studio's name, her first name, the tagline, town and city. */
  studioNameChars: 50,
  ownerChars: 40,
  taglineChars: 80,
  placeChars: 40,
  /** A page's heading block: the small line above the h1, the h1 (`titleChars`) and the lead (`leadChars`). */
  eyebrowChars: 40,
  leadChars: 300,
  /**
   * A page's search listing as typed, placeholders included: search engines show about 60 characters of a title and
   * 155 of a description, which the editor counts as she types (docs/site-content.md "Rules").
   */
  searchTitleChars: 70,
  searchDescriptionChars: 170,
  /** A prefilled WhatsApp message. */
  messageChars: 300,
  /** The trust strip under the home hero: a short title and its detail line. */
  trustTitleChars: 40,
  trustDetailChars: 60,
  /** How long a treatment lasts, e.g. "2–3 weeks". */
  lastsChars: 40,
  /** "Last updated" under the policies, e.g. "January 2025". */
  lastUpdatedChars: 40,
  /** The location card's lines, e.g. "Free parking nearby". */
  maxLocationNotes: 6,
  /** Her logo's stored size (px). */
  maxLogoPx: 4096,
  /** The /contact TikTok card's line under its title, e.g. "Nail inspiration & tutorials". */
  cardLineChars: 60,
  /** What the welcome offer is off, after "your first", e.g. "nails, lashes or brows appointment". */
  welcomeAppointmentChars: 60,
} as const

export { type Weekday }

const trimmed = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${what} must be plain text on one line`)

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'id must be lower-case letters, digits and dashes')

/** Pounds with at most two decimals, £0 to £999.99; `what` names the amount in the reasons. */
const amount = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} must be £0 or more`)
    .max(contentLimits.maxPricePounds, `${what} must be at most £${contentLimits.maxPricePounds}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${what} must have at most two decimals (pence)`)
const pounds = amount('Price')

/** A whole number from `min` to `max`; `what` names it (with its unit) in the reasons. */
const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`)

/** An ordered list of at most 40 items (docs/site-content.md "Rules"). */
const list = <T extends z.ZodType>(item: T, what: string, min = 0) =>
  z
    .array(item)
    .min(min, min === 1 ? `Add at least one ${what}` : `Add at least ${min} ${what}s`)
    .max(contentLimits.maxItemsPerList, `At most ${contentLimits.maxItemsPerList} ${what}s`)

/**
 * Text she writes that may name a booking term or the studio as a placeholder, e.g. "Your {deposit} deposit"
 * (src/lib/site-content/placeholders.ts): only known names are accepted, so a figure is never typed twice.
 */
const textWithPlaceholders = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${what} must be plain text on one line`)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text)
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${what}: {${unknown[0]}} is not a term; use one of ${placeholderNames.map((n) => `{${n}}`).join(', ')}`,
        })
      }
    })

/**
 * Her identity's plain text (schema version 3): trimmed, 1 to `max` characters on one line, with no markup (`<` or `>`),
 * so a name or tagline is never read as HTML anywhere it is shown (docs/site-content.md "Rules"). The database refuses
 * the same values on save (supabase/migrations/20261202130000_identity_check.sql).
 */
const plainText = (max: number, what: string) => trimmed(max, what).regex(/^[^<>]*$/, `${what} must be plain text, without < or >`)

/** A colour as `#rrggbb` (hex, either case). */
const hexColour = (what: string) => z.string().regex(/^#[0-9a-fA-F]{6}$/, `${what} must be a colour such as #9b3550`)

const priceItemSchema = z.object({
  id,
  name: trimmed(contentLimits.nameChars, 'Name'),
  pounds,
  /** Optional qualifier shown after the price, e.g. "per nail". */
  unit: trimmed(contentLimits.unitChars, 'Unit note').optional(),
  description: z
    .string()
    .trim()
    .max(contentLimits.descriptionChars, `Description must be at most ${contentLimits.descriptionChars} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'Description must be plain text on one line'),
})
export type PriceItem = z.infer<typeof priceItemSchema>

const uniqueIds = <T extends { id: string }>(items: readonly T[]) => new Set(items.map((i) => i.id)).size === items.length

const priceList = z
  .array(priceItemSchema)
  .min(1, 'A price list needs at least one treatment')
  .max(contentLimits.maxItemsPerList, `A price list holds at most ${contentLimits.maxItemsPerList} treatments`)
  .refine(uniqueIds, 'Each treatment needs its own id')

const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Time must be HH:MM, 24-hour')

/** One weekday: open from `opens` to `closes` (24-hour "HH:MM", same day), or `null` when closed. */
const dayHoursSchema = z
  .object({ opens: time, closes: time })
  .refine((d) => d.closes > d.opens, { message: 'Closing time must be after opening time', path: ['closes'] })
  .nullable()

const hoursSchema = z.object(Object.fromEntries(weekdays.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
export type WeeklyHours = z.infer<typeof hoursSchema>

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date')

/**
 * The site notice (e.g. a holiday closure): shown on every public page while current, i.e. from `from`
 * to `until` inclusive, UK dates ("YYYY-MM-DD"); a missing bound is open-ended. `null`: no notice.
 */
const noticeSchema = z
  .object({
    text: trimmed(contentLimits.noticeChars, 'Notice'),
    from: isoDate.nullable(),
    until: isoDate.nullable(),
  })
  .refine((n) => !n.from || !n.until || n.until >= n.from, {
    message: 'The notice must end on or after the day it starts',
    path: ['until'],
  })
  .nullable()
export type Notice = z.infer<typeof noticeSchema>

const httpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(300, `${what} must be at most 300 characters`)
    .refine((s) => {
      try {
        const u = new URL(s)
        return u.protocol === 'https:' && u.hostname.includes('.')
      } catch {
        return false
      }
    }, `${what} must be a full https:// link`)

/** "+44 7700 900123": a plus, then 8 to 15 digits (E.164), spaces allowed between groups. */
const internationalPhone = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9 ]+$/, 'WhatsApp number must be in international form, e.g. +44 7700 900123')
  .refine((s) => {
    const digits = s.replace(/ /g, '').length - 1
    return digits >= 8 && digits <= 15
  }, 'WhatsApp number must have 8 to 15 digits after the +')

const detailsSchema = z.object({
  /** WhatsApp and phone number, international form. */
  phone: internationalPhone,
  bookingUrl: httpsUrl('Booking link'),
  email: z.email('E-mail must be an address such as hello@example.com').max(254),
  instagramUrl: httpsUrl('Instagram link'),
  facebookUrl: httpsUrl('Facebook link'),
  tiktokUrl: httpsUrl('TikTok link'),
  /** The professional product brands named on /about. */
  productBrands: z
    .array(trimmed(contentLimits.brandChars, 'Brand name'))
    .max(contentLimits.maxBrands, `At most ${contentLimits.maxBrands} brands`),
})
export type StudioDetails = z.infer<typeof detailsSchema>

const testimonialSchema = z.object({
  id,
  quote: trimmed(contentLimits.quoteChars, 'Quote'),
  /** First name or initial, e.g. "Sarah" or "S." */
  name: trimmed(contentLimits.reviewerChars, 'Name'),
  treatment: trimmed(contentLimits.treatmentChars, 'Treatment'),
})
export type Testimonial = z.infer<typeof testimonialSchema>

/** A /services section: heading and one-line intro; sections show in list order. */
const serviceCategorySchema = z.object({
  id,
  title: trimmed(contentLimits.titleChars, 'Category title'),
  intro: trimmed(contentLimits.introChars, 'Category intro'),
})
export type ServiceCategory = z.infer<typeof serviceCategorySchema>

/** A /services card, in the section of `category` (a category id); cards show in list order. */
const serviceCardSchema = z.object({
  id,
  title: trimmed(contentLimits.titleChars, 'Service title'),
  description: trimmed(contentLimits.descriptionChars, 'Service description'),
  category: id,
})
export type ServiceCard = z.infer<typeof serviceCardSchema>

/** A home-page highlight chosen from the cards (`card`: a card id), with its own short title and teaser. */
const featuredServiceSchema = z.object({
  card: id,
  title: trimmed(contentLimits.titleChars, 'Featured title'),
  description: trimmed(contentLimits.descriptionChars, 'Featured teaser'),
})
export type FeaturedServiceRef = z.infer<typeof featuredServiceSchema>

const servicesSchema = z
  .object({
    categories: list(serviceCategorySchema, 'category', 1).refine(uniqueIds, 'Each category needs its own id'),
    cards: list(serviceCardSchema, 'service', 1).refine(uniqueIds, 'Each service needs its own id'),
    featured: z
      .array(featuredServiceSchema)
      .length(contentLimits.featuredServices, `Choose exactly ${contentLimits.featuredServices} services for the home page`),
  })
  .superRefine((s, ctx) => {
    const categories = new Set(s.categories.map((c) => c.id))
    s.cards.forEach((card, i) => {
      if (!categories.has(card.category))
        ctx.addIssue({ code: 'custom', path: ['cards', i, 'category'], message: 'Choose one of the categories' })
    })
    const cards = new Set(s.cards.map((c) => c.id))
    s.featured.forEach((f, i) => {
      if (!cards.has(f.card)) ctx.addIssue({ code: 'custom', path: ['featured', i, 'card'], message: 'Choose one of the services' })
    })
    if (new Set(s.featured.map((f) => f.card)).size !== s.featured.length) {
      ctx.addIssue({ code: 'custom', path: ['featured'], message: 'Feature three different services' })
    }
  })
export type Services = z.infer<typeof servicesSchema>

/**
 * Booking terms (docs/product.md §9): every sentence that states one of these figures on any page is composed from
 * them (src/content/policies.ts, booking.ts, prices.ts) or names it as a placeholder filled by the build
 * (src/lib/site-content/render.ts), so each is typed once.
 */
const bookingTermsSchema = z.object({
  /** Deposit that secures a booking, deducted from the total (£). */
  depositPounds: amount('Deposit'),
  /** Notice needed to cancel or move, and to transfer the deposit (hours). */
  noticeHours: whole('Notice (hours)', 1, contentLimits.maxNoticeHours),
  /** Arriving later than this may mean rescheduling (minutes). */
  lateLimitMinutes: whole('Late-arrival limit (minutes)', 1, contentLimits.maxMinutes),
  /** Clients are asked to arrive this early (minutes). */
  arriveEarlyMinutes: whole('Arrive early (minutes)', 0, contentLimits.maxMinutes),
  /** A patch test is asked for this many hours before the appointment, from-to. */
  patchTestHours: z
    .object({
      from: whole('Patch test from (hours)', 1, contentLimits.maxPatchTestHours),
      to: whole('Patch test to (hours)', 1, contentLimits.maxPatchTestHours),
    })
    .refine((w) => w.to >= w.from, { message: 'The window must end at or after it starts', path: ['to'] }),
  /** Clients under this age need a parent's or guardian's consent (years). */
  guardianConsentUnderAge: whole('Guardian consent age', contentLimits.minConsentAge, contentLimits.maxConsentAge),
  /** Accepted payment methods, display text. */
  payment: trimmed(contentLimits.paymentChars, 'Payment methods'),
  /**
   * /policies' "Visits to this site": what is counted, without cookies (docs/visits.md). Added within version 2:
   * a stored document without it is given the launch text when read (src/lib/site-content/upgrade.ts).
   */
  visitsNotice: trimmed(contentLimits.visitsNoticeChars, 'Visits to this site'),
})
export type BookingTerms = z.infer<typeof bookingTermsSchema>

/** A question of /faqs; the answer may name terms as placeholders ("{deposit}"), rendered with the terms. */
const faqSchema = z.object({
  id,
  question: trimmed(contentLimits.questionChars, 'Question'),
  answer: textWithPlaceholders(contentLimits.answerChars, 'Answer'),
})
export type Faq = z.infer<typeof faqSchema>

/** One of the 'My Promise to You' items of /about. */
const promiseSchema = z.object({
  id,
  title: trimmed(contentLimits.titleChars, 'Promise title'),
  text: trimmed(contentLimits.descriptionChars, 'Promise text'),
})

/** Her own photo on /about, uploaded to the gallery bucket with the gallery's renditions and checks. */
export const uploadedPhotoSchema = z.object({
  /** Public URL of the full image. */
  imageUrl: z.url({ protocol: /^https?$/ }),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Widths in px of the stored renditions. */
  renditions: z.array(z.number().int().positive()),
  alt: trimmed(contentLimits.altChars, 'Alt text'),
})
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>

const aboutSchema = z.object({
  /** "Meet {owner}": placeholders name the studio (src/lib/site-content/placeholders.ts). */
  heading: textWithPlaceholders(contentLimits.titleChars, 'Heading'),
  paragraphs: z
    .array(textWithPlaceholders(contentLimits.paragraphChars, 'Paragraph'))
    .min(1, 'Write at least one paragraph')
    .max(contentLimits.maxParagraphs, `At most ${contentLimits.maxParagraphs} paragraphs`),
  promises: list(promiseSchema, 'promise').refine(uniqueIds, 'Each promise needs its own id'),
  /** Her photo, or null for the built-in photo of the studio. */
  photo: uploadedPhotoSchema.nullable(),
})
export type About = z.infer<typeof aboutSchema>

/** A slide of the home slideshow: a built-in photo slot ("hero-01") or one of her gallery uploads (its id). */
const slideRefSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('built-in'), id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown built-in photo') }),
  z.object({ source: z.literal('gallery'), id: z.uuid('Unknown gallery photo') }),
])
export type SlideRef = z.infer<typeof slideRefSchema>

const slideshowSchema = z
  .array(slideRefSchema)
  .min(1, 'The slideshow needs at least one photo')
  .max(contentLimits.maxSlides, `The slideshow shows at most ${contentLimits.maxSlides} photos`)
  .refine((s) => new Set(s.map((r) => `${r.source}:${r.id}`)).size === s.length, 'Each photo can be shown once')

/** A gift voucher of /gifts: a fixed amount (£), or `pounds: null` for any amount. */
const voucherSchema = z.object({
  id,
  title: trimmed(contentLimits.titleChars, 'Voucher title'),
  pounds: amount('Voucher amount').nullable(),
  description: trimmed(contentLimits.descriptionChars, 'Voucher description'),
})
export type Voucher = z.infer<typeof voucherSchema>

const offersSchema = z.object({
  vouchers: list(voucherSchema, 'voucher', 1).refine(uniqueIds, 'Each voucher needs its own id'),
  /** Vouchers are valid this many months from purchase. */
  voucherValidityMonths: whole('Validity (months)', 1, contentLimits.maxVoucherMonths),
  /**
   * The welcome offer for new clients: its discount (%), whether the site shows it, and what it is off ("your first
   * {appointment}", schema version 3: a stored version-1 or -2 document gets the launch words, src/lib/site-content/upgrade.ts).
   */
  welcome: z.object({
    percentOff: whole('Discount (%)', 1, contentLimits.maxPercentOff),
    shown: z.boolean(),
    appointment: plainText(contentLimits.welcomeAppointmentChars, 'What the offer is off'),
  }),
})
export type Offers = z.infer<typeof offersSchema>

/**
 * Her identity (schema version 3, docs/site-content.md "Content"): every title, heading, the JSON-LD, the share cards,
 * the web manifest, the footer and every prefilled message name her from here. Area only, never a street address
 * (docs/decisions.md #5). `colours` is the brand colour her palette is derived from and an optional accent; `logo` her
 * uploaded logo (null: the name as a wordmark).
 */
const identitySchema = z.object({
  /** The studio's name, e.g. "IJ Nails & Lashes". */
  name: plainText(contentLimits.studioNameChars, 'Studio name'),
  /** Her first name, `{owner}` in her texts. */
  owner: plainText(contentLimits.ownerChars, 'Your first name'),
  tagline: plainText(contentLimits.taglineChars, 'Tagline'),
  town: plainText(contentLimits.placeChars, 'Town'),
  city: plainText(contentLimits.placeChars, 'City'),
  colours: z.object({ brand: hexColour('Brand colour'), accent: hexColour('Accent colour').nullable() }),
  logo: z
    .object({
      /** Public URL of the stored logo. */
      imageUrl: z.url({ protocol: /^https?$/, error: 'Logo must be a stored image' }),
      width: whole('Logo width (px)', 1, contentLimits.maxLogoPx),
      height: whole('Logo height (px)', 1, contentLimits.maxLogoPx),
    })
    .nullable(),
})
export type Identity = z.infer<typeof identitySchema>

/** A page's heading block (docs/product.md §2): the eyebrow line, the page's h1 and the lead paragraph. */
const pageIntroSchema = z.object({
  eyebrow: textWithPlaceholders(contentLimits.eyebrowChars, 'Eyebrow'),
  title: textWithPlaceholders(contentLimits.titleChars, 'Heading'),
  lead: textWithPlaceholders(contentLimits.leadChars, 'Lead'),
})

/** A closing banner: its heading and one line. */
const bannerSchema = z.object({
  title: textWithPlaceholders(contentLimits.titleChars, 'Banner heading'),
  text: textWithPlaceholders(contentLimits.leadChars, 'Banner text'),
})

/**
 * What each public page says about her studio (schema version 3): the home page's headline, intro and closing
 * banner; every other page's heading block, with the closing banners of /services and /contact, the footnote under
 * the price lists, the /contact TikTok card's line and the eyebrow of the /gifts vouchers section. Keyed by the route keys of src/config/paths.ts.
 */
const pagesSchema = z.object({
  home: z.object({
    eyebrow: textWithPlaceholders(contentLimits.eyebrowChars, 'Eyebrow'),
    headline: textWithPlaceholders(contentLimits.titleChars, 'Headline'),
    intro: textWithPlaceholders(contentLimits.leadChars, 'Intro'),
    closing: bannerSchema,
  }),
  about: pageIntroSchema,
  services: pageIntroSchema.extend({ closing: bannerSchema }),
  pricing: pageIntroSchema.extend({ footnote: textWithPlaceholders(contentLimits.leadChars, 'Footnote') }),
  gallery: pageIntroSchema,
  hygiene: pageIntroSchema,
  booking: pageIntroSchema,
  faqs: pageIntroSchema,
  policies: pageIntroSchema,
  contact: pageIntroSchema.extend({
    closing: bannerSchema,
    tiktokLine: textWithPlaceholders(contentLimits.cardLineChars, "TikTok card's line"),
  }),
  gifts: pageIntroSchema.extend({ vouchersEyebrow: textWithPlaceholders(contentLimits.eyebrowChars, "Vouchers' eyebrow") }),
})
export type Pages = z.infer<typeof pagesSchema>

/** A page's listing in search engines and link previews: `<title>` and the meta description. */
const searchListingSchema = z.object({
  title: textWithPlaceholders(contentLimits.searchTitleChars, 'Search title'),
  description: textWithPlaceholders(contentLimits.searchDescriptionChars, 'Search description'),
})

/** The pages with a search listing: every public page and the not-found page. */
export const searchPages = [
  'home',
  'about',
  'services',
  'pricing',
  'gallery',
  'hygiene',
  'booking',
  'faqs',
  'policies',
  'contact',
  'gifts',
  'notFound',
] as const
type SearchPage = (typeof searchPages)[number]

/**
 * What only search engines and link previews read (schema version 3): each page's title and description, the share
 * image's alt text, and the business facts of the JSON-LD that no page shows (the county, `null` for none; the
 * payment methods in schema.org's words).
 */
const searchSchema = z.object({
  pages: z.object(Object.fromEntries(searchPages.map((p) => [p, searchListingSchema])) as Record<SearchPage, typeof searchListingSchema>),
  shareImageAlt: textWithPlaceholders(contentLimits.altChars, 'Share image description'),
  region: trimmed(contentLimits.placeChars, 'County').nullable(),
  paymentAccepted: trimmed(contentLimits.paymentChars, 'Payment methods for search engines'),
})
export type Search = z.infer<typeof searchSchema>

/** An item with a title and a sentence: a hygiene standard, a policy note. */
const titledTextSchema = z.object({
  id,
  title: textWithPlaceholders(contentLimits.titleChars, 'Title'),
  text: textWithPlaceholders(contentLimits.descriptionChars, 'Text'),
})
export type TitledText = z.infer<typeof titledTextSchema>

const cardSchema = z.object({
  title: textWithPlaceholders(contentLimits.titleChars, 'Title'),
  text: textWithPlaceholders(contentLimits.descriptionChars, 'Text'),
})

/** /hygiene: her standards, in her order, and the two highlight cards (a heart and a leaf). */
const hygieneSchema = z.object({
  standards: list(titledTextSchema, 'standard', 1).refine(uniqueIds, 'Each standard needs its own id'),
  highlights: z.object({ health: cardSchema, eco: cardSchema }),
})
export type Hygiene = z.infer<typeof hygieneSchema>

/**
 * /policies' own sentences: the notes of the Important Information card after those composed from her booking terms,
 * and "Last updated". The policies that state a term are composed from it (src/content/policies.ts).
 */
const policiesSchema = z.object({
  notes: list(titledTextSchema, 'note').refine(uniqueIds, 'Each note needs its own id'),
  lastUpdated: trimmed(contentLimits.lastUpdatedChars, 'Last updated'),
})
export type PolicyWords = z.infer<typeof policiesSchema>

const rewardSchema = z.object({
  title: textWithPlaceholders(contentLimits.titleChars, 'Reward title'),
  description: textWithPlaceholders(contentLimits.descriptionChars, 'Reward description'),
})

/** The reward cards: /pricing shows loyalty, referral and vouchers; /gifts all four. */
const rewardsSchema = z.object({ loyalty: rewardSchema, referral: rewardSchema, vouchers: rewardSchema, occasions: rewardSchema })
export type Rewards = z.infer<typeof rewardsSchema>

const trustItemSchema = z.object({
  title: textWithPlaceholders(contentLimits.trustTitleChars, 'Trust title'),
  detail: textWithPlaceholders(contentLimits.trustDetailChars, 'Trust detail'),
})

/** The five items of the trust strip under the home hero, each with its icon. */
const trustSchema = z.object({
  insured: trustItemSchema,
  hours: trustItemSchema,
  sterile: trustItemSchema,
  vegan: trustItemSchema,
  rewards: trustItemSchema,
})
export type Trust = z.infer<typeof trustSchema>

/** How long a treatment lasts (the /faqs table and `{lasts}`): plain text, as `{lasts}` is made of it. */
const longevitySchema = z.object({
  id,
  treatment: trimmed(contentLimits.treatmentChars, 'Treatment'),
  lasts: trimmed(contentLimits.lastsChars, 'Lasts'),
})
export type Longevity = z.infer<typeof longevitySchema>

/** The prefilled WhatsApp messages: booking buttons, questions (hygiene, FAQs), a gift card and rewards (gifts). */
const messagesSchema = z.object({
  booking: textWithPlaceholders(contentLimits.messageChars, 'Booking message'),
  question: textWithPlaceholders(contentLimits.messageChars, 'Question message'),
  giftCard: textWithPlaceholders(contentLimits.messageChars, 'Gift card message'),
  rewards: textWithPlaceholders(contentLimits.messageChars, 'Rewards message'),
})
export type Messages = z.infer<typeof messagesSchema>

/**
 * Where she works, in words (area only, docs/decisions.md #5): the location card's title and lines (/booking,
 * /contact) and the footer's sentence about the studio.
 */
const locationSchema = z.object({
  title: textWithPlaceholders(contentLimits.titleChars, 'Location title'),
  notes: z
    .array(textWithPlaceholders(contentLimits.titleChars, 'Location note'))
    .max(contentLimits.maxLocationNotes, `At most ${contentLimits.maxLocationNotes} lines`),
  summary: textWithPlaceholders(contentLimits.introChars, 'Footer sentence'),
})
/** @public The type of `virtual:site-content/location` (src/vite-env.d.ts), which knip does not read. */
export type Location = z.infer<typeof locationSchema>

const siteContentV1Shape = {
  prices: z.object({ nails: priceList, lashBrow: priceList }),
  hours: hoursSchema,
  notice: noticeSchema,
  details: detailsSchema,
  testimonials: z
    .array(testimonialSchema)
    .max(contentLimits.maxReviews, `At most ${contentLimits.maxReviews} reviews`)
    .refine(uniqueIds, 'Each review needs its own id'),
}

/** The current schema version: what the editors save and publish. */
export const SCHEMA_VERSION = 3

/** Schema version 1 (before version 2, docs/decisions.md #135): prices, hours, notice, details, reviews. Read only, to upgrade. */
export const siteContentV1Schema = z.object({ schemaVersion: z.literal(1), ...siteContentV1Shape })
export type SiteContentV1 = z.infer<typeof siteContentV1Schema>

/** The parts version 2 added (docs/decisions.md #135, #136). */
const version2Shape = {
  services: servicesSchema,
  bookingTerms: bookingTermsSchema,
  faqs: list(faqSchema, 'question').refine(uniqueIds, 'Each question needs its own id'),
  about: aboutSchema,
  slideshow: slideshowSchema,
  offers: offersSchema,
}

/** The parts version 3 added: her identity and every sentence about her studio (docs/site-content.md "Schema versions"). */
const version3Shape = {
  identity: identitySchema,
  pages: pagesSchema,
  search: searchSchema,
  hygiene: hygieneSchema,
  policies: policiesSchema,
  rewards: rewardsSchema,
  trust: trustSchema,
  longevity: list(longevitySchema, 'treatment', 1).refine(uniqueIds, 'Each treatment needs its own id'),
  messages: messagesSchema,
  location: locationSchema,
}

/** What the owner edits as a draft and publishes (docs/site-content.md "Content"), schema version 3. */
export const siteContentSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  ...siteContentV1Shape,
  ...version2Shape,
  ...version3Shape,
})
export type SiteContent = z.infer<typeof siteContentSchema>

/** The parts version 2 added, with the values the site showed at launch: what the upgrade of a version-1 document adds. */
export type Version2Parts = Pick<SiteContent, keyof typeof version2Shape>

/** The parts version 3 added, with the values the site showed before she could edit them: what the upgrade of a version-1 or -2 document adds. */
export type Version3Parts = Pick<SiteContent, keyof typeof version3Shape>

/** A part of the draft an editor saves, as one /admin section: every part but the schema version. */
export type DraftPart = Exclude<keyof SiteContent, 'schemaVersion'>

/** One of her uploaded photos as published: the row of public.gallery_images at publish time. */
export const publishedPhotoSchema = z.object({
  id: z.uuid(),
  category: z.enum(GALLERY_CATEGORIES),
  /** Public URL of the full image in the gallery-images bucket. */
  imageUrl: z.url({ protocol: /^https?$/ }),
  caption: z.string().max(200).nullable(),
  /** Pixel size of the full image; null for rows uploaded before sizes were recorded. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Widths in px of the stored renditions, `{category}/{name}-{width}.{ext}`. */
  renditions: z.array(z.number().int().positive()),
  displayOrder: z.number().int(),
})
export type PublishedPhoto = z.infer<typeof publishedPhotoSchema>

/** A published version's content: the draft plus the gallery, in display order (category, then displayOrder). */
export const publishedContentSchema = siteContentSchema.extend({ gallery: z.array(publishedPhotoSchema) })
export type PublishedContent = z.infer<typeof publishedContentSchema>

/**
 * Validates `value` as `schema`; returns the data or throws an Error listing every refused value as
 * "path: reason" lines (used by the build so a bad publication fails with a readable message).
 */
export function parseOrExplain<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const lines = result.error.issues.map((i) => `- ${i.path.join('.') || '(root)'}: ${i.message}`)
  throw new Error(`${what} is not valid:\n${lines.join('\n')}`)
}
