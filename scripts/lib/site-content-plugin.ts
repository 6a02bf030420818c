import { readFileSync } from 'node:fs'
import type { Plugin, ViteDevServer } from 'vite'
import { brandOf, headerLogo } from '../../src/content/brand.ts'
import type { BrandFile } from './brand-files.ts'
import { holdingPageHtml } from './holding-page.ts'
import { isOwnerPath, routeKeyFor } from '../../src/config/paths.ts'
import { groupOpeningHours } from '../../src/lib/hours.ts'
import { noticeBootScript } from '../../src/lib/notice.ts'
import { partsWithPlaceholders, renderContent } from '../../src/lib/site-content/render.ts'
import type { PublishedContent } from '../../src/lib/site-content/schema.ts'
import {
  contentSourceFromEnv,
  contentToBuild,
  demoLaunchValues,
  fetchLatestPublication,
  latestPublicationId,
  siteVersion,
  type LatestPublication,
} from './published-content.ts'

/**
 * `virtual:site-content/<part>` (docs/site-content.md "The build"): the owner's published content as modules,
 * one per part, so each page's chunk carries only what it shows (identity, details, hours and notice are on every
 * page; prices, testimonials and the gallery only where they are shown; the search listings only with the SEO
 * module). Her texts arrive finished: every placeholder is filled here (src/lib/site-content/render.ts), so no page
 * carries code to fill one (docs/decisions.md #362).
 * - `vite build`: the validated publication in the JSON file named by SITE_CONTENT_FILE (written by
 *   scripts/prerender.ts, the same for the client and the SSR build); without it the build stops.
 * - Vitest: the demo studio (src/demo/site-content.ts) with an empty gallery.
 * - `vite` (dev): the latest publication of the backend at VITE_SUPABASE_URL, re-read when a new one appears
 *   (polled every POLL_MS; the page reloads), and `/version.json` for /admin's live status; her brand's head tags in
 *   index.html and its icons and manifest served as the build writes them (scripts/lib/brand-files.ts).
 * `virtual:site-content/launch` is not a part: the demo studio's launch values, which /admin loads to upgrade a
 * document of an older schema version, or `null` in a build whose backend holds none (docs/decisions.md #361).
 *
 * A project with nothing published (docs/decisions.md #445): the parts are `contentToBuild(null)`, the starter site
 * with stand-in answers, which no screen shows; the dev server answers a public route with
 * the holding page (scripts/lib/holding-page.ts), as the build writes it for each; and the build defines
 * `__SITE_EMPTY__` true, so the client router sends a navigation to a public route to the host's holding page
 * (src/app/router.tsx), and /auth and /admin show the product's plain bar, not the starter's stand-in studio
 * (src/app/root-layout.tsx, docs/decisions.md #530). The dev server reads `__SITE_EMPTY__` from the page
 * (DEV_SITE_EMPTY), so the same holds there until she publishes. Everywhere else `__SITE_EMPTY__` is false, and what it
 * guards is not in the bundle.
 */

/**
 * The parts of the content, each a module `virtual:site-content/<part>`: these, and every part whose texts may hold
 * placeholders (render.ts), filled in.
 */
const SITE_CONTENT_PARTS = [
  'prices',
  'hours',
  'notice',
  'details',
  'testimonials',
  'gallery',
  'services',
  'featured',
  'terms',
  'slideshow',
  'vouchers',
  'welcome',
  'identity',
  'home',
  'longevity',
  ...partsWithPlaceholders,
] as const
type Part = (typeof SITE_CONTENT_PARTS)[number]

/**
 * The dev server's `__SITE_EMPTY__` (docs/decisions.md #530): read from the page, whose `<html>` carries
 * DEV_SITE_EMPTY_ATTRIBUTE while the backend holds no publication, so it follows her first Publish with the page's
 * reload instead of being fixed when the server starts.
 */
const DEV_SITE_EMPTY_ATTRIBUTE = 'data-site-empty'
const DEV_SITE_EMPTY = `document.documentElement.hasAttribute(${JSON.stringify(DEV_SITE_EMPTY_ATTRIBUTE)})`

const PREFIX = 'virtual:site-content/'
/** How often the dev server asks the backend for a newer publication (ms). */
const POLL_MS = 1_500

