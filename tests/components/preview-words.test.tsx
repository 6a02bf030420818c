import { screen, within } from '@testing-library/react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { siteContentSeed } from '@/demo/site-content'
import { PreviewContentContext } from '@/lib/site-content/preview'
import { renderContent } from '@/lib/site-content/render'
import type { PublishedContent } from '@/lib/site-content/schema'
import HomePage from '@/pages/home'
import HygienePage from '@/pages/hygiene'
import { bloomStudio } from '../support/other-studio'
import { renderWithProviders } from '../support/render'

// /admin's preview shows a draft's identity and words (docs/site-content.md "Preview"): the real header, footer and
// pages, given the draft as the preview gives it (PreviewContentContext, placeholders filled), read every part through
// their hooks, not the published modules. The preview panel itself: tests/features/admin-preview.test.tsx.

const draft: PublishedContent = {
  ...bloomStudio,
  gallery: [],
  pages: {
    ...siteContentSeed.pages,
    home: { ...siteContentSeed.pages.home, headline: 'Brows, lashes and calm in {town}' },
    hygiene: { ...siteContentSeed.pages.hygiene, lead: 'Every tool is sterilised, every time, at {studio}.' },
  },
  hygiene: {
    ...siteContentSeed.hygiene,
    standards: [
      { id: 'fresh', title: 'Fresh tools for you', text: 'Opened in front of you.' },
      ...siteContentSeed.hygiene.standards.slice(1),
    ],
  },
  messages: { ...siteContentSeed.messages, question: 'Hello {owner}, a question about {studio}!' },
}

function renderPreview(page: React.ReactElement, route: string) {
  return renderWithProviders(
    <PreviewContentContext.Provider value={renderContent(draft)}>
      <SiteHeader />
      {page}
      <SiteFooter />
    </PreviewContentContext.Provider>,
    { route },
  )
}

describe('a page previewed from her draft', () => {
  it('names her studio, town and city in the header, the footer and the hero, not the published ones', async () => {
    const { container } = renderPreview(<HomePage />, '/')
    // The home page's part below the hero is a chunk of its own (docs/decisions.md #123): slow to import on a busy machine.
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
    const header = container.querySelector('header')!
    expect(within(header).getByRole('link', { name: 'Bloom Beauty Bar, Didsbury · Manchester, home' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brows, lashes and calm in Didsbury')
    expect(screen.getAllByText('Grow your glow.')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'WhatsApp Maya' }).getAttribute('href')).toContain(
      encodeURIComponent("Hi Maya! I'd like to book an appointment at Bloom Beauty Bar."),
    )
    const footer = container.querySelector('footer')!
    expect(within(footer).getByText('Nails, lashes and brows in a calm private studio in Didsbury, Manchester.')).toBeInTheDocument()
    expect(within(footer).getByText('Private home studio, Didsbury, Manchester')).toBeInTheDocument()
    expect(screen.queryByText(/IJ Nails|Woodley|Isla/)).toBeNull()
  }, 20_000)

  it('shows her page intro, her hygiene standards and her prefilled question', () => {
    renderPreview(<HygienePage />, '/hygiene')
    expect(screen.getByText('Every tool is sterilised, every time, at Bloom Beauty Bar.')).toBeInTheDocument()
    expect(screen.getByText('Fresh tools for you')).toBeInTheDocument()
    expect(screen.queryByText('Medical-grade sterilisation')).toBeNull()
    expect(screen.getByRole('link', { name: 'Ask a Question' }).getAttribute('href')).toContain(
      encodeURIComponent('Hello Maya, a question about Bloom Beauty Bar!'),
    )
  })
})

describe('her logo in the header', () => {
  it('shows her logo in place of the name as wordmark when she has one, the link still named by her studio', () => {
    const logo = { imageUrl: 'http://127.0.0.1:54321/storage/v1/object/public/gallery-images/about/logo-1.png', width: 300, height: 100 }
    const withLogo = renderContent({ ...draft, identity: { ...draft.identity, logo } })
    const { container } = renderWithProviders(
      <PreviewContentContext.Provider value={withLogo}>
        <SiteHeader />
      </PreviewContentContext.Provider>,
      { route: '/' },
    )
    const home = within(container.querySelector('header')!).getByRole('link', { name: 'Bloom Beauty Bar, Didsbury · Manchester, home' })
    const img = home.querySelector('img')!
    expect(img).toHaveAttribute('src', logo.imageUrl)
    expect(img).toHaveAttribute('width', '300')
    expect(img).toHaveAttribute('alt', '')
    expect(home).not.toHaveTextContent('Bloom Beauty Bar')
    expect(home).toHaveTextContent('Didsbury · Manchester')
  })
})
