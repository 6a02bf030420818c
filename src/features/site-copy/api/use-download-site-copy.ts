import { useMutation } from '@tanstack/react-query'
import { makeSiteCopy, type CopyProgress } from '@/features/site-copy/api/download-site-copy'
import { saveFile } from '@/features/site-copy/lib/save-file'

export type { CopyProgress }

/**
 * "Download a copy of my site" as a mutation (docs/decisions.md #207): makes the copy (makeSiteCopy, which loads the
 * zip writer only now) and saves it (saveFile). Resolves with the saved file's name and size (bytes), not the Blob, so
 * nothing keeps the copy once it is saved; rejects with a CopyFailedError whose message is the reason she reads, and
 * nothing is saved then.
 */
export function useDownloadSiteCopy(onProgress: (progress: CopyProgress) => void) {
  return useMutation({
    mutationFn: async (): Promise<{ fileName: string; bytes: number }> => {
      const { blob, fileName } = await makeSiteCopy({ onProgress })
      saveFile(blob, fileName)
      return { fileName, bytes: blob.size }
    },
  })
}
