import type { RouteKey } from '@/config/paths'
import { rewardTerms } from '@/content/rewards'
import { studio } from '@/content/studio'
import { bookingTerms, noticeText } from '@/content/terms'
import { voucherValidityMonths } from '@/content/vouchers'
import { formatPounds } from '@/lib/money'
import type { PageSeo } from '@/lib/seo/head-tags'

/**
 * Search and link-preview data for every route (docs/architecture.md): one
 * title and meta description per route, the share image and the business facts of the JSON-LD. Data
 * only; src/app/seo.ts builds the head tags, JSON-LD, sitemap.xml and robots.txt from it with the
 * builders in src/lib/seo. Figures (deposit, notice, rewards, voucher validity) come from their
 * content modules, so each is typed once.
 */

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
    description: `The ${formatPounds(bookingTerms.depositPounds)} deposit, ${noticeText(bookingTerms.noticeHours)} for changes, late arrivals, patch tests and under-${bookingTerms.guardianConsentUnderAge}s: everything to know before you book in ${where}.`,
    indexable: true,
  },
  contact: {
    title: `Contact ${studio.owner} · ${studio.name}, ${where}`,
    description: `Message ${studio.owner} on WhatsApp, follow on Instagram, Facebook or TikTok, or send an e-mail. Opening hours and studio location in ${where}.`,
    indexable: true,
  },
  gifts: {
    title: `Gift Cards & Loyalty Rewards · ${studio.name}`,
    description: `Digital or printed gift vouchers valid for ${voucherValidityMonths} months, ${rewardTerms.loyaltyPercent}% off every ${rewardTerms.loyaltyEveryVisit}th visit and £${rewardTerms.referralPounds} off for you and a friend you refer.`,
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

/** Facts of the NailSalon JSON-LD that no page shows: the county Woodley and Reading lie in, locale, payment. */
export const businessFacts = {
  region: 'Berkshire',
  country: 'GB',
  locale: 'en_GB',
  currenciesAccepted: 'GBP',
  paymentAccepted: 'Cash, Credit Card, Debit Card, Contactless',
} as const
