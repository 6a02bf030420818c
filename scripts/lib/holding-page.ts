/**
 * The holding page of a project with nothing published (docs/decisions.md #445; docs/site-content.md "A new studio"):
 * what every public route and the 404 are until she has set up her site in /admin and published it. The product's own
 * words, in one static page: no script, no request, no word of any studio, marked noindex; the host sends it the site's
 * security headers like any page (docs/security.md). Written by `npm run build` (scripts/prerender.ts) and served by
 * the dev server for a public route (scripts/lib/site-content-plugin.ts).
 */

import { paths } from '../../src/config/paths.ts'

/** The holding page's heading, and its `<title>`. */
export const HOLDING_TITLE = 'This site is being set up'

/**
 * The whole page: one `main` with one h1, a line and the owner's link to /auth (so that she, sent here when she signs
 * out, finds her way back to the set-up: docs/decisions.md #533), system fonts, colours at AA (#1e293b
 * and #475569 on #f8fafc: 14.5:1 and 7.2:1), legible at 320 px and larger, no motion.
 */
export function holdingPageHtml(): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${HOLDING_TITLE}</title>
    <style>
      html { color-scheme: light; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #1e293b;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
      main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: 1.25; }
      p { margin: 0; color: #475569; font-size: 1.125rem; }
      p.owner { margin-top: 2.5rem; font-size: 0.9375rem; }
      a { display: inline-block; padding: 0.5rem 0.25rem; color: #1e293b; text-underline-offset: 0.2em; }
      a:focus-visible { outline: 2px solid #1e293b; outline-offset: 2px; border-radius: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${HOLDING_TITLE}</h1>
      <p>Please come back soon.</p>
      <p class="owner"><a href="${paths.auth.path}">Site owner? Sign in to set it up</a></p>
    </main>
  </body>
</html>
`
}

/** robots.txt of a project with nothing published: nothing to index (and no sitemap to read). */
export const HOLDING_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n'
