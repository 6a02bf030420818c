import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build, type Manifest } from 'vite'
import { pagePartModules, readManifest, staticGraph } from './prerender-manifest.ts'
import { brandFiles, brandHead } from './lib/brand-files.ts'
import { readPublishedContent, swapIntoPlace, workFolders } from './lib/build-content.ts'
import { createCriticalCss } from './lib/critical-css.ts'
import { HOLDING_ROBOTS_TXT, holdingPageHtml } from './lib/holding-page.ts'
import { contentSourceFromEnv, contentToBuild, PublishedContentError, siteVersion, type ContentSource } from './lib/published-content.ts'
import { htmlFileOf, writeSecurityHeaders, writeVercelOutput } from './lib/write-headers.ts'
import { EARLY_TAPS_SCRIPT } from '../src/lib/early-taps-script.ts'
import { FULL_STYLESHEET_SCRIPT } from '../src/lib/full-stylesheet.ts'
import { pageModule, paths, publicPaths, type RouteKey } from '../src/config/paths.ts'
import { brandOf } from '../src/content/brand.ts'

/**
 * `npm run build` (docs/architecture.md, "Budgets"): builds the client into `--outDir` (default dist), builds
 * src/entry-server.tsx for Node into a temporary folder beside it, then writes static HTML:
 * - `<outDir>/<route>/index.html` for every public route, hydrated by src/main.tsx;
 * - `404.html`, the not-found page (noindex), rendered client-side on whatever path a host serves it for;
 * - `auth/index.html` and `admin/index.html`: client-only shells (noindex) with their head tags;
 * - `sitemap.xml` and `robots.txt` from the route table (src/config/paths.ts); her icons and `manifest.webmanifest`
 *   (scripts/lib/brand-files.ts, linked from every page's brand head);
 * - `route-chunks.json`: each public route's page scripts and its parts', for prefetching likely next pages (src/app/prefetch-pages.ts);
 * - `_headers`: the security headers (docs/security.md), with the Content-Security-Policy made from the build's
 *   VITE_SUPABASE_URL and the hashes of the inline scripts found in the HTML written; `--csp-meta` also puts the policy
 *   in a `<meta http-equiv>` on every page (GitHub Pages); `--vercel` (default when VERCEL is set, as on Vercel's
 *   builds) also writes the Build Output API folder `.vercel/output` with the same headers.
 * Each page's head gets the route's SEO tags, a preload of its `fetchpriority="high"` image (the LCP
 * hero), modulepreloads of its lazy page chunk, and its critical CSS inline with the stylesheet loading without
 * blocking render (scripts/lib/critical-css.ts); the /auth and /admin shells, rendered only by the client, keep
 * the blocking stylesheet so they never show unstyled. The build is also a function, {@link prerenderSite}, which the e2e
 * suite calls in its own process.
 *
 * A project with nothing published (docs/decisions.md #445) builds the same way, but every public route and 404.html
 * are the holding page (scripts/lib/holding-page.ts: static, noindex, no script), sitemap.xml lists nothing and
 * robots.txt disallows everything; /auth and /admin are the usual shells, so she can sign in and set the site up.
 *
 * Content (docs/site-content.md "The build"): first reads the latest published version from the backend
 * (VITE_SUPABASE_URL, default the local one; `--wait-for-backend <s>` retries a refused connection that long) and
 * validates it; everything is built into a temporary sibling folder and swapped into `--outDir` only when every
 * page rendered, with `version.json`. Exits non-zero, leaving `--outDir` as it was, when the content cannot be read
 * or is invalid, when any route fails to render, or when a page has inline code the policy cannot allow.
 */

/** What the SSR build of src/entry-server.tsx exports. */
type ServerEntry = {
  render: (path: string) => Promise<{ appHtml: string; headHtml: string; afterHydrationHtml: string }>
  loadSeo: () => Promise<{
    headHtml: (tags: unknown[]) => string
    headTags: (path: string) => unknown[]
    robotsTxt: () => string
    sitemapXml: (publicPaths: readonly string[]) => string
  }>
}

