import { act, render, screen } from '@testing-library/react'
import { lazy, useLayoutEffect, type ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { RootLayout } from '@/app/root-layout'

// The footer and the page on a first render from scratch (src/app/root-layout.tsx, docs/decisions.md #606): on /admin
// and /auth the footer renders once the page has committed; on a public page it renders as soon as its chunk is in.

/** What committed, in order: the page and the footer (its `contentinfo` landmark). */
const committed: string[] = []

/** A page whose chunk comes in when the test says so (`arrive`), like a lazy page's chunk. */
function lazyPage() {
  let arrive!: () => void
  const chunk = new Promise<void>((resolve) => (arrive = resolve))
  function Page() {
    useLayoutEffect(() => {
      committed.push(document.querySelector('footer') ? 'page (footer there)' : 'page')
    }, [])
    return <h1>The page</h1>
  }
  const Page_ = lazy(() => chunk.then(() => ({ default: Page })))
  return { element: <Page_ />, arrive: () => act(async () => arrive()) }
}

/** Renders the root layout at `path`, with `page` as the matched page. */
function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<RootLayout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

/** Lets the footer's chunk (a module the test has loaded before) come in and render, if it is asked for. */
const footerChunkTime = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)))

beforeAll(async () => {
  // The footer's chunk loaded once, so that its import resolves in the next microtasks, as a small chunk that comes in
  // before the page's does.
  await import('@/components/layout/site-footer')
})
beforeEach(() => {
  committed.length = 0
})

test.each(['/admin', '/auth'])('on %s the footer renders after the page, not while its chunk loads', async (path) => {
  const page = lazyPage()
  renderAt(path, page.element)
  await footerChunkTime()
  expect(screen.queryByRole('contentinfo'), 'the footer, before the page').toBeNull()
  await page.arrive()
  expect(committed).toEqual(['page'])
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
})

test('on a public page the footer renders as soon as its chunk is in, the page still loading', async () => {
  const page = lazyPage()
  renderAt('/about', page.element)
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  await page.arrive()
  expect(committed).toEqual(['page (footer there)'])
})
