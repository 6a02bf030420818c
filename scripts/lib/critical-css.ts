import Beasties from 'beasties'

/**
 * Rules inlined on every page whatever its markup (docs/decisions.md #119). Beasties 0.5 cannot match two kinds of
 * Tailwind selector, so without these their rules arrived only with the full stylesheet, after first paint, and moved
 * the page (every button icon and every space-y list: a relayout of the whole page and a layout shift):
 * - `:where(.space-y-3>:not(:last-child))` (space-y, divide-y and the preflight's `:where(...)` rules): beasties strips
 *   every pseudo-class, `:where(...)` included, and an empty selector never matches;
 * - `.\[\&_svg\]\:size-5 svg` (arbitrary `[&_...]` variants): beasties parses the HTML without decoding entities,
 *   so the class attribute reads `[&amp;_svg]:size-5` and never matches.
 * The site notice's rule is here because a head script switches it on before first paint (docs/decisions.md #112).
 * `e2e/critical-css.spec.ts` checks that the full stylesheet moves nothing on any public page.
 */
const ALWAYS_INLINE = [/notice-on/, /^:where\(/, /\\&/]

/**
 * Critical CSS for the prerendered pages (docs/architecture.md "Prerender", docs/decisions.md #111), with beasties:
 * the rules a page's own markup uses are inlined in its `<head>`, and the full stylesheet loads without blocking
 * the first paint (`media="print"` swapped to `all` once loaded, with a `<noscript>` link for visitors without
 * JavaScript). Client-side navigation then has the whole stylesheet. Rules for states that the markup does not show
 * at build time but the first paint may (the site notice, switched on by a head script) are always kept.
 */
export function createCriticalCss(outDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    noscriptFallback: true,
    pruneSource: false,
    compress: true,
    reduceInlineStyles: false,
    allowRules: ALWAYS_INLINE,
    logLevel: 'warn',
  })
  return (html) => beasties.process(html)
}
