import { dequal } from 'dequal'
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Draft } from '@/features/site-content/api/draft'
import { useKeepOnDevice } from '@/features/site-content/hooks/use-keep-on-device'
import { useSettled } from '@/features/site-content/hooks/use-settled'
import { createSectionStore, type FormSlot } from '@/features/site-content/lib/form-store'
import { setUnsavedPart } from '@/features/site-content/lib/unsaved-parts'
import {
  dropTyping,
  dropUnfitTyping,
  keptTypingAsText,
  keptTypingFits,
  keptTypingOrNothing,
  setAsideUnfitTyping,
  type KeptTyping,
} from '@/features/site-content/lib/kept-typing'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formatMoment } from '@/lib/format'
import { SCHEMA_VERSION, type DraftPart, type SiteContent } from '@/lib/site-content/schema'
import { useSignedInUserId } from '@/lib/signed-in-user'

/**
 * How a section's form state maps to and from the draft (e.g. prices typed as text). `formVersion` (1 when absent):
 * raise it when a change to the form would make typing kept on a device from before no longer fit it (docs/decisions.md
 * #425); that typing is then shown as text, not put back.
 */
export type SectionMapping<K extends DraftPart, F> = {
  toForm: (value: SiteContent[K]) => F
  fromForm: (form: F) => SiteContent[K]
  formVersion?: number
}

/** Typing kept from before an update that no longer fits the form: as text she can copy, and when she typed it ("10:42"). */
export type UnfitTyping = { text: string; when: string }

/** Her typing as it stood after the last paint that followed a change (useSettled). */
type Settled<F> = { edits: F | null; base: Draft | null; editedAt: string | null }

const nothingTyped = { edits: null, base: null, editedAt: null }

/**
 * Her typing in section `key` of the draft (`loaded`), apart from how it is saved (useSectionForm): the rendering
 * mechanics of the scaffold (docs/architecture.md "The section-form scaffold", docs/decisions.md #300, #301).
 *
 * - `form` is the form as a store (src/features/site-content/lib/form-store.ts): each field reads and writes its own
 *   value, so a key renders that field and what reads it only. The store notes the draft her typing started on
 *   (`startedOn`, the revision a save names, docs/decisions.md #280) and when she typed.
 * - What follows her typing waits until the key has painted (useSettled): `dirty` (her edits differ from the saved
 *   draft: leaving asks first), the preview's values (src/features/site-content/lib/unsaved-parts.ts) and the copy
 *   kept on the device (useKeepOnDevice, which on `pagehide` writes her typing as it is at that moment).
 * - Typing kept on the device from before is put back once the section has read it (`ready`), with `restored`
 *   ("10:42") while it is unsaved; typing kept from before an update that no longer fits the form is not (`unfit`: as
 *   text, until she drops it, docs/decisions.md #425).
 */
