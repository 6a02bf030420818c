import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * MDN HTTP Observatory's grade of one served page (docs/security.md "The grade"), with the Observatory's own tests
 * and scoring (`@mdn/mdn-http-observatory`, a dev dependency). Its `scan()` only fetches a public hostname over the
 * internet, so this runs the same tests on a response fetched here (from `npm run preview` or a live site) and adds
 * up their score modifiers exactly as `scan()` does (src/scanner/index.js of the package: 100 plus every modifier,
 * extra credit only when the penalties alone leave at least 90). The page is graded as served over https with a
 * valid certificate at `siteUrl`; the http-to-https redirection test is left out (the host's job, out of scope).
 */

type ObservatoryOutput = { result: string | null; pass: boolean | null; constructor: { name: string } }
type ObservatoryTest = (requests: unknown) => ObservatoryOutput

/** One test's outcome: the Observatory's result id (e.g. "csp-implemented-with-unsafe-inline-in-style-src-only"). */
type TestOutcome = { test: string; result: string; pass: boolean; modifier: number }
/** A page's grade: score (100 is A+; extra credit can take it above), letter, and every test's outcome. */
export type Grade = { score: number; grade: string; tests: TestOutcome[] }
/** A response to grade: status, headers (lower-case names or any case), and the HTML body. */
export type ServedPage = { status: number; headers: Record<string, string>; body: string }

const require = createRequire(import.meta.url)
const packageDir = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))

/**
 * The package's install script downloads Chromium's HSTS preload list into `conf/hsts-preload.json`; the project
 * does not run it (it needs the internet: package.json `allowScripts`). The list only credits a preloaded hostname,
 * which the site does not ask for, so an empty list stands in when the file is missing.
 */
function ensurePreloadList(): void {
  const file = join(packageDir, 'conf', 'hsts-preload.json')
  if (existsSync(file)) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, '{}\n')
}

async function observatory() {
  ensurePreloadList()
  const load = async <T>(path: string) => (await import(join(packageDir, 'src', path))) as T
  const { ALL_TESTS } = await load<{ ALL_TESTS: ObservatoryTest[] }>('constants.js')
  const { getGradeForScore, getScoreModifier } = await load<{
    getGradeForScore: (score: number) => { score: number; grade: string }
    getScoreModifier: (result: string) => number
  }>('grader/grader.js')
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>('grader/charts.js')
  const { Requests } = await load<{ Requests: new (hostname: string) => Record<string, unknown> }>('types.js')
  const { parseHttpEquivHeaders } = await load<{ parseHttpEquivHeaders: (html: string, url: string) => Map<string, string[]> }>(
    'retriever/utils.js',
  )
  const { redirectionTest } = await load<{ redirectionTest: ObservatoryTest }>('analyzer/tests/redirection.js')
  return {
    tests: ALL_TESTS.filter((t) => t !== redirectionTest),
    getGradeForScore,
    getScoreModifier,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT,
    Requests,
    parseHttpEquivHeaders,
  }
}

let loaded: ReturnType<typeof observatory> | undefined

/** Headers as the Observatory reads them (axios-style: lower-case keys, plus a non-enumerable `get`). */
function axiosLike(headers: Record<string, string>): Record<string, string> {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  Object.defineProperty(lower, 'get', { value: (name: string) => lower[name.toLowerCase()] ?? null, enumerable: false })
  return lower
}

/**
 * Grades a page as the Observatory would if `siteUrl` (https, e.g. `https://www.example.com/admin`) served it: every
 * test but the http redirection one, the same modifiers and grade chart.
 */
export async function gradePage(page: ServedPage, siteUrl: string): Promise<Grade> {
  const o = await (loaded ??= observatory())
  const url = new URL(siteUrl)
  const response = { status: page.status, headers: axiosLike(page.headers), verified: true, httpEquiv: new Map<string, string[]>() }
  const isHtml = /^text\/html\b/i.test(page.headers['content-type'] ?? page.headers['Content-Type'] ?? '')
  if (isHtml) response.httpEquiv = o.parseHttpEquivHeaders(page.body, url.href)
  const requests = new o.Requests(url.hostname) as {
    responses: Record<string, unknown>
    resources: { path: string | null }
    session: unknown
  }
  requests.responses.auto = response
  requests.responses.https = response
  requests.responses.cors = { ...response, request: { headers: {} } }
  requests.resources.path = page.body
  requests.session = { url, jar: null }

  let withExtraCredit = 100
  let penaltiesOnly = 100
  const tests = o.tests.map((test) => {
    const output = test(requests)
    const modifier = output.result ? o.getScoreModifier(output.result) : 0
    withExtraCredit += modifier
    if (modifier < 0) penaltiesOnly += modifier
    return { test: output.constructor.name.replace(/Output$/, ''), result: output.result ?? 'none', pass: !!output.pass, modifier }
  })
  const { score, grade } = o.getGradeForScore(penaltiesOnly >= o.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : penaltiesOnly)
  return { score, grade, tests }
}

/**
 * A local build's backend is the local one over plain http on loopback (`http://127.0.0.1:54321`); production's is
 * https. To grade a local build as production would be, its loopback http origins in the Content-Security-Policy
 * read as https (the Observatory rightly penalises http sources on an https page). Other headers are untouched.
 */
export function asServedInProduction(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name.toLowerCase() === 'content-security-policy'
        ? value.replace(/\bhttp:\/\/(127\.0\.0\.1|localhost)(?=[:\s;]|$)/g, 'https://$1')
        : value,
    ]),
  )
}
