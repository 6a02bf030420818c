import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build, type Plugin, type Rollup } from 'vite'
import { publishedContentFromSeed } from './lib/site-content-plugin.ts'

/**
 * `npx tsx scripts/first-load-breakdown.ts`: the first load of `/` (docs/architecture.md "First load breakdown")
 * by package and by app module: each chunk's gzipped size (zlib level 6, as scripts/check-bundle.ts counts) shared
 * out over its modules by their rendered length. Builds the client with the seed content in memory; writes nothing.
 * `--page admin` (a file of src/pages/) gives that page's first load instead; `--files` names every app module rather
 * than its folder.
 */
const { values: args } = parseArgs({ options: { page: { type: 'string', default: 'home' }, files: { type: 'boolean', default: false } } })
const groups = new Map<string, number>()

function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1]
  if (pkg) return pkg
  const app = (args.files ? /\/src\/(.+)$/ : /\/src\/([^/]+)\//).exec(id)?.[1]
  return app ? `src/${app}` : id.startsWith('\0') ? 'virtual' : 'other'
}

const collect: Plugin = {
  name: 'first-load-breakdown',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
    const entry = chunks.find((c) => c.isEntry)
    // The chunk that holds the page module (a page chunk may carry modules of its own beside it, so not by facade).
    const home = chunks.find((c) => Object.keys(c.modules).some((id) => id.endsWith(`/src/pages/${args.page}.tsx`)))
    const seen = new Set<string>()
    const visit = (chunk: Rollup.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      const gzipped = gzipSync(chunk.code, { level: 6 }).length
      const rendered = Object.values(chunk.modules).reduce((sum, m) => sum + m.renderedLength, 0)
      for (const [id, module] of Object.entries(chunk.modules)) {
        const key = groupOf(id)
        groups.set(key, (groups.get(key) ?? 0) + (gzipped * module.renderedLength) / rendered)
      }
      for (const file of chunk.imports) visit(chunks.find((c) => c.fileName === file))
    }
    visit(entry)
    visit(home)
  },
}

process.env.SITE_CONTENT_JSON = JSON.stringify(await publishedContentFromSeed())
await build({ logLevel: 'silent', plugins: [collect], build: { write: false } })
const rows = [...groups.entries()].sort((a, b) => b[1] - a[1])
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
console.log('| Part | gzipped bytes |\n|---|--:|')
for (const [name, bytes] of rows) console.log(`| ${name} | ${Math.round(bytes).toLocaleString('en-GB')} |`)
console.log(`| total | ${Math.round(total).toLocaleString('en-GB')} |`)
