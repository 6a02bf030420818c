import { createHash } from 'node:crypto'

/**
 * The site's security headers (docs/security.md), generated at build time from the built HTML and the build's
 * backend URL: pure functions, used by the prerender (scripts/prerender.ts writes `dist/_headers` and, on Vercel, the
 * Build Output API config), by scripts/serve-dist.ts (which sends what `dist/_headers` says), by the grade
 * (scripts/lib/observatory-grade.ts) and by the tests.
 *
 * The inline-script contract (docs/security.md "Inline scripts"): every inline executable `<script>` in the output is
 * allowed by its sha256 hash in `script-src`, found by scanning the HTML, so a new constant inline script needs no
 * change here; no inline event-handler attribute (`onload="…"`) and no `javascript:` URL anywhere (the build fails).
 */

/** Long-lived caching for content-hashed files (`/assets/*`), revalidation for everything else. */
const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const REVALIDATE_CACHE_CONTROL = 'no-cache'
/** The folder Vite writes content-hashed files to, as a URL path prefix. */
export const HASHED_ASSETS_PREFIX = '/assets/'

/** HSTS for two years with subdomains (docs/security.md): not `preload`, which is hard to undo. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/**
 * Powerful features the site never uses, switched off for the page and anything it could embed. Only features
 * Chromium knows (an unknown one is logged as a console error on every page).
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
] as const

/** What a build's policy is made of. */
export type PolicyInput = {
  /** The build's VITE_SUPABASE_URL: images and API calls may go to its origin. */
  backendUrl: string
  /** `'sha256-…'` sources of the inline scripts the build writes (see {@link inlineScriptHashes}). */
  scriptHashes: readonly string[]
}

/** A header rule of a `_headers` file: a path pattern (`/*`, `/assets/*`) and its headers, in file order. */
export type HeaderRule = { pattern: string; headers: [name: string, value: string][] }

/**
 * The origin (`scheme://host[:port]`) of the backend URL, e.g. `https://abc.supabase.co`. Throws on a URL that is
 * not http(s) or carries a path beyond `/`, so a typo cannot widen the policy.
 */
export function backendOrigin(backendUrl: string): string {
  let url: URL
  try {
    url = new URL(backendUrl)
  } catch {
    throw new Error(`VITE_SUPABASE_URL "${backendUrl}" is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SUPABASE_URL "${backendUrl}" is not http(s)`)
  return url.origin
}

/** The `'sha256-<base64>'` CSP source of a script's text, as the browser hashes it (UTF-8 of the raw text). */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`
}

/** Script `type`s the browser runs (and so CSP checks); anything else (JSON, JSON-LD) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
])

const attribute = (attrs: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attrs) ? '' : undefined
}

/** The text of every inline `<script>` in `html` that a browser would execute (no `src`, an executable `type`). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs = '']) => attribute(attrs, 'src') === undefined)
    .filter(([, attrs = '']) => EXECUTABLE_TYPES.has((attribute(attrs, 'type') ?? '').trim().toLowerCase()))
    .map(([, , code = '']) => code)
}

/** The sorted, distinct hash sources of the inline executable scripts of all the given pages. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>()
  for (const html of pages) for (const code of inlineScripts(html)) hashes.add(scriptHash(code))
  return [...hashes].sort()
}

/**
 * Inline code a hash cannot allow (docs/security.md "Inline scripts"): event-handler attributes (`onload="…"`) and
 * `javascript:` URLs. Script and style contents are skipped. Returns one line per finding, empty when clean.
 */
export function inlineCodeProblems(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '<$1>')
  const problems: string[] = []
  for (const [tag = ''] of markup.matchAll(/<[a-z][^>]*>/gi)) {
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag)
    if (handler) problems.push(`event-handler attribute ${handler[1]} in ${tag.slice(0, 120)}`)
    if (/\s(?:href|src|action|formaction|xlink:href)\s*=\s*["']?\s*javascript:/i.test(tag)) {
      problems.push(`javascript: URL in ${tag.slice(0, 120)}`)
    }
  }
  return problems
}

/**
 * The Content-Security-Policy (docs/security.md "The policy", each directive and why): same-origin by default;
 * scripts from the site and the listed inline hashes only (never 'unsafe-inline' or 'unsafe-eval'); inline styles
 * allowed (the prerender's critical CSS, React's and Radix's style attributes and elements); images and API calls
 * also to the backend's origin, and images from `blob:` URLs (only the page's own scripts can make one: /admin draws an
 * SVG logo through one to turn it into a PNG, docs/decisions.md #347); no plugins, no `<base>` elsewhere, forms only to
 * the site, never framed.
 */
export function contentSecurityPolicy({ backendUrl, scriptHashes }: PolicyInput): string {
  const backend = backendOrigin(backendUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...scriptHashes].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', backend],
    ['connect-src', "'self'", backend],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

/** Directives a `<meta http-equiv>` policy cannot carry (the browser ignores them there, with a console warning). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])

/** The policy for a `<meta http-equiv="Content-Security-Policy">` (GitHub Pages): the header's, minus what a meta cannot carry. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY_DIRECTIVES.has(d.split(/\s+/)[0]!.toLowerCase()))
    .join('; ')
}

/** The headers every response gets (docs/security.md "The other headers"). */
export function securityHeaders(policy: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', policy],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DISABLED_FEATURES.map((f) => `${f}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

/**
 * The rules of `dist/_headers`: the security headers on every path, and the year-long cache on the hashed assets.
 * HTML and other files get no Cache-Control here, so hosts keep their default revalidation (Netlify and Cloudflare
 * join a header set by two matching rules with a comma, so it must be set by one rule only).
 */
export function headerRules(policy: string): HeaderRule[] {
  return [
    { pattern: '/*', headers: securityHeaders(policy) },
    { pattern: `${HASHED_ASSETS_PREFIX}*`, headers: [['Cache-Control', HASHED_ASSETS_CACHE_CONTROL]] },
  ]
}

/** A `_headers` file (Netlify, Cloudflare Pages): each pattern on its own line, its headers indented below it. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const lines = ['# Generated by npm run build (scripts/lib/security-headers.ts, docs/security.md). Do not edit.']
  for (const rule of rules) lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`))
  return `${lines.join('\n')}\n`
}

/** Parses a `_headers` file written by {@link formatHeadersFile} (comments and blank lines skipped). Throws on a header outside a rule. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || colon === -1) throw new Error(`_headers: "${line.trim()}" is not under a path`)
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** True when a `_headers` pattern (`/*`, `/assets/*`, `/exact`) matches the URL path. */
function patternMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern
}

