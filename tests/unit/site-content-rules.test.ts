import { siteContentSeed } from '@/demo/site-content'
import { groupOpeningHours } from '@/lib/hours'
import { formatPrice } from '@/lib/money'
import { NOTICE_BOOT_CODE, NOTICE_ON_CLASS, noticeBootScript } from '@/lib/notice'
import { publishedContentSchema, siteContentSchema, type Notice, type SiteContent } from '@/lib/site-content/schema'

// The content schema's rules (docs/site-content.md "Rules"): each accepted and refused, with its reason.

const reasons = (content: unknown) =>
  siteContentSchema.safeParse(content).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
const withNail = (patch: Record<string, unknown>): unknown => ({
  ...siteContentSeed,
  prices: { ...siteContentSeed.prices, nails: [{ ...siteContentSeed.prices.nails[0], ...patch }] },
})
/** Runs the prerendered head's notice script at instant `at` (ISO) and says whether it switched the banner on. */
function bootShowsNotice(notice: Notice, at: string): boolean {
  const html = document.documentElement
  html.classList.remove(NOTICE_ON_CLASS)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(at))
  try {
    // The inline <script> the prerender writes: run its code as the browser would, with it as document.currentScript
    // (the code is the same on every page; the dates are its attributes: docs/security.md "Inline scripts").
    const template = document.createElement('template')
    template.innerHTML = noticeBootScript(notice)
    const script = template.content.querySelector('script')!
    new Function('document', script.textContent ?? '')({ currentScript: script, documentElement: html })
    return html.classList.contains(NOTICE_ON_CLASS)
  } finally {
    vi.useRealTimers()
    html.classList.remove(NOTICE_ON_CLASS)
  }
}
const withDetails = (patch: Record<string, unknown>): unknown => ({ ...siteContentSeed, details: { ...siteContentSeed.details, ...patch } })

describe('siteContentSchema', () => {
  it('accepts the seed and a published version with a gallery', () => {
    expect(reasons(siteContentSeed)).toEqual([])
    expect(publishedContentSchema.safeParse({ ...siteContentSeed, gallery: [] }).success).toBe(true)
  })

  it('prices: £0 to £999.99 in pence', () => {
    expect(reasons(withNail({ pounds: 0 }))).toEqual([])
    expect(reasons(withNail({ pounds: 999.99 }))).toEqual([])
    expect(reasons(withNail({ pounds: 12.5 }))).toEqual([])
    expect(reasons(withNail({ pounds: 1000 }))).toEqual(['prices.nails.0.pounds: Price must be at most £999.99'])
    expect(reasons(withNail({ pounds: -1 }))).toEqual(['prices.nails.0.pounds: Price must be £0 or more'])
    expect(reasons(withNail({ pounds: 1.234 }))).toEqual(['prices.nails.0.pounds: Price must have at most two decimals (pence)'])
  })

  it('names up to 80 characters, descriptions up to 300, a list of at least one', () => {
    expect(reasons(withNail({ name: 'x'.repeat(80) }))).toEqual([])
    expect(reasons(withNail({ name: 'x'.repeat(81) }))).toEqual(['prices.nails.0.name: Name must be at most 80 characters'])
    expect(reasons(withNail({ name: '  ' }))).toEqual(['prices.nails.0.name: Name is required'])
    expect(reasons(withNail({ description: 'x'.repeat(301) }))).toEqual([
      'prices.nails.0.description: Description must be at most 300 characters',
    ])
    expect(reasons({ ...siteContentSeed, prices: { ...siteContentSeed.prices, nails: [] } })).toEqual([
      'prices.nails: A price list needs at least one treatment',
    ])
  })

  it('hours: closing after opening', () => {
    const hours = (sunday: unknown) => ({ ...siteContentSeed, hours: { ...siteContentSeed.hours, sunday } })
    expect(reasons(hours({ opens: '10:00', closes: '14:00' }))).toEqual([])
    expect(reasons(hours({ opens: '14:00', closes: '10:00' }))).toEqual(['hours.sunday.closes: Closing time must be after opening time'])
    expect(reasons(hours({ opens: '25:00', closes: '26:00' }))).toHaveLength(2)
  })

  it('notice: up to 160 characters, ending on or after it starts', () => {
    const notice = (n: unknown) => ({ ...siteContentSeed, notice: n })
    expect(reasons(notice({ text: 'x'.repeat(160), from: '2026-12-24', until: '2026-12-24' }))).toEqual([])
    expect(reasons(notice({ text: 'x'.repeat(161), from: null, until: null }))).toEqual([
      'notice.text: Notice must be at most 160 characters',
    ])
    expect(reasons(notice({ text: 'Closed', from: '2026-12-24', until: '2026-12-20' }))).toEqual([
      'notice.until: The notice must end on or after the day it starts',
    ])
    expect(reasons(notice({ text: 'Closed', from: '2026-02-30', until: null }))).toEqual(['notice.from: Not a real date'])
  })

  it('details: https links, an international phone number, an e-mail address', () => {
    expect(reasons(withDetails({ bookingUrl: 'http://book.example.com' }))).toEqual([
      'details.bookingUrl: Booking link must be a full https:// link',
    ])
    expect(reasons(withDetails({ instagramUrl: 'javascript:alert(1)' }))).toEqual([
      'details.instagramUrl: Instagram link must be a full https:// link',
    ])
    expect(reasons(withDetails({ phone: '07700 900123' }))).toEqual([
      'details.phone: WhatsApp number must be in international form, e.g. +44 7700 900123',
    ])
    expect(reasons(withDetails({ phone: '+44 77' }))).toEqual(['details.phone: WhatsApp number must have 8 to 15 digits after the +'])
    expect(reasons(withDetails({ email: 'not-an-address' }))).toEqual([
      'details.email: E-mail must be an address such as hello@example.com',
    ])
  })

  it('reviews: at most 12, each with quote, name and treatment', () => {
    const review = { id: 'r1', quote: 'Lovely', name: 'S.', treatment: 'Gel' }
    expect(reasons({ ...siteContentSeed, testimonials: [] })).toEqual([])
    expect(reasons({ ...siteContentSeed, testimonials: [{ ...review, name: '' }] })).toEqual(['testimonials.0.name: Name is required'])
    const many = Array.from({ length: 13 }, (_, i) => ({ ...review, id: `r${i}` }))
    expect(reasons({ ...siteContentSeed, testimonials: many })).toEqual(['testimonials: At most 12 reviews'])
  })
})

