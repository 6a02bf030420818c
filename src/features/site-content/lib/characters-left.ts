/**
 * A field's hint that counts what she types against `max` characters (leading and trailing spaces left out, as the
 * site shows the text): "42 characters left", or "3 characters too many". Pass it as `hint` to FormTextField
 * (src/features/site-content/components/form-fields.tsx), where it renders with that field only.
 */
export function charactersLeft(max: number): (value: string) => string {
  return (value) => {
    const left = max - value.trim().length
    return left >= 0 ? `${left} characters left` : `${-left} characters too many`
  }
}

/**
 * A search listing's hint (docs/site-content.md "Rules"): how long the text is as search results show it (`shown`, the
 * placeholders filled in) against the `about` characters they show, e.g. "48 of about 60 characters show in search
 * results" or "72 characters: about the first 60 show in search results"; past the schema's `max` as typed, "3
 * characters too many". `about` is a guide, not a limit: only `max` refuses a Save.
 */
export function searchCharacters(about: number, max: number, shown: (typed: string) => string): (value: string) => string {
  return (value) => {
    const typed = value.trim()
    if (typed.length > max) return `${typed.length - max} characters too many (at most ${max})`
    const length = shown(typed).length
    return length <= about
      ? `${length} of about ${about} characters show in search results`
      : `${length} characters: about the first ${about} show in search results`
  }
}

/** How many characters of a title and of a description search results show, about (docs/site-content.md "Rules"). */
export const SEARCH_SHOWS = { title: 60, description: 155 } as const
