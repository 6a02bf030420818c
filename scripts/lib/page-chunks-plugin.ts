import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the client build writes which chunk holds each page module (next to Vite's manifest, `<outDir>/.vite/`). */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json'

/**
 * Records, for each page module (`src/pages/*.tsx`), the output file of the chunk that holds it, in
 * {@link PAGE_CHUNKS_FILE}: `{ "src/pages/admin.tsx": "assets/admin-D1rbdn.js" }` (docs/decisions.md #303). Vite's
 * manifest names a page by its module only while the page is a chunk of its own; when lazy chunks share the page's
 * modules (the /admin sections), Rolldown makes the page a shared chunk, whose manifest entry has no module name
 * (docs/decisions.md #209). scripts/prerender-manifest.ts `readManifest` reads both, so the prerender finds every page.
 */
export function pageChunksPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const pages: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const id of chunk.moduleIds) {
          const key = relative(root, id).split('\\').join('/')
          if (/^src\/pages\/[^/]+\.tsx$/.test(key)) pages[key] = chunk.fileName
        }
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(pages, null, 2) })
    },
  }
}
