import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import type { HeadTag } from '@/content/seo'

/**
 * Brings `document.head` in line with `tags`: elements carry `data-head="<key>"`; matching ones are
 * updated in place (so the prerendered tags survive hydration untouched), missing ones are appended
 * and managed ones no longer wanted (e.g. `robots` after leaving the 404 page) are removed.
 */
function applyHeadTags(tags: readonly HeadTag[], head: HTMLHeadElement = document.head): void {
  const wanted = new Set(tags.map((t) => t.key))
  head.querySelectorAll<HTMLElement>('[data-head]').forEach((el) => {
    if (!wanted.has(el.dataset.head ?? '')) el.remove()
  })
  for (const tag of tags) {
    let el = head.querySelector<HTMLElement>(`[data-head="${tag.key}"]`)
    if (!el || el.tagName.toLowerCase() !== tag.tag) {
      el?.remove()
      el = document.createElement(tag.tag)
      el.dataset.head = tag.key
      head.append(el)
    }
    if (tag.tag !== 'title') {
      for (const [name, value] of Object.entries(tag.attrs)) {
        if (el.getAttribute(name) !== value) el.setAttribute(name, value)
      }
    }
    if ((tag.tag === 'title' || tag.tag === 'script') && el.textContent !== tag.text) el.textContent = tag.text
  }
}

/**
 * Whether the document already carries the prerendered head of this URL: scripts/prerender.ts wrote
 * it for the path in `#root[data-prerendered]` (public pages), or for any path served the file
 * (404.html, the /auth and /admin shells, which have no such attribute).
 */
function hasPrerenderedHead(pathname: string): boolean {
  const prerendered = document.getElementById('root')?.dataset.prerendered
  const same = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')
  return document.head.querySelector('[data-head]') !== null && (prerendered === undefined || same(prerendered, pathname))
}

/**
 * Per-route <title>, meta description, canonical, Open Graph / Twitter tags and JSON-LD (issue 5),
 * from `headTags()` in src/content/seo.ts. The prerendered HTML already holds the same tags
 * (scripts/prerender.ts), so the SEO module is only fetched once the visitor navigates (or when the
 * page was not prerendered for this URL, e.g. the dev server): it stays out of the first-load
 * budget. Renders nothing, so it cannot cause a hydration mismatch.
 */
export function RouteHead() {
  const { pathname } = useLocation()
  const firstRun = useRef(true)
  useEffect(() => {
    const first = firstRun.current
    firstRun.current = false
    if (first && hasPrerenderedHead(pathname)) return
    let current = true
    void import('@/content/seo').then(({ headTags }) => {
      if (current) applyHeadTags(headTags(pathname))
    })
    return () => {
      current = false
    }
  }, [pathname])
  return null
}
