/**
 * Captions of uploaded gallery images (docs/decisions.md #21): plain text, at most 200 characters, used
 * as the image's alt text and its hover/focus caption on /gallery. A row whose caption is null shows
 * the category's default. The database enforces the same rules with a CHECK (length counted in
 * characters, i.e. Unicode code points, as Postgres' char_length does). Plain code, not a zod schema, so
 * /admin's first load (the Gallery's cards check every caption) carries no zod (docs/decisions.md #565).
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

/** What {@link checkCaption} makes of the field's text: the caption to store (null: the default), or why not. */
export type CaptionCheck = { ok: true; caption: string | null } | { ok: false; message: string }

/**
 * The 'Caption' field's text checked and normalised: trimmed, runs of whitespace (line breaks included) folded into
 * one space, no control characters, at most CAPTION_MAX_LENGTH characters. Empty text is valid and gives `null`
 * ("use the default"); text made only of whitespace is refused with `captionMessages.blank`; the first rule broken
 * gives the message, in that order (blank, control characters, length).
 */
export function checkCaption(text: string): CaptionCheck {
  if (text !== '' && text.trim() === '') return { ok: false, message: captionMessages.blank }
  const folded = text.replace(/\s+/g, ' ').trim()
  if (CONTROL_CHARACTERS.test(folded)) return { ok: false, message: captionMessages.notPlainText }
  if (characterCount(folded) > CAPTION_MAX_LENGTH) return { ok: false, message: captionMessages.tooLong }
  return { ok: true, caption: folded === '' ? null : folded }
}

export { captionOf, defaultCaption } from '@/features/gallery/lib/caption-text'
