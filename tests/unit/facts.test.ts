import { afterEach, describe, expect, it, vi } from 'vitest'
import { businessJsonLd, headTags } from '@/app/seo'
import { bookingStepsFrom } from '@/content/booking'
import { faqsFrom } from '@/content/faqs'
import { openingHours } from '@/content/hours'
import { importantInformationFrom, policiesFrom } from '@/content/policies'
import { lashBrow, nail, priceLists } from '@/content/prices'
import { giftRewards, pricingRewards, rewardTerms } from '@/content/rewards'
import { pageSeo } from '@/content/seo'
import { siteContentSeed } from '@/content/site-content-upgrade'
import { studio } from '@/content/studio'
import { bookingTerms, patchTestWindow } from '@/content/terms'
import { voucherValidityMonths } from '@/content/vouchers'
import { welcomeOffer, welcomeOfferClaimMessage } from '@/content/welcome-offer'
import { e164 } from '@/lib/links'

/**
 * Each business figure (docs/product.md §9) is typed once, in its content module, and every text that
 * states it (page copy, FAQ answers, policies, SEO descriptions, JSON-LD, the welcome offer) is built
 * from that constant: these tests tie the texts to the constants, then change a constant and check
 * that the texts follow.
 */
const text = (items: readonly object[]) => JSON.stringify(items)
const deposit = `£${bookingTerms.depositPounds}`
const policies = policiesFrom(bookingTerms)
const importantInformation = importantInformationFrom(bookingTerms)
const faqs = faqsFrom(siteContentSeed.faqs, bookingTerms)
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

  it('loyalty, referral and voucher validity: the reward cards and the /gifts description', () => {
    const loyalty = `${rewardTerms.loyaltyPercent}% off every ${rewardTerms.loyaltyEveryVisit}th visit`
    const referral = `£${rewardTerms.referralPounds} off`
    for (const cards of [pricingRewards, giftRewards]) {
      expect(text(cards)).toContain(loyalty)
      expect(text(cards)).toContain(referral)
    }
    expect(pageSeo.gifts.description).toContain(loyalty)
    expect(pageSeo.gifts.description).toContain(referral)
    expect(pageSeo.gifts.description).toContain(`valid for ${voucherValidityMonths} months`)
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

describe('the texts follow their constants', () => {
  afterEach(() => {
    vi.doUnmock('@/content/terms')
    vi.doUnmock('@/content/rewards')
    vi.doUnmock('@/content/vouchers')
    vi.resetModules()
  })

  it('a new deposit and notice period change the policies, the FAQ and the SEO description', async () => {
    vi.resetModules()
    vi.doMock('@/content/terms', async (importOriginal) => {
      const real = await importOriginal<typeof import('@/content/terms')>()
      return { ...real, bookingTerms: { ...real.bookingTerms, depositPounds: 27, noticeHours: 71 } }
    })
    const { pageSeo: seo } = await import('@/content/seo')
    const terms = { ...bookingTerms, depositPounds: 27, noticeHours: 71 }
    for (const t of [seo.policies.description, text(policiesFrom(terms)), text(faqsFrom(siteContentSeed.faqs, terms))]) {
      expect(t).toContain('£27 deposit')
      expect(t).toContain("71 hours' notice")
      expect(t).not.toContain(`${deposit} deposit`)
    }
  })

  it('new reward figures and voucher validity change the /gifts description', async () => {
    vi.resetModules()
    vi.doMock('@/content/rewards', async (importOriginal) => {
      const real = await importOriginal<typeof import('@/content/rewards')>()
      return { ...real, rewardTerms: { loyaltyPercent: 15, loyaltyEveryVisit: 8, referralPounds: 7 } }
    })
    vi.doMock('@/content/vouchers', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@/content/vouchers')>()),
      voucherValidityMonths: 9,
    }))
    const { pageSeo: seo } = await import('@/content/seo')
    expect(seo.gifts.description).toContain('valid for 9 months, 15% off every 8th visit and £7 off')
  })
})
