/**
 * Toast texts of the site-content editors on /admin (docs/product.md §8; docs/decisions.md #110). Failure toasts
 * name what failed in the title and give the reason as the description.
 */
export const contentToasts = {
  saved: { title: 'Draft saved', description: 'Publish to put your changes on the site.' },
  saveFailed: { title: 'Draft not saved' },
  invalid: { title: 'Draft not saved', description: 'Please correct the highlighted fields.' },
  published: { title: 'Published', description: 'The site is being rebuilt with your changes.' },
  publishFailed: { title: 'Publish failed' },
  restored: { title: 'Version restored', description: 'The site is being rebuilt with that version.' },
  restoreFailed: { title: 'Restore failed' },
  loadFailed: { title: 'Error', description: 'Failed to load the site content' },
} as const

/** Asked before a restore (the gallery stays as it is today). */
export function restoreQuestion(version: number): string {
  return `Restore version ${version}? Its prices, hours, notice, details and reviews go live again and become your draft. Your gallery photos stay as they are now.`
}
