import { dropFromDevice, keepOnDevice, readFromDevice, type DeviceKey } from '@/lib/device-store'
import type { Draft } from '@/features/site-content/api/draft'
import type { DraftPart } from '@/lib/site-content/schema'

/**
 * A section's unsaved typing kept on her device (docs/site-content.md "Unsaved typing on the device", docs/decisions.md
 * #243, #283), so a tab the phone kills, or a save with no connection, loses nothing: in IndexedDB through
 * src/lib/device-store.ts under `['unsaved', userId, part]`.
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
 * `userId`'s kept typing of `part`, or undefined when there is none, the browser refuses storage, or it has not
 * answered within `timeoutMs` (Safari's IndexedDB can stall on opening). Never rejects: the device is a safety net.
 */
export async function keptTypingOrNothing<F>(
  userId: string,
  part: DraftPart,
  timeoutMs = DEVICE_READ_TIMEOUT_MS,
): Promise<KeptTyping<F> | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), timeoutMs)))
  try {
    return await Promise.race([keptTyping<F>(userId, part).catch(() => undefined), late])
  } finally {
    clearTimeout(timer)
  }
}