/**
 * The module text of one part. Hours are emitted as display rows ("Mon–Fri 17:00–21:00"), grouped here at build
 * time so the first load carries the rows, not the grouping code (docs/architecture.md "Budgets").
 */
function partModule(content: PublishedContent, part: Part): string {
  return `export default ${JSON.stringify(partValue(renderContent(content), part))}\n`
}

/** The value of one part's module, from `content` with its placeholders filled. */
function partValue(content: PublishedContent, part: Part): unknown {
  switch (part) {
    case 'identity': {
      // The colours reach the pages as CSS (the palette), not as script; the logo as the header's rendition, a file of
      // the site drawn by the build (docs/decisions.md #552).
      const { colours: _colours, logo, ...shown } = content.identity
      return { ...shown, logo: logo && headerLogo(logo) }
    }
    case 'home':
      return content.pages.home
    case 'pages': {
      const { home: _home, ...others } = content.pages
      return others
    }
    case 'hours':
      return groupOpeningHours(content.hours)
    case 'services':
      return { categories: content.services.categories, cards: content.services.cards }
    case 'featured':
      return content.services.featured
    case 'terms':
      return content.bookingTerms
    case 'vouchers':
      return { vouchers: content.offers.vouchers, voucherValidityMonths: content.offers.voucherValidityMonths }
    case 'welcome':
      return content.offers.welcome
    case 'slideshow':
      // Only the photos of hers that the slideshow shows, so the home page does not carry the whole gallery.
      return {
        refs: content.slideshow,
        photos: content.gallery.filter((p) => content.slideshow.some((r) => r.source === 'gallery' && r.id === p.id)),
      }
    default:
      return content[part]
  }
}

/**
 * The demo studio as a published version with no photos: what a fresh local backend publishes first. Imported when
 * asked for, so a build of her own site never loads the demo's module (docs/decisions.md #363).
 */
export async function publishedContentFromSeed(): Promise<PublishedContent> {
  const { siteContentSeed } = await import('../../src/demo/site-content.ts')
  return { ...siteContentSeed, gallery: [] }
}
const seedContent = publishedContentFromSeed

const LAUNCH_MODULE = `${PREFIX}launch`

/** `virtual:site-content/launch`: the demo's launch values when `needed` (a backend holding an older document), else null. */
async function launchModule(needed: boolean): Promise<string> {
  return `export default ${needed ? JSON.stringify(await demoLaunchValues()) : 'null'}\n`
}

/** The publication a `vite build` is made of (SITE_CONTENT_FILE, written by scripts/prerender.ts; `null`: nothing published). */
function builtPublication(): LatestPublication | null {
  const file = process.env.SITE_CONTENT_FILE
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as LatestPublication | null) : null
}

