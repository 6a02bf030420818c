import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fetchLatestPublication, PublishedContentError, type ContentSource, type LatestPublication } from './published-content.ts'

/**
 * The content steps of `npm run build` (scripts/prerender.ts; docs/site-content.md "The build"): read and validate
 * the latest publication, build into a temporary sibling of the output folder, and swap it into place only at the
 * end, so a failed build never leaves an empty or partial site behind.
 */

/**
 * The latest publication of `source`, or null when it has none (a project with no content: the build makes the holding
 * page, docs/decisions.md #445). A refused connection is retried for `waitMs` (a backend that is still starting).
 * Throws PublishedContentError, before anything is written, on any other failure or when the backend is still
 * unreachable after `waitMs`.
 */
export async function readPublishedContent(source: ContentSource, waitMs = 0): Promise<LatestPublication | null> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return await fetchLatestPublication(source)
    } catch (error) {
      if (error instanceof PublishedContentError && error.unreachable && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        continue
      }
      throw error
    }
  }
}

/** Where one build writes, and how to remove what it leaves. */
export type WorkFolders = {
  /** The client build, a temporary sibling of the final folder, swapped into place at the end. */
  outDir: string
  /** The SSR build of src/entry-server.tsx. */
  ssrDir: string
  /** The publication as JSON (`null` for a project with nothing published), for the Vite plugin (SITE_CONTENT_FILE). */
  contentFile: string
  /** Removes the content file, the SSR build and whatever of `outDir` was not swapped into place. */
  remove(): void
}

/** Folders for a build that ends in `finalDir`, and a temporary file holding `publication` for the Vite plugin. */
export function workFolders(finalDir: string, publication: LatestPublication | null): WorkFolders {
  const contentDir = mkdtempSync(join(tmpdir(), 'site-content-'))
  const contentFile = join(contentDir, 'content.json')
  writeFileSync(contentFile, JSON.stringify(publication))
  const outDir = join(dirname(finalDir), `.${basename(finalDir)}.building-${process.pid}-${Date.now()}`)
  const ssrDir = `${outDir}-ssr`
  return {
    outDir,
    ssrDir,
    contentFile,
    remove() {
      for (const dir of [contentDir, ssrDir, outDir]) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Replaces `finalDir` with the finished build in `outDir` (two renames on one file system), then drops the old one. */
export async function swapIntoPlace(outDir: string, finalDir: string): Promise<void> {
  const old = `${finalDir}.old-${process.pid}`
  if (existsSync(finalDir)) await rename(finalDir, old)
  await rename(outDir, finalDir)
  await rm(old, { recursive: true, force: true })
}
