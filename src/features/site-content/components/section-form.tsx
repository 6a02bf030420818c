import { useMemo, useRef, type FormEvent, type ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SectionHeading } from '@/components/ui/section-heading'
import { DraftConflict, RestoredNote, UnfitTypingNote } from '@/features/site-content/components/draft-notes'
import { useSectionForm, type FieldErrors, type SectionMapping } from '@/features/site-content/hooks/use-section-form'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { usePreviewOpener } from '@/features/site-content/lib/unsaved-parts'
import { saveStatus } from '@/features/site-content/messages'
import type { DraftPart } from '@/lib/site-content/schema'

export type { FieldErrors }

/**
 * What an editor's fields get from the scaffold: the form as a store and the reasons by path. A field reads and changes
 * its own value through `form` (`form.at('heading')`, a list's `form.at('nails')`; FormTextField, ListEditor,
 * useFormValue), so a key renders that field and what reads it, never the whole editor (docs/architecture.md "The
 * section-form scaffold").
 */
export type SectionFields<F> = {
  form: FormSlot<F>
  /** Reasons of the last refused Save, by schema path such as "prices.nails.0.pounds". */
  errors: FieldErrors
}

/**
 * The one scaffold of a section editor on /admin (docs/architecture.md "The section-form scaffold"): it loads part
 * `part` of the draft into a form (`mapping`), shows "Loading {title}..." until it (what the device kept of it, and
 * `ready`, the editor's own data) is there, then the heading, `intro`, the editor's fields (`children`, given the form
 * as a store and the reasons of refused values: {@link SectionFields}) and a sticky "Save draft" with an "Unsaved
 * changes" line. The form
 * submits with Enter or the button; unsaved edits guard leaving, feed the preview and are kept on the device. Another
 * device's save of the same section shows above the fields, with her choice (DraftConflict); typing brought back from
 * the device shows a note she can undo (RestoredNote); typing kept from before an update that no longer fits the form
 * shows as text until she drops it (UnfitTypingNote). Below 1024 px the bar also has "Preview", which opens the preview
 * over the editor (src/features/site-content/components/preview-panel.tsx).
 */
export function SectionForm<K extends DraftPart, F>({
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
  const { form, errors, dirty, saving, waiting, save, section, conflict, keepMine, takeSaved, restored, undoRestore, unfit, dropUnfit } =
    useSectionForm(part, mapping)
  const openPreview = usePreviewOpener()
  const heading = useRef<HTMLDivElement>(null)
  // The editor's fields, drawn again only when the editor, the reasons or the form's store change: never for a key, nor
  // for what the Save bar says (docs/decisions.md #300).
  const fields = useMemo(() => (form && ready ? children({ form, errors }) : null), [children, form, errors, ready])
  if (form === null || !ready) return <p role="status">Loading {title.toLowerCase()}...</p>

  function submit(event: FormEvent) {
    event.preventDefault()
    void save()
  }
  // After a choice that removes the note she was on, the keyboard goes back to the section's heading.
  const backToHeading = (action: () => void) => () => {
    action()
    heading.current?.focus()
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="section-heading" className="grid gap-6">
      <div
        ref={heading}
        tabIndex={-1}
        className="focus-visible:outline-brand rounded-md focus-visible:outline-3 focus-visible:outline-offset-4"
      >
        <SectionHeading id="section-heading" title={title} intro={intro} />
      </div>
      {conflict ? (
        <DraftConflict
          key={conflict.latest.revision}
          section={section}
          conflict={conflict}
          busy={saving}
          onKeepMine={() => void keepMine()}
          onTakeSaved={backToHeading(takeSaved)}
        />
      ) : restored ? (
        <RestoredNote when={restored} onUndo={backToHeading(undoRestore)} />
      ) : null}
      {unfit && <UnfitTypingNote unfit={unfit} onDrop={backToHeading(dropUnfit)} />}
      {fields}
      <div className="bg-surface border-accent-200 sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t py-3">
        <Button type="submit" disabled={saving}>
          {saving && !waiting ? 'Saving...' : 'Save draft'}
        </Button>
        {/* The phone's way to the preview, always in reach; from 1024 px the preview is beside the form. */}
        <Button type="button" variant="outline" className="lg:hidden" onClick={openPreview}>
          <Eye aria-hidden="true" />
          Preview
        </Button>
        <p className="text-ink/80 text-sm" role="status">
          {waiting === 'connection'
            ? saveStatus.waiting
            : waiting === 'server'
              ? saveStatus.waitingForServer
              : restored
                ? saveStatus.restored(restored)
                : dirty
                  ? saveStatus.unsaved
                  : ''}
        </p>
      </div>
    </form>
  )
}
