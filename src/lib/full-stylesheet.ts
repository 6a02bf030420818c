/**
 * The full stylesheet of a prerendered public page (docs/decisions.md #111, #162, #193, #199): the one source of the
 * after-paint loader's stylesheet part and of the app's way to switch the sheet on. The prerender inlines the rules
 * the page's own markup uses; once the page has painted, the after-paint loader (scripts/prerender.ts) links the whole
 * sheet with `media="print"` and this attribute, so it loads after the first paint and applies to nothing on screen
 * (a `<noscript>` link serves visitors without JavaScript). It is switched on (`media="all"`) only when something may
 * need a rule the inline CSS lacks: right after the frame that answers the visitor's first pointerup or keyup (the
 * loader, docs/decisions.md #256, #382), or before UI the prerender did not draw paints, mounting on the client
 * (`FullStylesheetOnMount`, src/lib/full-stylesheet-on-mount.tsx). Kept free of imports
 * so scripts/prerender.ts can read the script without loading the app.
 */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-swap-media'

/** The event on `window` that asks the loader's {@link FULL_STYLESHEET_SCRIPT} to switch the sheet on. */
export const FULL_STYLESHEET_EVENT = 'swap-media'

/**
 * The stylesheet part of the after-paint loader, the one implementation of switching the sheet on: script text that
 * the loader's inline module script starts with (scripts/prerender.ts), so it is constant and its CSP hash the same
 * on every page and build. It expects `d`, the `#page-scripts` data block whose `data-stylesheet` is the sheet's
 * address, and defines `sheet()`, which links the sheet (`media="print"`, {@link FULL_STYLESHEET_ATTRIBUTE}) once and
 * returns its link (undefined without an address), and `css()`, which links it if need be and switches it on: at once
 * when it has loaded, else when it loads. `css()` also runs on every {@link FULL_STYLESHEET_EVENT}. A constant
 * expression, so the app's bundle, which never reads it, leaves it out.
 */
export const FULL_STYLESHEET_SCRIPT =
  'let c;' +
  `const sheet=()=>{if(!c&&d.dataset.stylesheet){c=document.createElement("link");c.rel="stylesheet";c.crossOrigin="";c.media="print";c.setAttribute("${FULL_STYLESHEET_ATTRIBUTE}","");c.href=d.dataset.stylesheet;document.head.append(c)}return c};` +
  'const css=()=>{const l=sheet();if(l)l.sheet?l.media="all":l.addEventListener("load",()=>{l.media="all"})};' +
  `addEventListener("${FULL_STYLESHEET_EVENT}",css);`

/**
 * Switches the full stylesheet on, by asking the loader's {@link FULL_STYLESHEET_SCRIPT}: at once when it has loaded,
 * else when it loads. Does nothing on a page without the loader (the /auth and /admin shells link the sheet
 * normally, the dev server serves it blocking) and when it is already on; safe to call any number of times.
 */
export function showFullStylesheet(): void {
  dispatchEvent(new Event(FULL_STYLESHEET_EVENT))
}
