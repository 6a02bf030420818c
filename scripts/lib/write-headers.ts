import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  inlineScriptHashes,
  metaPolicy,
  policyProblems,
  vercelOutputConfig,
} from './security-headers.ts'

/**
 * The build's half of docs/security.md: reads every HTML file the prerender wrote, hashes their inline scripts, and
 * writes the headers for each host. The pure rules are in scripts/lib/security-headers.ts.
 */

/**
 * The HTML file the prerender writes for URL path `route`, relative to the build's root with `/` separators
 * (`/` -> `index.html`, `/about` -> `about/index.html`).
 */
export const htmlFileOf = (route: string): string => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)

/** Every `.html` file under `dir`, as paths relative to it with `/` separators (`about/index.html`). */
export async function htmlFilesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

/** The `<meta http-equiv>` for GitHub Pages, placed after `<meta charset>` at the top of `<head>`, before every script. */
const metaTag = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replaceAll('"', '&quot;')}">`

/**
 * Writes `<dir>/_headers` (Netlify, Cloudflare Pages) for the HTML in `dir` and, with `cspMeta`, puts the policy in
 * a `<meta http-equiv>` at the top of every page's `<head>` (GitHub Pages, which sends no headers). Throws, listing
 * each problem, when a page has inline code the policy cannot allow (an event-handler attribute, a `javascript:` URL)
 * or an inline script that differs between pages (docs/security.md "Inline scripts"). Returns the policy.
 */
export async function writeSecurityHeaders(dir: string, options: { backendUrl: string; cspMeta: boolean }): Promise<string> {
  const files = await htmlFilesOf(dir)
  const pages = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(dir, file), 'utf8')] as const)))
  const policy = contentSecurityPolicy({ backendUrl: options.backendUrl, scriptHashes: inlineScriptHashes(pages.values()) })
  if (options.cspMeta) {
    for (const [file, html] of pages) {
      // Right after <meta charset> (which must come first), before any script.
      const after = /<meta charset[^>]*>/i.test(html) ? /<meta charset[^>]*>/i : /<head>/i
      const withMeta = html.replace(after, (first) => `${first}\n    ${metaTag(policy)}`)
      pages.set(file, withMeta)
      await writeFile(join(dir, file), withMeta)
    }
  }
  const problems = policyProblems(policy, pages)
  if (problems.length) throw new Error(`The built pages break the Content-Security-Policy (docs/security.md):\n  ${problems.join('\n  ')}`)
  await writeFile(join(dir, '_headers'), formatHeadersFile(headerRules(policy)))
  return policy
}

/**
 * Vercel (docs/security.md "Per host"): writes the Build Output API folder `<vercelDir>` (`.vercel/output`), the
 * build in `static/` and `config.json` with the same headers and the static-host routing, so the headers follow the
 * build's VITE_SUPABASE_URL and script hashes without a hand-kept vercel.json.
 */
export async function writeVercelOutput(dir: string, vercelDir: string, policy: string): Promise<void> {
  await rm(vercelDir, { recursive: true, force: true })
  await mkdir(vercelDir, { recursive: true })
  await cp(dir, join(vercelDir, 'static'), { recursive: true, filter: (source) => !source.endsWith(`${sep}_headers`) })
  const config = vercelOutputConfig(headerRules(policy), await htmlFilesOf(dir))
  await writeFile(join(vercelDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`)
}
