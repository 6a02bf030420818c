/**
 * Texts of "A copy of your site" in /admin → Account and of the copy's README.txt (docs/owner-guide.md "A copy of your
 * site"; docs/decisions.md #207). Tests assert these constants.
 */

export const copyTexts = {
  title: 'A copy of your site',
  intro:
    'One .zip file with everything you have made here: every version you published, your saved draft, your logo and every photo you uploaded, with its caption and place in the gallery. Keep it somewhere safe, such as your computer or a cloud drive.',
  button: 'Download a copy of my site',
  working: 'Making your copy...',
  readingContent: 'Reading your published versions...',
  /** The progress bar's label while the photos are added, e.g. "12 of 40 photos". */
  photos: (done: number, total: number) => `${done} of ${total} photo${total === 1 ? '' : 's'}`,
  saved: (fileName: string, size: string) => `Saved ${fileName} (${size}). Look for it in your downloads.`,
  notInCopy: 'Your password and two-step sign-in are not in the copy.',
} as const

/** A size in bytes as she reads it: "840 KB", "12.3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Toasts of the copy (docs/product.md §8). */
export const copyToasts = {
  failed: (reason: string) => ({
    title: 'No copy made',
    description: `${reason} Nothing was saved and your site is unchanged. Try again in a moment.`,
    variant: 'destructive' as const,
  }),
} as const

/** Why a copy stopped: a photo that could not be read (its number and entry name), or anything else. */
export const copyProblems = {
  photo: (index: number, total: number, file: string, reason: string) =>
    `Photo ${index + 1} of ${total} (${file.replace(/^photos\//, '')}) could not be read: ${reason}.`,
  other: (reason: string) => `Your site could not be read: ${reason}.`,
} as const

/** The .zip's file name: the studio's name and the UK day, e.g. "ij-nails-lashes-site-copy-2026-11-27.zip". */
export function copyFileName(studioName: string, day: string): string {
  const name = studioName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${name ? `${name}-` : ''}site-copy-${day}.zip`
}

/** README.txt of a copy, in her words; `takenAt` as she reads a date and time, `origin` the project's address. */
export function copyReadme({ studioName, takenAt, origin }: { studioName: string; takenAt: string; origin: string }): string {
  return `A copy of your website, ${studioName}
Made on ${takenAt}, from ${origin}.

What is inside
- photos/ : every photo you uploaded, the largest size the site keeps of each: your gallery photos in the
  order your gallery shows them, then your photos for the About page, then your logo (each logo your
  draft or a published version shows).
- photos.json : each photo's caption, its category (nails or lashes) and its place in the gallery.
- content/draft.json : your saved draft, what you were last editing in your admin.
- content/publications/ : every version of your site you published, one file each, numbered in order.
  The highest number is what your site showed when you made this copy.
- site.json : when and where this copy was made.

Keep this file somewhere safe. You do not need to unzip it or open any of it.

Your password and two-step sign-in are not in the copy, and nothing in it is secret: it is what your
site shows, plus your draft.

To put your site back from this copy, or to move it to a new Supabase project, the person who looks
after your site runs: npm run site:import -- <this file>
(the steps are in docs/operations.md, "Moving her site to a new Supabase project").
`
}
