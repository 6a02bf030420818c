import { basename } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { backendEnvPlugin } from './scripts/lib/backend-env.ts'
import { pageChunksPlugin } from './scripts/lib/page-chunks-plugin.ts'
import { siteContentPlugin } from './scripts/lib/site-content-plugin.ts'

/**
 * Vite config: React, Tailwind, the `@/` alias. Dev server on http://localhost:5173 (docs/decisions.md #18). The
 * backend variables are checked here, so a malformed one stops the build and the dev server (scripts/lib/backend-env.ts).
 * The client build writes `.vite/manifest.json` and `.vite/page-chunks.json` (scripts/lib/page-chunks-plugin.ts), which
 * scripts/prerender.ts (route modulepreloads) and scripts/check-bundle.ts (the 100 KB budget) read; the SSR build of src/entry-server.tsx is only
 * used by the prerender step (docs/architecture.md "Prerender").
 */
/** The folder the repository is checked out in (`main`, `repo`...). */
const checkoutName = basename(fileURLToPath(new URL('.', import.meta.url)))

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [backendEnvPlugin(), react(), tailwindcss(), siteContentPlugin(), pageChunksPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Six-character content hashes (not eight): the entry names every lazy route's chunk, so two characters a name is
  // about 100 B gzipped of the 100 KB first-load budget (docs/architecture.md "Budgets").
  build: isSsrBuild
    ? {}
    : {
        manifest: true,
        // `PROFILE_BUILD=1 npm run build`: unminified, to read React's and our function names in a profile
        // (`npm run bench:long-tasks -- --profile`, docs/performance.md "Long tasks"); never for a site to serve.
        ...(process.env.PROFILE_BUILD === '1' ? { minify: false } : {}),
        // No preload lists for dynamic imports, and no modulepreload polyfill (docs/decisions.md #254): every public
        // page's chunk imports only the framework chunk and Rolldown's runtime, which every page has loaded already;
        // the prerender writes each page's modulepreloads from the manifest, entry and app modules included
        // (scripts/prerender.ts), the /auth and /admin shells' too; the prefetcher adds a next page's
        // (src/app/prefetch-pages.ts). The lists cost every visitor's first load their file names and the helper code
        // that walks them. Browsers without `<link rel=modulepreload>` (Safari before 17) ignore the links and fetch
        // the same files through the import graph, a little later (docs/decisions.md #120).
        modulePreload: false,
        rollupOptions: {
          // Required by the inlining of common chunks below; an app's entry has no exports anyone imports.
          preserveEntrySignatures: false,
          output: {
            // The entry, its shared chunk and stylesheet would be named after the checkout's folder (index.html's
            // directory), whose length then changes the first-load bytes from clone to clone: they are named `app`.
            entryFileNames: 'assets/app-[hash:6].js',
            chunkFileNames: (chunk) => `assets/${chunk.name === checkoutName ? 'app' : '[name]'}-[hash:6].js`,
            assetFileNames: (asset) => `assets/${asset.names[0]?.startsWith(`${checkoutName}.`) ? 'app' : '[name]'}-[hash:6][extname]`,
            // V8's explicit compile hint for the framework chunk: its functions are compiled with the script, off the main
            // thread, instead of one by one on the main thread the first time hydration calls them (docs/decisions.md
            // #254; https://v8.dev/blog/explicit-compile-hints). Other browsers read a comment.
            postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
            // Shared chunks under 8 KB are copied into the chunks that import them instead of being files of their
            // own: the first load of `/` is 6 files instead of 16, and every file costs the main thread a
            // modulepreload, a response and a compile after first paint (docs/decisions.md #122). The copies cost
            // nothing on first load; Rolldown's ordering runtime that this needs is about 600 B.
            // React, react-dom, the scheduler and the router are one file (docs/decisions.md #142): left to the
            // default grouping, the router (imported by every page, not only by the entry) became a 13 KB file of its
            // own, which gzips about 0.9 KB worse than the same code in one file with React. Vite's dynamic-import
            // helper and the app's few modules that the entry and the lazy chunks all use (the client-render check and
            // the full stylesheet's switch) go with them: left alone they became a 1 KB file of their own on the first
            // load (docs/decisions.md #254).
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority|react-error-boundary)[\\/]|node_modules[\\/]lucide-react[\\/](?!.*[\\/]icons[\\/])|vite[\\/]preload-helper|src[\\/]lib[\\/](use-client-render|full-stylesheet|full-stylesheet-on-mount)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}))
