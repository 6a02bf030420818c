import { useCallback, useEffect, useMemo, useState } from 'react'
import { useDraft, useSaveDraft } from '@/features/site-content/api/draft'
import { contentToasts } from '@/features/site-content/messages'
import type { FieldErrors } from '@/features/site-content/components/fields'
import { toast } from '@/hooks/use-toast'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { errorMessage } from '@/lib/error-message'
import { siteContentSchema, type SiteContent } from '@/lib/site-content/schema'

/** How a section's form state maps to and from the draft (e.g. prices typed as text). */
type Mapping<K extends keyof SiteContent, F> = { toForm: (value: SiteContent[K]) => F; fromForm: (form: F) => SiteContent[K] }

/** One editor's state: the form, its reasons by path, whether it differs from the saved draft, and Save. */
export type SectionForm<F> = {
  form: F | null
  setForm: (update: (form: F) => F) => void
  errors: FieldErrors
  dirty: boolean
  saving: boolean
  save: () => Promise<void>
}

/**
 * The editor of one part `key` of the draft (docs/site-content.md "Editors"): a local copy she edits; Save checks
 * the whole draft with the shared schema (reasons shown next to the fields, by path such as "prices.nails.0.pounds")
 * and stores it, leaving the other parts as saved. A failure keeps what she typed and says why in a toast.
 */
export function useSectionForm<K extends keyof SiteContent, F>(key: K, mapping: Mapping<K, F>): SectionForm<F> {
  const draft = useDraft()
  const saveDraft = useSaveDraft()
  // Her edits; null until she changes something (the form then shows the saved draft).
  const [edited, setEdited] = useState<F | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const saved = useMemo(() => (draft.data ? mapping.toForm(draft.data[key]) : null), [draft.data, key, mapping])
  const form = edited ?? saved

  useEffect(() => {
    if (draft.isError) toast({ ...contentToasts.loadFailed, variant: 'destructive' })
  }, [draft.isError])

  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(saved)
  useUnsavedChanges(dirty)

  async function save(): Promise<void> {
    if (!draft.data || form === null) return
    const next = { ...draft.data, [key]: mapping.fromForm(form) }
    const result = siteContentSchema.safeParse(next)
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])))
      toast({ ...contentToasts.invalid, variant: 'destructive' })
      return
    }
    setErrors({})
    try {
      await saveDraft.mutateAsync(result.data)
      setEdited(null)
      toast(contentToasts.saved)
    } catch (error) {
      toast({ ...contentToasts.saveFailed, description: errorMessage(error), variant: 'destructive' })
    }
  }

  const setForm = useCallback(
    (update: (form: F) => F) =>
      setEdited((f) => {
        const base = f ?? saved
        return base === null ? null : update(base)
      }),
    [saved],
  )
  return { form, setForm, errors, dirty, saving: saveDraft.isPending, save }
}
