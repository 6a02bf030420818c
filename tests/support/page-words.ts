import { JSDOM } from 'jsdom'

/**
 * A prerendered page's words: its head's (title and metas), its JSON-LD (null when it has none), its `<main>`'s and those
 * of the chrome around it (header, footer, bars).
 */
export type PageWords = { head: string[]; jsonLd: unknown; main: string[]; chrome: string[] }

/**
 * What a visitor and a search engine read on a prerendered page, as lines (tests/build/prerender-content.test.ts): the
 * managed head tags (title, the `data-head` metas, the JSON-LD), and the page's markup with its words and the
 * attributes that carry words or places (`alt`, `aria-label`, `title`, `href`, `name`, `id`, `role`), one tag or text a
 * line, apart for `<main>` and the chrome around it. Left out: styles, scripts, SVG icons, classes and every other
 * attribute, and the separators React puts between adjacent texts, so a change of design (the palette, the critical
 * CSS, chunk names) changes nothing here, and a changed or lost word does. `origin` (the site's URL) is written as
 * `<origin>`.
 */
export function pageWords(html: string, origin: string): PageWords {
  const { document } = new JSDOM(html).window
  const head: string[] = [`title: ${document.title}`]
  for (const meta of document.head.querySelectorAll('meta[data-head]')) {
    head.push(`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}: ${meta.getAttribute('content')}`)
  }
  const jsonLd = document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null'
  const main: string[] = []
  const chrome: string[] = []
  for (const part of document.getElementById('root')?.children ?? []) walk(part, part.tagName === 'MAIN' ? main : chrome, true)
  const withOrigin = (lines: string[]) => lines.map((line) => line.replaceAll(origin, '<origin>'))
  return {
    head: withOrigin(head),
    jsonLd: JSON.parse(jsonLd.replaceAll(origin, '<origin>')),
    main: withOrigin(main),
    chrome: withOrigin(chrome),
  }
}

const KEPT_ATTRIBUTES = ['alt', 'aria-label', 'title', 'href', 'name', 'id', 'role']
const SKIPPED = new Set(['svg', 'script', 'style', 'noscript', 'template'])

/**
 * Element and text lines of `element` (with its own tag when `self`) and its content; adjacent texts (React's `<!-- -->`
 * between them) are one line.
 */
function walk(element: Element, lines: string[], self = false): void {
  if (self) lines.push(tagLine(element))
  let text = ''
  const flush = () => {
    const words = text.replace(/\s+/g, ' ').trim()
    if (words) lines.push(words)
    text = ''
  }
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? ''
    if (node.nodeType !== 1) continue
    flush()
    const child = node as Element
    if (SKIPPED.has(child.tagName.toLowerCase())) continue
    walk(child, lines, true)
  }
  flush()
}

/** `<tag attr="…">` with the kept attributes only. */
function tagLine(element: Element): string {
  const attributes = KEPT_ATTRIBUTES.filter((a) => element.hasAttribute(a)).map((a) => ` ${a}="${element.getAttribute(a)}"`)
  return `<${element.tagName.toLowerCase()}${attributes.join('')}>`
}
