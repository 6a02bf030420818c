import { act } from '@testing-library/react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FullStylesheetOnMount } from '@/lib/full-stylesheet-on-mount'
import { FULL_STYLESHEET_ATTRIBUTE, FULL_STYLESHEET_SCRIPT, showFullStylesheet } from '@/lib/full-stylesheet'
import { markLoaded, runStylesheetLoader } from '../support/full-stylesheet'

let loader: ReturnType<typeof runStylesheetLoader>

beforeEach(() => {
  loader = runStylesheetLoader()
})

afterEach(() => {
  loader.remove()
})

describe("the loader's stylesheet part and showFullStylesheet (docs/decisions.md #193, #199)", () => {
  it('links the sheet once, after the first paint, off: media "print" and the attribute the app looks for', () => {
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull()
    const link = loader.sheet()!
    expect(loader.sheet()).toBe(link)
    expect(document.querySelectorAll(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)).toHaveLength(1)
    expect(link.getAttribute('href')).toBe('/assets/main.css')
    expect(link.media).toBe('print')
    expect(link.crossOrigin).toBe('')
  })

  it('switches a loaded sheet on at once, for the first tap and for the app alike', () => {
    markLoaded(loader.sheet()!)
    loader.css()
    expect(loader.sheet()!.media).toBe('all')
    loader.sheet()!.media = 'print'
    showFullStylesheet()
    expect(loader.sheet()!.media).toBe('all')
  })

  it('switches a sheet still loading on when it loads, not before', () => {
    const link = loader.sheet()!
    showFullStylesheet()
    expect(link.media).toBe('print')
    link.dispatchEvent(new Event('load'))
    expect(link.media).toBe('all')
  })

  it('links the sheet itself when the app asks before the loader has, and can be asked again', () => {
    showFullStylesheet()
    showFullStylesheet()
    const links = document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)
    expect(links).toHaveLength(1)
    links[0]!.dispatchEvent(new Event('load'))
    expect(links[0]!.media).toBe('all')
  })

  it('leaves other stylesheets alone', () => {
    const other = document.createElement('link')
    other.rel = 'stylesheet'
    other.media = 'print'
    document.head.append(other)
    markLoaded(loader.sheet()!)
    showFullStylesheet()
    expect(other.media).toBe('print')
    other.remove()
  })

  it('is one line of script without markup, so the page can inline it', () => {
    expect(FULL_STYLESHEET_SCRIPT).not.toMatch(/[\n<]/)
  })
})

describe('FullStylesheetOnMount (docs/decisions.md #199)', () => {
  let container: HTMLDivElement
  let root: Root | undefined

  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    markLoaded(loader.sheet()!)
  })

  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
  })

  const ui = (
    <FullStylesheetOnMount>
      <p>Photo viewer</p>
    </FullStylesheetOnMount>
  )

  it('switches the sheet on when its children mount in a client render', () => {
    act(() => {
      root = createRoot(container)
      root.render(ui)
    })
    expect(container).toHaveTextContent('Photo viewer')
    expect(loader.sheet()!.media).toBe('all')
  })

  it('leaves it off when its children are hydrated from the prerendered HTML, and after', () => {
    container.innerHTML = renderToString(ui)
    act(() => {
      root = hydrateRoot(container, ui)
    })
    expect(container).toHaveTextContent('Photo viewer')
    expect(loader.sheet()!.media).toBe('print')
  })
})
