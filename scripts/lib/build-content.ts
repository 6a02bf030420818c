import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { contentSourceFromEnv, fetchLatestPublication, PublishedContentError, type LatestPublication } from './published-content.ts'

/**
 * The content steps of `npm run build` (scripts/prerender.ts; docs/site-content.md "The build"): read and validate
 * the latest publication, build into a temporary sibling of the output folder, and swap it into place only at the
 * end, so a failed build never leaves an empty or partial site behind.
 */

/**
 * The latest publication of the backend named by VITE_SUPABASE_URL. A refused connection is retried for `waitMs`
 * (a backend that is still starting); any other failure, or still none after `waitMs`, prints the reason and
 * exits the process with code 1 before anything is written.
 */
export async function readPublishedContent(waitMs = 0): Promise<LatestPublication> {
  const source = contentSourceFromEnv()
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return await fetchLatestPublication(source)
    } catch (error) {
      if (error instanceof PublishedContentError && error.unreachable && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        continue
      }
      console.error(
        `\nBuild stopped: ${error instanceof Error ? error.message : String(error)}\nThe previous build output was left as it was.\n`,
      )
      process.exit(1)
    }
  }
}

/** Where this build writes: the client build, the SSR build and the content file the Vite plugin reads. */
export type WorkFolders = { outDir: string; ssrDir: string; contentFile: string }

/**
 * Folders for a build that ends in `finalDir`: a temporary sibling (removed if the process exits before the swap),
 * `<finalDir>-ssr` for the server build, and a temporary file holding `publication` for the Vite plugin
 * (SITE_CONTENT_FILE). With `reuse` (--skip-build) the existing `finalDir` is prerendered again in place.
 */
export async function workFolders(finalDir: string, publication: LatestPublication, reuse: boolean): Promise<WorkFolders> {
  const contentDir = mkdtempSync(join(tmpdir(), 'site-content-'))
  const contentFile = join(contentDir, 'content.json')
  writeFileSync(contentFile, JSON.stringify(publication))
  const outDir = reuse ? finalDir : join(dirname(finalDir), `.${basename(finalDir)}.building-${process.pid}`)
  process.on('exit', () => {
    rmSync(contentDir, { recursive: true, force: true })
    if (!reuse) rmSync(outDir, { recursive: true, force: true })
  })
  return { outDir, ssrDir: `${finalDir}-ssr`, contentFile }
}

/** Replaces `finalDir` with the finished build in `outDir` (two renames on one file system), then drops the old one. */
export async function swapIntoPlace(outDir: string, finalDir: string): Promise<void> {
  if (outDir === finalDir) return
  const old = `${finalDir}.old-${process.pid}`
  if (existsSync(finalDir)) await rename(finalDir, old)
  await rename(outDir, finalDir)
  await rm(old, { recursive: true, force: true })
}