/**
 * What one build works with: its output folder, the client build's manifest and index.html, the critical-CSS pass, and
 * her brand's head tags (scripts/lib/brand-files.ts: theme colour, icons, manifest, the palette's custom properties).
 */
type BuildContext = {
  outDir: string
  manifest: Manifest
  template: string
  criticalCss: (html: string) => Promise<string>
  brandHead: string
}

/** The URL paths ("/assets/….js") of the route's page chunk and its static imports. */
function pageScripts(b: BuildContext, routeKey: RouteKey | 'notFound'): string[] {
  return staticGraph(b.manifest, [pageModule(routeKey)]).map((file) => `/${file}`)
}

/**
 * The URL paths of what the entry imports dynamically and their static imports: the app's modules, which src/main.tsx
 * evaluates in a task of its own after React DOM (docs/decisions.md #254), part of every first load.
 */
function shellScripts(b: BuildContext): string[] {
  const entry = Object.values(b.manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html')
  if (!entry) throw new Error('the build manifest has no index.html entry')
  return staticGraph(b.manifest, entry.dynamicImports ?? []).map((file) => `/${file}`)
}

/** `<link rel=modulepreload>` for the app's modules (`shellScripts`) and the route's page scripts not already in index.html. */
function modulePreloads(b: BuildContext, routeKey: RouteKey | 'notFound'): string {
  return [...new Set([...shellScripts(b), ...pageScripts(b, routeKey)])]
    .filter((path) => !b.template.includes(`${path}"`))
    .map((path) => `<link rel="modulepreload" crossorigin href="${path}">`)
    .join('\n    ')
}

/**
 * Preload for the page's `fetchpriority="high"` image (the LCP element): the first `<source>` of its
 * `<picture>` (AVIF, with `type` so browsers without AVIF skip it), else the img's own srcset/src.
 * Matching ignores case: React writes `fetchPriority` and `srcSet`, and HTML attribute names are
 * case-insensitive.
 */
function lcpPreload(appHtml: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(appHtml)
  if (!img) return ''
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const before = appHtml.slice(0, img.index)
  const pictureStart = before.lastIndexOf('<picture')
  const inPicture = pictureStart !== -1 && before.lastIndexOf('</picture>') < pictureStart
  const source = inPicture ? /<source\b[^>]*>/i.exec(before.slice(pictureStart))?.[0] : undefined
  const from = source ?? img[0]
  const srcset = attr(from, 'srcset')
  const parts = ['<link rel="preload" as="image" fetchpriority="high"']
  if (source && attr(source, 'type')) parts.push(` type="${attr(source, 'type')}"`)
  if (srcset) parts.push(` imagesrcset="${srcset}"`, ` imagesizes="${attr(from, 'sizes') ?? '100vw'}"`)
  else parts.push(` href="${attr(img[0], 'src')}"`)
  return parts.join('') + '>'
}

const joinHead = (...parts: string[]) => parts.filter(Boolean).join('\n    ')

/**
 * The after-first-paint loader (docs/decisions.md #117, #119, #124): the same bytes on every page and every build, so
 * the Content-Security-Policy allows it by one stable hash (docs/security.md "Inline scripts"). It reads the page's
 * script list from the `<script type="application/json" id="page-scripts">` data block, then waits (a buffered
 * PerformanceObserver) until the page's LCP image (`elementtiming="lcp"`) has painted, or on a page without one until
 * the first contentful paint, and then links the full stylesheet (the data block's `data-stylesheet`, with
 * `media="print"` and `data-swap-media`), imports the entry and adds the modulepreloads one per task. Its stylesheet
 * part is FULL_STYLESHEET_SCRIPT from src/lib/full-stylesheet.ts, the one source of switching the sheet on, which the
 * app asks for by an event (docs/decisions.md #199). The stylesheet is switched on (`media="all"`) after the visitor's
 * first tap or key, not by the loader (docs/decisions.md #162, #193): the inline CSS already styles the page and what
 * it shows after hydration exactly as the sheet does (e2e/critical-css.spec.ts), and the sheet's style pass over the
 * whole page was the longest task after the first paint. It comes in a task after the frame that follows the first
 * pointerup or keyup (`requestAnimationFrame`, then a timer), so the tap's answer, which a phone gives at the click after
 * the finger lifts, is not held back by the pass (docs/decisions.md #256, #382). Linked only now, it is neither fetched nor parsed before the LCP image has
 * painted (in the HTML, even as `media="print"`, it often was).
 */
const PAINT_LOADER = [
  'const d=document.getElementById("page-scripts"),f=JSON.parse(d.textContent);',
  FULL_STYLESHEET_SCRIPT,
  'let s=0;',
  'const run=()=>{if(s++)return;sheet();import(f[0]);let i=1;const add=()=>{const h=f[i++];if(!h)return;const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l);setTimeout(add)};setTimeout(add)};',
  'for(const e of["pointerdown","keydown","focusin"])addEventListener(e,run,{once:true,capture:true});',
  'for(const e of["pointerup","keyup"])addEventListener(e,()=>requestAnimationFrame(()=>setTimeout(css)),{once:true,capture:true});',
  'const t=PerformanceObserver.supportedEntryTypes||[];',
  'const hero=t.includes("element")&&document.querySelector("img[elementtiming=lcp]");',
  'if(document.visibilityState==="hidden"||!t.includes("paint"))run();',
  'else{const o=new PerformanceObserver(l=>{for(const e of l.getEntries())if(hero?e.identifier==="lcp":e.name==="first-contentful-paint"){o.disconnect();run()}});',
  'o.observe({type:hero?"element":"paint",buffered:true});if(hero)hero.addEventListener("error",run);setTimeout(run,3000)}',
].join('')

/** Beasties' non-blocking link to the full stylesheet, which the loader adds itself after the first paint (docs/decisions.md #193). */
const DEFERRED_STYLESHEET = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*? media="print" onload="this\.media='all'">\s*/

/**
 * A prerendered page paints before it fetches or runs any script (docs/decisions.md #117). The entry `<script>` and
 * the modulepreload links (Vite's and the route's page chunk) are replaced by {@link PAINT_LOADER} and its file list
 * (the entry first) in a JSON data block; the LCP image (the `fetchpriority="high"` image, after the preload was taken
 * from it) gets `elementtiming="lcp"`; beasties' link to the full stylesheet (with an inline `onload`, which a CSP hash
 * cannot allow, docs/security.md) is taken out and its address put on the data block for the loader (docs/decisions.md #193); the
 * `<noscript>` link stays for visitors without JavaScript. Each modulepreload insertion costs a
 * few ms on a slow phone, so the loader adds them one per task (docs/decisions.md #119). So on a slow connection the
 * HTML, its inline CSS and the hero image have the line to themselves until they are on screen, and hydration (a long
 * task on a slow phone) never delays them. It starts at once in a hidden tab (which paints nothing) and where paint
 * timing is missing, without Element Timing it waits for the first contentful paint only, and it starts anyway on the
 * visitor's first pointerdown or keydown, when the hero image fails, or after 3000 ms. scripts/check-bundle.ts reads
 * the file list from the data block. The client-only /auth and /admin shells, which show nothing before their script
 * runs, keep Vite's plain entry. Throws when the HTML has no entry script.
 * Before the loader comes the early-tap capture (src/lib/early-taps-script.ts, docs/decisions.md #130): a constant
 * classic script, the same bytes on every page, that queues a click on a `data-early-tap` control until that control
 * is live.
 */
function paintBeforeScripts(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!entry) throw new Error('the page has no <script type="module" crossorigin src> entry to defer')
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
  const files = [entry[1], ...[...html.matchAll(preload)].map((m) => m[1])]
  const stylesheet = DEFERRED_STYLESHEET.exec(html)
  if (!stylesheet) throw new Error('the page has no beasties stylesheet link (media="print" onload="this.media=\'all\'") to defer')
  return html
    .replace(DEFERRED_STYLESHEET, '')
    .replace(preload, '')
    .replace(
      entry[0],
      () =>
        `<script>${EARLY_TAPS_SCRIPT}</script><script type="application/json" id="page-scripts" data-stylesheet="${stylesheet[1]}">${JSON.stringify(files)}</script><script type="module">${PAINT_LOADER}</script>`,
    )
    .replace(/<img\b(?=[^>]*\bfetchpriority="high")/i, '<img elementtiming="lcp"')
}

