// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { demoLaunchValues } from '@/demo/launch'
import { siteContentSeed } from '@/demo/site-content'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { summariseChanges } from '@/lib/site-content/diff'
import { renderContent } from '@/lib/site-content/render'
import { contentLimits, searchPages, siteContentSchema, type SiteContent } from '@/lib/site-content/schema'
import { isOlderContent, OlderContentError, parseSiteContent, upgradeSiteContent } from '@/lib/site-content/upgrade'
import { shortNameOf, webManifest } from '@/lib/seo/web-manifest'

// Schema version 3 (docs/site-content.md "Content", "Schema versions", "Rules"; docs/decisions.md #360-#362): her
// identity and every sentence about her studio, each refused value with its reason naming the field, the lossless
// upgrade of versions 1 and 2 with the demo's launch values, and the words as the build fills them in.

const reasons = (content: unknown) =>
  siteContentSchema.safeParse(content).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
const seed = siteContentSeed
const withIdentity = (patch: Record<string, unknown>) => ({ ...seed, identity: { ...seed.identity, ...patch } })

/** The demo as version 2 stored it: version 1 with version 2's launch parts. */
const seedV2 = { ...siteContentSeedV1, ...demoLaunchValues.version2, schemaVersion: 2 }

describe('her identity', () => {
  it('accepts the demo studio and a studio of her own, with or without an accent and a logo', () => {
    expect(reasons(seed)).toEqual([])
    const bloom = {
      name: 'Bloom Beauty Bar',
      owner: 'Maya',
      tagline: 'Grow your glow.',
      town: 'Didsbury',
      city: 'Manchester',
      colours: { brand: '#0F766E', accent: null },
      logo: { imageUrl: 'https://x.supabase.co/storage/v1/object/public/gallery-images/logo/bloom.png', width: 512, height: 128 },
    }
    expect(reasons({ ...seed, identity: bloom })).toEqual([])
  })

  it('refuses an empty or too-long name, a tagline with markup and a colour that is not a colour, naming the field', () => {
    expect(reasons(withIdentity({ name: '  ' }))).toEqual(['identity.name: Studio name is required'])
    expect(reasons(withIdentity({ name: 'x'.repeat(contentLimits.studioNameChars + 1) }))).toEqual([
      'identity.name: Studio name must be at most 50 characters',
    ])
    expect(reasons(withIdentity({ name: 'x'.repeat(contentLimits.studioNameChars) }))).toEqual([])
    expect(reasons(withIdentity({ tagline: 'Nail it <b>now</b>' }))).toEqual([
      'identity.tagline: Tagline must be plain text, without < or >',
    ])
    expect(reasons(withIdentity({ owner: 'Isla\nJones' }))).toEqual(['identity.owner: Your first name must be plain text on one line'])
    expect(reasons(withIdentity({ town: '' }))).toEqual(['identity.town: Town is required'])
    expect(reasons(withIdentity({ colours: { brand: 'teal', accent: null } }))).toEqual([
      'identity.colours.brand: Brand colour must be a colour such as #9b3550',
    ])
    expect(reasons(withIdentity({ colours: { brand: '#0f766e', accent: '#12345' } }))).toEqual([
      'identity.colours.accent: Accent colour must be a colour such as #9b3550',
    ])
    expect(reasons(withIdentity({ logo: { imageUrl: 'javascript:alert(1)', width: 10, height: 10 } }))).toEqual([
      'identity.logo.imageUrl: Logo must be a stored image',
    ])
    expect(reasons(withIdentity({ logo: { imageUrl: 'https://example.com/l.png', width: 0, height: 10 } }))).toEqual([
      'identity.logo.width: Logo width (px) must be at least 1',
    ])
  })
})

