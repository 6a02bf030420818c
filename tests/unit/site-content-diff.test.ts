import { siteContentSeed } from '@/demo/site-content'
import { galleryChanges, summariseChanges } from '@/lib/site-content/diff'
import { idFromName } from '@/features/site-content/lib/ids'
import { liveStatus, PUBLISHING_GRACE_MS } from '@/lib/site-content/live-status'
import type { PublishedPhoto, SiteContent } from '@/lib/site-content/schema'

// The Publish summary and the live status of /admin (docs/site-content.md "Publish, then live").

const live = { ...siteContentSeed, gallery: [] }
const photo = (n: number, caption: string | null = null): PublishedPhoto => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  category: 'nails',
  imageUrl: `https://x.supabase.co/storage/v1/object/public/gallery-images/nails/${n}.webp`,
  caption,
  width: null,
  height: null,
  renditions: [],
  displayOrder: n,
})

describe('summariseChanges', () => {
  it('is empty when the draft is the live version', () => {
    expect(summariseChanges(live, siteContentSeed, [])).toEqual([])
  })

  it('names each change: prices, a new treatment, hours, notice, details, reviews', () => {
    const [first, ...rest] = siteContentSeed.prices.nails
    const draft: SiteContent = {
      ...siteContentSeed,
      prices: {
        ...siteContentSeed.prices,
        nails: [{ ...first!, pounds: 32 }, ...rest, { id: 'gel-toes', name: 'Gel toes', pounds: 25.5, description: '' }],
        lashBrow: siteContentSeed.prices.lashBrow.slice(1),
      },
      hours: { ...siteContentSeed.hours, sunday: { opens: '10:00', closes: '14:00' } },
      notice: { text: 'Closed for Christmas', from: '2026-12-24', until: '2026-12-27' },
      details: { ...siteContentSeed.details, bookingUrl: 'https://book.example.org/ij' },
      testimonials: [{ ...siteContentSeed.testimonials[0]!, quote: 'Lovely.' }, ...siteContentSeed.testimonials.slice(1)],
    }
    expect(summariseChanges(live, draft, [])).toEqual([
      'Nail Treatments: Builder Gel plain set £30 → £32',
      'Nail Treatments: added Gel toes (£25.50)',
      'Lash & Brow Treatments: removed Lash lift & tint',
      'Sunday: Closed → 10:00–14:00',
      'Notice added',
      'Booking link changed',
      '1 review changed',
    ])
  })

  it('reports a new order of treatments', () => {
    const draft = { ...siteContentSeed, prices: { ...siteContentSeed.prices, nails: [...siteContentSeed.prices.nails].reverse() } }
    expect(summariseChanges(live, draft, [])).toEqual(['Nail Treatments: new order'])
  })
})

describe('summariseChanges of her words (docs/decisions.md #500)', () => {
  const live = { ...siteContentSeed, gallery: [] }
  it("names the TikTok card's line and the gift vouchers' eyebrow, and a page's other words apart", () => {
    const { pages } = siteContentSeed
    const draft: SiteContent = {
      ...siteContentSeed,
      pages: {
        ...pages,
        contact: { ...pages.contact, tiktokLine: 'Lash videos' },
        gifts: { ...pages.gifts, title: 'Gifts', vouchersEyebrow: 'Give lashes' },
      },
    }
    expect(summariseChanges(live, draft, [])).toEqual([
      "Page texts: Contact: TikTok card's line reworded",
      'Page texts: Gift Cards reworded',
      "Page texts: Gift Cards: Gift vouchers' eyebrow reworded",
    ])
  })
})

describe('galleryChanges', () => {
  it('counts photos added and removed, captions changed and a new order', () => {
    expect(galleryChanges([photo(1), photo(2), photo(3)], [photo(3), photo(2, 'New'), photo(4)])).toEqual([
      'Gallery: 1 photo added',
      'Gallery: 1 photo removed',
      'Gallery: 1 caption changed',
      'Gallery: new order',
    ])
    expect(galleryChanges([photo(1)], [photo(1)])).toEqual([])
  })
})

describe('liveStatus', () => {
  const latest = { id: 7, publishedAt: '2026-11-24T10:00:00Z' }
  const at = (ms: number) => Date.parse(latest.publishedAt) + ms
  it('is live when the site was built from the latest publication', () => {
    expect(liveStatus(7, latest, at(PUBLISHING_GRACE_MS * 3))).toBe('live')
  })
  it('is publishing for ten minutes after a newer publication, then not live', () => {
    expect(liveStatus(6, latest, at(60_000))).toBe('publishing')
    expect(liveStatus(6, latest, at(PUBLISHING_GRACE_MS + 1))).toBe('not-live')
    expect(liveStatus(null, latest, at(PUBLISHING_GRACE_MS + 1))).toBe('not-live')
  })
})

describe('idFromName', () => {
  it('makes a kebab id unique among the taken ones', () => {
    expect(idFromName('Gel toes & polish', [])).toBe('gel-toes-polish')
    expect(idFromName('Gel toes', ['gel-toes', 'gel-toes-2'])).toBe('gel-toes-3')
    expect(idFromName('£££', [])).toBe('item')
  })
})

describe('summariseChanges of schema 2 parts', () => {
  const live = { ...siteContentSeed, gallery: [] }
  it('names each changed booking term with its old and new figure, and FAQ and other part changes', () => {
    const draft: SiteContent = {
      ...siteContentSeed,
      bookingTerms: { ...siteContentSeed.bookingTerms, depositPounds: 15, patchTestHours: { from: 12, to: 48 } },
      faqs: [...siteContentSeed.faqs.slice(1), { id: 'toes', question: 'Toes?', answer: 'Yes.' }],
      offers: { ...siteContentSeed.offers, welcome: { ...siteContentSeed.offers.welcome, percentOff: 15, shown: true } },
    }
    expect(summariseChanges(live, draft, [])).toEqual([
      'Booking terms: Deposit £10 → £15',
      'Booking terms: Patch-test window (hours) 24-48 → 12-48',
      'FAQs: 1 question added',
      'FAQs: 1 question removed',
      'Offers changed',
    ])
    const reordered = { ...siteContentSeed, faqs: [...siteContentSeed.faqs].reverse() }
    expect(summariseChanges(live, reordered, [])).toEqual(['FAQs in a new order'])
  })
})
