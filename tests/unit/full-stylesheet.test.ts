import { afterEach, describe, expect, it } from 'vitest'
import { FULL_STYLESHEET_ATTRIBUTE, showFullStylesheet } from '@/lib/full-stylesheet'

/** A prerendered page's full-stylesheet link as the prerender writes it, loaded (`sheet` set) or still loading. */
function sheetLink(loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = '/assets/main.css'
  link.media = 'print'
  link.setAttribute(FULL_STYLESHEET_ATTRIBUTE, '')
  // jsdom loads no stylesheet, so `sheet` stays null unless the test says it has loaded.
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} })
  document.head.append(link)
  return link
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('showFullStylesheet (docs/decisions.md #193)', () => {
  it('switches a loaded sheet on at once', () => {
    const link = sheetLink(true)
    showFullStylesheet()
    expect(link.media).toBe('all')
  })

  it('switches a sheet still loading on when it loads, not before', () => {
    const link = sheetLink(false)
    showFullStylesheet()
    expect(link.media).toBe('print')
    link.dispatchEvent(new Event('load'))
    expect(link.media).toBe('all')
  })

  it('leaves other stylesheets alone and can be called again', () => {
    const other = document.createElement('link')
    other.rel = 'stylesheet'
    other.media = 'print'
    document.head.append(other)
    const link = sheetLink(true)
    showFullStylesheet()
    showFullStylesheet()
    expect(link.media).toBe('all')
    expect(other.media).toBe('print')
  })
})