describe('her words', () => {
  const withPages = (patch: Record<string, unknown>) => ({ ...seed, pages: { ...seed.pages, ...patch } })

  it('has each page’s words and search listing within its limits, known placeholders only', () => {
    expect(reasons(withPages({ about: { ...seed.pages.about, lead: 'x'.repeat(contentLimits.leadChars + 1) } }))).toEqual([
      'pages.about.lead: Lead must be at most 300 characters',
    ])
    expect(reasons(withPages({ about: { ...seed.pages.about, title: 'Hello, I’m {name}' } }))[0]).toMatch(
      /^pages\.about\.title: Heading: \{name\} is not a term; use one of \{deposit\}/,
    )
    const search = (listing: Record<string, string>) => ({
      ...seed,
      search: { ...seed.search, pages: { ...seed.search.pages, home: listing } },
    })
    expect(reasons(search({ title: 'x'.repeat(71), description: 'Hello' }))).toEqual([
      'search.pages.home.title: Search title must be at most 70 characters',
    ])
    expect(reasons(search({ title: 'Hello', description: 'x'.repeat(171) }))).toEqual([
      'search.pages.home.description: Search description must be at most 170 characters',
    ])
    expect(reasons({ ...seed, hygiene: { ...seed.hygiene, standards: [] } })).toEqual(['hygiene.standards: Add at least one standard'])
    expect(reasons({ ...seed, messages: { ...seed.messages, booking: '' } })).toEqual(['messages.booking: Booking message is required'])
    expect(reasons({ ...seed, longevity: [{ id: 'x', treatment: 'Gel {lasts}', lasts: '2 weeks' }] })).toEqual([])
  })

  it('keeps the demo’s search listings within what search engines show once filled in', () => {
    const rendered = renderContent(seed)
    for (const key of searchPages) {
      expect(rendered.search.pages[key].title.length, key).toBeLessThanOrEqual(65)
      expect(rendered.search.pages[key].description.length, key).toBeLessThanOrEqual(165)
    }
  })

  it('fills every placeholder of her words from her identity, terms, longevity and offers', () => {
    const bloom: SiteContent = {
      ...seed,
      identity: { ...seed.identity, name: 'Bloom Beauty Bar', owner: 'Maya', town: 'Didsbury', city: 'Manchester' },
      offers: { ...seed.offers, voucherValidityMonths: 6 },
    }
    const rendered = renderContent(bloom)
    expect(rendered.pages.about.title).toBe("Hello, I'm Maya")
    expect(rendered.pages.home.intro).toContain('in Didsbury, with evening')
    expect(rendered.search.pages.home.title).toBe('Bloom Beauty Bar · Nails, Lashes & Brows in Didsbury, Manchester')
    expect(rendered.search.pages.gifts.description).toContain('valid for 6 months')
    expect(rendered.messages.booking).toBe("Hi Maya! I'd like to book an appointment at Bloom Beauty Bar.")
    expect(rendered.location.summary).toBe('Nails, lashes and brows in a calm private studio in Didsbury, Manchester.')
    expect(rendered.about.heading).toBe('Meet Maya')
    expect(rendered.faqs.find((f) => f.id === 'longevity')?.answer).toContain('gel polish 2–3 weeks')
    expect(JSON.stringify(rendered)).not.toMatch(/\{(owner|studio|town|city|deposit|notice|lasts|validity)\}/)
    // Ids, identity and the raw content stay as they were.
    expect(rendered.hygiene.standards.map((s) => s.id)).toEqual(seed.hygiene.standards.map((s) => s.id))
    expect(bloom.pages.about.title).toBe("Hello, I'm {owner}")
  })
})

