import { z } from '../zod.ts'
import { weekdays, type Weekday } from './weekdays.ts'

/**
 * The owner's editable site content (docs/site-content.md): one zod schema shared by the /admin editors, the
 * build (scripts/prerender.ts validates the published version before rendering anything) and the tests.
 * Limits are docs/site-content.md "Rules"; every message is the reason shown next to a refused value.
 *
 * Shapes:
 * - `SiteContent`: what she edits as a draft (prices, hours, notice, details, reviews).
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
} as const

export { weekdays, type Weekday }

const trimmed = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${what} must be plain text on one line`)

const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'id must be lower-case letters, digits and dashes')

/** Pounds with at most two decimals, £0 to £999.99. */
const pounds = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price must be £0 or more')
  .max(contentLimits.maxPricePounds, `Price must be at most £${contentLimits.maxPricePounds}`)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price must have at most two decimals (pence)')

export const priceItemSchema = z.object({
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
export const dayHoursSchema = z
  .object({ opens: time, closes: time })
  .refine((d) => d.closes > d.opens, { message: 'Closing time must be after opening time', path: ['closes'] })
  .nullable()

export const hoursSchema = z.object(Object.fromEntries(weekdays.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>)
export type WeeklyHours = z.infer<typeof hoursSchema>

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date')

/**
 * The site notice (e.g. a holiday closure): shown on every public page while current, i.e. from `from`
 * to `until` inclusive, UK dates ("YYYY-MM-DD"); a missing bound is open-ended. `null`: no notice.
 */
export const noticeSchema = z
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
export const internationalPhone = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9 ]+$/, 'Phone must be in international form, e.g. +44 7700 900123')
  .refine((s) => {
    const digits = s.replace(/ /g, '').length - 1
    return digits >= 8 && digits <= 15
  }, 'Phone must have 8 to 15 digits after the +')

export const detailsSchema = z.object({
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

export const testimonialSchema = z.object({
  id,
  quote: trimmed(contentLimits.quoteChars, 'Quote'),
  /** First name or initial, e.g. "Sarah" or "S." */
  name: trimmed(contentLimits.reviewerChars, 'Name'),
  treatment: trimmed(contentLimits.treatmentChars, 'Treatment'),
})
export type Testimonial = z.infer<typeof testimonialSchema>

/** What the owner edits as a draft and publishes (docs/site-content.md "Content"). */
export const siteContentSchema = z.object({
  schemaVersion: z.literal(1),
  prices: z.object({ nails: priceList, lashBrow: priceList }),
  hours: hoursSchema,
  notice: noticeSchema,
  details: detailsSchema,
  testimonials: z
    .array(testimonialSchema)
    .max(contentLimits.maxReviews, `At most ${contentLimits.maxReviews} reviews`)
    .refine(uniqueIds, 'Each review needs its own id'),
})
export type SiteContent = z.infer<typeof siteContentSchema>

/** One of her uploaded photos as published: the row of public.gallery_images at publish time. */
export const publishedPhotoSchema = z.object({
  id: z.uuid(),
  category: z.enum(['nails', 'lashes']),
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
