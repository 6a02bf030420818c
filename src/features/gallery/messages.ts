/**
 * Toast texts and prompts of the admin gallery manager, word for word from the error catalogue
 * (docs/product.md §8). Tests assert these constants.
 */
export const galleryToasts = {
  loadFailed: { title: 'Error', description: 'Failed to load images' },
  uploadFailed: { title: 'Upload failed' },
  uploaded: { title: 'Success', description: 'Image uploaded successfully' },
  deleteFailed: { title: 'Delete failed' },
  deleted: { title: 'Success', description: 'Image deleted successfully' },
} as const

/** Description of 'Upload failed' when the error carries no message (docs/product.md §8). */
export const UNKNOWN_ERROR = 'Unknown error'

/** Asked before a delete (docs/product.md §8). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this image?'
