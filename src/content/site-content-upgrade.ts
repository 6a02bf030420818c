import {
  parseOrExplain,
  publishedContentSchema,
  SCHEMA_VERSION,
  siteContentSchema,
  type PublishedContent,
  type SiteContent,
} from '../lib/site-content/schema.ts'
import { siteContentSeedV1 } from './site-content-seed.ts'

/**
 * Schema version 2 (docs/site-content.md "Schema versions"; docs/decisions.md #135): what version 2 added, with
 * the values the site showed before the owner could edit them, and the pure upgrade of a version-1 document.
 * Every reader of stored content (the editors' draft, the build, the dev server, the preview) upgrades what it
 * reads, so versions published under schema 1 stay valid: building one, or restoring and publishing it, shows
 * today's site. Placeholders such as "{deposit}" are rendered from the booking terms
 * (src/lib/site-content/placeholders.ts).
 */

/** The parts version 2 added, as the site showed them at launch. */
export const launchAdditions = {
  services: {
    categories: [
      {
        id: 'manicures',
        title: 'Manicures & Overlays',
        intro: 'Glossy, chip-resistant colour and strengthening overlays on your natural nails.',
      },
      { id: 'extensions', title: 'Extensions', intro: 'Length and shape made to measure, sculpted to suit your hands and your lifestyle.' },
      { id: 'art', title: 'Nail Art & Finishes', intro: 'From a whisper of shimmer to full statement sets, hand-painted in the studio.' },
      { id: 'care', title: 'Care & Maintenance', intro: 'Repairs, rebalances and gentle removals that keep your natural nails healthy.' },
    ],
    cards: [
      {
        id: 'gel-polish-manicure',
        title: 'Gel Polish Manicure',
        description:
          'A full manicure with cuticle care, shaping and a high-shine gel colour that stays flawless for weeks. Choose from over a hundred shades.',
        category: 'manicures',
      },
      {
        id: 'biab-builder-gel',
        title: 'BIAB/Builder Gel Overlays',
        description:
          'A strengthening builder gel layer over your natural nails, ideal if yours bend, peel or break. Wear it clear, nude or with colour while your own nails grow.',
        category: 'manicures',
      },
      {
        id: 'acrylic-gel-extensions',
        title: 'Acrylic & Gel Extensions',
        description:
          'Sculpted or tip extensions in the length and shape you love, from soft squoval to long almond, finished with gel colour or a natural glow.',
        category: 'extensions',
      },
      {
        id: 'nail-art-designs',
        title: 'Nail Art & Designs',
        description:
          'Hand-painted details, chromes, foils, gems and seasonal designs. Bring a picture for inspiration or let us design something just for you.',
        category: 'art',
      },
      {
        id: 'french-ombre',
        title: 'French & Ombré',
        description:
          'Timeless French tips, micro-French lines and soft baby-boomer fades, blended by hand for a clean, elegant finish that goes with everything.',
        category: 'art',
      },
      {
        id: 'nail-repair-rebalance',
        title: 'Nail Repair & Rebalance',
        description:
          'Infills and rebalancing restore the strength and shape of your set as it grows out, and single-nail repairs fix breaks before they spread.',
        category: 'care',
      },
      {
        id: 'cuticle-hand-care',
        title: 'Cuticle & Hand Care',
        description:
          'Careful cuticle work, nourishing oil and a relaxing hand massage that leave your hands looking as good as your nails.',
        category: 'care',
      },
      {
        id: 'removal-reapplication',
        title: 'Removal & Reapplication',
        description:
          'Safe, gentle soak-off of gel, BIAB or extensions with no filing into the natural nail, either on its own or followed by a fresh new set.',
        category: 'care',
      },
    ],
    featured: [
      {
        card: 'gel-polish-manicure',
        title: 'Gel Polish Manicure',
        description: 'Flawless, high-shine colour with full cuticle care that lasts for weeks without a chip.',
      },
      {
        card: 'biab-builder-gel',
        title: 'BIAB/Builder Gel',
        description: 'A strengthening overlay that lets weak, bendy nails grow long and healthy under a natural glossy finish.',
      },
      {
        card: 'acrylic-gel-extensions',
        title: 'Extensions & Nail Art',
        description: 'Made-to-measure length and shape, finished with hand-painted art, chrome, French or ombré.',
      },
    ],
  },
  bookingTerms: {
    depositPounds: 10,
    noticeHours: 24,
    lateLimitMinutes: 15,
    arriveEarlyMinutes: 5,
    patchTestHours: { from: 24, to: 48 },
    guardianConsentUnderAge: 16,
    payment: 'Card or cash, contactless accepted',
    visitsNotice:
      'This site counts its visits so that we know which pages are read and how often Book Now and WhatsApp are tapped. It counts them without cookies and without storing anything on your device. A visitor is recognised for one day only, by a one-way code made on our server from a secret that changes every day, your browser’s name and your internet address; your address is never stored, and the code and the secret are deleted when the day ends. Only daily totals are kept, and they are shared with no one. Nothing is counted when your browser sends Global Privacy Control or Do Not Track.',
  },
  faqs: [
    {
      id: 'gel-vs-biab',
      question: "What's the difference between gel polish and BIAB?",
      answer:
        'Gel polish is a thin, flexible colour layer on your natural nail, perfect if your nails are already strong. BIAB (builder gel) is a thicker, strengthening overlay that protects weak or bendy nails and helps them grow longer. Both are cured under an LED lamp and come in any colour.',
    },
    {
      id: 'longevity',
      question: 'How long will my treatment last?',
      answer: 'With good aftercare: {lasts}. Regular infills keep builder gel and extensions looking fresh.',
    },
    {
      id: 'removal',
      question: 'Will removal damage my natural nails?',
      answer:
        'Not when it is done properly. Product is soaked off or carefully filed back, never prised or peeled, and finished with cuticle oil. Please never pick off gel at home: it lifts layers of your natural nail with it.',
    },
    {
      id: 'what-to-book',
      question: "I'm not sure what to book. Can you help?",
      answer:
        'Of course! Send a WhatsApp message with a photo of your nails and the look you would love, and you will get an honest recommendation and an exact price before you book.',
    },
    {
      id: 'cancellation',
      question: 'What is your cancellation policy?',
      answer:
        "Please give at least {notice}' notice to cancel or reschedule. Your {deposit} deposit can then be moved to your new date; it is forfeited on a no-show.",
    },
    {
      id: 'aftercare',
      question: 'How should I look after my nails and lashes afterwards?',
      answer:
        'Apply cuticle oil daily, wear gloves for cleaning and treat your nails as jewels, not tools. After a lash lift or brow lamination, keep them dry and avoid steam, make-up and oils for 24 hours.',
    },
  ],
  about: {
    heading: 'Meet {owner}',
    paragraphs: [
      "Hi, I'm {owner}, the nail and lash technician behind {studio}. I opened my private home studio in {town} so that every client gets what I always wanted from a salon: time, calm and real one-to-one attention.",
      'I am fully qualified in gel, builder gel and extensions, lash lifts and brow lamination, and I keep training every year so you get the latest techniques and trends without the high-street price tag.',
      'Whether you want a quick, polished refresh after work or a full set of hand-painted art for a big day, my aim is simple: beautiful, healthy nails and lashes, and a little hour of you-time you look forward to.',
    ],
    promises: [
      { id: 'attention', title: 'One-to-one attention', text: 'Just you and me, never rushed and never double-booked.' },
      { id: 'hygiene', title: 'Spotless hygiene', text: 'Sterilised tools and single-use files for every client.' },
      { id: 'healthy-nails', title: 'Healthy nails first', text: 'Gentle prep and removal that protect your natural nails.' },
      { id: 'advice', title: 'Honest advice', text: 'I will always tell you what will suit your nails and lifestyle.' },
      { id: 'products', title: 'Premium products', text: 'Professional, vegan-friendly options from trusted brands.' },
      { id: 'times', title: 'Flexible times', text: 'Evening and weekend appointments that fit around your week.' },
    ],
    photo: null,
  },
  slideshow: Array.from({ length: 11 }, (_, i) => ({ source: 'built-in' as const, id: `hero-${String(i + 1).padStart(2, '0')}` })),
  offers: {
    vouchers: [
      { id: 'gel-polish', title: 'Gel Polish Manicure', pounds: 35, description: 'A full gel polish manicure in any colour.' },
      {
        id: 'full-set',
        title: 'Full Set of Extensions',
        pounds: 55,
        description: 'A full set of extensions with the finish of their choice.',
      },
      { id: 'custom', title: 'Custom Amount', pounds: null, description: 'Any amount you like, to spend on any treatment.' },
    ],
    voucherValidityMonths: 12,
    welcome: { percentOff: 10, shown: true },
  },
} satisfies Omit<SiteContent, 'schemaVersion' | keyof typeof siteContentSeedV1>

