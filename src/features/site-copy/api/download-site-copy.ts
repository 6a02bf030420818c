import { studio } from '@/content/studio'
import { readDraft, readGallery, readPublications } from '@/features/site-copy/api/read-site'
import { COPY_FORMAT, COPY_FORMAT_VERSION, copyEntries, type PhotoRecord } from '@/features/site-copy/lib/copy-format'
import { copyFileName, copyProblems, copyReadme } from '@/features/site-copy/messages'
import { getBackendEnv } from '@/lib/env'
import { errorMessage } from '@/lib/error-message'
import { londonDay } from '@/lib/format'
import { photoUrl } from '@/lib/photo-files'

/**
 * "Download a copy of my site" (docs/decisions.md #207, #209): her whole site as one .zip, written as a stream by
 * client-zip, which is loaded only when she asks for a copy (a lazy chunk of /admin: the only module of that chunk,
 * see docs/decisions.md #209 for why nothing of the app is in it).
 *
 * Memory: the zip is a stream. Its entries are made one at a time as client-zip asks for them: the published versions
 * a page at a time, each photo fetched only when the previous one has been written, and its body piped into the
 * zip as it arrives. Nothing holds the whole copy in the page's memory; the stream ends in a Blob, which the browser
 * keeps outside the page (Chromium pages large blobs to disk); `saveFile` (lib/save-file.ts) saves it. Figures:
 * docs/performance.md "A copy of her site".
 */

/** Where a copy has got to: reading her content, or adding photo `done` (0-based count of photos written) of `total`. */
export type CopyProgress = { stage: 'content' } | { stage: 'photos'; done: number; total: number }

/** A copy that could not be made; `message` is the reason she reads (copyProblems). */
export class CopyFailedError extends Error {
  override name = 'CopyFailedError'
}

/** "27 November 2026 at 14:05", UK time. */
const takenAt = (date: Date) => date.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' })

export type MakeCopyOptions = {
  onProgress?: (progress: CopyProgress) => void
  /** The project's URL (default: this build's VITE_SUPABASE_URL); the photos are fetched from its bucket. */
  origin?: string
  /** The copy's time (default: now). */
  now?: Date
}

/**
 * Makes the copy as the signed-in admin and resolves with it as a Blob (`application/zip`) and its file name.
 * Throws {@link CopyFailedError}: a photo that cannot be read (named, with its number), or her content that cannot
 * be read (not signed in as the admin, the network).
 */
export async function makeSiteCopy({ onProgress, origin = getBackendEnv().supabaseUrl, now = new Date() }: MakeCopyOptions = {}): Promise<{
  blob: Blob
  fileName: string
}> {
  onProgress?.({ stage: 'content' })
  let failure: CopyFailedError | undefined
  /** The first failure wins: a photo's error, not the stream error it causes downstream. */
  const failed = (error: unknown): CopyFailedError =>
    (failure ??= error instanceof CopyFailedError ? error : new CopyFailedError(copyProblems.other(errorMessage(error))))
  try {
    const [{ downloadZip }, draft, gallery] = await Promise.all([import('client-zip'), readDraft(), readGallery()])
    const manifest = { format: COPY_FORMAT, formatVersion: COPY_FORMAT_VERSION, exportedAt: now.toISOString(), origin } as const
    const readme = copyReadme({ studioName: studio.name, takenAt: takenAt(now), origin })
    const photoBody = async (photo: PhotoRecord, index: number, total: number): Promise<ReadableStream<Uint8Array>> => {
      onProgress?.({ stage: 'photos', done: index, total })
      const unreadable = (reason: string) => new CopyFailedError(copyProblems.photo(index, total, photo.file, reason))
      const response = await fetch(photoUrl(origin, photo.path)).catch((error: unknown) => {
        throw unreadable(errorMessage(error))
      })
      if (!response.ok || !response.body) throw unreadable(`the photos' storage answered ${response.status}`)
      return response.body
    }
    const entries = copyEntries({ manifest, readme, draft, publications: readPublications(), gallery }, photoBody)
    const blob = await downloadZip(
      (async function* () {
        try {
          yield* entries
        } catch (error) {
          throw failed(error)
        }
      })(),
    ).blob()
    return { blob, fileName: copyFileName(studio.name, londonDay(now)) }
  } catch (error) {
    throw failed(error)
  }
}
