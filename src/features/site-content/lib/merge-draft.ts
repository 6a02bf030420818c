import type { DraftPart, SiteContent } from '@/lib/site-content/schema'

/**
 * What a refused save does next (docs/site-content.md "Two devices", docs/decisions.md #281): her section `key` as she
 * typed it, put onto the draft as another device left it. Pure.
 */

type MergeOutcome<K extends DraftPart> =
  /** Her section on top of the latest draft, saved without asking; `keptParts`: the parts the other device changed. */
  | { kind: 'merged'; content: SiteContent; keptParts: DraftPart[] }
  /** The other device changed her section too, to something else: she chooses. `saved` is that section as saved. */
  | { kind: 'conflict'; saved: SiteContent[K] }

/**
 * Merges `mine` (her section `key`, as the schema parsed it) onto `latest` (the draft now), given `base` (the draft she
 * started typing on). The other device changed other sections: merged, theirs kept and hers on top. It changed her
 * section too: a conflict, unless it saved exactly what she typed. Nothing changed: merged, with no part kept.
 */
export function mergeSection<K extends DraftPart>(base: SiteContent, latest: SiteContent, key: K, mine: SiteContent[K]): MergeOutcome<K> {
  if (!sameJson(base[key], latest[key]) && !sameJson(latest[key], mine)) return { kind: 'conflict', saved: latest[key] }
  const keptParts = (Object.keys(latest) as (keyof SiteContent)[]).filter(
    (part): part is DraftPart => part !== 'schemaVersion' && part !== key && !sameJson(base[part], latest[part]),
  )
  return { kind: 'merged', content: { ...latest, [key]: mine }, keptParts }
}

/** Whether two JSON values are equal, whatever the order of their objects' keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
