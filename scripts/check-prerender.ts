import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { FULL_STYLESHEET_SCRIPT } from '../src/lib/full-stylesheet.ts'
import { PALETTE_TOKENS } from '../src/lib/palette.ts'
import { headersForPath, inlineScriptHashes, parseHeadersFile, policyProblems } from './lib/security-headers.ts'
import { htmlFileOf, htmlFilesOf } from './lib/write-headers.ts'
import { HOLDING_ROBOTS_TXT, HOLDING_TITLE } from './lib/holding-page.ts'

/**
 * Checks the raw prerendered HTML, as a crawler or link-preview bot reads it before any script runs
 * (docs/architecture.md, "Budgets"; `npm run test:budgets`). For every public route of sitemap.xml: `lang="en-GB"`, exactly one
 * h1, a non-empty title and meta description unique across routes, an absolute canonical URL for the
 * route itself, Open Graph and Twitter tags whose share image exists in the build, no noindex, and
 * JSON-LD that parses as a schema.org NailSalon with its required fields and no street
 * address (docs/decisions.md #5, #37), critical CSS inline (docs/decisions.md #111), no script fetched before first
 * paint (#117), and at most {@link FIRST_HTML_BROTLI_BYTES} of HTML once compressed (#161). Also
 * 404.html and the /auth and /admin shells (noindex) and robots.txt, and that the Content-Security-Policy in `_headers`
 * lists exactly the hashes of the inline scripts the pages carry, all constant (docs/security.md). Her brand on every
 * page, the shells too (docs/decisions.md #342, #344): the palette's custom properties inline, the theme colour its brand
 * shade, icon and manifest links to files of the build, and the manifest's icons of the sizes it says.
 * Prints every problem and exits 1 if there is one. Usage: tsx scripts/check-prerender.ts [--outDir dist]
 */
const { values: args } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } })
const outDir = resolve(args.outDir)
const problems: string[] = []
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem)
}

const read = (file: string) => readFileSync(join(outDir, file), 'utf8')
/** Parses without running scripts (JSDOM's default), i.e. the HTML before hydration. */
const parse = (file: string) => new JSDOM(read(file)).window.document

const htmlFiles = await htmlFilesOf(outDir)

/**
 * A build of a project with nothing published (`version.json`'s `version` null, docs/site-content.md "A new studio"):
 * every public route and 404.html are the holding page (its h1, noindex, no script), robots.txt keeps every crawler out,
 * and the headers hold as on any build. Prints the problems and exits.
 */
function checkHoldingBuild(): never {
  const shells = new Set(['auth/index.html', 'admin/index.html'])
  const pages = htmlFiles.filter((file) => !shells.has(file))
  expect(pages.includes('index.html') && pages.includes('404.html'), 'the holding build lacks index.html or 404.html')
  for (const file of pages) {
    const doc = parse(file)
    expect(doc.querySelector('h1')?.textContent === HOLDING_TITLE, `${file}: not the holding page ("${HOLDING_TITLE}")`)
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex', `${file}: not marked noindex`)
    expect(doc.querySelectorAll('script').length === 0, `${file}: the holding page carries a script`)
  }
  expect(read('robots.txt') === HOLDING_ROBOTS_TXT, 'robots.txt does not keep crawlers out of the holding page')
  checkSecurityHeaders()
  if (problems.length > 0) {
    console.error(`Prerendered HTML check FAILED (holding build):\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`Prerendered HTML check passed (holding build: nothing published): ${pages.length} pages, robots.txt, the CSP.`)
  process.exit(0)
}

if ((JSON.parse(read('version.json')) as { version: number | null }).version === null) checkHoldingBuild()

/** The Content-Security-Policy of `_headers` allows exactly the inline scripts the pages carry (docs/security.md). */
function checkSecurityHeaders(): void {
  if (existsSync(join(outDir, '_headers'))) {
    const policy = headersForPath(parseHeadersFile(read('_headers')), '/').get('Content-Security-Policy') ?? ''
    const pages = new Map(htmlFiles.map((file) => [file, read(file)] as const))
    const hashes = inlineScriptHashes(pages.values())
    const listed = policy.match(/'sha256-[^']+'/g) ?? []
    expect(
      [...listed].sort().join(' ') === hashes.join(' '),
      `_headers: script-src lists ${listed.join(' ')}, the pages' inline scripts hash to ${hashes.join(' ')}`,
    )
    for (const problem of policyProblems(policy, pages)) problems.push(`Content-Security-Policy: ${problem}`)
  } else {
    problems.push('_headers is missing: the security headers were not generated (scripts/prerender.ts)')
  }
}

