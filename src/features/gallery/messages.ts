import { MAX_WAITING_BYTES, MAX_WAITING_PHOTOS } from '@/features/gallery/upload-queue/rules'

/**
 * Toast texts and prompts of the admin gallery manager. The texts of the error catalogue are word for
 * word (docs/product.md §8); the multi-file, caption and order texts extend it (docs/decisions.md #20-#22), and so do
 * Recently deleted's (docs/decisions.md #200, #205). Tests assert these constants.
 */
export const galleryToasts = {
  loadFailed: { title: 'Error', description: 'Failed to load images' },
  uploadFailed: { title: 'Upload failed' },
  uploaded: { title: 'Success', description: 'Image uploaded successfully' },
  deleteFailed: { title: 'Delete failed' },
  deleted: { title: 'Success', description: 'Image moved to Recently deleted' },
  restored: { title: 'Success', description: 'Image restored' },
  restoreFailed: { title: 'Restore failed' },
  deletedForever: { title: 'Success', description: 'Image deleted for good' },
  recentlyDeletedFailed: { title: 'Error', description: 'Failed to load Recently deleted' },
  captionSaved: { title: 'Success', description: 'Caption saved' },
  captionFailed: { title: 'Caption not saved' },
  reorderFailed: { title: 'Reorder failed' },
} as const

/** Success toast of an upload batch: 'Image uploaded successfully' for one file, '{n} images uploaded successfully' for several. */
export function uploadedToast(count: number): { title: string; description: string } {
  return count === 1 ? galleryToasts.uploaded : { title: 'Success', description: `${count} images uploaded successfully` }
}

/** 'Upload failed' toast for one file of a batch: description '{file name}: {reason}'. */
export function uploadFailedToast(fileName: string, reason: string): { title: string; description: string } {
  return { ...galleryToasts.uploadFailed, description: `${fileName}: ${reason}` }
}

/** Shown (e.g. on the file input's button) while anything of a batch is in flight. */
export const UPLOADING = 'Uploading...'

/** Progress of a batch, e.g. 'Uploading 2 of 5...' (`current` is 1-based). */
export function uploadProgressText(current: number, total: number): string {
  return `Uploading ${current} of ${total}...`
}

/** '1 photo' or '3 photos'. */
const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`)

/** The upload card's status while photos wait for the connection (docs/decisions.md #290), e.g. "2 photos will upload when you're back online". */
export function waitingOfflineText(count: number): string {
  return `${photos(count)} will upload when you're back online`
}

/** The upload card's status while photos wait with the connection up (for another tab's uploads, or a moment), e.g. '2 photos waiting to upload'. */
export function waitingText(count: number): string {
  return `${photos(count)} waiting to upload`
}

/** The upload card's status while photos failed for another reason than the connection (docs/decisions.md #291). */
export function notUploadedText(count: number): string {
  return `${photos(count)} could not be uploaded. Retry, or remove ${count === 1 ? 'it' : 'them'}.`
}

/** The accessible name of the upload card's list of photos that wait or failed. */
export const NOT_UPLOADED_LIST_LABEL = 'Photos not uploaded yet'

/** Shown beside a photo that waits for the connection, and one being uploaded. */
export const WAITING_LABEL = 'Waiting to upload'
export const UPLOADING_LABEL = 'Uploading'

/**
 * 'Upload failed' toast for the files of a pick that did not fit in the queue (docs/decisions.md #292): at most
 * MAX_WAITING_PHOTOS photos and MAX_WAITING_BYTES (said in MB) may wait on the device.
 */
export function queueFullToast(fileNames: readonly string[]): { title: string; description: string } {
  const them = fileNames.length === 1 ? 'it' : 'them'
  const maxMegabytes = Math.round(MAX_WAITING_BYTES / 1024 / 1024)
  return {
    ...galleryToasts.uploadFailed,
    description: `${fileNames.join(', ')}: too many photos are waiting to upload (at most ${MAX_WAITING_PHOTOS}, ${maxMegabytes} MB). Pick ${them} again once the others have uploaded.`,
  }
}

export { errorMessage } from '@/lib/error-message'

/** Asked before Delete forever in Recently deleted (docs/decisions.md #205); Delete itself asks nothing. */
export const DELETE_FOREVER_CONFIRMATION = 'Delete this image for good? It cannot be restored.'

/** When a recently deleted photo goes for good, e.g. 'Goes for good on Sat 26 Dec' (`day` as formatDay gives it). */
export function goesForGoodText(day: string): string {
  return `Goes for good on ${day}`
}
