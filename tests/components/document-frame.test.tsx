import { render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DocumentFrame } from '@/components/ui/document-frame'
import { Counter } from '../support/counter'

/** The admin preview's frame (docs/decisions.md #141): no URL, the content rendered into its blank document. */
function frameDocument(): Document {
  const frame = document.querySelector('iframe')!
  return frame.contentDocument!
}

describe('DocumentFrame', () => {
  afterEach(() => document.head.querySelectorAll('[data-test-sheet]').forEach((n) => n.remove()))

  it('loads no URL and renders its children, working, into the frame with the page stylesheets, lang and classes', async () => {
    document.documentElement.lang = 'en-GB'
    document.head.insertAdjacentHTML('beforeend', '<style data-test-sheet>.x{color:red}</style>')
    render(
      <DocumentFrame title="Preview of /pricing" width={390}>
        <Counter name="Tapped" />
      </DocumentFrame>,
    )
    const frame = document.querySelector('iframe')!
    expect(frame).toHaveAttribute('title', 'Preview of /pricing')
    expect(frame).not.toHaveAttribute('src')
    const doc = frameDocument()
    const button = await within(doc.body).findByRole('button', { name: 'Tapped 0' })
    await userEvent.click(button)
    expect(button).toHaveTextContent('Tapped 1')
    expect(doc.documentElement.lang).toBe('en-GB')
    expect(doc.title).toBe('Preview of /pricing')
    expect(doc.head.querySelector('style')?.textContent).toBe('.x{color:red}')
    // A stylesheet the app adds later (a lazily loaded chunk's CSS) reaches the frame too.
    document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/late.css" data-test-sheet>')
    await waitFor(() => expect(doc.head.querySelector('link')?.getAttribute('href')).toBe('http://localhost:3000/assets/late.css'))
  })

  it('hands every click inside the frame to onClick before the content handles it', async () => {
    const taken: string[] = []
    render(
      <DocumentFrame
        title="Preview"
        onClick={(event) => {
          taken.push((event.target as Element).textContent ?? '')
          event.preventDefault()
        }}
      >
        <a href="/faqs" onClick={(e) => taken.push(e.defaultPrevented ? 'prevented' : 'followed')}>
          FAQs
        </a>
      </DocumentFrame>,
    )
    await userEvent.click(await within(frameDocument().body).findByRole('link', { name: 'FAQs' }))
    expect(taken).toEqual(['FAQs', 'prevented'])
  })

  it("sets rootProperties on the frame document's root, over the copied sheets, and takes away those no longer given", async () => {
    document.head.insertAdjacentHTML('beforeend', '<style data-test-sheet>:root{--brand:#4a2545}</style>')
    const frame = (properties?: Record<`--${string}`, string>) => (
      <DocumentFrame title="Preview" rootProperties={properties}>
        <p>Page</p>
      </DocumentFrame>
    )
    const { rerender } = render(frame({ '--brand': '#06625a', '--surface': '#f2faf8' }))
    await within(frameDocument().body).findByText('Page')
    const root = frameDocument().documentElement
    expect([root.style.getPropertyValue('--brand'), root.style.getPropertyValue('--surface')]).toEqual(['#06625a', '#f2faf8'])
    rerender(frame({ '--brand': '#1b2a4a' }))
    await waitFor(() => expect(root.style.getPropertyValue('--brand')).toBe('#1b2a4a'))
    expect(root.style.getPropertyValue('--surface')).toBe('')
    rerender(frame(undefined))
    await waitFor(() => expect(root.style.getPropertyValue('--brand')).toBe(''))
  })
})
