import { useMutation } from '@tanstack/react-query'
import { downloadSiteCopy, type CopyProgress } from '@/features/site-copy/api/download-site-copy'

export type { CopyProgress }

/**
 * "Download a copy of my site" as a mutation (docs/decisions.md #207): makes and saves the copy (downloadSiteCopy, which
 * loads the zip writer only now). Resolves with the saved file's name and size (bytes); rejects with a
 * CopyFailedError whose message is the reason she reads.
 */
export function useDownloadSiteCopy(onProgress: (progress: CopyProgress) => void) {
  return useMutation({ mutationFn: () => downloadSiteCopy(onProgress) })
}