export function siteContentPlugin(): Plugin {
  let mode: 'build' | 'test' | 'dev' = 'build'
  let current: LatestPublication | null = null
  /** The dev server's backend answered and holds no publication: public routes are the holding page. */
  let devEmpty = false
  let devLoad: Promise<PublishedContent> | null = null
  const source = contentSourceFromEnv()

  async function devContent(): Promise<PublishedContent> {
    try {
      current = await fetchLatestPublication(source)
      devEmpty = current === null
      if (devEmpty)
        console.log('[site-content] Nothing is published yet: the public pages are the holding page; set the site up at /admin.')
      return contentToBuild(current)
    } catch (error) {
      console.warn(
        `[site-content] ${error instanceof Error ? error.message : String(error)}\n[site-content] Showing the demo studio instead.`,
      )
      current = null
      devEmpty = false
      return seedContent()
    }
  }

  function watch(server: ViteDevServer): void {
    let seen: number | null | undefined
    const timer = setInterval(() => {
      latestPublicationId(source)
        .then((id) => {
          // The first answer only sets the baseline; a later, different id is a new publication.
          if (seen === undefined || id === seen) {
            seen = id
            return
          }
          seen = id
          devLoad = null
          for (const part of [...SITE_CONTENT_PARTS, 'launch']) {
            const module = server.moduleGraph.getModuleById(`\0${PREFIX}${part}`)
            if (module) server.moduleGraph.invalidateModule(module)
          }
          console.log(`[site-content] published version ${id}: reloading the page`)
          server.ws.send({ type: 'full-reload' })
          devLoad = devContent()
        })
        .catch(() => undefined)
    }, POLL_MS)
    server.httpServer?.once('close', () => clearInterval(timer))
  }

  return {
    name: 'site-content',
    config(_config, env) {
      const build = env.command === 'build' && env.mode !== 'test' && !process.env.SITE_CONTENT_JSON
      const dev = env.command === 'serve' && env.mode !== 'test'
      return {
        define: {
          __SITE_EMPTY__: dev
            ? DEV_SITE_EMPTY
            : JSON.stringify(build && process.env.SITE_CONTENT_FILE !== undefined && builtPublication() === null),
        },
      }
    },
    configResolved(config) {
      mode = config.mode === 'test' ? 'test' : config.command === 'serve' ? 'dev' : 'build'
    },
    configureServer(server) {
      if (mode !== 'dev') return
      watch(server)
      // Nothing published: a page of the site (not /auth or /admin, not a file or Vite's own) is the holding page.
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname
        const page = (req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html')
        if (!page || isOwnerPath(path) || path.startsWith('/@') || /\.[A-Za-z0-9]+$/.test(path)) return next()
        void (devLoad ??= devContent()).then(() => {
          if (!devEmpty) return next()
          res.statusCode = routeKeyFor(path) ? 200 : 404
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.setHeader('Cache-Control', 'no-store')
          res.end(holdingPageHtml())
        }, next)
      })
      // Her icons and web manifest, made from the content on show (the build writes the same files into dist/).
      const made = new WeakMap<PublishedContent, Promise<BrandFile[]>>()
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname
        void import('./brand-files.ts')
          .then(async ({ brandFilePaths, brandFiles }) => {
            if (!brandFilePaths.has(path)) return next()
            const content = await (devLoad ??= devContent())
            if (!made.has(content)) made.set(content, brandFiles(brandOf(content)))
            const file = (await made.get(content))?.find((f) => f.path === path)
            if (!file) return next()
            res.setHeader('Content-Type', file.contentType)
            res.setHeader('Cache-Control', 'no-store')
            res.end(file.body)
          })
          .catch(next)
      })
      server.middlewares.use('/version.json', (_req, res) => {
        void (devLoad ??= devContent()).then(() => {
          res.setHeader('Content-Type', 'application/json')
          res.setHeader('Cache-Control', 'no-store')
          res.end(current ? JSON.stringify(siteVersion(current)) : JSON.stringify({ version: null }))
        })
      })
    },
    // In dev the page is not prerendered: her brand's head tags and the notice's before-paint date check go into
    // index.html here (the build's prerender writes both into every page).
    async transformIndexHtml(html) {
      if (mode !== 'dev') return html
      const content = await (devLoad ??= devContent())
      const { brandHead } = await import('./brand-files.ts')
      return html
        .replace('<html', devEmpty ? `<html ${DEV_SITE_EMPTY_ATTRIBUTE}` : '<html')
        .replace('<!--brand-head-->', () => brandHead(brandOf(content)))
        .replace('</head>', `${noticeBootScript(content.notice)}</head>`)
    },
    resolveId(id) {
      const known = id === LAUNCH_MODULE || (SITE_CONTENT_PARTS as readonly string[]).includes(id.slice(PREFIX.length))
      return id.startsWith(PREFIX) && known ? `\0${id}` : null
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const launch = id === `\0${LAUNCH_MODULE}`
      const part = id.slice(PREFIX.length + 1) as Part
      if (mode === 'test') return launch ? launchModule(true) : partModule(await seedContent(), part)
      if (mode === 'dev') {
        const content = await (devLoad ??= devContent())
        // No answer from the backend (the demo shown instead): an older document may be there.
        return launch ? launchModule(!devEmpty && (current?.holdsOlderContent ?? true)) : partModule(content, part)
      }
      // In-memory content for tools that build without a backend (scripts/first-load-breakdown.ts).
      if (process.env.SITE_CONTENT_JSON) {
        return launch ? launchModule(false) : partModule(JSON.parse(process.env.SITE_CONTENT_JSON) as PublishedContent, part)
      }
      if (!process.env.SITE_CONTENT_FILE) {
        this.error(
          'SITE_CONTENT_FILE is not set: build the site with `npm run build` (scripts/prerender.ts reads the published content first).',
        )
      }
      const publication = builtPublication()
      return launch ? launchModule(publication?.holdsOlderContent ?? false) : partModule(contentToBuild(publication), part)
    },
  }
}
