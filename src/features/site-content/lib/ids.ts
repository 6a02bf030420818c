/** Ids of new items in the owner's lists (docs/site-content.md: lower-case letters, digits and dashes). Pure. */

/** A new id from the name, unique in `taken`: "Gel toes" -> "gel-toes" (or "gel-toes-2"). */
export function idFromName(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'item'
  let id = base
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`
  return id
}
