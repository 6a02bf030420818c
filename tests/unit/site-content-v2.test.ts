import { readFileSync } from 'node:fs'
import { bookingStepsFrom, whatToExpectFrom } from '@/content/booking'
import { heroSlides } from '@/content/hero'
import { slidesFrom } from '@/features/gallery/lib/slideshow'
import { importantInformationFrom, policiesFrom } from '@/content/policies'
import { priceListsFrom } from '@/content/prices'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { demoLaunchValues } from '@/demo/launch'
import { parsePublishedContent, parseSiteContent, siteContentSeed, upgradeSiteContent } from '@/demo/site-content'
import type { BookingTerms } from '@/content/terms'
import { fillPlaceholders, unknownPlaceholders } from '@/lib/site-content/placeholders'
import { patchTestWindow, placeholderValues, renderContent } from '@/lib/site-content/render'
import { siteContentSchema, siteContentV1Schema } from '@/lib/site-content/schema'

// Schema version 2 (docs/site-content.md "Content", "Schema versions", "Booking terms"): every new rule accepted and
// refused with its reason, the upgrade of the real version-1 row, and the sentences composed from two sets of terms.
// Version 3's are in site-content-v3.test.ts.
const launchAdditions = demoLaunchValues.version2

const reasons = (content: unknown) =>
  siteContentSchema.safeParse(content).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
const seed = siteContentSeed
const withTerms = (patch: Record<string, unknown>) => ({ ...seed, bookingTerms: { ...seed.bookingTerms, ...patch } })
const withServices = (patch: Record<string, unknown>) => ({ ...seed, services: { ...seed.services, ...patch } })
const withAbout = (patch: Record<string, unknown>) => ({ ...seed, about: { ...seed.about, ...patch } })
const withOffers = (patch: Record<string, unknown>) => ({ ...seed, offers: { ...seed.offers, ...patch } })

/** The version-1 row the migration inserts as the draft and as published version 1. */
function migrationSeedRow(): unknown {
  const sql = readFileSync('supabase/migrations/20261124120000_site_content.sql', 'utf8')
  const json = /\$seed\$([\s\S]*?)\$seed\$/.exec(sql)?.[1]
  if (!json) throw new Error('the migration has no $seed$ block')
  return JSON.parse(json) as unknown
}

