import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { PAGE_CHUNKS_FILE } from './lib/page-chunks-plugin.ts'

/**
 * Reading Vite's build manifest (`<outDir>/.vite/manifest.json`, `build.manifest` in vite.config.ts):
 * used by scripts/prerender.ts (per-route modulepreloads) and scripts/check-bundle.ts (budgets).
 */

/**
 * Reads the client build's manifest, with every page module (`src/pages/*.tsx`) as a key: a page that Rolldown made a
 * shared chunk (its lazy chunks share its modules, the /admin sections; docs/decisions.md #303) is named by the chunk
 * that holds it, from the build's page-chunks file (scripts/lib/page-chunks-plugin.ts). Throws when the folder holds
 * no client build.
 */
export function readManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite', 'manifest.json')
  let manifest: Manifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  } catch (cause) {
    throw new Error(`No Vite manifest at ${file}: build the site first (npm run build)`, { cause })
  }
  const pagesFile = join(outDir, PAGE_CHUNKS_FILE)
  const pages = existsSync(pagesFile) ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, string>) : {}
  for (const [page, output] of Object.entries(pages)) {
    if (manifest[page]) continue
    const chunk = Object.values(manifest).find((entry) => entry.file === output)
    if (chunk) manifest[page] = chunk
  }
  return manifest
}

/**
 * Manifest keys of a page module's parts: the `src/pages/<page>.<part>.tsx` modules it imports dynamically
 * (docs/decisions.md #123), e.g. "src/pages/home.tsx" -> ["src/pages/home.below-hero.tsx"]. Not part of the page's
 * first load, but of a navigation to it.
 */
export function pagePartModules(manifest: Manifest, pageKey: string): string[] {
  const prefix = pageKey.replace(/\.tsx$/, '.')
  return (manifest[pageKey]?.dynamicImports ?? []).filter((key) => key.startsWith(prefix))
}

/**
 * Output files (relative to outDir, e.g. "assets/index-abc.js") of the given manifest keys and
 * everything they import statically, transitively. Dynamic imports are not followed: they are not
 * part of a first load.
 */
export function staticGraph(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const files: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    files.push(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

/** Manifest keys whose output file is one of `files` (e.g. the scripts index.html references). */
export function keysOfFiles(manifest: Manifest, files: readonly string[]): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => files.includes(chunk.file))
    .map(([key]) => key)
}
