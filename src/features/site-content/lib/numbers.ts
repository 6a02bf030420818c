/** Numbers as she types them in /admin (docs/site-content.md "Editors"). Pure. */

/** "12.5" -> 12.5, "£15" -> 15; blank or not a number -> NaN, so Save shows the schema's "must be a number" reason. */
export function numberFromText(text: string): number {
  const t = text.trim().replace(/^£/, '')
  return t === '' ? Number.NaN : Number(t)
}

/** Pounds as a field shows them: 15 -> "15", 12.5 -> "12.50". */
export function poundsText(pounds: number): string {
  return Number.isInteger(pounds) ? String(pounds) : pounds.toFixed(2)
}
