import { siteContentSeed } from '../../src/demo/site-content.ts'

/**
 * The demo studio's words (src/demo/), for the checks that a studio of her own carries none of them (issue 53: "no trace
 * of the demo studio in dist/"): its identity and its addresses, which name it wherever they appear, and, with
 * `sentences`, every sentence of its content (each stretch of at least 24 characters between placeholders, so
 * "Hi {owner}! I'd like to book" is found filled with another name too). Shared by the build test and the new studio's
 * e2e flow.
 */

/** The demo's name, first name, town, tagline and the handles of its links; its /about heading as the launch values hold it. */
const DEMO_IDENTITY_WORDS: readonly string[] = [
  'IJ Nails',
  'Isla',
  'Woodley',
  'Nail it. Lash it.',
  'ijnailsandlashes',
  'ij-nails-and-lashes',
  "Hello, I'm {owner}",
]

/** A sentence shorter than this may be anyone's ("Book online", "Gallery"). */
const SENTENCE_CHARS = 24

/** Every string of `value`, depth first. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

/** The demo content's sentences: each stretch between placeholders of every text, at least SENTENCE_CHARS long. */
export const demoSentences: readonly string[] = [
  ...new Set(
    stringsOf(siteContentSeed)
      .flatMap((text) => text.split(/\{[^{}]*\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= SENTENCE_CHARS),
  ),
]

/**
 * The demo's words that `text` holds (HTML is read as it is: its `&amp;`, `&#x27;` are not undone, so pass text or
 * compare both forms), each once; empty when there is none. With `sentences` false only the identity words.
 */
export function demoStudioTraces(text: string, { sentences = true } = {}): string[] {
  const decoded = text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&quot;', '"')
  const words = sentences ? [...DEMO_IDENTITY_WORDS, ...demoSentences] : DEMO_IDENTITY_WORDS
  return words.filter((word) => text.includes(word) || decoded.includes(word))
}