export function useSectionTyping<K extends DraftPart, F>(key: K, mapping: SectionMapping<K, F>, loaded: Draft | undefined) {
  const userId = useSignedInUserId()
  const [form] = useState(() => createSectionStore<F, Draft>())
  const [restored, setRestored] = useState<string | null>(null)
  // Whether what the device kept of this section has been read (the form shows once it has, so it is never typed over).
  const [deviceRead, setDeviceRead] = useState(userId === null)
  const saved = useMemo(() => (loaded ? mapping.toForm(loaded.content[key]) : null), [loaded, key, mapping])
  // The fields that render with this render read the saved values now; the others hear of them after the commit.
  form.showSaved(saved, loaded ?? null)
  useLayoutEffect(() => form.notify(), [form, saved])

  // Her typing as the last paint left it: what follows it reads this.
  const snapshot = useCallback((): Settled<F> => ({ edits: form.edits(), base: form.startedOn(), editedAt: form.editedAt() }), [form])
  const [settled, settleNow] = useSettled<Settled<F>>(form.subscribe, snapshot, nothingTyped)

  // Typing kept on this device from before (a tab that died, a save with no connection): back into the form, with a
  // note; typing kept from before an update that no longer fits the form: set aside, shown as text (#425).
  const [unfit, setUnfit] = useState<UnfitTyping | null>(null)
  const formVersion = mapping.formVersion ?? 1
  useEffect(() => {
    if (userId === null || !loaded || deviceRead) return
    void keptTypingOrNothing<F>(userId, key).then(async ({ kept, unfit: setAside }) => {
      const fits = kept !== undefined && keptTypingFits(kept, key, formVersion, mapping.fromForm)
      if (kept && fits && !dequal(kept.form, mapping.toForm(loaded.content[key]))) {
        form.replaceEdits({ edits: kept.form, startedOn: kept.base, editedAt: kept.keptAt })
        settleNow()
        setRestored(formatMoment(kept.keptAt))
      } else if (kept && fits) {
        void dropTyping(userId, key).catch(() => undefined)
      } else if (kept) {
        // Before the form shows: her new typing in the section is kept where this was, once it has moved.
        await setAsideUnfitTyping(userId, key, kept).catch(() => undefined)
      }
      const aside = kept && !fits ? kept : setAside
      if (aside) setUnfit({ text: keptTypingAsText(aside.form), when: formatMoment(aside.keptAt) })
      // The section's fields (21 treatments in Prices) render as a transition: in slices, not one long task.
      startTransition(() => setDeviceRead(true))
    })
  }, [userId, loaded, deviceRead, key, mapping, formVersion, form, settleNow])

  const dirty = useMemo(() => settled.edits !== null && !dequal(settled.edits, saved), [settled.edits, saved])

  /** What the device keeps of `typing`, or null when nothing is unsaved. */
  const keptOf = useCallback(
    ({ edits, base: from, editedAt: at }: Settled<F>): KeptTyping<F> | null => {
      const startedOn = from ?? loaded
      return edits !== null && at !== null && startedOn && !dequal(edits, saved)
        ? { form: edits, base: startedOn, keptAt: at, schemaVersion: SCHEMA_VERSION, formVersion }
        : null
    },
    [loaded, saved, formVersion],
  )
  const typing = useMemo(() => (dirty ? keptOf(settled) : null), [dirty, keptOf, settled])
  const forgetDevice = useKeepOnDevice(userId, key, typing, deviceRead, () => keptOf(snapshot()))
  useUnsavedChanges(dirty, key, forgetDevice)
  // The preview follows what she types (docs/decisions.md #153); nothing is left behind when the editor goes.
  useEffect(
    () => setUnsavedPart(key, dirty && settled.edits !== null ? mapping.fromForm(settled.edits) : undefined),
    [key, mapping, dirty, settled],
  )
  useEffect(() => () => setUnsavedPart(key, undefined), [key])

  /**
   * Back to the saved draft: her edits, what they started on and the restored note go; the device forgets them. With
   * `stored` (a save's answer), the fields show it at once, before the draft's query renders it.
   */
  const reset = useCallback(
    (stored?: Draft) => {
      if (stored) form.showSaved(mapping.toForm(stored.content[key]), stored)
      form.replaceEdits(null)
      settleNow()
      setRestored(null)
    },
    [form, mapping, key, settleNow],
  )

  return {
    /** The form as a store: fields read and change their own values through it (`form.at('heading')`). */
    form: form as FormSlot<F>,
    /** Whether the form can be shown: the draft is loaded and what the device kept of it has been read. */
    ready: deviceRead && saved !== null,
    /** Her edits differ from the saved draft (as of the last paint). */
    dirty,
    /** "10:42" while typing restored from the device is on screen and unsaved. */
    restored: dirty ? restored : null,
    /** Her edits now, or null when she has none. */
    edits: () => form.edits(),
    /** The form as shown now (her edits, or the saved values), or null before the draft has loaded. */
    shown: () => form.edits() ?? saved,
    /** The draft her typing started on, or null when she has not typed. */
    startedOn: () => form.startedOn(),
    /** What she types on after a save starts from `draft` (the save's answer): her typing stays, unsaved, on top of it. */
    rebase: (draft: Draft) => {
      form.rebase(draft)
      setRestored(null)
    },
    reset,
    /** Typing kept from before an update that no longer fits the form, as text, or null. */
    unfit,
    /** Drops the unfit typing from the device: only when she says so. */
    dropUnfit: () => {
      setUnfit(null)
      if (userId !== null) void dropUnfitTyping(userId, key).catch(() => undefined)
    },
  }
}