/** The headers the rules give a URL path, in rule order (a later rule's header replaces an earlier one's). */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules) if (patternMatches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers.set(name, value)
  return headers
}

/** A `_headers` pattern as a Vercel route regex: `/*` -> `^/.*$`, `/assets/*` -> `^/assets/.*$`. */
const routeRegex = (pattern: string) => `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '.*')}$`

/**
 * The Vercel Build Output API config (`.vercel/output/config.json`, version 3) serving the build as
 * docs/architecture.md "Static hosting" asks: the rules' headers on every response, `/about` from
 * `about/index.html` (`overrides`), files first, then 404.html with status 404 for anything else.
 * `htmlFiles` are the build's HTML files relative to its root (`about/index.html`).
 */
export function vercelOutputConfig(rules: readonly HeaderRule[], htmlFiles: readonly string[]): object {
  const overrides = Object.fromEntries(
    htmlFiles
      .filter((file) => file.endsWith('/index.html'))
      .map((file) => [file, { path: file.slice(0, -'/index.html'.length), contentType: 'text/html; charset=utf-8' }]),
  )
  return {
    version: 3,
    routes: [
      ...rules.map((rule) => ({ src: routeRegex(rule.pattern), headers: Object.fromEntries(rule.headers), continue: true })),
      { handle: 'filesystem' },
      { src: '^/.*$', status: 404, dest: '/404.html' },
    ],
    overrides,
  }
}

/**
 * Checks built pages against a policy: every inline executable script's hash is in `script-src`, there is no
 * inline handler or `javascript:` URL, and no page's inline script differs from the others' (a script whose text
 * changes per page would need a hash per page: docs/security.md "Inline scripts"). `pages` maps a file name to its
 * HTML. Returns one line per problem, empty when the policy covers the build.
 */
export function policyProblems(policy: string, pages: ReadonlyMap<string, string>): string[] {
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === 'script-src') ?? []
  const problems: string[] = []
  if (scriptSrc.some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'"))
    problems.push(`script-src allows unsafe code: ${scriptSrc.join(' ')}`)
  let mostOnOnePage = 0
  for (const [file, html] of pages) {
    const scripts = inlineScripts(html)
    mostOnOnePage = Math.max(mostOnOnePage, new Set(scripts).size)
    for (const code of scripts) {
      if (!scriptSrc.includes(scriptHash(code)))
        problems.push(`${file}: inline script ${scriptHash(code)} is not in script-src (${code.slice(0, 60)}…)`)
    }
    for (const problem of inlineCodeProblems(html)) problems.push(`${file}: ${problem}`)
  }
  const distinct = inlineScriptHashes(pages.values()).length
  if (distinct > mostOnOnePage) {
    problems.push(
      `the pages carry ${distinct} different inline scripts but at most ${mostOnOnePage} each: an inline script differs between pages; make it constant (docs/security.md "Inline scripts")`,
    )
  }
  return problems
}