describe('upgrade to version 3', () => {
  it('gives a version-1 and a version-2 document the demo’s words, keeping everything they hold: the demo site, lossless', () => {
    expect(parseSiteContent(siteContentSeedV1, 'Version 1', demoLaunchValues)).toEqual(seed)
    expect(parseSiteContent(seedV2, 'Version 2', demoLaunchValues)).toEqual(seed)
    expect(seed).toEqual({ ...seedV2, ...demoLaunchValues.version3, schemaVersion: 3 })
    const hers = { ...seedV2, prices: { ...seedV2.prices, nails: seedV2.prices.nails.slice(1) } }
    expect(parseSiteContent(hers, 'Version 2', demoLaunchValues).prices).toEqual(hers.prices)
  })

  it('leaves a version-3 document as it is, and needs no launch values for it', () => {
    expect(isOlderContent(seed)).toBe(false)
    expect(upgradeSiteContent(seed, null)).toBe(seed)
    expect(isOlderContent(siteContentSeedV1)).toBe(true)
    expect(isOlderContent(seedV2)).toBe(true)
    expect(isOlderContent(null)).toBe(false)
  })

  it('refuses an older document in a build without launch values, saying what to do', () => {
    expect(() => upgradeSiteContent(seedV2, null)).toThrow(OlderContentError)
    expect(() => parseSiteContent(siteContentSeedV1, 'The draft', null)).toThrow(
      /schema version 1, which this build of the site cannot read: build the site again/,
    )
  })

  it('does not change the stored document', () => {
    const before = JSON.stringify(seedV2)
    const upgraded = upgradeSiteContent(seedV2, demoLaunchValues) as SiteContent
    upgraded.identity.name = 'Changed'
    expect(JSON.stringify(seedV2)).toBe(before)
    expect(demoLaunchValues.version3.identity.name).toBe('IJ Nails & Lashes')
  })
})

describe('the Publish summary of version 3', () => {
  it('names her identity’s changes, each page reworded and her other words, each by the name its editor gives it', () => {
    const draft: SiteContent = {
      ...seed,
      identity: { ...seed.identity, name: 'Bloom Beauty Bar', colours: { brand: '#0f766e', accent: null } },
      pages: { ...seed.pages, hygiene: { ...seed.pages.hygiene, lead: 'Clean.' } },
      hygiene: { ...seed.hygiene, standards: [{ ...seed.hygiene.standards[0]!, text: 'Sterile.' }, ...seed.hygiene.standards.slice(1)] },
      search: { ...seed.search, pages: { ...seed.search.pages, notFound: { title: 'Lost?', description: 'Go home.' } } },
      messages: { ...seed.messages, booking: 'Hi {owner}!' },
      rewards: { ...seed.rewards, loyalty: { ...seed.rewards.loyalty, description: 'Every 5th visit is 10% off.' } },
      trust: { ...seed.trust, vegan: { ...seed.trust.vegan, detail: 'Always vegan' } },
      policies: { ...seed.policies, lastUpdated: 'December 2026' },
      location: { ...seed.location, notes: ['Free parking nearby'] },
    }
    expect(summariseChanges({ ...seed, gallery: [] }, draft, [])).toEqual([
      'Your studio: Studio name IJ Nails & Lashes → Bloom Beauty Bar',
      'Your studio: Brand colour #4a2545 → #0f766e',
      'Your studio: Accent colour #9b3550 → none',
      'Page texts: Hygiene & Safety reworded',
      'Hygiene: 1 standard changed',
      'Search listings: Page not found reworded',
      'Where you work changed',
      'Policies: Last updated January 2025 → December 2026',
      'Rewards: Loyalty card reworded',
      'Trust strip: Leaf: your products reworded',
      'WhatsApp messages: Booking reworded',
    ])
  })
})

describe('the web manifest', () => {
  it('names her studio, and a short name that fits under an icon', () => {
    expect(webManifest('IJ Nails & Lashes', 'en-GB')).toEqual({
      name: 'IJ Nails & Lashes',
      short_name: 'IJ Nails',
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
    })
    expect(shortNameOf('Bloom Beauty Bar')).toBe('Bloom Beauty')
    expect(shortNameOf('Nails by Jo')).toBe('Nails by Jo')
    expect(shortNameOf('Extraordinarynails Studio')).toBe('Extraordinar')
  })
})
