import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { galleryImagesQueryKey } from '@/features/gallery/api/gallery-images'
import { errorMessage, galleryToasts, uploadedToast, uploadFailedToast } from '@/features/gallery/messages'
import { UploadQueueContext, usePhotosNotUploaded } from '@/features/gallery/upload-queue/context'
import { createUploadQueue } from '@/features/gallery/upload-queue/queue'
import { toast } from '@/hooks/use-toast'
import { useRegisterPhotosNotUploaded } from '@/hooks/use-unsaved-changes'
import { useSignedInUserId } from '@/lib/signed-in-user'

/**
 * The upload queue of one /admin page (queue.ts beside this file, docs/decisions.md #290): started
 * when the page mounts, whichever section is open, so photos left waiting by a killed tab upload on her next visit
 * without a new pick; stopped when it unmounts. At the end of each run: one "Upload failed" toast per photo that
 * failed, in picked order, then one success toast for the photos stored (docs/product.md §8), and the gallery lists
 * are read again.
 */
export function UploadQueueProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createUploadQueue())
  const queryClient = useQueryClient()
  const userId = useSignedInUserId()
  useEffect(() => {
    const off = queue.onRun(({ uploaded, failed, changed, unexpected }) => {
      for (const photo of failed) toast({ ...uploadFailedToast(photo.fileName, photo.reason), variant: 'destructive' })
      if (unexpected !== undefined) toast({ ...galleryToasts.uploadFailed, description: errorMessage(unexpected), variant: 'destructive' })
      if (uploaded > 0) toast(uploadedToast(uploaded))
      if (changed) void queryClient.invalidateQueries({ queryKey: galleryImagesQueryKey })
    })
    // Outside RequireAdmin there is no user: the queue stays stopped, and a pick is answered "You are signed out".
    if (userId) void queue.start(userId)
    return () => {
      off()
      queue.stop()
    }
  }, [queue, queryClient, userId])
  return (
    <UploadQueueContext value={queue}>
      <PhotosNotUploadedRegistration />
      {children}
    </UploadQueueContext>
  )
}

/** Tells the page's unsaved-work registry how many photos have not uploaded, and how to drop them (Sign Out, docs/decisions.md #426). */
function PhotosNotUploadedRegistration() {
  const { count, discard } = usePhotosNotUploaded()
  useRegisterPhotosNotUploaded(count, discard)
  return null
}
