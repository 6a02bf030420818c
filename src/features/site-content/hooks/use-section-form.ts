import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { adminSections } from '@/config/admin-sections'
import { draftQueryOptions, isStaleDraft, saveDraft, useDraftRecord, type Draft } from '@/features/site-content/api/draft'
import { useSectionTyping, type SectionMapping } from '@/features/site-content/hooks/use-section-typing'
import { mergeSection } from '@/features/site-content/lib/merge-draft'
import { contentToasts, keptMineToast, savedKeepingOthersToast } from '@/features/site-content/messages'
import { useOnline } from '@/hooks/use-online'
import { toast } from '@/hooks/use-toast'
import { errorMessage, isConnectionError } from '@/lib/error-message'
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
/** While a save waits for the connection and the browser says it is online, it is tried again this often (ms). */
const RETRY_ONLINE_MS = 15_000

type Trigger = 'save' | 'online' | 'keep-mine'

/**
 * The editor of one part `key` of the draft (docs/site-content.md "Editors", "Two devices", "Unsaved typing on the
 * device"): a local copy she edits; Save checks the whole draft with the shared schema (reasons shown next to the
 * fields, by path) and stores it from the revision her typing started on (docs/decisions.md #280):
 *
 * - another device saved other sections meanwhile: her section goes on top of theirs, saved without asking, and the
 *   toast says theirs were kept;
 * - another device saved this section: nothing is saved, she is told which and when (`conflict`), her typing stays,
 *   and she chooses `keepMine` or `takeSaved`;
 * - no connection: nothing is saved, the toast says so, and the save is sent again once the browser is back online.
 *
 * Her typing itself is useSectionTyping's (src/features/site-content/hooks/use-section-typing.ts, the rendering
 * mechanics): the form as a store each field reads (`form`), and what follows a key once it has painted: `dirty`, the
 * preview, the copy kept on the device, offered back when the section opens again (`restored`, "10:42";
 * `undoRestore`). This hook is how it is saved, and reads her typing as it is at the moment of a save.
 */
export function useSectionForm<K extends DraftPart, F>(key: K, mapping: SectionMapping<K, F>) {
  const queryClient = useQueryClient()
  const draft = useDraftRecord()
  const online = useOnline()
  const typing = useSectionTyping(key, mapping, draft.data)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [conflict, setConflict] = useState<SectionConflict | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [saving, setSaving] = useState(false)
  const section = sectionLabelOfPart(key)

  useEffect(() => {
    if (draft.isError) toast({ ...contentToasts.loadFailed, variant: 'destructive' })
  }, [draft.isError])

  /** Back to the saved draft (`stored`, a save's answer, shown at once): her edits, their base and every note go; the device forgets them. */
  const resetToSaved = (stored?: Draft) => {
    typing.reset(stored)
    setConflict(null)
    setWaiting(false)
    setErrors({})
  }

  /**
   * Saves `mine` (her section, as the schema parsed it) from `from`, the draft her typing started on; on a refusal
   * because the draft changed, merges onto the latest draft and saves again, or stops at a conflict.
   */
  async function write(from: Draft, mine: SiteContent[K], trigger: Trigger): Promise<void> {
    const sent = JSON.stringify(typing.edits())
    setSaving(true)
    try {
      let target = from
      let content: SiteContent = { ...from.content, [key]: mine }
      let keptParts: DraftPart[] = []
      for (let attempt = 0; ; attempt++) {
        try {
          const stored = await saveDraft(content, target.revision)
          queryClient.setQueryData(draftQueryOptions.queryKey, stored)
          if (JSON.stringify(typing.edits()) === sent) resetToSaved(stored)
          else {
            // She typed on while it saved: that typing stays, on top of what is now saved.
            typing.rebase(stored)
            setConflict(null)
            setWaiting(false)
          }
          if (trigger === 'keep-mine') toast(keptMineToast(section))
          else if (keptParts.length) toast(savedKeepingOthersToast(keptParts.map(sectionLabelOfPart)))
          else toast(trigger === 'online' ? contentToasts.savedWhenOnline : contentToasts.saved)
          return
        } catch (error) {
          if (!isStaleDraft(error) || attempt >= MAX_MERGES) throw error
        }
        // Refused: another device saved since `target`. Read the draft as it is now (the form shows it underneath).
        const latest = await queryClient.fetchQuery({ ...draftQueryOptions, staleTime: 0 })
        const outcome = mergeSection(from.content, latest.content, key, mine)
        if (outcome.kind === 'conflict') {
          // Told by the panel above her fields (DraftConflict), not a toast that would cover it on a phone.
          setWaiting(false)
          setConflict({
            latest,
            when: formatMoment(latest.updatedAt),
            differences: summariseChanges({ ...latest.content, gallery: [] }, { ...latest.content, [key]: mine }, []),
          })
          return
        }
        target = latest
        content = outcome.content
        keptParts = outcome.keptParts
      }
    } catch (error) {
      if (isConnectionError(error)) {
        // Nothing reached the backend: her typing stays (and on the device), and is sent again once she is online.
        if (trigger !== 'online') toast({ ...contentToasts.offline, variant: 'destructive' })
        setWaiting(true)
        return
      }
      setWaiting(false)
      toast({ ...contentToasts.saveFailed, description: errorMessage(error), variant: 'destructive' })
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
    return result.data[key]
  }

  async function save(trigger: Trigger = 'save'): Promise<void> {
    if (!draft.data || typing.shown() === null || saving) return
    const startedFrom = typing.startedOn() ?? draft.data
    const mine = parsedSection(startedFrom)
    if (mine !== null) await write(startedFrom, mine, trigger)
    // Refused by the schema when sent by itself: it waits no longer, she sees the reasons.
    else setWaiting(false)
  }

  /** "Keep my changes": hers replace what the other device saved in this section; its other sections stay. */
  async function keepMine(): Promise<void> {
    if (!conflict || saving) return
    const mine = parsedSection(conflict.latest)
    if (mine !== null) await write(conflict.latest, mine, 'keep-mine')
  }

  // Back online with a save waiting: send it (and, while the browser says online but the backend is unreachable, retry).
  const retry = useRef(save)
  const wasOnline = useRef(online)
  useEffect(() => {
    retry.current = save
  })
  useEffect(() => {
    const cameBack = online && !wasOnline.current
    wasOnline.current = online
    if (waiting && cameBack) void retry.current('online')
  }, [waiting, online])
  useEffect(() => {
    if (!waiting || !online) return
    const timer = setInterval(() => void retry.current('online'), RETRY_ONLINE_MS)
    return () => clearInterval(timer)
  }, [waiting, online])

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
  }
}