/**
 * The page: her brand's tags where index.html has `<!--brand-head-->` (her palette inline, so the first paint has her
 * colours; docs/decisions.md #342), `head` (SEO tags, LCP preload) where it has `<!--app-head-->`, `preloads` after
 * Vite's entry script so the entry is requested first, `appHtml` inside #root.
 */
function fill(b: BuildContext, head: string, preloads: string, appHtml: string, prerenderedPath?: string): string {
  const rootOpen = prerenderedPath ? `<div id="root" data-prerendered="${prerenderedPath}">` : '<div id="root">'
  return b.template
    .replace('<!--brand-head-->', () => b.brandHead)
    .replace('<!--app-head-->', () => head)
    .replace('</head>', () => (preloads ? `  ${preloads}\n  </head>` : '</head>'))
    .replace('<div id="root"><!--app-html--></div>', () => `${rootOpen}${appHtml}</div>`)
}

const AFTER_HYDRATION = /<!--after-hydration-->[\s\S]*?<!--\/after-hydration-->/

/**
 * The page's critical CSS inline (scripts/lib/critical-css.ts), chosen for its markup plus `afterHydrationHtml`, what
 * it shows once hydrated before any tap (docs/decisions.md #193): that markup is added hidden for beasties to match
 * its rules against, and taken out again.
 */
