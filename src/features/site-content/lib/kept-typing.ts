import { dropFromDevice, keepOnDevice, readFromDevice, type DeviceKey } from '@/lib/device-store'
import type { Draft } from '@/features/site-content/api/draft'
import { SCHEMA_VERSION, siteContentSchema, type DraftPart, type SiteContent } from '@/lib/site-content/schema'

/**
 * A section's unsaved typing kept on her device (docs/site-content.md "Unsaved typing on the device", docs/decisions.md
 * #243, #283, #425), so a tab the phone kills, or a save with no connection, loses nothing: in IndexedDB through
 * src/lib/device-store.ts under `['unsaved', userId, part]`. "Kept" means on the device, always; typing that is on the
 * page and not saved is "unsaved" (src/features/site-content/lib/unsaved-parts.ts).
 *
 * What is kept carries the content schema's version and the section form's version it was typed in: after an update
 * that changed either, it is not put back into the form (it could break the section each time it opens, or never
 * pass Save) but moved aside under `['unfit', userId, part]`, shown as text she can copy, and dropped only when she
 * says so.
 */

/** What is kept of one section: the form as typed, the draft it started from (its revision too), and when. */
export type KeptTyping<F> = {
  /** The section's form exactly as typed (e.g. a half-typed price "12."). */
  form: F
  /** The draft she started typing on: its revision is what a save of this typing names (docs/decisions.md #280). */
  base: Draft
  /**
   * When she typed it (ISO 8601): her last edit, carried unchanged through a restore and the writes after it, so the
   * note that brings it back says "from 10:42" however often the section is opened again.
   */
  keptAt: string
  /** The content schema's version it was typed in (SCHEMA_VERSION); absent in what was kept before versions were. */
  schemaVersion?: number
  /** The section form's version it was typed in (SectionMapping's `formVersion`, 1 unless bumped); absent before versions were. */
  formVersion?: number
}

/**
 * Whether `kept` still fits section `part` as this build has it (docs/decisions.md #425): typed in this schema version
 * and this form version (`formVersion`), turned into the section by `fromForm` without throwing, and refused by the
 * section's schema for no more than its values (a half-typed price, an empty name: she sees the reasons and mends
 * them), never for its shape (a field missing, an object or a list where a value is expected). Pure.
 */
export function keptTypingFits<F, K extends DraftPart>(
  kept: KeptTyping<F>,
  part: K,
  formVersion: number,
  fromForm: (form: F) => SiteContent[K],
): boolean {
  if (kept.schemaVersion !== SCHEMA_VERSION || kept.formVersion !== formVersion) return false
  let section: unknown
  try {
    section = fromForm(kept.form)
  } catch {
    return false
  }
  const result = siteContentSchema.shape[part].safeParse(section)
  return result.success || result.error.issues.every((issue) => !isShapeIssue(issue, valueAt(section, issue.path)))
}

/** A refusal of the shape: a key the schema does not know, a value missing, or an object or list expected. */
function isShapeIssue(issue: { code: string; expected?: unknown }, value: unknown): boolean {
  if (issue.code === 'unrecognized_keys' || issue.code === 'invalid_union') return true
  return issue.code === 'invalid_type' && (value === undefined || issue.expected === 'object' || issue.expected === 'array')
}

/** The value at `path` inside `value`, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    value,
  )
}

/**
 * `form` as plain text she can read and copy (docs/decisions.md #425): one line per value typed, its place in the form
 * before it ("nails 1 name: Gel polish"); empty values left out. Pure.
 */
export function keptTypingAsText(form: unknown): string {
  const lines: string[] = []
  const walk = (value: unknown, place: string[]) => {
    if (value === null || value === undefined || value === '') return
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...place, String(i + 1)]))
    else if (typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...place, key])
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      lines.push(place.length ? `${place.join(' ')}: ${String(value)}` : String(value))
  }
  walk(form, [])
  return lines.join('\n')
}

const unfitKeyOf = (userId: string, part: DraftPart): DeviceKey => ['unfit', userId, part]

/**
 * Moves `kept` aside as `userId`'s typing of `part` that no longer fits (docs/decisions.md #425): kept under
 * `['unfit', userId, part]` (replacing an older one), then dropped from where new typing is kept. Rejects where the
 * browser refuses storage.
 */
export async function setAsideUnfitTyping<F>(userId: string, part: DraftPart, kept: KeptTyping<F>): Promise<void> {
  await keepOnDevice(unfitKeyOf(userId, part), kept)
  await dropTyping(userId, part)
}

/** `userId`'s typing of `part` set aside as unfit, or undefined (also where the browser refuses storage). */
export function unfitTyping<F>(userId: string, part: DraftPart): Promise<KeptTyping<F> | undefined> {
  return readFromDevice<KeptTyping<F>>(unfitKeyOf(userId, part)).catch(() => undefined)
}

/** Drops `userId`'s unfit typing of `part`: only when she says so. Rejects where the browser refuses storage. */
export function dropUnfitTyping(userId: string, part: DraftPart): Promise<void> {
  return dropFromDevice(unfitKeyOf(userId, part))
}

const keyOf = (userId: string, part: DraftPart): DeviceKey => ['unsaved', userId, part]

/** Keeps `kept` as `userId`'s unsaved typing of `part`, replacing what was kept. Rejects where the browser refuses storage. */
export function keepTyping<F>(userId: string, part: DraftPart, kept: KeptTyping<F>): Promise<void> {
  return keepOnDevice(keyOf(userId, part), kept)
}

/** `userId`'s unsaved typing of `part` kept on this device, or undefined. Rejects where the browser refuses storage. */
export function keptTyping<F>(userId: string, part: DraftPart): Promise<KeptTyping<F> | undefined> {
  return readFromDevice<KeptTyping<F>>(keyOf(userId, part))
}

/** Drops `userId`'s kept typing of `part` (after a save or a discard). Rejects where the browser refuses storage. */
export function dropTyping(userId: string, part: DraftPart): Promise<void> {
  return dropFromDevice(keyOf(userId, part))
}

/** How long opening a section waits for the device to answer before showing the form without it (ms). */
const DEVICE_READ_TIMEOUT_MS = 1000

/**
 * `userId`'s kept typing of `part`, and the typing of it set aside as unfit (docs/decisions.md #425), each undefined
 * when there is none, the browser refuses storage, or it has not answered within `timeoutMs` (Safari's IndexedDB can
 * stall on opening). Both read at once. Never rejects: the device is a safety net.
 */
export async function keptTypingOrNothing<F>(
  userId: string,
  part: DraftPart,
  timeoutMs = DEVICE_READ_TIMEOUT_MS,
): Promise<{ kept: KeptTyping<F> | undefined; unfit: KeptTyping<F> | undefined }> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)))
  const read = (key: DeviceKey) => Promise.race([readFromDevice<KeptTyping<F>>(key).catch(() => undefined), late])
  try {
    const [kept, unfit] = await Promise.all([read(keyOf(userId, part)), read(unfitKeyOf(userId, part))])
    return { kept, unfit }
  } finally {
    clearTimeout(timer)
  }
}
