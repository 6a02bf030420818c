/**
 * The full stylesheet of a prerendered public page (docs/decisions.md #111, #162, #193). The prerender inlines the
 * rules the page's own markup uses; once the page has painted, the after-paint loader links the whole sheet with
 * `media="print"` and this attribute, so it loads after the first paint and applies to nothing on screen (a
 * `<noscript>` link serves visitors without JavaScript). It is switched on (`media="all"`) only when
 * something may need a rule the inline CSS lacks: the visitor's first pointerdown, keydown or focus (the after-paint
 * loader in scripts/prerender.ts), a client-side navigation (src/app/use-full-stylesheet.ts), a page rendered rather
 * than hydrated (src/main.tsx), the welcome offer's modal opening by itself, and the error screen.
 */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-swap-media'

/**
 * Switches the full stylesheet on: at once when it has loaded, else when it loads. Does nothing on a page without
 * one (the /auth and /admin shells link it normally; the loader links it before it imports the app) and when it is
 * already on; safe to call any number of times.
 */
export function showFullStylesheet(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLESHEET_ATTRIBUTE}]`)) {
    if (link.media === 'all') continue
    if (link.sheet) link.media = 'all'
    else link.addEventListener('load', () => (link.media = 'all'), { once: true })
  }
}
