import type { CheckResult } from './doctor.ts'
import { HASHED_ASSETS_PREFIX } from './security-headers.ts'

/**
 * `npm run doctor -- --site <url>` (docs/security.md "Checking the live site"): what a live site's responses lack of
 * the headers the build generates, in words the owner can act on. {@link analyzeResponse} is pure (tested on canned
 * headers); {@link checkSite} fetches `/`, `/admin` and one script of the home page.
 */

/** What was fetched: the page's kind, its URL and its response headers (any case). */
export type FetchedResponse = { kind: 'page' | 'asset'; url: string; headers: Record<string, string> }

const ONE_YEAR_SECONDS = 31_536_000
const PRIVATE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
const FIX_HEADERS =
  'The host is not sending the headers the build wrote: deploy dist/ as built (Netlify, Cloudflare Pages: dist/_headers; Vercel: .vercel/output from the build; docs/security.md "Per host").'

/** The directives of a Content-Security-Policy header, by lower-case name. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), sources)
  }
  return map
}

/** What is weak in a page's Content-Security-Policy, one plain sentence each; empty when it is as strict as ours. */
export function policyWeaknesses(policy: string): string[] {
  const d = directives(policy)
  const weak: string[] = []
  const scripts = d.get('script-src') ?? d.get('default-src')
  if (!d.has('default-src')) weak.push('it has no default-src, so anything it does not name may load from anywhere')
  if (!scripts) weak.push('it does not limit scripts (no script-src or default-src)')
  else {
    if (scripts.includes("'unsafe-inline'") && !scripts.some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s)))
      weak.push("scripts allow 'unsafe-inline': any script injected into a page would run")
    if (scripts.includes("'unsafe-eval'")) weak.push("scripts allow 'unsafe-eval': code built from text can run")
    if (scripts.some((s) => s === '*' || s === 'https:' || s === 'http:' || s === 'data:'))
      weak.push(`scripts may come from anywhere (${scripts.filter((s) => ['*', 'https:', 'http:', 'data:'].includes(s)).join(' ')})`)
  }
  if (d.get('frame-ancestors')?.join(' ') !== "'none'") weak.push("frame-ancestors is not 'none': other sites can show the page in a frame")
  if (d.get('object-src')?.join(' ') !== "'none'") weak.push("object-src is not 'none': plugins may load")
  if (!d.has('base-uri')) weak.push('base-uri is missing: an injected <base> could redirect relative links')
  if (!d.has('form-action')) weak.push('form-action is missing: an injected form could post anywhere')
  return weak
}

const header = (headers: Record<string, string>, name: string) =>
  Object.entries(headers)
    .find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]
    ?.trim()

/**
 * Checks one response. Pages: Content-Security-Policy (and how strict), Strict-Transport-Security (a year or more, with
 * subdomains), nosniff, X-Frame-Options DENY, a private Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy
 * same-origin, and HTML that is revalidated rather than cached for long. Assets: nosniff and a year-long immutable
 * cache. Each result names the URL; a failure says what is wrong and what to do.
 */
