import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import sirv from 'sirv'
import { headersForPath, parseHeadersFile, REVALIDATE_CACHE_CONTROL } from './lib/security-headers.ts'

/**
 * Serves a prerendered build the way a static host does (docs/operations.md "Static hosting and fallbacks"), for e2e and
 * `npm run audit`: `/about` -> `about/index.html`, any unknown path -> `404.html` with status 404
 * (never the home page), and every response, the 404 included, with the headers the build wrote to `<dir>/_headers`
 * (docs/security.md: the Content-Security-Policy and the other security headers, hashed `/assets/*` cached for a
 * year), revalidation (`no-cache`) where it sets no Cache-Control, as Netlify and Cloudflare Pages do. So every e2e
 * run is a CSP run. `vite preview` cannot stand in: it answers every unknown path with index.html.
 *
 * Usage: tsx scripts/serve-dist.ts [--dir dist] [--port 4186] [--compress]
 * `--compress` first writes `.br`/`.gz` siblings of the text files (as a CDN would compress them), so
 * Lighthouse measures realistic transfer sizes. Listens on 127.0.0.1 only.
 */
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4186' },
    compress: { type: 'boolean', default: false },
  },
})
const dir = resolve(args.dir)
const notFoundPage = readFileSync(join(dir, '404.html'))
const headersFile = join(dir, '_headers')
if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: build with npm run build (scripts/prerender.ts writes it)`)
const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'))

/** Sets the build's headers for the URL path on the response, Cache-Control defaulting to revalidation. */
function applyHeaders(res: ServerResponse, url: string | undefined): void {
  const headers = headersForPath(rules, new URL(url ?? '/', 'http://localhost').pathname)
  res.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL)
  for (const [name, value] of headers) res.setHeader(name, value)
}

if (args.compress) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|xml|txt|json)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const content = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
    writeFileSync(`${file}.br`, brotliCompressSync(content))
  }
}

const serve = sirv(dir, {
  dev: false,
  etag: true,
  gzip: args.compress,
  brotli: args.compress,
  extensions: ['html'],
  onNoMatch(_req, res) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(notFoundPage)
  },
})

createServer((req, res) => {
  applyHeaders(res, req.url)
  // The hosts that read _headers never serve it.
  if (new URL(req.url ?? '/', 'http://localhost').pathname === '/_headers') {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(notFoundPage)
    return
  }
  serve(req, res)
}).listen(Number(args.port), '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${args.port}`)
})
