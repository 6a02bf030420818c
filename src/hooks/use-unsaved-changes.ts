import { useEffect, useId, useRef } from 'react'

/**
 * What she has not saved yet on /admin (docs/site-content.md "Editors", docs/decisions.md #283, #426), in one registry:
 *
 * - her typing: each open editor reports whether it has changes not yet saved, and which part of her content it edits
 *   (`prices`); while any has, leaving the page asks first (`beforeunload`), and {@link confirmLeave} asks before
 *   switching section in the app;
 * - her photos: the upload queue reports how many picked photos have not been stored yet, and the step that drops them
 *   (removing what earlier attempts stored first); they upload whichever section is open, so leaving a section never
 *   asks about them.
 *
 * Sign Out reads both ({@link unsavedWork}), with the typing kept on the device for sections she has closed
 * (src/features/auth/api/sign-out.ts), and asks one question.
 */

/** An open editor with unsaved typing: the part it edits, and what it does when she chooses to leave that typing. */
type OpenTyping = { part: string; onLeave: () => void }

const typing = new Map<string, OpenTyping>()

/** The photos not uploaded yet, and the step that drops them (set by the page's upload queue). */
let photos: { count: number; discard: () => Promise<void> } = { count: 0, discard: () => Promise.resolve() }

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault()
}

/** The question asked before unsaved edits are left behind. */
export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave without saving them?'

/**
 * Registers the caller's unsaved typing of content part `part` for as long as it is mounted and `isDirty`. `onLeave`
 * runs when she confirms leaving it in the app ({@link confirmLeave}): the editor forgets what it kept of it (a closed
 * or killed tab keeps it).
 */
export function useUnsavedChanges(isDirty: boolean, part: string, onLeave?: () => void): void {
  const id = useId()
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  useEffect(() => {
    if (!isDirty) return
    typing.set(id, { part, onLeave: () => leave.current?.() })
    if (typing.size === 1) window.addEventListener('beforeunload', warnBeforeUnload)
    return () => {
      typing.delete(id)
      if (typing.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload)
    }
  }, [id, isDirty, part])
}

/**
 * Registers the photos not uploaded yet (`count`: waiting, uploading or failed) and the step that drops them
 * (`discard`, which must not reject), for as long as the caller is mounted.
 */
export function useRegisterPhotosNotUploaded(count: number, discard: () => Promise<void>): void {
  useEffect(() => {
    photos = { count, discard }
    return () => {
      photos = { count: 0, discard: () => Promise.resolve() }
    }
  }, [count, discard])
}

/** True while any open editor has unsaved typing. */
export function hasUnsavedChanges(): boolean {
  return typing.size > 0
}

/**
 * What is not saved yet now: the parts open editors have unsaved typing in (each once, in no set order), the photos
 * not uploaded, and the step that drops those photos.
 */
export function unsavedWork(): { parts: string[]; photos: number; discardPhotos: () => Promise<void> } {
  return { parts: [...new Set([...typing.values()].map((t) => t.part))], photos: photos.count, discardPhotos: photos.discard }
}

/**
 * True when no editor has unsaved typing, or the owner confirms leaving it (a native, accessible confirm); then each
 * editor's `onLeave` runs.
 */
export function confirmLeave(): boolean {
  if (typing.size === 0) return true
  if (!window.confirm(UNSAVED_CHANGES_QUESTION)) return false
  for (const { onLeave } of typing.values()) onLeave()
  return true
}
