import { render, waitFor } from '@testing-library/react'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { RouteHead } from '@/app/route-head'
import { siteUrl } from '@/app/seo'
import { pageSeo } from '@/content/seo'

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: RouteHead }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

const managed = () => [...document.head.querySelectorAll('[data-head]')].map((el) => el.getAttribute('data-head'))
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')

describe('RouteHead', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('writes the route head when the page was not prerendered (dev server) and follows navigation', async () => {
    const router = renderAt('/about')
    await waitFor(() => expect(document.title).toBe(pageSeo.about.title))
    expect(canonical()).toBe(`${siteUrl}/about`)

    await act(() => router.navigate('/no-such-page'))
    await waitFor(() => expect(document.title).toBe(pageSeo.notFound.title))
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(canonical()).toBeUndefined()

    await act(() => router.navigate('/pricing'))
    await waitFor(() => expect(document.title).toBe(pageSeo.pricing.title))
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(canonical()).toBe(`${siteUrl}/pricing`)
    expect(new Set(managed()).size).toBe(managed().length)
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
  })

  it('leaves a prerendered head alone on first render, then updates it in place', async () => {
    document.head.innerHTML = '<title data-head="title">Prerendered</title>'
    const root = document.createElement('div')
    root.id = 'root'
    root.dataset.prerendered = '/gifts'
    document.body.append(root)
    const prerenderedTitle = document.head.querySelector('title')

    const router = renderAt('/gifts')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.title).toBe('Prerendered')

    await act(() => router.navigate('/faqs'))
    await waitFor(() => expect(document.title).toBe(pageSeo.faqs.title))
    expect(document.head.querySelector('title')).toBe(prerenderedTitle)
    root.remove()
  })
})