async function inlineCriticalCss(b: BuildContext, html: string, afterHydrationHtml = ''): Promise<string> {
  const extra = afterHydrationHtml && `<!--after-hydration--><div hidden>${afterHydrationHtml}</div><!--/after-hydration-->`
  const styled = await b.criticalCss(html.replace('</body>', () => `${extra}</body>`))
  if (extra && !AFTER_HYDRATION.test(styled)) throw new Error('beasties dropped the after-hydration markup markers')
  return styled.replace(AFTER_HYDRATION, '')
}

async function write(b: BuildContext, file: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(join(b.outDir, file)), { recursive: true })
  await writeFile(join(b.outDir, file), content)
}

const routes = Object.entries(paths) as [RouteKey, (typeof paths)[RouteKey]][]

/** The URL paths of everything a navigation to the route loads: its page scripts and its parts' (docs/decisions.md #123). */
function navigationScripts(b: BuildContext, routeKey: RouteKey): string[] {
  const page = pageModule(routeKey)
  return staticGraph(b.manifest, [page, ...pagePartModules(b.manifest, page)]).map((file) => `/${file}`)
}

/**
 * Writes every page, the 404, the shells and the route table's files into `b.outDir` from the SSR entry; with `holding`
 * (nothing published) the holding page for every public route and the 404, and files that offer nothing to index.
 */
