import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import sirv from 'sirv'

/**
 * Serves a prerendered build the way a static host does (docs/operations.md "Static hosting and fallbacks"), for e2e and
 * `npm run audit`: `/about` -> `about/index.html`, any unknown path -> `404.html` with status 404
 * (never the home page), hashed `/assets/*` cached for a year. `vite preview` cannot stand in: it
 * answers every unknown path with index.html.
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
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
  },
  onNoMatch(_req, res) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    res.end(notFoundPage)
  },
})

createServer((req, res) => serve(req, res)).listen(Number(args.port), '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${args.port}`)
})
