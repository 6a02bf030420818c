import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { normalizePath } from '@/config/paths'

/**
 * Whether the document already carries the prerendered head of this URL: scripts/prerender.ts wrote
 * it for the path in `#root[data-prerendered]` (public pages), or for any path served the file
 * (404.html, the /auth and /admin shells, which have no such attribute).
 */
function hasPrerenderedHead(pathname: string): boolean {
  const prerendered = document.getElementById('root')?.dataset.prerendered
  return (
    document.head.querySelector('[data-head]') !== null &&
    (prerendered === undefined || normalizePath(prerendered) === normalizePath(pathname))
  )
}

/**
 * Per-route <title>, meta description, canonical, Open Graph / Twitter tags and JSON-LD (docs/architecture.md, "Budgets"),
 * from `headTags()` in src/app/seo.ts. The prerendered HTML already holds the same tags
 * (scripts/prerender.ts), so the SEO module and the head updater (src/lib/seo/apply-head-tags.ts) are only
 * fetched once the visitor navigates (or when the page was not prerendered for this URL, e.g. the dev
 * server): they stay out of the first-load budget. Renders nothing, so it cannot cause a hydration mismatch.
 */
export function RouteHead() {
  const { pathname } = useLocation()
  const firstRun = useRef(true)
  useEffect(() => {
    const first = firstRun.current
    firstRun.current = false
    if (first && hasPrerenderedHead(pathname)) return
    let current = true
    void Promise.all([import('@/app/seo'), import('@/lib/seo/apply-head-tags')]).then(([{ headTags }, { applyHeadTags }]) => {
      if (current) applyHeadTags(headTags(pathname))
    })
    return () => {
      current = false
    }
  }, [pathname])
  return null
}
