import { describe, expect, it } from 'vitest'
import { businessJsonLd, headTags } from '@/app/seo'
import { bookingStepsFrom } from '@/content/booking'
import { openingHours } from '@/content/hours'
import { importantInformationFrom, policiesFrom } from '@/content/policies'
import { lashBrow, nail, priceLists } from '@/content/prices'
import { pageSeo } from '@/content/seo'
import { siteContentSeed } from '@/demo/site-content'
import { studio } from '@/content/studio'
import { bookingTerms } from '@/content/terms'
import { voucherValidityMonths } from '@/content/vouchers'
import { welcomeOffer, welcomeOfferClaimMessage } from '@/content/welcome-offer'
import { e164 } from '@/lib/links'
import { patchTestWindow, renderContent } from '@/lib/site-content/render'

/**
 * Each business figure (docs/product.md §9) is typed once, in her content, and every text that states it (page copy,
 * FAQ answers, policies, SEO descriptions, JSON-LD, the welcome offer) is composed from it or names it as a
 * placeholder: these tests tie the texts to the figures, then change a figure and check that the texts follow.
 */
const text = (items: readonly object[]) => JSON.stringify(items)
const deposit = `£${bookingTerms.depositPounds}`
const demo = renderContent(siteContentSeed)
const policies = policiesFrom(bookingTerms)
const importantInformation = importantInformationFrom(bookingTerms)
const faqs = demo.faqs
const bookingSteps = bookingStepsFrom(bookingTerms)

describe('each figure is typed once', () => {
  it('the deposit shows in the policies, the FAQ, the booking steps and the /policies description', () => {
    expect(text(policies)).toContain(`${deposit} deposit`)
    expect(text(faqs)).toContain(`${deposit} deposit`)
    expect(text(bookingSteps)).toContain(`${deposit} deposit`)
    expect(pageSeo.policies.description).toContain(`${deposit} deposit`)
  })

  it('the notice period, late limit, patch-test window and consent age come from bookingTerms', () => {
    expect(text(policies)).toContain(`${bookingTerms.noticeHours} hours' notice`)
    expect(text(faqs)).toContain(`${bookingTerms.noticeHours} hours' notice`)
    expect(pageSeo.policies.description).toContain(`${bookingTerms.noticeHours} hours' notice`)
    expect(text(importantInformation)).toContain(`${bookingTerms.lateLimitMinutes} minutes late`)
    expect(patchTestWindow(bookingTerms)).toBe(`${bookingTerms.patchTestHours.from}-${bookingTerms.patchTestHours.to} hours`)
    expect(text(importantInformation)).toContain(patchTestWindow(bookingTerms))
    expect(text(priceLists)).toContain(patchTestWindow(bookingTerms))
    expect(text(policies)).toContain(`under ${bookingTerms.guardianConsentUnderAge}`)
    expect(pageSeo.policies.description).toContain(`under-${bookingTerms.guardianConsentUnderAge}s`)
  })

  it('voucher validity: the /gifts description names it; the reward figures are her words (docs/decisions.md #367)', () => {
    expect(pageSeo.gifts.description).toContain(`valid for ${voucherValidityMonths} months`)
    for (const figure of ['10% off every 6th visit', '£5 off']) {
      expect(pageSeo.gifts.description).toContain(figure)
      expect(text(Object.values(demo.rewards))).toContain(figure)
    }
  })

  it('the welcome offer: its terms and the WhatsApp claim message name its figures', () => {
    expect(welcomeOffer.terms).toContain(`Valid for ${welcomeOffer.validDays} days from the day you claim it`)
    expect(welcomeOfferClaimMessage).toContain(`${welcomeOffer.percentOff}% welcome offer`)
    expect(welcomeOfferClaimMessage).toContain(welcomeOffer.code)
  })

  it('the JSON-LD takes the phone, e-mail, hours, price range and description from content', () => {
    const data = businessJsonLd()
    expect(data.telephone).toBe(e164(studio.phone))
    expect(data.email).toBe(studio.email)
    expect(data.description).toBe(pageSeo.home.description)
    const pounds = [...nail, ...lashBrow].map((i) => i.pounds)
    expect(data.priceRange).toBe(`£${Math.min(...pounds)}–£${Math.max(...pounds)}`)
    expect(data.openingHoursSpecification.map((r) => r.opens)).toEqual(openingHours.filter((r) => r.opens).map((r) => r.opens))
    const description = headTags('/policies').find((t) => t.key === 'description')
    expect(description).toMatchObject({ attrs: { content: pageSeo.policies.description } })
  })
})

describe('the texts follow their figures', () => {
  it('a new deposit and notice period change the policies, the FAQ and the SEO description', () => {
    const terms = { ...bookingTerms, depositPounds: 27, noticeHours: 71 }
    const content = renderContent({ ...siteContentSeed, bookingTerms: terms })
    for (const t of [content.search.pages.policies.description, text(policiesFrom(terms)), text(content.faqs)]) {
      expect(t).toContain('£27 deposit')
      expect(t).toContain("71 hours' notice")
      expect(t).not.toContain(`${deposit} deposit`)
    }
  })

  it('a new voucher validity changes the /gifts description', () => {
    const content = renderContent({ ...siteContentSeed, offers: { ...siteContentSeed.offers, voucherValidityMonths: 9 } })
    expect(content.search.pages.gifts.description).toContain('valid for 9 months, 10% off every 6th visit and £5 off')
    const one = renderContent({ ...siteContentSeed, offers: { ...siteContentSeed.offers, voucherValidityMonths: 1 } })
    expect(one.search.pages.gifts.description).toContain('valid for 1 month,')
  })
})
