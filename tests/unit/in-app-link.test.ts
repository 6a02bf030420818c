import { inAppLinkPath, type LinkClick } from '@/lib/in-app-link'

const origin = 'https://studio.example'

function click(anchorHtml: string, overrides: Partial<LinkClick> = {}): LinkClick {
  document.body.innerHTML = anchorHtml
  const target = document.querySelector('[data-target]') ?? document.body.firstElementChild
  return { target, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false, ...overrides }
}

describe('inAppLinkPath (docs/decisions.md #121)', () => {
  beforeEach(() => {
    // jsdom resolves relative hrefs against the document's URL.
    window.history.replaceState(null, '', '/')
  })

  it('gives the path, search and hash of a same-origin link, also for a click on its icon', () => {
    const here = window.location.origin
    expect(inAppLinkPath(click('<a href="/pricing">Prices</a>'), here)).toBe('/pricing')
    expect(inAppLinkPath(click('<a href="/faqs?x=1#longevity"><svg data-target></svg>FAQ</a>'), here)).toBe('/faqs?x=1#longevity')
  })

  it('leaves to the browser: other origins, mailto:, new tabs, downloads, modifier keys, other buttons, handled clicks', () => {
    const here = window.location.origin
    expect(inAppLinkPath(click(`<a href="${origin}/pricing">x</a>`), here)).toBeNull()
    expect(inAppLinkPath(click('<a href="mailto:a@example.com">x</a>'), here)).toBeNull()
    expect(inAppLinkPath(click('<a href="/pricing" target="_blank">x</a>'), here)).toBeNull()
    expect(inAppLinkPath(click('<a href="/pricing" target="_self">x</a>'), here)).toBe('/pricing')
    expect(inAppLinkPath(click('<a href="/og-image.jpg" download>x</a>'), here)).toBeNull()
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(inAppLinkPath(click('<a href="/pricing">x</a>', { [key]: true }), here)).toBeNull()
    }
    expect(inAppLinkPath(click('<a href="/pricing">x</a>', { button: 1 }), here)).toBeNull()
    expect(inAppLinkPath(click('<a href="/pricing">x</a>', { defaultPrevented: true }), here)).toBeNull()
  })

  it('ignores clicks outside links and on anchors without href', () => {
    const here = window.location.origin
    expect(inAppLinkPath(click('<p>text</p>'), here)).toBeNull()
    expect(inAppLinkPath(click('<a name="top">x</a>'), here)).toBeNull()
  })
})
