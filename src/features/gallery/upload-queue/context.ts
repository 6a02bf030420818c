import { createContext, use, useSyncExternalStore } from 'react'
import type { UploadQueue, UploadQueueState } from '@/features/gallery/api/upload-queue'

/** The upload queue of this /admin page, provided by UploadQueueProvider (src/features/gallery/components/upload-queue-provider.tsx). */
export const UploadQueueContext = createContext<UploadQueue | null>(null)

/** The page's upload queue and its state (re-rendered on every change); throws outside UploadQueueProvider. */
export function useUploadQueue(): { queue: UploadQueue; state: UploadQueueState } {
  const queue = use(UploadQueueContext)
  if (!queue) throw new Error('useUploadQueue needs an UploadQueueProvider above it')
  const state = useSyncExternalStore(queue.subscribe, queue.state, queue.state)
  return { queue, state }
}

/** How many photos have not been stored yet (waiting, uploading or failed), for the question before Sign Out (docs/decisions.md #293). */
export function usePhotosNotUploaded(): number {
  return useUploadQueue().state.photos.length
}
