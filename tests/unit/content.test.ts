import { z } from 'zod'
import { paths } from '@/config/paths'
import { productBrands } from '@/content/about'
import { bookingStepsFrom, whatToExpectFrom } from '@/content/booking'
import { contactMethodsOf, socialOf } from '@/content/contact'
import { galleryImages } from '@/content/gallery'
import { heroSlides } from '@/content/hero'
import { openingHours } from '@/content/hours'
import { footerNav, mainNav } from '@/content/navigation'
import { importantInformationFrom, policiesFrom } from '@/content/policies'
import { lashBrow, nail, priceLists } from '@/content/prices'
import { siteContentSeed } from '@/demo/site-content'
import { studio } from '@/content/studio'
import { testimonials } from '@/content/testimonials'
import { bookingTerms } from '@/content/terms'
import { voucherValidityMonths } from '@/content/vouchers'
import { publicPaths, routeKeyFor } from '@/config/paths'
import { formatHours } from '@/lib/format'
import { formatPrice, formatVoucherValue } from '@/lib/money'
import { patchTestWindow, renderContent } from '@/lib/site-content/render'

const text = z.string().trim().min(1)
// The demo studio (the seed, the current version) as the pages show it: every placeholder filled in.
const demo = renderContent(siteContentSeed)
const { categories: serviceCategories, cards: services, featured: featuredServices } = demo.services
const policies = policiesFrom(bookingTerms)
const importantInformation = [...importantInformationFrom(bookingTerms), ...demo.policies.notes]
const bookingSteps = bookingStepsFrom(bookingTerms)
const whatToExpect = whatToExpectFrom(bookingTerms)
const faqs = demo.faqs
const voucherOptions = demo.offers.vouchers
const promises = demo.about.promises
const contactMethods = contactMethodsOf(studio, demo.messages.booking, demo.pages.contact.tiktokLine)
const titled = z.object({ title: text, text })
const priceItem = z.object({ id: text, name: text, pounds: z.number().int().positive(), unit: text.optional(), description: text.min(30) })
const rewardCard = z.object({ title: text, description: text })

/** docs/product.md §9 prices, exactly as written there (display text, docs/decisions.md #3). */
const specNailPrices: Record<string, string> = {
  'Builder Gel plain set': '£30',
  'French tip': '£35',
  'Nail art': '£38',
  'Plain infill': '£30',
  'French infill': '£35',
  'Art infill': '£38',
  'Soak off with plain': '£40',
  'Soak off with French': '£45',
  'Soak off with art': '£48',
  'Builder removal': '£10',
  'Removal plus cuticle work': '£15',
  'Nail repair': '£3 per nail',
  'Nail tips': '£3',
  'Gel colour/chromes add-on': '£5',
}
const specLashBrowPrices: Record<string, string> = {
  'Lash lift & tint': '£30',
  'Lash lift': '£25',
  'Lash tint': '£7',
  'Eyebrow lamination': '£25',
  'Eyebrow wax': '£7',
  'Eyebrow tint': '£7',
  'Lamination/shape & tint': '£30',
}

const priceTable = (items: readonly { name: string; pounds: number; unit?: string }[]) =>
  Object.fromEntries(items.map((i) => [i.name, formatPrice(i)]))

describe('services (docs/product.md §3)', () => {
  it('has 8 valid cards in the 4 categories, every category used', () => {
    z.array(z.object({ id: text, title: text, description: text, category: z.enum(['manicures', 'extensions', 'art', 'care']) })).parse(
      services,
    )
    expect(services).toHaveLength(8)
    expect(serviceCategories.map((c) => c.title)).toEqual([
      'Manicures & Overlays',
      'Extensions',
      'Nail Art & Finishes',
      'Care & Maintenance',
    ])
    for (const c of serviceCategories) expect(services.some((s) => s.category === c.id)).toBe(true)
    expect(services.map((s) => s.title)).toEqual([
      'Gel Polish Manicure',
      'BIAB/Builder Gel Overlays',
      'Acrylic & Gel Extensions',
      'Nail Art & Designs',
      'French & Ombré',
      'Nail Repair & Rebalance',
      'Cuticle & Hand Care',
      'Removal & Reapplication',
    ])
  })
  it('features the three home services of docs/product.md §2', () => {
    expect(featuredServices.map((s) => s.title)).toEqual(['Gel Polish Manicure', 'BIAB/Builder Gel', 'Extensions & Nail Art'])
  })
})

