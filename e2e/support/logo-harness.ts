import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

/**
 * The app's `uploadLogo` (src/features/gallery/api/upload-logo.ts; docs/decisions.md #346) in a page of the built site,
 * for e2e/logo-upload.spec.ts while no editor calls it yet: ./logo-harness-entry.ts bundled for the browser as one
 * classic script (Vite's library build, in memory, about 2 s), which the test runs in the page with `page.evaluate`.
 * The page's Content-Security-Policy still governs everything that code loads and draws.
 */
export async function logoHarnessScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL('./logo-harness-entry.ts', import.meta.url)), formats: ['iife'], name: 'logoHarnessEntry' },
    },
  })) as Rolldown.RolldownOutput[]
  const chunk = output[0]?.output.find((o) => o.type === 'chunk')
  if (!chunk) throw new Error('the logo harness did not bundle')
  return chunk.code
}