describe('upgrade from schema 1', () => {
  it('turns the real version-1 row into the current version showing today’s site, without changing the row', () => {
    const row = migrationSeedRow()
    expect(row).toEqual(siteContentSeedV1)
    expect(siteContentV1Schema.safeParse(row).success).toBe(true)
    const before = JSON.stringify(row)
    const upgraded = parseSiteContent(row, 'Version 1')
    expect(JSON.stringify(row)).toBe(before)
    expect(upgraded.schemaVersion).toBe(3)
    expect(upgraded).toEqual({ ...siteContentSeedV1, ...launchAdditions, ...demoLaunchValues.version3, schemaVersion: 3 })
    expect(upgraded.prices).toEqual(siteContentSeedV1.prices)
    expect(upgraded.bookingTerms.depositPounds).toBe(10)
  })

  it('upgrades a published version 1 with its gallery, and leaves the current version as it is', () => {
    const published = parsePublishedContent({ ...siteContentSeedV1, gallery: [] }, 'Published version 1')
    expect(published).toEqual({ ...seed, gallery: [] })
    const v3 = { ...seed, bookingTerms: { ...seed.bookingTerms, depositPounds: 15 } }
    expect(upgradeSiteContent(v3)).toBe(v3)
    expect(upgradeSiteContent(null)).toBeNull()
  })

  it('gives a version-2 welcome offer what it is off in its launch words, and keeps hers (docs/decisions.md #500)', () => {
    const { appointment: _dropped, ...olderWelcome } = seed.offers.welcome
    const older = { ...seed, schemaVersion: 2, offers: { ...seed.offers, welcome: { ...olderWelcome, percentOff: 15 } } }
    expect(parseSiteContent(older, 'The draft').offers.welcome).toEqual({
      percentOff: 15,
      shown: seed.offers.welcome.shown,
      appointment: 'nails, lashes or brows appointment',
    })
    expect(older.offers.welcome).not.toHaveProperty('appointment')
    const hers = {
      ...seed,
      schemaVersion: 2,
      offers: { ...seed.offers, welcome: { ...seed.offers.welcome, appointment: 'lash appointment' } },
    }
    expect(parseSiteContent(hers, 'The draft').offers.welcome.appointment).toBe('lash appointment')
  })

  it('gives a version-2 document saved before the visits notice its launch text, and keeps hers', () => {
    const { visitsNotice: _dropped, ...olderTerms } = seed.bookingTerms
    const older = { ...seed, schemaVersion: 2, bookingTerms: { ...olderTerms, depositPounds: 15 } }
    const upgraded = parseSiteContent(older, 'The draft')
    expect(upgraded.bookingTerms).toEqual({
      ...seed.bookingTerms,
      depositPounds: 15,
      visitsNotice: launchAdditions.bookingTerms.visitsNotice,
    })
    expect(older.bookingTerms).not.toHaveProperty('visitsNotice')
    expect(launchAdditions.bookingTerms.visitsNotice).toMatch(/without cookies/)
    const hers = { ...seed, bookingTerms: { ...seed.bookingTerms, visitsNotice: 'Counted without cookies, in daily totals.' } }
    expect(parseSiteContent(hers, 'The draft').bookingTerms.visitsNotice).toBe('Counted without cookies, in daily totals.')
    expect(() => parseSiteContent({ ...seed, bookingTerms: { ...seed.bookingTerms, visitsNotice: ' ' } }, 'The draft')).toThrow(
      /bookingTerms\.visitsNotice: Visits to this site is required/,
    )
  })

  it('refuses a version-1 document with an invalid part, naming it', () => {
    expect(() => parseSiteContent({ ...siteContentSeedV1, hours: {} }, 'The draft')).toThrow(/hours\.monday/)
    expect(() => parseSiteContent({ ...seed, schemaVersion: 4 }, 'The draft')).toThrow(/schemaVersion/)
  })
})