async function renderPages(b: BuildContext, entry: ServerEntry, holding: boolean): Promise<void> {
  const seo = await entry.loadSeo()
  if (holding) {
    for (const [, route] of routes) if (route.public) await write(b, htmlFileOf(route.path), holdingPageHtml())
    await write(b, '404.html', holdingPageHtml())
    for (const [key, route] of routes) {
      if (!route.public) await write(b, htmlFileOf(route.path), fill(b, seo.headHtml(seo.headTags(route.path)), modulePreloads(b, key), ''))
    }
    await write(b, 'route-chunks.json', '{}\n')
    await write(b, 'sitemap.xml', seo.sitemapXml([]))
    await write(b, 'robots.txt', HOLDING_ROBOTS_TXT)
    return
  }
  for (const [key, route] of routes) {
    if (route.public) {
      const page = await entry.render(route.path)
      const html = fill(b, joinHead(page.headHtml, lcpPreload(page.appHtml)), modulePreloads(b, key), page.appHtml, route.path)
      await write(b, htmlFileOf(route.path), paintBeforeScripts(await inlineCriticalCss(b, html, page.afterHydrationHtml)))
    } else {
      await write(b, htmlFileOf(route.path), fill(b, seo.headHtml(seo.headTags(route.path)), modulePreloads(b, key), ''))
    }
  }
  const notFound = await entry.render('/404')
  // 404.html is rendered again by the client (createRoot): its inline critical CSS styles it until the sheet loads.
  const notFoundHtml = fill(b, notFound.headHtml, modulePreloads(b, 'notFound'), notFound.appHtml)
  await write(b, '404.html', paintBeforeScripts(await inlineCriticalCss(b, notFoundHtml)))
  // The scripts of each public page, for prefetching likely next pages (src/app/prefetch-pages.ts).
  const routeChunks = Object.fromEntries(routes.filter(([, r]) => r.public).map(([key, r]) => [r.path, navigationScripts(b, key)]))
  await write(b, 'route-chunks.json', `${JSON.stringify(routeChunks)}\n`)
  await write(b, 'sitemap.xml', seo.sitemapXml(publicPaths))
  await write(b, 'robots.txt', seo.robotsTxt())
}

/** Options of {@link prerenderSite}. */
export type PrerenderOptions = {
  /** The folder the finished site replaces (relative to the working directory, or absolute). */
  outDir: string
  /** The backend to read the publication from and to build for; default VITE_SUPABASE_URL / _PUBLISHABLE_KEY, else the local one. */
  source?: ContentSource
  /** How long a refused connection to the backend is retried (ms; a backend that is still starting). Default 0. */
  waitForBackendMs?: number
  /** Also put the policy in a `<meta http-equiv>` on every page (GitHub Pages). */
  cspMeta?: boolean
  /** Also write Vercel's Build Output API folder `.vercel/output`. */
  vercel?: boolean
  /** Progress lines (default console.log). */
  log?: (line: string) => void
}

/** The finished build: the publication it shows (null: nothing published, the holding page) and the folder it is in. */
export type PrerenderResult = { version: number | null; publishedAt: string | null; outDir: string }

/** The variables Vite's build reads from process.env, set for one build and put back after it. */
const BUILD_VARIABLES = ['SITE_CONTENT_FILE', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY'] as const

let queue: Promise<unknown> = Promise.resolve()

/**
 * `npm run build` as a function: reads and validates the latest publication, builds the client and the SSR entry with
 * Vite into a temporary sibling of `outDir`, writes every page, the headers and `version.json`, and swaps the result
 * into `outDir` (docs/site-content.md "The build"). Builds in one process run one after another (each sets the
 * variables Vite reads for its duration), so the e2e suite builds in its worker without a process per build
 * (docs/testing.md "e2e tests"). Throws PublishedContentError (nothing written) when the content cannot be
 * read or is invalid, and an Error when a route fails to render or a page has inline code the policy cannot allow;
 * `outDir` is then as it was.
 */
export function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const run = queue.then(() => buildOnce(options))
  queue = run.catch(() => undefined)
  return run
}

