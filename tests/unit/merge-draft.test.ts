// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '@/demo/site-content'
import { mergeSection, sameJson } from '@/features/site-content/lib/merge-draft'
import type { SiteContent } from '@/lib/site-content/schema'

/**
 * The rule of a save refused because the draft changed since she started typing (docs/site-content.md "Two devices",
 * docs/decisions.md #281): other sections changed, hers goes on top; her section changed, she is asked; nothing
 * changed, hers is saved as it is.
 */
const base = siteContentSeed
const withDeposit = (content: SiteContent, depositPounds: number): SiteContent => ({
  ...content,
  bookingTerms: { ...content.bookingTerms, depositPounds },
})
const withPhone = (content: SiteContent, phone: string): SiteContent => ({ ...content, details: { ...content.details, phone } })

describe('mergeSection', () => {
  it('other sections changed: hers on top of the latest draft, and the parts the other device changed are named', () => {
    const latest = withPhone(base, '+44 7700 900999')
    const mine = withDeposit(base, 25).bookingTerms
    const outcome = mergeSection(base, latest, 'bookingTerms', mine)
    expect(outcome).toEqual({ kind: 'merged', content: { ...latest, bookingTerms: mine }, keptParts: ['details'] })
    if (outcome.kind !== 'merged') throw new Error('not merged')
    expect(outcome.content.details.phone).toBe('+44 7700 900999')
    expect(outcome.content.bookingTerms.depositPounds).toBe(25)
  })

  it('the same section changed: a conflict carrying what was saved, nothing merged', () => {
    const latest = withPhone(withDeposit(base, 20), '+44 7700 900999')
    expect(mergeSection(base, latest, 'bookingTerms', withDeposit(base, 25).bookingTerms)).toEqual({
      kind: 'conflict',
      saved: latest.bookingTerms,
    })
  })

  it('the same section changed to exactly what she typed: no question, merged', () => {
    const latest = withDeposit(base, 25)
    expect(mergeSection(base, latest, 'bookingTerms', withDeposit(base, 25).bookingTerms)).toEqual({
      kind: 'merged',
      content: latest,
      keptParts: [],
    })
  })

  it('nothing changed: hers as it is, no part kept', () => {
    const mine = withDeposit(base, 25).bookingTerms
    expect(mergeSection(base, structuredClone(base), 'bookingTerms', mine)).toEqual({
      kind: 'merged',
      content: { ...base, bookingTerms: mine },
      keptParts: [],
    })
  })
})

describe('sameJson', () => {
  it('compares JSON values whatever the order of object keys, and arrays in order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: null }] }, { b: [1, { d: null, c: 2 }], a: 1 })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(sameJson([1, 2], [2, 1])).toBe(false)
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false)
    expect(sameJson(null, {})).toBe(false)
    expect(sameJson([], {})).toBe(false)
  })
})