describe('schema 2 rules', () => {
  it('accepts the seed', () => {
    expect(reasons(seed)).toEqual([])
  })

  it('booking terms: deposit £0-£999.99 in pence, whole hours and minutes in range', () => {
    expect(reasons(withTerms({ depositPounds: 15 }))).toEqual([])
    expect(reasons(withTerms({ depositPounds: 12.5 }))).toEqual([])
    expect(reasons(withTerms({ depositPounds: 1000 }))).toEqual(['bookingTerms.depositPounds: Deposit must be at most £999.99'])
    expect(reasons(withTerms({ depositPounds: -1 }))).toEqual(['bookingTerms.depositPounds: Deposit must be £0 or more'])
    expect(reasons(withTerms({ depositPounds: 1.005 }))).toEqual([
      'bookingTerms.depositPounds: Deposit must have at most two decimals (pence)',
    ])
    expect(reasons(withTerms({ noticeHours: 48 }))).toEqual([])
    expect(reasons(withTerms({ noticeHours: 0 }))).toEqual(['bookingTerms.noticeHours: Notice (hours) must be at least 1'])
    expect(reasons(withTerms({ noticeHours: 337 }))).toEqual(['bookingTerms.noticeHours: Notice (hours) must be at most 336'])
    expect(reasons(withTerms({ noticeHours: 1.5 }))).toEqual(['bookingTerms.noticeHours: Notice (hours) must be a whole number'])
    expect(reasons(withTerms({ lateLimitMinutes: 121 }))).toEqual([
      'bookingTerms.lateLimitMinutes: Late-arrival limit (minutes) must be at most 120',
    ])
    expect(reasons(withTerms({ arriveEarlyMinutes: 0 }))).toEqual([])
    expect(reasons(withTerms({ arriveEarlyMinutes: -5 }))).toEqual([
      'bookingTerms.arriveEarlyMinutes: Arrive early (minutes) must be at least 0',
    ])
    expect(reasons(withTerms({ patchTestHours: { from: 48, to: 24 } }))).toEqual([
      'bookingTerms.patchTestHours.to: The window must end at or after it starts',
    ])
    expect(reasons(withTerms({ patchTestHours: { from: 24, to: 169 } }))).toEqual([
      'bookingTerms.patchTestHours.to: Patch test to (hours) must be at most 168',
    ])
    expect(reasons(withTerms({ guardianConsentUnderAge: 18 }))).toEqual([])
    expect(reasons(withTerms({ guardianConsentUnderAge: 11 }))).toEqual([
      'bookingTerms.guardianConsentUnderAge: Guardian consent age must be at least 12',
    ])
    expect(reasons(withTerms({ payment: 'x'.repeat(121) }))).toEqual([
      'bookingTerms.payment: Payment methods must be at most 120 characters',
    ])
    expect(reasons(withTerms({ payment: '' }))).toEqual(['bookingTerms.payment: Payment methods is required'])
  })

  it('FAQs: question and answer required, known placeholders only, at most 40', () => {
    const faq = { id: 'new', question: 'Do you do toes?', answer: 'Not yet, but a {deposit} deposit holds any slot.' }
    expect(reasons({ ...seed, faqs: [...seed.faqs, faq] })).toEqual([])
    expect(reasons({ ...seed, faqs: [] })).toEqual([])
    expect(reasons({ ...seed, faqs: [{ ...faq, question: ' ' }] })).toEqual(['faqs.0.question: Question is required'])
    expect(reasons({ ...seed, faqs: [{ ...faq, question: 'x'.repeat(161) }] })).toEqual([
      'faqs.0.question: Question must be at most 160 characters',
    ])
    expect(reasons({ ...seed, faqs: [{ ...faq, answer: 'x'.repeat(1001) }] })).toEqual([
      'faqs.0.answer: Answer must be at most 1000 characters',
    ])
    expect(reasons({ ...seed, faqs: [{ ...faq, answer: 'Only {price} today' }] })[0]).toMatch(
      /^faqs\.0\.answer: Answer: \{price\} is not a term; use one of \{deposit\}, \{notice\}/,
    )
    const many = Array.from({ length: 41 }, (_, i) => ({ ...faq, id: `q${i}` }))
    expect(reasons({ ...seed, faqs: many })).toEqual(['faqs: At most 40 questions'])
    expect(reasons({ ...seed, faqs: [faq, faq] })).toEqual(['faqs: Each question needs its own id'])
  })

  it('services: categories and cards exist, a card’s category exists, three different featured cards', () => {
    expect(reasons(withServices({ categories: [] }))).toContain('services.categories: Add at least one category')
    const [card] = seed.services.cards
    expect(reasons(withServices({ cards: [...seed.services.cards, { ...card, id: 'toes', category: 'feet' }] }))).toEqual([
      'services.cards.8.category: Choose one of the categories',
    ])
    expect(reasons(withServices({ cards: [{ ...card, description: 'x'.repeat(301) }] }))[0]).toBe(
      'services.cards.0.description: Service description must be at most 300 characters',
    )
    expect(reasons(withServices({ featured: seed.services.featured.slice(0, 2) }))).toEqual([
      'services.featured: Choose exactly 3 services for the home page',
    ])
    const [a, b] = seed.services.featured
    expect(reasons(withServices({ featured: [a, b, { ...a, card: 'gone' }] }))).toEqual([
      'services.featured.2.card: Choose one of the services',
    ])
    expect(reasons(withServices({ featured: [a, b, a] }))).toEqual(['services.featured: Feature three different services'])
    const cards = Array.from({ length: 41 }, (_, i) => ({ ...card, id: `c${i}` }))
    expect(reasons(withServices({ cards }))).toContain('services.cards: At most 40 services')
  })

  it('about: heading, 1 to 8 paragraphs, promises, a photo with alt text or the built-in one', () => {
    expect(reasons(withAbout({ paragraphs: [] }))).toEqual(['about.paragraphs: Write at least one paragraph'])
    expect(reasons(withAbout({ paragraphs: Array(9).fill('Hi') }))).toEqual(['about.paragraphs: At most 8 paragraphs'])
    expect(reasons(withAbout({ heading: 'Meet {name}' }))[0]).toMatch(/^about\.heading: Heading: \{name\} is not a term/)
    const photo = {
      imageUrl: 'https://x.supabase.co/storage/v1/object/public/gallery-images/about/me.jpg',
      width: 800,
      height: 1000,
      renditions: [480],
      alt: 'Isla at her desk',
    }
    expect(reasons(withAbout({ photo }))).toEqual([])
    expect(reasons(withAbout({ photo: { ...photo, alt: '' } }))).toEqual(['about.photo.alt: Alt text is required'])
    expect(reasons(withAbout({ photo: { ...photo, imageUrl: 'javascript:alert(1)' } }))).toHaveLength(1)
  })

  it('slideshow: 1 to 11 photos, built-in or from the gallery, each once', () => {
    const gallery = { source: 'gallery', id: '5b2d1c7e-4f6a-4c1b-9a55-2f3f0d4e8a11' }
    expect(reasons({ ...seed, slideshow: [gallery] })).toEqual([])
    expect(reasons({ ...seed, slideshow: [] })).toEqual(['slideshow: The slideshow needs at least one photo'])
    expect(reasons({ ...seed, slideshow: [...seed.slideshow, gallery] })).toEqual(['slideshow: The slideshow shows at most 11 photos'])
    expect(reasons({ ...seed, slideshow: [gallery, gallery] })).toEqual(['slideshow: Each photo can be shown once'])
    expect(reasons({ ...seed, slideshow: [{ source: 'gallery', id: 'x' }] })).toEqual(['slideshow.0.id: Unknown gallery photo'])
  })

  it('offers: voucher amounts £0-£999.99 or any, validity 1-60 months, discount 1-90%', () => {
    const [voucher] = seed.offers.vouchers
    expect(reasons(withOffers({ vouchers: [{ ...voucher, pounds: 1000 }] }))).toEqual([
      'offers.vouchers.0.pounds: Voucher amount must be at most £999.99',
    ])
    expect(reasons(withOffers({ vouchers: [] }))).toEqual(['offers.vouchers: Add at least one voucher'])
    expect(reasons(withOffers({ voucherValidityMonths: 0 }))).toEqual([
      'offers.voucherValidityMonths: Validity (months) must be at least 1',
    ])
    expect(reasons(withOffers({ voucherValidityMonths: 61 }))).toEqual([
      'offers.voucherValidityMonths: Validity (months) must be at most 60',
    ])
    expect(reasons(withOffers({ welcome: { ...seed.offers.welcome, percentOff: 91 } }))).toEqual([
      'offers.welcome.percentOff: Discount (%) must be at most 90',
    ])
    expect(reasons(withOffers({ welcome: { ...seed.offers.welcome, percentOff: 15, shown: false } }))).toEqual([])
    expect(reasons(withOffers({ welcome: { ...seed.offers.welcome, appointment: ' ' } }))).toEqual([
      'offers.welcome.appointment: What the offer is off is required',
    ])
    expect(reasons(withOffers({ welcome: { ...seed.offers.welcome, appointment: 'a'.repeat(61) } }))).toEqual([
      'offers.welcome.appointment: What the offer is off must be at most 60 characters',
    ])
  })
})

