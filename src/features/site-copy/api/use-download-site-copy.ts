import { useMutation } from '@tanstack/react-query'
import type { CopyProgress } from '@/features/site-copy/api/download-site-copy'
import { copyProblems } from '@/features/site-copy/messages'
import { errorMessage } from '@/lib/error-message'

export type { CopyProgress }

/**
 * "Download a copy of my site" as a mutation (docs/decisions.md #207): loads the download's code (client-zip and the
 * copy's reads, a lazy chunk of /admin) only when she asks, then makes and saves the copy. Resolves with the saved
 * file's name and size (bytes); rejects with an Error whose message is the reason she reads.
 */
export function useDownloadSiteCopy(onProgress: (progress: CopyProgress) => void) {
  return useMutation({
    mutationFn: async () => {
      const { downloadSiteCopy } = await import('@/features/site-copy/api/download-site-copy').catch((error: unknown) => {
        throw new Error(copyProblems.other(errorMessage(error)))
      })
      return downloadSiteCopy(onProgress)
    },
  })
}
