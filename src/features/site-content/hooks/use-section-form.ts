import { useQueryClient } from '@tanstack/react-query'
import { dequal } from 'dequal'
import { useEffect, useRef, useState } from 'react'
import { adminSections } from '@/config/admin-sections'
import { draftQueryOptions, isStaleDraft, latestDraftOf, useDraftRecord, useSaveDraft, type Draft } from '@/features/site-content/api/draft'
import { useSectionTyping, type SectionMapping } from '@/features/site-content/hooks/use-section-typing'
import { asStored, mergeSection } from '@/features/site-content/lib/merge-draft'
import { contentToasts, mineOverTheirsToast, savedWithTheirsToast, theirsStandToast } from '@/features/site-content/messages'
import { toast } from '@/hooks/use-toast'
import { afterNextPaint } from '@/lib/after-paint'
import { errorMessage, isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import { formatMoment } from '@/lib/format'
import { summariseChanges } from '@/lib/site-content/diff'
import { siteContentSchema, type DraftPart, type SiteContent } from '@/lib/site-content/schema'

export type { SectionMapping }

/** Reasons by field path, e.g. `{ 'prices.nails.0.pounds': 'Price must be at most £999.99' }`. */
export type FieldErrors = Record<string, string>

/** Another device saved her section while she typed (docs/decisions.md #281): what it saved, when, and how hers differs. */
export type SectionConflict = {
  /** The draft as the other device left it: "Keep my changes" saves hers onto it. */
  latest: Draft
  /** "10:45", when the other device saved (formatMoment). */
  when: string
  /** How what she typed differs from what was saved, in the Publish summary's words ("Booking terms: Deposit £25 → £30"). */
  differences: string[]
}

/** The /admin sections as editors of draft parts: a `part` in src/config/admin-sections.ts that is no DraftPart fails to compile here. */
const partSections: readonly { label: string; part?: DraftPart }[] = adminSections

/** The name of the section that edits content part `part` ("Booking terms" for `bookingTerms`), or `part` itself. */
function sectionLabelOfPart(part: DraftPart): string {
  return partSections.find((s) => s.part === part)?.label ?? part
}

/** Saves of one Save that another device may refuse in a row before she is told it failed (docs/decisions.md #281). */
const MAX_MERGES = 3

type Trigger = 'save' | 'keep-mine'

/** What a save waits for, shown in the Save bar: the `connection` (none, or no answer in time) or the `server` ("not now"). */
export type SaveWait = 'connection' | 'server'

/**
 * The editor of one part `key` of the draft (docs/site-content.md "Editors", "Two devices", "No connection",
 * "Unsaved typing on the device"): a local copy she edits; Save checks the whole draft with the shared schema (reasons
 * shown next to the fields, by path) and stores it from the revision her typing started on (docs/decisions.md #280):
 *
 * - another device saved other sections meanwhile: her section goes on top of theirs, saved without asking, and the
 *   toast says theirs were kept; she had not changed her section: theirs stands, nothing to save or ask (#423);
 * - another device saved this section: nothing is saved, she is told which and when (`conflict`), her typing stays,
 *   and she chooses `keepMine` or `takeSaved`;
 * - no connection, no answer within the time limit, or a temporary refusal (408, 429, 5xx): the save waits and goes by
 *   itself (useSaveDraft: TanStack Query's paused mutation and retries with back-off, docs/decisions.md #420), she is
 *   told once (`waiting` says for what), her typing stays on screen and on the device;
 * - a save whose answer was lost, sent again: her own save, not a clash (the save id, docs/decisions.md #421).
 *
 * Her typing itself is useSectionTyping's (src/features/site-content/hooks/use-section-typing.ts, the rendering
 * mechanics): the form as a store each field reads (`form`), and what follows a key once it has painted: `dirty`, the
 * preview, the copy kept on the device, offered back when the section opens again (`restored`, "10:42";
 * `undoRestore`). This hook is how it is saved, and reads her typing as it is at the moment of a save.
 */
export function useSectionForm<K extends DraftPart, F>(key: K, mapping: SectionMapping<K, F>) {
  const queryClient = useQueryClient()
  const draft = useDraftRecord()
  const request = useSaveDraft()
  const typing = useSectionTyping(key, mapping, draft.data)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [conflict, setConflict] = useState<SectionConflict | null>(null)
  const [saving, setSaving] = useState(false)
  const section = sectionLabelOfPart(key)
  // Paused (the browser is offline) or tried and waiting to try again: for the connection, or for a busy server.
  const waiting: SaveWait | null =
    saving && (request.isPaused || request.failureCount > 0)
      ? request.failureCount > 0 && isTemporaryRefusal(request.failureReason)
        ? 'server'
        : 'connection'
      : null
  // What this save has waited for (the toast of its success says she is back online).
  const waited = useRef<SaveWait | null>(null)

  useEffect(() => {
    if (draft.isError) toast({ ...contentToasts.loadFailed, variant: 'destructive' })
  }, [draft.isError])

  // The draft read again as the section opens (her other device may have saved since), once its fields have painted:
  // an answer that came while they rendered, in slices, made React render them all again in one long task
  // (docs/decisions.md #647). A read already under way is not started again.
  const { refetch } = draft
  useEffect(() => {
    if (!typing.ready) return
    return afterNextPaint(() => void refetch({ cancelRefetch: false }))
  }, [typing.ready, refetch])

  // Told once for each thing a save starts waiting for; her typing stays (and on the device).
  useEffect(() => {
    if (!waiting) return
    waited.current = waiting
    toast(waiting === 'connection' ? { ...contentToasts.offline, variant: 'destructive' } : contentToasts.serverBusy)
  }, [waiting])

  /** Back to the saved draft (`stored`, a save's answer, shown at once): her edits, their base and every note go; the device forgets them. */
  const resetToSaved = (stored?: Draft) => {
    typing.reset(stored)
    setConflict(null)
    setErrors({})
  }

  /** `stored` is the draft now: her typing goes if it is what was sent (`sent`), else stays unsaved on top of it. */
  function showSaved(stored: Draft, sent: F | null) {
    queryClient.setQueryData(draftQueryOptions.queryKey, stored)
    if (dequal(typing.edits(), sent)) resetToSaved(stored)
    else {
      // She typed on while it saved: that typing stays, on top of what is now saved.
      typing.rebase(stored)
      setConflict(null)
    }
  }

  /**
   * Saves `mine` (her section, as the schema parsed it) from `from`, the draft her typing started on; on a refusal
   * because the draft changed, merges onto the latest draft and saves again, or stops at a conflict.
   */
  async function write(from: Draft, mine: SiteContent[K], trigger: Trigger): Promise<void> {
    const sent = typing.edits()
    waited.current = null
    setSaving(true)
    try {
      let target = from
      let content: SiteContent = { ...from.content, [key]: mine }
      let theirParts: DraftPart[] = []
      for (let attempt = 0; ; attempt++) {
        let latest: Draft | undefined
        try {
          // One id for this save, sent again unchanged while it waits (docs/decisions.md #421).
          const stored = await request.mutateAsync({ content, revision: target.revision, saveId: crypto.randomUUID() })
          showSaved(stored, sent)
          if (trigger === 'keep-mine') toast(mineOverTheirsToast(section))
          else if (theirParts.length) toast(savedWithTheirsToast(theirParts.map(sectionLabelOfPart)))
          else toast(waited.current === 'connection' ? contentToasts.savedWhenOnline : contentToasts.saved)
          return
        } catch (error) {
          if (!isStaleDraft(error) || attempt >= MAX_MERGES) throw error
          latest = latestDraftOf(error)
        }
        // Refused: another device saved since `target`. The draft as it is now (the form shows it underneath).
        if (latest) queryClient.setQueryData(draftQueryOptions.queryKey, latest)
        else latest = await queryClient.fetchQuery({ ...draftQueryOptions, staleTime: 0 })
        const outcome = mergeSection(from.content, latest.content, key, mine)
        if (outcome.kind === 'theirs') {
          showSaved(latest, sent)
          toast(theirsStandToast(section))
          return
        }
        if (outcome.kind === 'conflict') {
          // Told by the panel above her fields (DraftConflict), not a toast that would cover it on a phone.
          setConflict({
            latest,
            when: formatMoment(latest.updatedAt),
            differences: summariseChanges({ ...latest.content, gallery: [] }, { ...latest.content, [key]: mine }, []),
          })
          return
        }
        target = latest
        content = outcome.content
        theirParts = outcome.theirParts
      }
    } catch (error) {
      // A final refusal (the schema, the admin check, an old tab's 42501), or the latest draft could not be read.
      const offline = isConnectionError(error)
      toast(
        offline
          ? { ...contentToasts.offline, variant: 'destructive' }
          : { ...contentToasts.saveFailed, description: errorMessage(error), variant: 'destructive' },
      )
    } finally {
      setSaving(false)
    }
  }

  /** Checks the whole draft with the form's section in it; the section as parsed, or null (reasons shown). */
  function parsedSection(startedFrom: Draft): SiteContent[K] | null {
    const form = typing.shown()
    if (form === null) return null
    const result = siteContentSchema.safeParse({ ...startedFrom.content, [key]: mapping.fromForm(form) })
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      toast({ ...contentToasts.invalid, variant: 'destructive' })
      return null
    }
    setErrors({})
    return asStored(result.data[key])
  }

  async function save(trigger: Trigger = 'save'): Promise<void> {
    if (!draft.data || typing.shown() === null || saving) return
    const startedFrom = typing.startedOn() ?? draft.data
    const mine = parsedSection(startedFrom)
    if (mine !== null) await write(startedFrom, mine, trigger)
  }

  /** "Keep my changes": hers replace what the other device saved in this section; its other sections stay. */
  async function keepMine(): Promise<void> {
    if (!conflict || saving) return
    const mine = parsedSection(conflict.latest)
    if (mine !== null) await write(conflict.latest, mine, 'keep-mine')
  }

  return {
    /** The form as a store (null until it can be shown): each field reads and changes its own value. */
    form: typing.ready ? typing.form : null,
    errors,
    dirty: typing.dirty,
    saving,
    waiting,
    save: () => save('save'),
    section,
    conflict,
    keepMine,
    takeSaved: () => resetToSaved(),
    restored: typing.restored,
    undoRestore: () => resetToSaved(),
    unfit: typing.unfit,
    dropUnfit: typing.dropUnfit,
  }
}
