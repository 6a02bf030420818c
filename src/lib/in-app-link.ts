/**
 * Which clicks on a plain `<a href>` the app handles itself, as react-router's `<Link>` would: the links inside
 * prerendered HTML that is not hydrated (src/components/layout/prerendered.tsx, docs/decisions.md #121).
 */

/** The parts of a click that decide whether the browser or the app handles it. */
export type LinkClick = {
  target: EventTarget | null
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
}

/**
 * The same-origin link an event happened on (the `<a href>` at or around `target`), or `null` when there is none or it
 * leads to another origin. `origin` is the page's, e.g. "https://example.com". Also used by the prefetcher
 * (src/app/prefetch-pages.ts).
 */
export function sameOriginLink(target: EventTarget | null, origin: string): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  return anchor instanceof HTMLAnchorElement && anchor.origin === origin ? anchor : null
}

/**
 * The in-app path ("/pricing", with its search and hash) a click should navigate to without a page load, or `null`
 * when the browser should handle it: not on a link, a link to another origin (mailto:, tel:, wa.me), one that opens
 * a new tab or downloads, a button other than the main one, a modifier key (open in a new tab or window), or a
 * click a handler has already taken (`defaultPrevented`). `origin` is the page's, e.g. "https://example.com".
 */
export function inAppLinkPath(click: LinkClick, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null
  const anchor = sameOriginLink(click.target, origin)
  if (!anchor) return null
  const target = anchor.getAttribute('target')
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null
  return `${anchor.pathname}${anchor.search}${anchor.hash}`
}