/**
 * A stored document in the current schema: a version-1 document gets version 2's parts with their launch values
 * (anything else it holds is kept as it is), a version-2 one without the visits notice gets its launch text; any other value is returned unchanged for the schema to judge. Pure:
 * `raw` is not modified.
 */
export function upgradeSiteContent(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw
  const version = (raw as { schemaVersion?: unknown }).schemaVersion
  if (version === 1) return { ...structuredClone(launchAdditions), ...raw, schemaVersion: SCHEMA_VERSION }
  return version === SCHEMA_VERSION ? withVisitsNotice(raw) : raw
}

/**
 * A version-2 document saved before `bookingTerms.visitsNotice` existed gets its launch text (docs/decisions.md
 * #182): an addition within version 2, so the documents of the other parts stay as they are. Pure.
 */
function withVisitsNotice(raw: object): unknown {
  const terms = (raw as { bookingTerms?: unknown }).bookingTerms
  if (typeof terms !== 'object' || terms === null || 'visitsNotice' in terms) return raw
  return { ...raw, bookingTerms: { ...terms, visitsNotice: launchAdditions.bookingTerms.visitsNotice } }
}

/** A stored draft, upgraded and validated; throws an Error listing the refused values ("path: reason"). */
export function parseSiteContent(raw: unknown, what: string): SiteContent {
  return parseOrExplain(siteContentSchema, upgradeSiteContent(raw), what)
}

/** A stored publication, upgraded and validated; throws an Error listing the refused values. */
export function parsePublishedContent(raw: unknown, what: string): PublishedContent {
  return parseOrExplain(publishedContentSchema, upgradeSiteContent(raw), what)
}

/** The site at launch in the current schema: the migration's version-1 row, upgraded. */
export const siteContentSeed: SiteContent = parseSiteContent(siteContentSeedV1, 'The seed')