describe('display of the content', () => {
  it('groups weekdays with equal hours: Mon–Fri 17:00–21:00, Sat, Sun', () => {
    expect(groupOpeningHours(siteContentSeed.hours).map((r) => r.label)).toEqual(['Mon–Fri', 'Sat', 'Sun'])
    const hours: SiteContent['hours'] = { ...siteContentSeed.hours, wednesday: null, sunday: { opens: '10:00', closes: '18:00' } }
    expect(groupOpeningHours(hours).map((r) => [r.label, r.opens])).toEqual([
      ['Mon–Tue', '17:00'],
      ['Wed', null],
      ['Thu–Fri', '17:00'],
      ['Sat–Sun', '10:00'],
    ])
  })

  it('formats prices with pence only when there are any', () => {
    expect(formatPrice({ pounds: 30 })).toBe('£30')
    expect(formatPrice({ pounds: 3.5 })).toBe('£3.50')
    expect(formatPrice({ pounds: 3, unit: 'per nail' })).toBe('£3 per nail')
  })

  it("shows a notice on UK dates from..until inclusive, open-ended without a bound (the head's boot script)", () => {
    const n = { text: 'Closed', from: '2026-12-24', until: '2026-12-27' }
    const shownAt = ['2026-12-23T12:00:00Z', '2026-12-24T00:30:00Z', '2026-12-27T23:30:00Z', '2026-12-28T12:00:00Z']
    expect(shownAt.map((at) => bootShowsNotice(n, at))).toEqual([false, true, true, false])
    expect(bootShowsNotice({ ...n, from: null }, '2020-01-01T12:00:00Z')).toBe(true)
    // The UK date, whatever the device's zone: 23:30 UTC on 30 June is 1 July in London (BST).
    expect(bootShowsNotice({ text: 'Summer', from: '2026-07-01', until: null }, '2026-06-30T23:30:00Z')).toBe(true)
    expect(bootShowsNotice({ text: 'Summer', from: '2026-07-01', until: null }, '2026-06-30T22:30:00Z')).toBe(false)
    expect(noticeBootScript(null)).toBe('')
    expect(noticeBootScript(n)).toBe(`<script data-from="2026-12-24" data-until="2026-12-27">${NOTICE_BOOT_CODE}</script>`)
    expect(noticeBootScript({ ...n, from: null })).toBe(`<script data-until="2026-12-27">${NOTICE_BOOT_CODE}</script>`)
  })
})