describe('sentences composed from the booking terms', () => {
  const launch: BookingTerms = seed.bookingTerms
  const other: BookingTerms = {
    depositPounds: 15,
    noticeHours: 48,
    lateLimitMinutes: 10,
    arriveEarlyMinutes: 1,
    patchTestHours: { from: 48, to: 48 },
    guardianConsentUnderAge: 18,
    payment: 'Card only',
    visitsNotice: 'Visits are counted without cookies.',
  }
  const all = (terms: BookingTerms) =>
    JSON.stringify([
      policiesFrom(terms),
      importantInformationFrom(terms),
      bookingStepsFrom(terms),
      whatToExpectFrom(terms),
      priceListsFrom(seed.prices, terms)[1]?.note,
      renderContent({ ...seed, bookingTerms: terms }).faqs,
    ])

  it('states the launch terms as the site did', () => {
    const text = all(launch)
    for (const phrase of [
      'A £10 deposit secures every booking',
      "with 24+ hours' notice",
      "at least 24 hours' notice to cancel or move",
      'More than 15 minutes late',
      'Under-16s',
      'Clients under 16 need',
      'Card or cash, contactless accepted. Your deposit',
      'patch test 24-48 hours before your appointment',
      'Secure your slot with a £10 deposit',
      'Please arrive 5 minutes early',
      "Please give at least 24 hours' notice to cancel or reschedule. Your £10 deposit can then be moved",
    ])
      expect(text).toContain(phrase)
  })

  it('states another set of terms everywhere, and never the launch figures', () => {
    const text = all(other)
    for (const phrase of [
      'A £15 deposit secures every booking',
      "with 48+ hours' notice",
      "at least 48 hours' notice to cancel or move",
      'More than 10 minutes late',
      'Under-18s',
      'Card only. Your deposit',
      'patch test 48 hours before',
      'Secure your slot with a £15 deposit',
      'Please arrive 1 minute early',
      'Your £15 deposit can then be moved',
    ])
      expect(text).toContain(phrase)
    for (const old of ['£10', "24 hours'", '24+', '15 minutes', 'under 16', '24-48', '5 minutes']) expect(text).not.toContain(old)
  })

  it('fills placeholders, leaves unknown ones and lists them', () => {
    expect(patchTestWindow(launch)).toBe('24-48 hours')
    const values = placeholderValues({ ...seed, bookingTerms: other })
    expect(fillPlaceholders('{deposit}, {notice}, {late}, {arrive}, {patch-test}, {age}', values)).toBe(
      '£15, 48 hours, 10 minutes, 1 minute, 48 hours, 18',
    )
    expect(fillPlaceholders('a {b} c', values)).toBe('a {b} c')
    expect(unknownPlaceholders('{deposit} {price} {}')).toEqual(['price', ''])
    expect(placeholderValues({ ...seed, bookingTerms: { ...launch, depositPounds: 12.5 } }).deposit).toBe('£12.50')
  })
})

