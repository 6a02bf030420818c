import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFileOf } from './write-headers.ts'

/**
 * Control pages for the speed measurements (docs/performance.md "Blocking time in CPU time", docs/decisions.md #250):
 * pages that run no script, measured in the same run as the site's routes, so a reader sees how much of a figure is
 * the host's. `npm run audit` and `npm run bench:long-tasks` write them into the build they serve and take them out
 * again at the end.
 *
 * - The empty page: about 500 B of HTML (a heading, a paragraph and a `<details>`); no script, stylesheet or image but
 *   the site's tab icon (the 32 px PNG the build always writes, scripts/lib/brand-files.ts; without an icon the browser
 *   asks for /favicon.ico, a 404 Lighthouse reports).
 * - A route's HTML without scripts ({@link withoutScripts}): the prerendered page with every `<script>` and module
 *   preload taken out, its inline CSS, images and native controls kept, so nothing hydrates and nothing loads after
 *   the HTML. Its first paint is the route's own, without what the scripts take from the link and the main thread.
 */

/** The URL path of the empty control page. */
export const EMPTY_CONTROL_PATH = '/control-empty'

/** The URL path of the control page made of `route`'s HTML without scripts (e.g. `/pricing` -> `/control-noscript-pricing`). */
export const noscriptControlPath = (route: string): string =>
  `/control-noscript-${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}`

/** The empty control page: what a page that runs nothing costs on this host. */
export const EMPTY_CONTROL_HTML = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A control page with no script, stylesheet or image.">
<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
<title>Control: empty page</title>
</head>
<body>
<main>
<h1>Control page</h1>
<p>This page runs no script and loads nothing after its HTML.</p>
<details><summary>More</summary><p>Nothing else.</p></details>
</main>
</body>
</html>
`

/**
 * `html` with every `<script>` element (inline, external, JSON data blocks) and every `<link rel="modulepreload">`
 * taken out; everything else (inline CSS, preloads of images, `<noscript>`) kept as it is.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '')
}

/**
 * Writes the empty control and each of `routes`' HTML without scripts into the build folder `dir`, and returns their
 * URL paths (the empty one first) and `remove`, which takes them out again. Write them before the build is served
 * (the static host compresses the files it finds at its start). Throws when a route has no page in `dir`.
 */
export function writeControlPages(dir: string, routes: readonly string[]): { paths: string[]; remove: () => void } {
  const folders: string[] = []
  const write = (path: string, html: string) => {
    const folder = join(dir, path.slice(1))
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'index.html'), html)
    folders.push(folder)
  }
  write(EMPTY_CONTROL_PATH, EMPTY_CONTROL_HTML)
  for (const route of routes) write(noscriptControlPath(route), withoutScripts(readFileSync(join(dir, htmlFileOf(route)), 'utf8')))
  return {
    paths: [EMPTY_CONTROL_PATH, ...routes.map(noscriptControlPath)],
    remove: () => {
      for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** A page a speed measurement loads: a public route, or a control page (`control`); `label` names it in the figures. */
export type MeasuredPage = { path: string; label: string; control: boolean }

/**
 * Writes the control pages into the build folder `dir` ({@link writeControlPages}) and lists every page a speed
 * measurement loads, in the order it rounds them: the empty control, the HTML without scripts of `controlRoute` (with
 * `twins`, of it and of each of `routes`, once each), then `routes`. `remove` takes the control pages out again. Throws
 * when a route has no page in `dir`.
 */
export function writeMeasuredPages(
  dir: string,
  routes: readonly string[],
  { controlRoute, twins }: { controlRoute: string; twins: boolean },
): { pages: MeasuredPage[]; remove: () => void } {
  const twinRoutes = twins ? [...new Set([controlRoute, ...routes])] : [controlRoute]
  const { remove } = writeControlPages(dir, twinRoutes)
  const pages: MeasuredPage[] = [
    { path: EMPTY_CONTROL_PATH, label: 'empty page, no script (control)', control: true },
    ...twinRoutes.map((route) => ({
      path: noscriptControlPath(route),
      label: `${route}'s HTML, scripts removed (control)`,
      control: true,
    })),
    ...routes.map((route) => ({ path: route, label: route, control: false })),
  ]
  return { pages, remove }
}
