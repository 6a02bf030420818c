import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { paths } from '../src/config/paths'
import { asServedInProduction, gradePage } from '../scripts/lib/observatory-grade'
import { headersForPath, parseHeadersFile } from '../scripts/lib/security-headers'
import { gotoHydrated } from './support/hydration'
import { expect, test } from './support/test'

/**
 * The security headers as `npm run preview` serves the build (docs/security.md): the headers of `dist/_headers` on
 * every route, the 404 and an asset included; the Observatory grade A+ on the five graded pages; /admin and /auth
 * show nothing inside a frame on another origin; and the violation fixture (e2e/support/test.ts) sees a blocked
 * script, so a green suite means no violation happened.
 */

const outDir = process.env.E2E_OUT_DIR ?? 'dist'
const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
const routes = [...Object.values(paths).map((r) => r.path), '/no-such-page']

test('every route, the 404 and a hashed asset carry the generated headers', async ({ request }) => {
  const home = await request.get('/')
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1]
  expect(asset).toBeTruthy()
  for (const path of [...routes, asset!]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
    const expected = headersForPath(rules, path)
    expect(expected.get('Content-Security-Policy'), path).toMatch(/frame-ancestors 'none'/)
    for (const [name, value] of expected) expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value)
    expect(response.headers()['cache-control'], path).toBe(path === asset ? 'public, max-age=31536000, immutable' : 'no-cache')
  }
  expect((await request.get('/_headers')).status()).toBe(404)
})

test('the Observatory grades /, /pricing, /gallery, /auth and /admin A+', async ({ request }) => {
  for (const path of ['/', '/pricing', '/gallery', '/auth', '/admin']) {
    const response = await request.get(path)
    const headers = asServedInProduction(response.headers())
    const grade = await gradePage({ status: response.status(), headers, body: await response.text() }, `https://www.example.com${path}`)
    expect({ path, grade: grade.grade, costs: grade.tests.filter((t) => t.modifier < 0) }).toEqual({ path, grade: 'A+', costs: [] })
  }
})

test.describe('framed by another origin', () => {
  // Chromium logs the refusal of each frame ("… frame-ancestors 'none'" / "X-Frame-Options"): expected here.
  test.use({ expectedCspViolations: /frame-ancestors|X-Frame-Options/ })

  test('/admin and /auth show nothing inside a frame on another site', async ({ page, baseURL }) => {
    // Another site: a real server on localhost (127.0.0.1 and localhost are different origins; a page that Playwright
    // fulfils itself counts as public, and Chromium then blocks any frame to a loopback address whatever the headers).
    const site = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(
        request.url === '/own'
          ? '<!doctype html><title>own</title><h1>Own frame</h1>'
          : `<!doctype html><title>other site</title><iframe id="admin" src="${baseURL}/admin"></iframe>` +
              `<iframe id="auth" src="${baseURL}/auth"></iframe><iframe id="own" src="/own"></iframe>`,
      )
    })
    await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening))
    // Chromium's refusal of each frame, logged in the framing page (full Chromium also shows "refused to connect" in
    // the frame; the headless shell leaves it blank).
    const refusals: string[] = []
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/.test(message.text())) refusals.push(message.text())
    })
    try {
      const { port } = site.address() as AddressInfo
      await page.goto(`http://localhost:${port}/`)
      // The control: the other site's own frame shows. Then both frames of ours are refused and stay empty.
      await expect(page.frameLocator('#own').getByRole('heading', { name: 'Own frame' })).toBeVisible()
      // One refusal per frame of ours (Chromium names the origin only).
      await expect.poll(() => refusals.filter((text) => text.includes(`'${baseURL}/'`)).length).toBe(2)
      for (const id of ['admin', 'auth']) {
        const frame = page.locator(`#${id}`).contentFrame()
        await expect(frame.locator('#root')).toHaveCount(0)
        await expect(frame.locator('body')).not.toContainText(/IJ Nails|Sign In|Admin/)
      }
    } finally {
      site.close()
    }
  })
})

test('the fixture reports a blocked inline script, so a passing test had no violation', async ({ page, cspViolations }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.title = "injected"'
    document.body.append(script)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
  expect(cspViolations.join('\n')).toMatch(/script-src|Refused to execute inline script/)
  await expect(page).not.toHaveTitle('injected')
  cspViolations.length = 0
})
