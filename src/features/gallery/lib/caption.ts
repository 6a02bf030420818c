import { z } from '@/lib/zod'

/**
 * Captions of uploaded gallery images (docs/decisions.md #21): plain text, at most 200 characters, used
 * as the image's alt text and its hover/focus caption on /gallery. A row whose caption is null shows
 * the category's default. The database enforces the same rules with a CHECK (length counted in
 * characters, i.e. Unicode code points, as Postgres' char_length does).
 */

/** Longest caption, in characters (code points). */
export const CAPTION_MAX_LENGTH = 200

/** Validation messages of the 'Caption' field. */
export const captionMessages = {
  tooLong: `Caption must be at most ${CAPTION_MAX_LENGTH} characters`,
  blank: 'Caption cannot be only spaces. Leave it empty to use the default caption.',
  notPlainText: 'Caption must be plain text (no control characters).',
} as const

// Control characters other than whitespace (tabs and line breaks are folded into spaces first).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/** Characters of `text` as Postgres counts them (code points, so an emoji counts once). */
function characterCount(text: string): number {
  return [...text].length
}

/**
 * The 'Caption' field: trimmed, runs of whitespace (line breaks included) folded into one space, no
 * control characters, at most CAPTION_MAX_LENGTH characters. Empty input is valid and parses to `null`
 * ("use the default"); input made only of whitespace is refused with `captionMessages.blank`.
 */
export const captionSchema = z
  .string()
  .refine((text) => text === '' || text.trim() !== '', captionMessages.blank)
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .refine((text) => !CONTROL_CHARACTERS.test(text), captionMessages.notPlainText)
  .refine((text) => characterCount(text) <= CAPTION_MAX_LENGTH, captionMessages.tooLong)
  .transform((text) => (text === '' ? null : text))

export { captionOf, defaultCaption } from '@/features/gallery/lib/caption-text'
