// @vitest-environment node
import { dequal } from 'dequal'
import { describe, expect, it } from 'vitest'
import { siteContentSeed } from '@/demo/site-content'
import { asStored, mergeSection } from '@/features/site-content/lib/merge-draft'
import type { SiteContent } from '@/lib/site-content/schema'

/**
 * The rule of a save refused because the draft changed since she started typing (docs/site-content.md "Two devices",
 * docs/decisions.md #281): other sections changed, hers goes on top; her section changed, she is asked; nothing
 * changed, hers is saved as it is; her section unchanged over theirs, theirs stands (docs/decisions.md #423).
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
    expect(outcome).toEqual({ kind: 'merged', content: { ...latest, bookingTerms: mine }, theirParts: ['details'] })
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
      theirParts: [],
    })
  })

  it('her section as she started it, theirs changed: their draft stands, nothing to ask (not a conflict)', () => {
    const latest = withPhone(withDeposit(base, 20), '+44 7700 900999')
    expect(mergeSection(base, latest, 'bookingTerms', structuredClone(base.bookingTerms))).toEqual({ kind: 'theirs' })
    // Neither device changed it: hers as it is (no write is lost, no question).
    expect(mergeSection(base, withPhone(base, '+44 7700 900999'), 'bookingTerms', base.bookingTerms).kind).toBe('merged')
  })

  it('nothing changed: hers as it is, no part kept', () => {
    const mine = withDeposit(base, 25).bookingTerms
    expect(mergeSection(base, structuredClone(base), 'bookingTerms', mine)).toEqual({
      kind: 'merged',
      content: { ...base, bookingTerms: mine },
      theirParts: [],
    })
  })
})

describe('asStored', () => {
  it('drops a key holding undefined, as the draft read back from the database has it, so dequal finds them equal', () => {
    const mine = { ...base.details, extra: undefined }
    expect(dequal(mine, base.details)).toBe(false)
    expect(dequal(asStored(mine), base.details)).toBe(true)
  })
})
