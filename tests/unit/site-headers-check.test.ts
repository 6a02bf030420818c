// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { analyzeResponse, checkSite, policyWeaknesses } from '../../scripts/lib/site-headers-check.ts'
import { contentSecurityPolicy, securityHeaders } from '../../scripts/lib/security-headers.ts'

// `npm run doctor -- --site` (docs/security.md "Checking the live site") on canned responses: no network.

const ours = Object.fromEntries(securityHeaders(contentSecurityPolicy({ backendUrl: 'https://abc.supabase.co', scriptHashes: [] })))
const failures = (results: ReturnType<typeof analyzeResponse>) =>
  results.filter((r) => r.status === 'fail').map((r) => `${r.name}: ${r.detail}`)

describe('the live-site header check', () => {
  it('passes the headers the build generates', () => {
    expect(
      failures(
        analyzeResponse({
          kind: 'page',
          url: 'https://x.test/',
          headers: { ...ours, 'cache-control': 'public, max-age=0, must-revalidate' },
        }),
      ),
    ).toEqual([])
    const asset = { 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' }
    expect(failures(analyzeResponse({ kind: 'asset', url: 'https://x.test/assets/a.js', headers: asset }))).toEqual([])
  })

  it('names every missing header and says what to do', () => {
    const problems = failures(
      analyzeResponse({ kind: 'page', url: 'https://x.test/admin', headers: { 'cache-control': 'public, max-age=0, must-revalidate' } }),
    )
    expect(problems.map((p) => p.slice(0, p.indexOf(':', 'https://'.length + 'x.test/admin: '.length)))).toEqual([
      'https://x.test/admin: X-Content-Type-Options',
      'https://x.test/admin: Content-Security-Policy',
      'https://x.test/admin: Strict-Transport-Security',
      'https://x.test/admin: X-Frame-Options',
      'https://x.test/admin: Referrer-Policy',
      'https://x.test/admin: Permissions-Policy',
      'https://x.test/admin: Cross-Origin-Opener-Policy',
    ])
    expect(problems[1]).toMatch(/missing: nothing limits .* deploy dist\/ as built/)
  })

  it('explains weak values', () => {
    const weak = {
      ...ours,
      'Strict-Transport-Security': 'max-age=300',
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'public, max-age=86400',
    }
    const problems = failures(analyzeResponse({ kind: 'page', url: 'https://x.test/', headers: weak }))
    expect(problems).toEqual([
      expect.stringMatching(/Strict-Transport-Security: is "max-age=300"; it should be at least a year/),
      expect.stringMatching(/X-Frame-Options: is "SAMEORIGIN"; it must be DENY/),
      expect.stringMatching(/Cache-Control: is "public, max-age=86400"; pages must be revalidated/),
    ])
    const assetProblems = failures(
      analyzeResponse({ kind: 'asset', url: 'https://x.test/assets/a.js', headers: { 'cache-control': 'max-age=3600' } }),
    )
    expect(assetProblems).toEqual([
      expect.stringMatching(/X-Content-Type-Options: missing/),
      expect.stringMatching(/Cache-Control: is "max-age=3600"/),
    ])
  })

  it('finds what makes a policy weak', () => {
    expect(policyWeaknesses(ours['Content-Security-Policy']!)).toEqual([])
    expect(policyWeaknesses("script-src 'self' 'unsafe-inline' 'unsafe-eval' https:; frame-ancestors *")).toEqual([
      'it has no default-src, so anything it does not name may load from anywhere',
      "scripts allow 'unsafe-inline': any script injected into a page would run",
      "scripts allow 'unsafe-eval': code built from text can run",
      'scripts may come from anywhere (https:)',
      "frame-ancestors is not 'none': other sites can show the page in a frame",
      "object-src is not 'none': plugins may load",
      'base-uri is missing: an injected <base> could redirect relative links',
      'form-action is missing: an injected form could post anywhere',
    ])
  })

  it('fetches /, /admin and a script of the home page', async () => {
    const asked: string[] = []
    const fake = (async (url: string) => {
      asked.push(url)
      const headers = url.endsWith('.js')
        ? { 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' }
        : ours
      return new Response('<script type="application/json">["/assets/index-abc.js"]</script>', { headers })
    }) as typeof fetch
    const results = await checkSite('https://x.test', fake)
    expect(asked).toEqual(['https://x.test/', 'https://x.test/admin', 'https://x.test/assets/index-abc.js'])
    expect(results.filter((r) => r.status === 'fail')).toEqual([])
    expect((await checkSite('http://x.test', fake))[0]).toMatchObject({ status: 'fail', detail: expect.stringMatching(/not https/) })
  })
})
