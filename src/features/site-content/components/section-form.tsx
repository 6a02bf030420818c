import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SectionHeading } from '@/components/ui/section-heading'
import { useDraft, useSaveDraft } from '@/features/site-content/api/draft'
import { setUnsavedPart, usePreviewOpener, type UnsavedParts } from '@/features/site-content/lib/unsaved-content'
import { contentToasts } from '@/features/site-content/messages'
import { toast } from '@/hooks/use-toast'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { errorMessage } from '@/lib/error-message'
import { siteContentSchema, type SiteContent } from '@/lib/site-content/schema'

/** Reasons by field path, e.g. `{ 'prices.nails.0.pounds': 'Price must be at most £999.99' }`. */
export type FieldErrors = Record<string, string>

/** A part of the content an editor edits: every part but the schema version. */
export type SectionPart = keyof UnsavedParts

/** How a section's form state maps to and from the draft (e.g. prices typed as text). */
export type SectionMapping<K extends SectionPart, F> = { toForm: (value: SiteContent[K]) => F; fromForm: (form: F) => SiteContent[K] }

/** What an editor's fields get from the scaffold: the form as typed, its setter, and the reasons by path. */
export type SectionFields<F> = {
  form: F
  setForm: (update: (form: F) => F) => void
  /** Reasons of the last refused Save, by schema path such as "prices.nails.0.pounds". */
  errors: FieldErrors
  /** `setForm` for a patch of an object form: `set({ heading })`. */
  set: (patch: Partial<F>) => void
}

/**
 * The editor of one part `key` of the draft (docs/site-content.md "Editors"): a local copy she edits; Save checks
 * the whole draft with the shared schema (reasons shown next to the fields, by path) and stores it, leaving the other
 * parts as saved. A failure keeps what she typed and says why in a toast. While the copy differs from the saved draft
 * it is unsaved: leaving asks first, and the preview shows it (src/features/site-content/lib/unsaved-content.ts).
 */
function useSectionForm<K extends SectionPart, F>(key: K, mapping: SectionMapping<K, F>) {
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
  // The preview follows what she types (docs/decisions.md #153); nothing is left behind when the editor goes.
  useEffect(() => setUnsavedPart(key, dirty && edited !== null ? mapping.fromForm(edited) : undefined), [key, mapping, dirty, edited])
  useEffect(() => () => setUnsavedPart(key, undefined), [key])

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

/**
 * The one scaffold of a section editor on /admin (docs/architecture.md "The section-form scaffold"): it loads part
 * `part` of the draft into a form (`mapping`), shows "Loading {title}..." until it (and `ready`, the editor's own
 * data) is there, then the heading, `intro`, the editor's fields (`children`, given the form, its setters and the
 * reasons of refused values) and a sticky "Save draft" with an "Unsaved changes" line. The form submits with Enter or
 * the button; unsaved edits guard leaving and feed the preview. Below 1024 px the bar also has "Preview", which opens
 * the preview over the editor (src/features/site-content/components/preview-panel.tsx).
 */
export function SectionForm<K extends SectionPart, F>({
  part,
  mapping,
  title,
  intro,
  ready = true,
  children,
}: {
  part: K
  mapping: SectionMapping<K, F>
  title: string
  intro: string
  ready?: boolean
  children: (fields: SectionFields<F>) => ReactNode
}) {
  const { form, setForm, errors, dirty, saving, save } = useSectionForm(part, mapping)
  const openPreview = usePreviewOpener()
  const set = useCallback((patch: Partial<F>) => setForm((current) => ({ ...current, ...patch })), [setForm])
  if (form === null || !ready) return <p role="status">Loading {title.toLowerCase()}...</p>

  function submit(event: FormEvent) {
    event.preventDefault()
    void save()
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="section-heading" className="grid gap-6">
      <SectionHeading id="section-heading" title={title} intro={intro} />
      {children({ form, setForm, errors, set })}
      <div className="bg-cream sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-rose-200 py-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save draft'}
        </Button>
        {/* The phone's way to the preview, always in reach; from 1024 px the preview is beside the form. */}
        <Button type="button" variant="outline" className="lg:hidden" onClick={openPreview}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        <p className="text-ink/80 text-sm" role="status">
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  )
}