export function analyzeResponse({ kind, url, headers }: FetchedResponse): CheckResult[] {
  const results: CheckResult[] = []
  const check = (name: string, problem: string | null, ok: string) =>
    results.push(
      problem ? { name: `${url}: ${name}`, status: 'fail', detail: problem } : { name: `${url}: ${name}`, status: 'pass', detail: ok },
    )
  const get = (name: string) => header(headers, name)

  const nosniff = get('X-Content-Type-Options')
  check(
    'X-Content-Type-Options',
    nosniff?.toLowerCase() === 'nosniff'
      ? null
      : `${nosniff ? `is "${nosniff}"` : 'missing'}; it must be "nosniff" so browsers never guess a file's type. ${FIX_HEADERS}`,
    'nosniff',
  )
  const cache = get('Cache-Control') ?? ''
  if (kind === 'asset') {
    const maxAge = Number(/max-age=(\d+)/i.exec(cache)?.[1] ?? 0)
    check(
      'Cache-Control',
      maxAge >= ONE_YEAR_SECONDS && /immutable/i.test(cache)
        ? null
        : `is "${cache || 'missing'}"; the hashed files in ${HASHED_ASSETS_PREFIX} never change and should be "public, max-age=31536000, immutable", or returning visitors download them again. ${FIX_HEADERS}`,
      cache,
    )
    return results
  }

  const policy = get('Content-Security-Policy')
  const weak = policy ? policyWeaknesses(policy) : []
  check(
    'Content-Security-Policy',
    !policy
      ? `missing: nothing limits what an injected script could load or send. ${FIX_HEADERS}`
      : weak.length
        ? `weak: ${weak.join('; ')}. Rebuild and deploy (docs/security.md).`
        : null,
    'strict',
  )
  const hsts = get('Strict-Transport-Security')
  const hstsAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? 0)
  check(
    'Strict-Transport-Security',
    !hsts
      ? `missing: browsers may still try the site over plain http. ${FIX_HEADERS}`
      : hstsAge < ONE_YEAR_SECONDS || !/includesubdomains/i.test(hsts)
        ? `is "${hsts}"; it should be at least a year (max-age=31536000) with includeSubDomains.`
        : null,
    hsts ?? '',
  )
  const xfo = get('X-Frame-Options')
  check(
    'X-Frame-Options',
    xfo?.toUpperCase() === 'DENY'
      ? null
      : `${xfo ? `is "${xfo}"` : 'missing'}; it must be DENY so older browsers never show the page inside another site. ${FIX_HEADERS}`,
    'DENY',
  )
  const referrer = get('Referrer-Policy')?.toLowerCase()
  check(
    'Referrer-Policy',
    referrer && PRIVATE_REFERRER_POLICIES.includes(referrer.split(',').at(-1)!.trim())
      ? null
      : `${referrer ? `is "${referrer}"` : 'missing'}; use "strict-origin-when-cross-origin" so other sites never see the full address of a page. ${FIX_HEADERS}`,
    referrer ?? '',
  )
  check(
    'Permissions-Policy',
    get('Permissions-Policy')
      ? null
      : `missing: camera, microphone, location and other features the site never uses are not switched off. ${FIX_HEADERS}`,
    'present',
  )
  const coop = get('Cross-Origin-Opener-Policy')
  check(
    'Cross-Origin-Opener-Policy',
    coop === 'same-origin'
      ? null
      : `${coop ? `is "${coop}"` : 'missing'}; it should be "same-origin" so a site the page opens cannot reach back into it. ${FIX_HEADERS}`,
    'same-origin',
  )
  const htmlMaxAge = Number(/max-age=(\d+)/i.exec(cache)?.[1] ?? 0)
  check(
    'Cache-Control',
    /immutable/i.test(cache) || (htmlMaxAge > 600 && !/no-cache|must-revalidate/i.test(cache))
      ? `is "${cache}"; pages must be revalidated (no-cache or max-age=0, must-revalidate), or visitors keep seeing an old version after she publishes.`
      : null,
    cache || 'host default',
  )
  return results
}

/**
 * Fetches `<site>/`, `<site>/admin` and the first script the home page references, and analyses each. A site not
 * served over https fails first. Network errors are thrown with the URL.
 */
export async function checkSite(site: string, fetchImpl: typeof fetch = fetch): Promise<CheckResult[]> {
  const base = new URL(site)
  const results: CheckResult[] = []
  if (base.protocol !== 'https:') {
    results.push({
      name: `${base.origin}: https`,
      status: 'fail',
      detail: 'the site address is not https: turn on HTTPS at the host and use the https:// address.',
    })
  }
  const get = async (path: string) => {
    const url = new URL(path, base).href
    const response = await fetchImpl(url, { redirect: 'follow' }).catch((error: unknown) => {
      throw new Error(`${url} could not be fetched: ${error instanceof Error ? error.message : String(error)}`)
    })
    return { url, response, headers: Object.fromEntries(response.headers) }
  }
  const home = await get('/')
  results.push(...analyzeResponse({ kind: 'page', url: home.url, headers: home.headers }))
  const admin = await get('/admin')
  results.push(...analyzeResponse({ kind: 'page', url: admin.url, headers: admin.headers }))
  const asset = /["'](\/assets\/[^"']+\.js)["']/.exec(await home.response.text())?.[1]
  if (!asset) {
    results.push({ name: `${home.url}: a script`, status: 'skip', detail: 'the home page names no /assets/ script to check' })
  } else {
    const script = await get(asset)
    results.push(...analyzeResponse({ kind: 'asset', url: script.url, headers: script.headers }))
  }
  return results
}
