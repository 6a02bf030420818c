import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { pageModule, routeKeyFor } from '../src/config/paths.ts'
import { keysOfFiles, readManifest, staticGraph } from './prerender-manifest.ts'
import { inlineScripts } from './lib/security-headers.ts'

/**
 * Bundle budgets of a prerendered build (docs/architecture.md, "Budgets"; `npm run test:budgets`; the build comes from
 * `npm run build` or the e2e web server):
 * - the first load of `/` — every script and modulepreload `index.html` references, plus what they
 *   import statically, plus its inline scripts — stays within FIRST_LOAD_BUDGET_BYTES (100 KB) of gzipped JavaScript (zlib's
 *   default level 6), the product's bar (docs/architecture.md, "Budgets");
 * - no public route's initial chunk graph (index.html's scripts plus the route's page chunk and its
 *   static imports) contains supabase-js, the /auth and /admin screens or the palette's code. They are recognised by
 *   content, so a renamed or merged chunk cannot hide them;
 * - /admin's initial chunk graph (the same, with the admin page's chunk) holds no zod, which its first screen does not
 *   need: the schemas load with the editors, the preview and Publish (docs/decisions.md #565, #566).
 * Prints a table and exits 1 when a budget is broken. Usage: tsx scripts/check-bundle.ts [--outDir dist]
 */
/**
 * The budget for the first load of `/` (docs/architecture.md, "Budgets"), in gzipped bytes: what it measured on
 * 2026-11-25 once the home page's part below the hero left it (96,441 B, docs/decisions.md #123) plus 2 KB of
 * headroom, under the product's bar of 100 KB. React and react-dom alone are ~72 KB of it.
 */
export const FIRST_LOAD_BUDGET_BYTES = 98_500

/** Code that must stay off public routes: supabase-js itself and the text of the /auth and /admin screens (docs/product.md §2). */
const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'supabase-js', pattern: /supabase-js|GoTrueClient|PostgrestClient|StorageClient/ },
  { what: 'the /auth screen', pattern: /Sign in to access admin features/ },
  { what: 'the /admin screen', pattern: /Manage your gallery images/ },
  // The public pages get her palette as CSS in their HTML (docs/decisions.md #342): its code is /admin's preview's only.
  { what: 'the palette (src/lib/palette.ts, culori)', pattern: /stay readable|relative chroma|oklch/ },
]

const { values: args } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } })
const outDir = resolve(args.outDir)
const manifest = readManifest(outDir)
const read = (file: string) => readFileSync(join(outDir, file))
const gzipBytes = (file: string) => gzipSync(read(file)).length

/**
 * JS files a prerendered page references directly: every quoted `"/….js"` path in it, which covers `<script src>`,
 * `<link rel=modulepreload href>` and the file list of the prerender's after-first-paint loader (scripts/prerender.ts).
 */
function referencedScripts(htmlFile: string): string[] {
  const html = read(htmlFile).toString()
  return [...html.matchAll(/"\/([^"]+\.js)"/g)].map((m) => m[1]!)
}

const failures: string[] = []

/**
 * The inline scripts of a page that a browser runs (the after-first-paint loader, the early-tap capture and the notice's
 * date check, docs/decisions.md #130, #131), each gzipped on its own: they are first-load JavaScript too. Data blocks
 * (the JSON-LD, the loader's JSON file list) are not JavaScript and do not count; "runs" is decided by the same
 * `inlineScripts` the CSP hashes come from (scripts/lib/security-headers.ts).
 */
function executableInlineScripts(htmlFile: string): { name: string; bytes: number }[] {
  return inlineScripts(read(htmlFile).toString()).map((code, i) => ({
    name: `inline script ${i + 1} (${code.length} chars)`,
    bytes: gzipSync(code).length,
  }))
}

const firstLoad = staticGraph(manifest, keysOfFiles(manifest, referencedScripts('index.html')))
const inline = executableInlineScripts('index.html')
const firstLoadBytes = firstLoad.reduce((sum, file) => sum + gzipBytes(file), 0) + inline.reduce((sum, script) => sum + script.bytes, 0)
console.log('First load of / (gzipped JavaScript):')
for (const file of firstLoad) console.log(`  ${String(gzipBytes(file)).padStart(7)} B  ${file}`)
for (const script of inline) console.log(`  ${String(script.bytes).padStart(7)} B  ${script.name}`)
console.log(`  ${String(firstLoadBytes).padStart(7)} B  total; budget ${FIRST_LOAD_BUDGET_BYTES} B`)
if (firstLoadBytes > FIRST_LOAD_BUDGET_BYTES) {
  failures.push(`first load of / is ${firstLoadBytes} B of gzipped JavaScript, over the ${FIRST_LOAD_BUDGET_BYTES} B budget`)
}

const entryKeys = keysOfFiles(
  manifest,
  referencedScripts('index.html').filter((f) => manifest['index.html']?.file === f),
)
const sitemap = read('sitemap.xml').toString()
const publicRoutes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1])
for (const path of publicRoutes) {
  const key = routeKeyFor(path)
  if (!key) throw new Error(`sitemap.xml lists ${path}, which is not in src/config/paths.ts`)
  for (const file of staticGraph(manifest, [...entryKeys, pageModule(key)])) {
    const code = read(file).toString()
    for (const { what, pattern } of forbidden) {
      if (pattern.test(code)) failures.push(`${path} loads ${what} up front (${file} matches ${pattern})`)
    }
  }
}
console.log(`Checked the initial chunk graph of ${publicRoutes.length} public routes for supabase-js and admin/auth code.`)

// zod's core reads its `jitless` setting (src/lib/zod.ts sets it), so the word is in whichever chunk holds zod.
for (const file of staticGraph(manifest, [...entryKeys, pageModule('admin')])) {
  if (/jitless/.test(read(file).toString())) failures.push(`/admin loads zod up front (${file} matches /jitless/)`)
}
console.log('Checked the initial chunk graph of /admin for zod.')

if (failures.length > 0) {
  console.error(`\nBundle budget FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
  process.exit(1)
}
console.log('Bundle budgets passed.')