const sitemap = read('sitemap.xml')
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]))
expect(locs.length > 0, 'sitemap.xml lists no URL')
const origin = locs[0]?.origin ?? ''

type NailSalon = Record<string, unknown> & {
  address?: Record<string, unknown>
  areaServed?: { name?: string }[]
  openingHoursSpecification?: { dayOfWeek?: string[]; opens?: string; closes?: string }[]
  sameAs?: string[]
}

function checkJsonLd(path: string, doc: Document): void {
  const scripts = doc.head.querySelectorAll('script[type="application/ld+json"]')
  expect(scripts.length === 1, `${path}: expected one JSON-LD script, found ${scripts.length}`)
  let data: NailSalon
  try {
    data = JSON.parse(scripts[0]?.textContent ?? '') as NailSalon
  } catch (error) {
    problems.push(`${path}: JSON-LD does not parse (${String(error)})`)
    return
  }
  expect(data['@context'] === 'https://schema.org' && data['@type'] === 'NailSalon', `${path}: JSON-LD is not a schema.org NailSalon`)
  for (const field of ['name', 'url', 'image', 'telephone', 'priceRange']) {
    expect(typeof data[field] === 'string' && data[field] !== '', `${path}: JSON-LD lacks ${field}`)
  }
  // Her town and city (docs/site-content.md "Content", identity): the town is also the address's locality.
  const served = (data.areaServed ?? []).map((a) => a.name)
  expect(
    served.length === 2 && served.every((name) => typeof name === 'string' && name !== '') && served[0] === data.address?.addressLocality,
    `${path}: JSON-LD areaServed is not her town and city, the town being the address's locality`,
  )
  expect((data.openingHoursSpecification ?? []).length > 0, `${path}: JSON-LD has no openingHoursSpecification`)
  expect((data.sameAs ?? []).length > 0, `${path}: JSON-LD has no sameAs social profiles`)
  expect(data.address?.addressCountry === 'GB', `${path}: JSON-LD address is not in GB`)
  const street = ['streetAddress', 'postalCode'].filter((f) => data.address && f in data.address)
  expect(street.length === 0, `${path}: JSON-LD gives ${street.join(', ')}: no street address anywhere (docs/decisions.md #5)`)
}

/**
 * Critical CSS (docs/architecture.md "Prerender"): the page's rules inline in `<head>`, no stylesheet that blocks
 * the first paint (a `<link rel=stylesheet>` outside `<noscript>` without a non-matching `media`), none fetched before
 * it (the loader links the full sheet from the data block's `data-stylesheet`, docs/decisions.md #193), and that
 * address is a stylesheet of the build.
 */
