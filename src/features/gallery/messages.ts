/**
 * Toast texts and prompts of the admin gallery manager. The texts of the error catalogue are word for
 * word (docs/product.md §8); the multi-file, caption and order texts extend it (docs/decisions.md #20-#22).
 * Tests assert these constants.
 */
export const galleryToasts = {
  loadFailed: { title: 'Error', description: 'Failed to load images' },
  uploadFailed: { title: 'Upload failed' },
  uploaded: { title: 'Success', description: 'Image uploaded successfully' },
  deleteFailed: { title: 'Delete failed' },
  deleted: { title: 'Success', description: 'Image deleted successfully' },
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

export { errorMessage, UNKNOWN_ERROR } from '@/lib/error-message'

/** Asked before a delete (docs/product.md §8). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this image?'