async function buildOnce(options: PrerenderOptions): Promise<PrerenderResult> {
  const log = options.log ?? console.log
  const source = options.source ?? contentSourceFromEnv()
  const finalDir = resolve(options.outDir)
  const publication = await readPublishedContent(source, options.waitForBackendMs ?? 0)
  log(
    publication
      ? `Building from published version ${publication.version} (${publication.publishedAt})`
      : 'Nothing is published yet: building the holding page, with /auth and /admin for the set-up (docs/decisions.md #445)',
  )
  // Her palette, icons and manifest (docs/decisions.md #342-#345), first: a logo that cannot be read stops the build here.
  const brand = brandOf(contentToBuild(publication))
  const brandHeadHtml = brandHead(brand)
  const brandFileList = await brandFiles(brand)
  const work = workFolders(finalDir, publication)
  const saved = Object.fromEntries(BUILD_VARIABLES.map((name) => [name, process.env[name]]))
  try {
    Object.assign(process.env, {
      SITE_CONTENT_FILE: work.contentFile,
      VITE_SUPABASE_URL: source.url,
      VITE_SUPABASE_PUBLISHABLE_KEY: source.key,
    })
    await build({ logLevel: 'warn', build: { outDir: work.outDir, emptyOutDir: true } })
    // The SSR build only feeds the render below: public/ goes into the client build alone (docs/decisions.md #237).
    await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: work.ssrDir, emptyOutDir: true, copyPublicDir: false } })
    // A query per build: a process that builds twice must not get the first build's module from the import cache.
    const entryUrl = `${pathToFileURL(join(work.ssrDir, 'entry-server.js')).href}?build=${basename(work.outDir)}`
    const entry = (await import(entryUrl)) as ServerEntry
    const template = await readFile(join(work.outDir, 'index.html'), 'utf8')
    if (!['<!--brand-head-->', '<!--app-head-->', '<div id="root"><!--app-html--></div>'].every((mark) => template.includes(mark))) {
      throw new Error('index.html lost its <!--brand-head--> / <!--app-head--> / <!--app-html--> placeholders')
    }
    const b: BuildContext = {
      outDir: work.outDir,
      manifest: readManifest(work.outDir),
      template,
      criticalCss: createCriticalCss(work.outDir),
      brandHead: brandHeadHtml,
    }
    for (const file of brandFileList) await write(b, file.path, file.body)
    await renderPages(b, entry, publication === null)
    await write(b, 'version.json', `${JSON.stringify(siteVersion(publication))}\n`)
    // The headers for every host, from the HTML just written (docs/security.md); throws on inline code the policy cannot allow.
    const policy = await writeSecurityHeaders(work.outDir, { backendUrl: source.url, cspMeta: options.cspMeta ?? false })
    await swapIntoPlace(work.outDir, finalDir)
    if (options.vercel) await writeVercelOutput(finalDir, resolve('.vercel/output'), policy)
    log(
      publication
        ? `Prerendered ${publicPaths.length} public routes, 404.html and ${routes.length - publicPaths.length} client-only shells of published version ${publication.version} into ${basename(finalDir)}/`
        : `Wrote the holding page for ${publicPaths.length} public routes and 404.html, and ${routes.length - publicPaths.length} client-only shells, into ${basename(finalDir)}/`,
    )
    return { version: publication?.version ?? null, publishedAt: publication?.publishedAt ?? null, outDir: finalDir }
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    work.remove()
  }
}

/** The command line: `tsx scripts/prerender.ts [--outDir dist] [--wait-for-backend <s>] [--csp-meta] [--vercel]`. */
async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      outDir: { type: 'string', default: 'dist' },
      'wait-for-backend': { type: 'string', default: '0' },
      'csp-meta': { type: 'boolean', default: false },
      vercel: { type: 'boolean', default: !!process.env.VERCEL },
    },
  })
  try {
    await prerenderSite({
      outDir: args.outDir,
      waitForBackendMs: Number(args['wait-for-backend']) * 1000,
      cspMeta: args['csp-meta'],
      vercel: args.vercel,
    })
  } catch (error) {
    if (!(error instanceof PublishedContentError)) throw error
    console.error(`\nBuild stopped: ${error.message}\nThe previous build output was left as it was.\n`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
