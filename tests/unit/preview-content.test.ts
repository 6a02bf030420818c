// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { siteContentSeed } from '@/demo/site-content'
import { previewContent } from '@/features/site-content/lib/unsaved-parts'

// The preview's content (docs/site-content.md "Preview", docs/decisions.md #153): the draft with her unsaved parts over
// it; a part the schema refuses shows as saved and is reported.
describe('previewContent', () => {
  const draft = siteContentSeed

  it('is the draft when nothing is unsaved', () => {
    expect(previewContent(draft, {})).toEqual({ content: draft, invalid: false })
  })

  it('puts a valid unsaved part over the draft and leaves the others as saved', () => {
    const bookingTerms = { ...draft.bookingTerms, depositPounds: 25 }
    const { content, invalid } = previewContent(draft, { bookingTerms })
    expect(invalid).toBe(false)
    expect(content.bookingTerms.depositPounds).toBe(25)
    expect(content.details).toBe(draft.details)
  })

  it('shows a refused part as saved and says so', () => {
    const { content, invalid } = previewContent(draft, {
      bookingTerms: { ...draft.bookingTerms, depositPounds: Number.NaN },
      details: { ...draft.details, phone: '+44 7700 900999' },
    })
    expect(invalid).toBe(true)
    expect(content.bookingTerms).toBe(draft.bookingTerms)
    expect(content.details.phone).toBe('+44 7700 900999')
  })
})
