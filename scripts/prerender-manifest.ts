import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'

/**
 * Reading Vite's build manifest (`<outDir>/.vite/manifest.json`, `build.manifest` in vite.config.ts):
 * used by scripts/prerender.ts (per-route modulepreloads) and scripts/check-bundle.ts (budgets).
 */

/** Reads the client build's manifest; throws when the folder holds no client build. */
export function readManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite', 'manifest.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest
  } catch (cause) {
    throw new Error(`No Vite manifest at ${file}: build the site first (npm run build)`, { cause })
  }
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
