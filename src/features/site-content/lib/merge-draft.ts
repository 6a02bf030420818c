import { dequal } from 'dequal'
import type { DraftPart, SiteContent } from '@/lib/site-content/schema'

/**
 * What a refused save does next (docs/site-content.md "Two devices", docs/decisions.md #281, #423): her section `key` as
 * she typed it, put onto the draft as another device left it. Pure. Values are compared with dequal, the project's one
 * deep equality (docs/decisions.md #424), as the database stores them (asStored).
 */

type MergeOutcome<K extends DraftPart> =
  /** Her section on top of the latest draft, saved without asking; `theirParts`: the parts the other device changed. */
  | { kind: 'merged'; content: SiteContent; theirParts: DraftPart[] }
  /** She had not changed her section (it is as she started): nothing of hers to save, the latest draft stands. */
  | { kind: 'theirs' }
  /** The other device changed her section too, to something else: she chooses. `saved` is that section as saved. */
  | { kind: 'conflict'; saved: SiteContent[K] }

/**
 * `value` as the database stores it (JSON): a key holding undefined (zod keeps an optional key that was given as
 * undefined) is left out, as the draft read back has it. Pure.
 */
export function asStored<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/**
 * Merges `mine` (her section `key`, as the schema parsed it and the database stores it: asStored) onto `latest` (the draft now), given `base` (the draft she
 * started typing on). Her section as it started: the other device's draft stands, nothing to ask or save. The other
 * device changed other sections: merged, theirs kept and hers on top. It changed her section too: a conflict, unless
 * it saved exactly what she typed. Nothing changed: merged, with none of theirs.
 */
export function mergeSection<K extends DraftPart>(base: SiteContent, latest: SiteContent, key: K, mine: SiteContent[K]): MergeOutcome<K> {
  const theirsChanged = !dequal(base[key], latest[key])
  if (theirsChanged && dequal(base[key], mine)) return { kind: 'theirs' }
  if (theirsChanged && !dequal(latest[key], mine)) return { kind: 'conflict', saved: latest[key] }
  const theirParts = (Object.keys(latest) as (keyof SiteContent)[]).filter(
    (part): part is DraftPart => part !== 'schemaVersion' && part !== key && !dequal(base[part], latest[part]),
  )
  return { kind: 'merged', content: { ...latest, [key]: mine }, theirParts }
}
