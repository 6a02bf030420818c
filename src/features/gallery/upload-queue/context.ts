import { createContext, use, useSyncExternalStore } from 'react'
import type { UploadQueueState } from '@/features/gallery/upload-queue/machine'
import type { UploadQueue } from '@/features/gallery/upload-queue/queue'

/** The upload queue of this /admin page, provided by UploadQueueProvider (provider.tsx beside this file). */
export const UploadQueueContext = createContext<UploadQueue | null>(null)

/** The page's upload queue and its state (re-rendered on every change); throws outside UploadQueueProvider. */
export function useUploadQueue(): { queue: UploadQueue; state: UploadQueueState } {
  const queue = use(UploadQueueContext)
  if (!queue) throw new Error('useUploadQueue needs an UploadQueueProvider above it')
  const state = useSyncExternalStore(queue.subscribe, queue.state, queue.state)
  return { queue, state }
}

/**
 * For Sign Out (docs/decisions.md #293, #404): how many photos have not been stored yet (waiting, uploading or failed),
 * for its question, and the step to run before it forgets the device (`UploadQueue.discardWaiting`).
 */
export function usePhotosNotUploaded(): { count: number; discard: () => Promise<void> } {
  const { queue, state } = useUploadQueue()
  return { count: state.photos.length, discard: queue.discardWaiting }
}