describe('slideshow', () => {
  const photo = {
    id: '0b6f7a5e-7c1d-4a8e-9a57-1c2d3e4f5a6b',
    category: 'nails' as const,
    imageUrl: 'https://example.supabase.co/storage/v1/object/public/gallery-images/nails/0b6f7a5e-7c1d-4a8e-9a57-1c2d3e4f5a6b.webp',
    caption: 'Chrome tips',
    width: 1600,
    height: 1200,
    renditions: [480, 960],
    displayOrder: 0,
  }

  it('shows her choice in her order, skips photos that are gone, and falls back to the first built-in photo', () => {
    expect(slidesFrom({ refs: seed.slideshow, photos: [] })).toEqual(heroSlides)
    const refs = [
      { source: 'built-in', id: 'hero-03' },
      { source: 'built-in', id: 'hero-01' },
    ] as const
    expect(slidesFrom({ refs, photos: [] }).map((s) => s.id)).toEqual(['hero-03', 'hero-01'])
    expect(slidesFrom({ refs: [{ source: 'built-in', id: 'gone' }], photos: [] })).toEqual([heroSlides[0]])
    expect(slidesFrom({ refs: [{ source: 'gallery', id: photo.id }], photos: [] })).toEqual([heroSlides[0]])
  })

  it('shows her gallery photos with their caption (or the default) as alt text and their renditions as srcset', () => {
    const slides = slidesFrom({
      refs: [
        { source: 'gallery', id: photo.id },
        { source: 'built-in', id: 'hero-02' },
      ],
      photos: [photo],
    })
    expect(slides.map((s) => s.alt)).toEqual(['Chrome tips', heroSlides[1].alt])
    expect(slides[0]?.uploaded).toMatchObject({ width: 1600, height: 1200, sizes: '100vw' })
    expect(slides[0]?.uploaded?.srcSet).toContain(`${photo.imageUrl.replace('.webp', '-960.webp')} 960w`)
    const uncaptioned = slidesFrom({ refs: [{ source: 'gallery', id: photo.id }], photos: [{ ...photo, caption: null }] })
    expect(uncaptioned[0]?.alt).toMatch(/^Nail design by /)
  })
})
