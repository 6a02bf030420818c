/**
 * `npm run build` reads the published content (docs/site-content.md "The build"): against a real local backend
 * whose published price changed, the raw prerendered /pricing and the JSON-LD show it; against an unreachable
 * backend or invalid published content the build exits non-zero with a clear message and the previous output
 * folder is byte for byte as it was.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend.ts'
import { runScript } from '../support/run-script.ts'
import { siteContentSeedV1 } from '@/demo/site-content-v1'
import { siteContentSeed } from '@/demo/site-content'
import type { RouteChunks } from '@/lib/page-scripts'
import type { SiteContent } from '@/lib/site-content/schema'

let backend: TestBackend
let admin: SupabaseClient
mkdirSync('.tmp', { recursive: true })
// Inside the project: the server build in <outDir>-ssr imports react from node_modules.
const work = mkdtempSync(join('.tmp', 'build-test-'))
const outDir = join(work, 'dist')

beforeAll(async () => {
  backend = await startTestBackend()
  admin = await backend.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
})
afterAll(async () => {
  await backend?.dispose()
  rmSync(work, { recursive: true, force: true })
})

/**
 * Runs the real build (scripts/prerender.ts) against `url`; its exit code and output. Asynchronous: the backend
 * runs in this process and must keep answering.
 */
async function build(url: string): Promise<{ status: number; output: string }> {
  // Vitest's own variables (NODE_ENV=test, VITEST_*) stay out: this is the production build.
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(VITEST|NODE_ENV$)/.test(k))), VITE_SUPABASE_URL: url }
  const { code, stdout, stderr } = await runScript('scripts/prerender.ts', ['--outDir', outDir], { env, timeoutMs: 170_000 })
  return { status: code, output: `${stdout}\n${stderr}` }
}

/** Every file of `dir` with the SHA-256 of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex')
  }
  return files
}

async function publish(content: SiteContent): Promise<number> {
  const { error } = await admin.from('site_content_draft').update({ content }).eq('id', 1)
  if (error) throw error
  const { data, error: publishError } = await admin.rpc('publish_site_content')
  if (publishError) throw publishError
  return (data as { id: number }).id
}

const withSoakOffArt = (pounds: number, base: SiteContent = siteContentSeed): SiteContent => ({
  ...base,
  prices: { ...base.prices, nails: base.prices.nails.map((p) => (p.id === 'soak-off-art' ? { ...p, pounds } : p)) },
})

/** Deposit £15 and a new question whose answer names the deposit as a placeholder. */
const withDeposit15: SiteContent = {
  ...withSoakOffArt(52.5),
  bookingTerms: { ...siteContentSeed.bookingTerms, depositPounds: 15 },
  faqs: [
    ...siteContentSeed.faqs,
    { id: 'toes', question: 'Do you paint toes?', answer: 'Yes: book a pedicure; the {deposit} deposit holds it.' },
  ],
}

const page = (route: string) => readFileSync(join(outDir, route, 'index.html'), 'utf8')

const jsonLd = (html: string) =>
  JSON.parse(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { priceRange?: string }

describe('npm run build', () => {
  it('prerenders the latest published prices, terms and FAQs into the pages and the JSON-LD, and writes version.json', async () => {
    const version = await publish(withDeposit15)
    const { status, output } = await build(backend.url)
    expect(status, output).toBe(0)
    expect(output).toContain(`Building from published version ${version}`)
    const pricing = readFileSync(join(outDir, 'pricing/index.html'), 'utf8')
    expect(pricing).toMatch(/Soak off with art.*?£52\.50/s)
    expect(pricing).not.toMatch(/Soak off with art.{0,400}?£48</s)
    expect(jsonLd(readFileSync(join(outDir, 'index.html'), 'utf8')).priceRange).toBe('£3–£52.50')
    expect(JSON.parse(readFileSync(join(outDir, 'version.json'), 'utf8'))).toMatchObject({ version })
    // The deposit, typed once in the booking terms, is £15 on every page that states it, and never £10.
    for (const route of ['policies', 'booking']) {
      expect(page(route), route).toMatch(/£15 deposit/)
      expect(page(route), route).not.toMatch(/£10 deposit/)
    }
    expect(page('policies')).toMatch(/name="description" content="The £15 deposit/)
    // /faqs prerenders its questions; an answer shows when opened (the accordion renders closed answers empty),
    // composed in the page from the terms the build carries: no file of the build holds the old deposit.
    expect(page('faqs')).toContain('Do you paint toes?')
    const routes = JSON.parse(readFileSync(join(outDir, 'route-chunks.json'), 'utf8')) as RouteChunks
    for (const route of ['/policies', '/faqs', '/booking']) {
      const scripts = routes[route] ?? []
      expect(scripts.length, route).toBeGreaterThan(0)
      const code = [page(route.slice(1)), ...scripts.map((s) => readFileSync(join(outDir, s), 'utf8'))].join('\n')
      expect(code, route).toMatch(/depositPounds"?:15\b/)
      expect(code, route).not.toMatch(/depositPounds"?:10\b|£10 deposit/)
    }
  })

  it('builds a schema-1 publication as the launch site', async () => {
    const version = await publish(withSoakOffArt(49, siteContentSeedV1 as unknown as SiteContent))
    const { status, output } = await build(backend.url)
    expect(status, output).toBe(0)
    expect(output).toContain(`Building from published version ${version}`)
    expect(page('pricing')).toMatch(/Soak off with art.*?£49/s)
    expect(page('policies')).toContain('A £10 deposit secures every booking')
    expect(page('faqs')).toContain('What is your cancellation policy?')
    expect(page('faqs')).not.toContain('Do you paint toes?')
    expect(page('services')).toContain('Removal &amp; Reapplication')
  })

  it('stops on an unreachable backend and leaves the previous output as it was', async () => {
    const before = snapshot(outDir)
    const { status, output } = await build('http://127.0.0.1:9')
    expect(status).not.toBe(0)
    expect(output).toContain('Could not reach the backend at http://127.0.0.1:9')
    expect(output).toContain('The previous build output was left as it was')
    expect(snapshot(outDir)).toEqual(before)
  })

  it('stops on invalid published content, naming the refused value, and leaves the output as it was', async () => {
    const before = snapshot(outDir)
    await publish(withSoakOffArt(5000))
    const { status, output } = await build(backend.url)
    expect(status).not.toBe(0)
    expect(output).toMatch(/prices\.nails\.8\.pounds: Price must be at most £999\.99/)
    expect(snapshot(outDir)).toEqual(before)
  })
})
