// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/**
 * The starter site a new studio's set-up writes (src/lib/site-content/starter.ts, docs/decisions.md #444): valid in the
 * current schema, in her words (her name, town and number wherever the pages name them, once the build fills the
 * placeholders), with none of the demo studio's words, no reviews and no invented brands.
 */
import { demoSentences, demoStudioTraces } from '../support/demo-words'
import { mayaAnswers } from '../support/other-studio'
import { siteContentSeed } from '@/demo/site-content'
import { renderContent } from '@/lib/site-content/render'
import { SCHEMA_VERSION, siteContentSchema } from '@/lib/site-content/schema'
import { notSetUpAnswers, setUpErrors, setUpRefusal, starterSite } from '@/lib/site-content/starter'

/** Every string of `value`, depth first. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : []

describe('starterSite', () => {
  const starter = starterSite(mayaAnswers, new Date('2026-12-02T12:00:00Z'))

  it('is a valid draft of the current schema, with her answers as her identity and details', () => {
    expect(siteContentSchema.parse(starter)).toEqual(starter)
    expect(starter.schemaVersion).toBe(SCHEMA_VERSION)
    expect(starter.identity).toMatchObject({ name: 'Bloom Beauty Bar', owner: 'Maya', town: 'Didsbury', city: 'Manchester' })
    expect(starter.identity.colours).toEqual({ brand: '#0f766e', accent: null })
    expect(starter.details).toMatchObject({
      phone: '+44 7700 900456',
      bookingUrl: 'https://booking.example.com/bloom',
      email: 'maya@example.com',
    })
    expect(starter.policies.lastUpdated).toBe('December 2026')
  })

  it('names her through the placeholders: the filled texts carry her name, first name and town', () => {
    const filled = renderContent({ ...starter, gallery: [] })
    expect(filled.search.pages.home.title).toBe('Bloom Beauty Bar · Beauty treatments in Didsbury')
    expect(filled.messages.booking).toBe('Hello Maya, I would like to book a treatment at Bloom Beauty Bar, please.')
    expect(filled.pages.home.headline).toBe('Beauty treatments in Didsbury')
    expect(JSON.stringify(filled)).not.toMatch(/\{(owner|studio|town|city|deposit|notice|lasts|validity|payment|patch-test)\}/)
  })

  it('carries no word of the demo studio, no reviews and no product brands', () => {
    expect(demoStudioTraces(JSON.stringify(renderContent({ ...starter, gallery: [] })))).toEqual([])
    expect(starter.testimonials).toEqual([])
    expect(starter.details.productBrands).toEqual([])
    // The last studio-flavoured lines, hers since docs/decisions.md #500, in neutral words.
    expect([starter.pages.gifts.vouchersEyebrow, starter.pages.contact.tiktokLine, starter.offers.welcome.appointment]).toEqual([
      'Give the gift of a treatment',
      'Videos from the studio',
      'appointment',
    ])
  })

  it('says nothing of a trade in its sentences: true for a studio of nails only, or brows only (docs/decisions.md #531)', () => {
    // The treatments, their prices, how long each lasts and the vouchers are examples she edits into hers; every other
    // sentence (tagline, headings, search listings, FAQs, hygiene, footer) must hold for any home beauty studio.
    const { prices: _p, services: _s, longevity: _l, offers, ...sentences } = starter
    const texts = stringsOf({ ...sentences, offers: { ...offers, vouchers: [] } })
    expect(texts.filter((text) => /\b(nails?|lash(es)?|brows?|manicures?|gel)\b/i.test(text))).toEqual([])
  })

  it('the demo-words check finds the demo: its identity and its sentences, filled with another name too', () => {
    expect(demoSentences.length).toBeGreaterThan(100)
    const demoAsBloom = renderContent({ ...siteContentSeed, identity: starter.identity, gallery: [] })
    const traces = demoStudioTraces(JSON.stringify(demoAsBloom))
    expect(traces.length).toBeGreaterThan(100)
    expect(traces).toContain("! I'd like to book an appointment at")
  })

  it('the build of a project with nothing published shows placeholders that say what they are', () => {
    expect(siteContentSchema.safeParse(starterSite(notSetUpAnswers)).success).toBe(true)
    expect(notSetUpAnswers.name).toBe('Your studio')
  })
})

describe('the set-up’s checks (docs/decisions.md #446)', () => {
  it('passes her answers, and puts each refusal of the schema on the answer it names', () => {
    expect(setUpErrors(mayaAnswers)).toEqual({})
    expect(
      setUpErrors({
        ...mayaAnswers,
        name: ' ',
        owner: 'M'.repeat(200),
        brand: 'teal',
        phone: '0161',
        bookingUrl: 'http://x',
        email: 'maya',
      }),
    ).toEqual({
      name: 'Studio name is required',
      owner: expect.stringMatching(/^Your first name must be at most \d+ characters$/),
      brand: 'Brand colour must be a colour such as #9b3550',
      phone: 'WhatsApp number must be in international form, e.g. +44 7700 900123',
      bookingUrl: expect.stringMatching(/^Booking link /),
      email: 'E-mail must be an address such as hello@example.com',
    })
    expect(setUpErrors({ ...mayaAnswers, town: '<b>Didsbury</b>' })).toEqual({ town: 'Town must be plain text, without < or >' })
  })

  it('puts the database’s refusal ("<path>: <reason>") on its answer', () => {
    expect(setUpRefusal('identity.name: Studio name must be plain text, without < or >')).toEqual({
      name: 'Studio name must be plain text, without < or >',
    })
    expect(setUpRefusal('identity.colours.brand: Brand colour must be a colour such as #9b3550')).toEqual({
      brand: 'Brand colour must be a colour such as #9b3550',
    })
    expect(setUpRefusal('identity.logo.imageUrl: Logo must be a stored image')).toEqual({ form: 'Logo must be a stored image' })
    expect(setUpRefusal('permission denied to set up the site')).toBeNull()
  })
})