function checkCriticalCss(file: string, doc: Document): void {
  const inline = [...doc.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('')
  expect(inline.length > 1000, `${file}: no critical CSS inline in <head>`)
  const blocking = [...doc.querySelectorAll('link[rel="stylesheet"]')].filter(
    (link) => !link.closest('noscript') && !['print', 'not all'].includes(link.getAttribute('media') ?? 'all'),
  )
  expect(blocking.length === 0, `${file}: render-blocking stylesheet ${blocking.map((l) => l.getAttribute('href')).join(', ')}`)
  const early = [...doc.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !link.closest('noscript'))
  expect(early.length === 0, `${file}: stylesheet fetched before first paint: ${early.map((l) => l.getAttribute('href')).join(', ')}`)
  const deferred = doc.getElementById('page-scripts')?.dataset.stylesheet ?? ''
  expect(
    /^\/assets\/[^/]+\.css$/.test(deferred) && existsSync(join(outDir, deferred)),
    `${file}: no full stylesheet for the loader ("${deferred}")`,
  )
}

/**
 * Her brand in `file`'s head (docs/decisions.md #342): one `<style id="palette">` setting every token of the palette on
 * `:root` (so the first paint has her colours, with no script), the theme colour its `--brand`, and every icon and
 * manifest link naming a file of the build.
 */
function checkBrandHead(file: string, doc: Document): void {
  const styles = doc.head.querySelectorAll('style#palette')
  expect(styles.length === 1, `${file}: expected one <style id="palette">, found ${styles.length}`)
  const css = styles[0]?.textContent ?? ''
  const values = Object.fromEntries([...css.matchAll(/--([\w-]+):(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]))
  const missing = PALETTE_TOKENS.filter((token) => !values[token])
  expect(css.startsWith(':root{') && missing.length === 0, `${file}: the palette lacks ${missing.join(', ')}`)
  expect(meta(doc, 'name="theme-color"') === values.brand, `${file}: theme-color is not the palette's brand shade ${values.brand}`)
  const links = [...doc.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')]
  expect(links.length >= 3, `${file}: no icon, Apple icon or manifest link`)
  for (const link of links) {
    const href = link.getAttribute('href') ?? ''
    expect(href.startsWith('/') && existsSync(join(outDir, href)), `${file}: ${link.getAttribute('rel')} ${href} is not in the build`)
  }
}

/** The web manifest (docs/decisions.md #344): parses, names her colours, and lists 192 px, 512 px and maskable PNG icons of the sizes it says. */
async function checkManifest(): Promise<void> {
  let manifest: {
    theme_color?: string
    background_color?: string
    icons?: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  try {
    manifest = JSON.parse(read('manifest.webmanifest')) as typeof manifest
  } catch (error) {
    problems.push(`manifest.webmanifest: missing or not JSON (${String(error)})`)
    return
  }
  expect(
    /^#[0-9a-f]{6}$/.test(manifest.theme_color ?? '') && /^#[0-9a-f]{6}$/.test(manifest.background_color ?? ''),
    'manifest.webmanifest: no theme or background colour',
  )
  const icons = manifest.icons ?? []
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    expect(
      icons.some((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose),
      `manifest.webmanifest: no ${sizes} ${purpose} icon`,
    )
  }
  for (const icon of icons) {
    const found = existsSync(join(outDir, icon.src)) ? await sharp(join(outDir, icon.src)).metadata() : null
    expect(
      found?.format === 'png' && `${found.width}x${found.height}` === icon.sizes,
      `manifest.webmanifest: ${icon.src} is not a ${icon.sizes} PNG of the build`,
    )
  }
}

/**
 * Paint before scripts (docs/decisions.md #117): no script or modulepreload the browser would fetch before first paint,
 * one inline module loader that imports the entry and switches the full stylesheet on as the app expects
 * (FULL_STYLESHEET_SCRIPT, docs/decisions.md #199), and the LCP image (if any) marked for Element Timing.
 */
function checkPaintBeforeScripts(file: string, doc: Document): void {
  const early = [...doc.querySelectorAll('script[src], link[rel="modulepreload"]')]
  expect(
    early.length === 0,
    `${file}: scripts fetched before first paint: ${early.map((e) => e.getAttribute('src') ?? e.getAttribute('href')).join(', ')}`,
  )
  const loaders = [...doc.querySelectorAll('script[type="module"]:not([src])')].filter((s) => /import\(/.test(s.textContent ?? ''))
  expect(loaders.length === 1, `${file}: expected one inline module loader, found ${loaders.length}`)
  const loader = loaders[0]?.textContent ?? ''
  expect(loader.includes(FULL_STYLESHEET_SCRIPT), `${file}: the loader's stylesheet part is not src/lib/full-stylesheet.ts's`)
  const lcp = doc.querySelector('img[fetchpriority="high"]')
  if (lcp) expect(lcp.getAttribute('elementtiming') === 'lcp', `${file}: the LCP image is not marked elementtiming="lcp"`)
}

/**
 * The first HTML's budget (docs/decisions.md #161): a public page, brotli-compressed as a CDN (and
 * `scripts/serve-dist.ts --compress`) serves it, with its response headers (about 1.2 KB with the security headers)
 * fits the first round trip of a new connection, TCP's initial window of 10 segments (14,600 B), which is also what
 * Lighthouse's simulated mobile load assumes. A page over it costs a whole round trip (150 ms in the mobile audit) before
 * its first paint.
 */
const FIRST_HTML_BROTLI_BYTES = 13_000

/** The HTML's size once brotli-compressed (default quality, as serve-dist's --compress). */
function checkFirstHtmlBytes(path: string, file: string): void {
  const bytes = brotliCompressSync(readFileSync(join(outDir, file))).length
  expect(
    bytes <= FIRST_HTML_BROTLI_BYTES,
    `${path}: the HTML is ${bytes} B brotli-compressed, over ${FIRST_HTML_BROTLI_BYTES} B (with its headers it no longer fits the first round trip)`,
  )
}

const titles = new Map<string, string>()
const descriptions = new Map<string, string>()
const meta = (doc: Document, selector: string) => doc.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? ''

for (const loc of locs) {
  const path = loc.pathname
  if (!existsSync(join(outDir, htmlFileOf(path)))) {
    problems.push(`${path}: no ${htmlFileOf(path)} in the build`)
    continue
  }
  const doc = parse(htmlFileOf(path))
  expect(doc.documentElement.lang === 'en-GB', `${path}: <html lang> is "${doc.documentElement.lang}", not en-GB`)
  const h1s = doc.body.querySelectorAll('h1')
  expect(h1s.length === 1 && (h1s[0].textContent ?? '').trim() !== '', `${path}: expected exactly one non-empty <h1>, found ${h1s.length}`)
  const title = doc.title.trim()
  const description = meta(doc, 'name="description"').trim()
  expect(title !== '', `${path}: empty <title>`)
  expect(description !== '', `${path}: empty meta description`)
  expect(!titles.has(title), `${path}: title "${title}" is also the title of ${titles.get(title)}`)
  expect(!descriptions.has(description), `${path}: description is also the description of ${descriptions.get(description)}`)
  titles.set(title, path)
  descriptions.set(description, path)
  const canonical = doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
  expect(canonical === loc.href, `${path}: canonical "${canonical}" is not ${loc.href}`)
  expect(!/noindex/.test(meta(doc, 'name="robots"')), `${path}: a public route is marked noindex`)
  expect(meta(doc, 'property="og:title"') === title, `${path}: og:title differs from <title>`)
  expect(meta(doc, 'property="og:url"') === loc.href, `${path}: og:url is not the canonical URL`)
  expect(meta(doc, 'name="twitter:card"') === 'summary_large_image', `${path}: twitter:card is not summary_large_image`)
  const image = meta(doc, 'property="og:image"')
  expect(image.startsWith(`${origin}/`), `${path}: og:image "${image}" is not an absolute URL on ${origin}`)
  expect(existsSync(join(outDir, image.slice(origin.length))), `${path}: og:image ${image} is not in the build`)
  expect(meta(doc, 'name="twitter:image"') === image, `${path}: twitter:image differs from og:image`)
  checkJsonLd(path, doc)
  checkBrandHead(path, doc)
  checkCriticalCss(path, doc)
  checkPaintBeforeScripts(path, doc)
  checkFirstHtmlBytes(path, htmlFileOf(path))
  expect(doc.getElementById('root')?.dataset.prerendered === path, `${path}: #root is not marked data-prerendered="${path}"`)
}

const home = parse('index.html')
const lcpImage = home.body.querySelector('img[fetchpriority="high"]')
if (lcpImage) {
  expect(home.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]') !== null, '/: the hero image is not preloaded')
  expect(lcpImage.hasAttribute('width') && lcpImage.hasAttribute('height'), '/: the hero image has no width/height')
}

for (const [file, h1] of [
  ['404.html', '404'],
  ['auth/index.html', null],
  ['admin/index.html', null],
] as const) {
  const doc = parse(file)
  expect(/noindex/.test(meta(doc, 'name="robots"')), `${file}: not marked noindex`)
  expect(doc.title.trim() !== '', `${file}: empty <title>`)
  expect(doc.getElementById('root')?.dataset.prerendered === undefined, `${file}: must be rendered client-side, not hydrated`)
  if (h1) expect(doc.body.querySelector('h1')?.textContent === h1, `${file}: the not-found page is not prerendered`)
  checkBrandHead(file, doc)
  if (h1) checkCriticalCss(file, doc)
  if (h1) checkPaintBeforeScripts(file, doc)
}

checkSecurityHeaders()

await checkManifest()

const robots = read('robots.txt')
for (const line of ['Disallow: /auth', 'Disallow: /admin', `Sitemap: ${origin}/sitemap.xml`]) {
  expect(robots.split('\n').includes(line), `robots.txt lacks "${line}"`)
}

if (problems.length > 0) {
  console.error(`Prerendered HTML check FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(
  `Prerendered HTML check passed: ${locs.length} public routes, 404.html, the /auth and /admin shells, robots.txt, the CSP hashes, her palette, icons and manifest.`,
)