describe('prices (docs/product.md §9, docs/decisions.md #3)', () => {
  it('parses and has unique ids', () => {
    z.array(priceItem).parse([...nail, ...lashBrow])
    const ids = [...nail, ...lashBrow].map((i) => i.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
  it('ships exactly the 14 priced nail items with their exact prices', () => {
    expect(nail).toHaveLength(14)
    expect(priceTable(nail)).toEqual(specNailPrices)
  })
  it('ships the 7 lash and brow items with their exact prices', () => {
    expect(lashBrow).toHaveLength(7)
    expect(priceTable(lashBrow)).toEqual(specLashBrowPrices)
  })
  it('formats prices as £30 and £3 per nail', () => {
    expect(formatPrice({ pounds: 30 })).toBe('£30')
    expect(formatPrice({ pounds: 3, unit: 'per nail' })).toBe('£3 per nail')
    expect(priceLists.map((l) => l.items)).toEqual([nail, lashBrow])
  })
})

describe('opening hours (docs/product.md §9, docs/decisions.md #4)', () => {
  it('are Mon–Fri 17:00–21:00, Sat 10:00–18:00, Sun Closed', () => {
    expect(openingHours.map((r) => [r.label, formatHours(r)])).toEqual([
      ['Mon–Fri', '17:00–21:00'],
      ['Sat', '10:00–18:00'],
      ['Sun', 'Closed'],
    ])
    expect(openingHours.flatMap((r) => r.days)).toHaveLength(7)
  })
})

describe('booking terms, policies and FAQs (docs/product.md §2, §9)', () => {
  it('holds the booking terms once', () => {
    expect(bookingTerms).toMatchObject({
      depositPounds: 10,
      noticeHours: 24,
      lateLimitMinutes: 15,
      arriveEarlyMinutes: 5,
      guardianConsentUnderAge: 16,
    })
    expect(patchTestWindow(bookingTerms)).toBe('24-48 hours')
    expect(bookingSteps).toHaveLength(3)
    z.array(titled).parse(bookingSteps)
    expect(whatToExpect.join(' ')).toContain('arrive 5 minutes early')
    expect(demo.location.title).toBe('Private home studio')
    expect(demo.location.notes).toEqual(['Full address sent after booking', 'Free parking nearby'])
  })
  it('has six policy lines, the Important Information card and January 2025', () => {
    z.array(titled).length(6).parse(policies)
    const all = policies.map((p) => p.text).join(' ')
    for (const phrase of ['£10 deposit', '24+ hours', 'no-show', 'More than 15 minutes late', 'under 16', 'contactless'])
      expect(all).toContain(phrase)
    expect(importantInformation.map((i) => i.title)).toEqual(['Patch tests', 'Late arrivals', 'Changes to your service'])
    expect(importantInformation[0].text).toContain('24-48 hours')
    expect(demo.policies.lastUpdated).toBe('January 2025')
  })
  it('has the six FAQs of docs/product.md §3 with the longevity figures', () => {
    z.array(z.object({ id: text, question: text, answer: text }))
      .length(6)
      .parse(faqs)
    expect(faqs.map((f) => f.id)).toEqual(['gel-vs-biab', 'longevity', 'removal', 'what-to-book', 'cancellation', 'aftercare'])
    expect(demo.longevity.map((l) => l.lasts)).toEqual(['2–3 weeks', '3–4 weeks', '6–8 weeks', '4–6 weeks'])
    for (const l of demo.longevity) expect(faqs[1]!.answer).toContain(l.lasts)
  })
})

describe('hygiene, rewards and vouchers (docs/product.md §2, §9, docs/decisions.md #2)', () => {
  it('has six hygiene standards and the two cards', () => {
    z.array(titled).length(6).parse(demo.hygiene.standards)
    expect([demo.hygiene.highlights.health.title, demo.hygiene.highlights.eco.title]).toEqual([
      'Your Health First',
      'Eco-Conscious Choices',
    ])
  })
  it('has the four reward cards, with the £5 referral in pounds', () => {
    z.record(z.enum(['loyalty', 'referral', 'vouchers', 'occasions']), rewardCard).parse(demo.rewards)
    expect(demo.rewards.referral.description).toContain('£5')
    expect(demo.rewards.referral.description).not.toContain('€')
    expect(demo.rewards.loyalty.description).toContain('10% off every 6th visit')
    expect(demo.rewards.vouchers.description).toContain('digital or printed')
  })
  it('offers £35, £55 and a custom voucher, valid 12 months', () => {
    expect(voucherOptions.map(formatVoucherValue)).toEqual(['£35', '£55', 'Any amount'])
    expect(voucherValidityMonths).toBe(12)
  })
})

describe('other page content', () => {
  it('has the about story, six promises and four placeholder brands', () => {
    expect(demo.about.heading).toBe(`Meet ${studio.owner}`)
    z.array(titled.extend({ id: text }))
      .length(6)
      .parse(promises)
    expect(productBrands).toHaveLength(4)
  })
  it('has 3 placeholder testimonials and a 5-item trust strip', () => {
    expect(testimonials).toHaveLength(3)
    expect(testimonials.map((t) => t.name)).toEqual(['Client A.', 'Client B.', 'Client C.'])
    expect(Object.keys(demo.trust)).toHaveLength(5)
  })
  it('has contact methods for WhatsApp/phone, Instagram, Facebook, TikTok and e-mail', () => {
    z.array(z.object({ id: text, title: text, info: text, actionLabel: text, href: z.string().url() })).parse(contactMethods)
    expect(contactMethods.map((m) => m.id)).toEqual(['whatsapp', 'instagram', 'facebook', 'tiktok', 'email'])
    expect(socialOf(contactMethods).map((m) => m.id)).toEqual(['instagram', 'facebook', 'tiktok'])
  })
  it('has 11 hero slides and 18 + 10 gallery images with unique ids', () => {
    expect(heroSlides).toHaveLength(11)
    expect(galleryImages.nails).toHaveLength(18)
    expect(galleryImages.lashes).toHaveLength(10)
    const ids = [...heroSlides, ...galleryImages.nails, ...galleryImages.lashes].map((i) => i.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
  it('has the words of every public page, and a search listing for each and for the not-found page', () => {
    const pages = publicPaths.map((path) => routeKeyFor(path))
    expect(Object.keys(demo.pages).sort()).toEqual([...pages].sort())
    expect(Object.keys(demo.search.pages).sort()).toEqual([...pages, 'notFound'].sort())
  })
})

describe('navigation (docs/product.md §2)', () => {
  it('links the top bar to / /about /services /pricing /gallery /contact', () => {
    expect(mainNav.map((n) => n.to)).toEqual(['/', '/about', '/services', '/pricing', '/gallery', '/contact'])
  })
  it('adds Hygiene & Safety, FAQs, Policies and Gift Cards in the footer', () => {
    expect(footerNav.slice(mainNav.length)).toEqual([
      { label: 'Hygiene & Safety', to: paths.hygiene.path },
      { label: 'FAQs', to: paths.faqs.path },
      { label: 'Policies', to: paths.policies.path },
      { label: 'Gift Cards', to: paths.gifts.path },
    ])
  })
})
