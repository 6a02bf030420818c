import Beasties from 'beasties'

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
    allowRules: [/notice-on/],
    logLevel: 'warn',
  })
  return (html) => beasties.process(html)
}
