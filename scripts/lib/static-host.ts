import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import sirv from 'sirv'
import { headersForPath, parseHeadersFile, REVALIDATE_CACHE_CONTROL } from './security-headers.ts'

/**
 * Serves a prerendered build the way a static host does (docs/operations.md "Static hosting and fallbacks"), for e2e,
 * `npm run preview` and `npm run audit`: `/about` -> `about/index.html`, any unknown path -> `404.html` with status 404
 * (never the home page), and every response, the 404 included, with the headers the build wrote to `<dir>/_headers`
 * (docs/security.md: the Content-Security-Policy and the other security headers, hashed `/assets/*` cached for a
 * year), revalidation (`no-cache`) where it sets no Cache-Control, as Netlify and Cloudflare Pages do. So every e2e
 * run is a CSP run. `vite preview` cannot stand in: it answers every unknown path with index.html.
 */

/** Options of {@link serveDist}. */
export type ServeOptions = {
  /** The build's folder. */
  dir: string
  /** The port on 127.0.0.1; 0 picks a free one. */
  port: number
  /** First write `.br`/`.gz` siblings of the text files (as a CDN would compress them), so Lighthouse measures realistic transfer sizes. */
  compress?: boolean
}

/** A running static host: its origin (`http://127.0.0.1:<port>`) and how to stop it. */
export type StaticHost = { url: string; close(): Promise<void> }

/** Starts serving `dir` on 127.0.0.1. Throws when the folder has no `404.html` or `_headers` (not a build of ours). */
export async function serveDist({ dir: folder, port, compress = false }: ServeOptions): Promise<StaticHost> {
  const dir = resolve(folder)
  const notFoundPage = readFileSync(join(dir, '404.html'))
  const headersFile = join(dir, '_headers')
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: build with npm run build (scripts/prerender.ts writes it)`)
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'))

  /** Sets the build's headers for the URL path on the response, Cache-Control defaulting to revalidation. */
  const applyHeaders = (res: ServerResponse, url: string | undefined): void => {
    const headers = headersForPath(rules, new URL(url ?? '/', 'http://localhost').pathname)
    res.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL)
    for (const [name, value] of headers) res.setHeader(name, value)
  }

  if (compress) {
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
    gzip: compress,
    brotli: compress,
    extensions: ['html'],
    onNoMatch(_req, res) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(notFoundPage)
    },
  })

  const server = createServer((req, res) => {
    applyHeaders(res, req.url)
    // The hosts that read _headers never serve it.
    if (new URL(req.url ?? '/', 'http://localhost').pathname === '/_headers') {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(notFoundPage)
      return
    }
    serve(req, res)
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
