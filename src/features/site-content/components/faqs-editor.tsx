import { Plus } from 'lucide-react'
import { useCallback } from 'react'
import { Button } from '@/components/ui/button'
import { placeholderValues } from '@/content/terms'
import { useDraft } from '@/features/site-content/api/draft'
import { Field } from '@/features/site-content/components/fields'
import { ListControls } from '@/features/site-content/components/list-controls'
import { SectionFrame } from '@/features/site-content/components/section-frame'
import { useSectionForm } from '@/features/site-content/components/use-section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { moveId, usePointerReorder } from '@/hooks/use-pointer-reorder'
import { fillPlaceholders, placeholderLabels, placeholderNames } from '@/lib/site-content/placeholders'
import type { Faq } from '@/lib/site-content/schema'

const mapping = { toForm: (faqs: Faq[]) => faqs, fromForm: (faqs: Faq[]) => faqs }

/** The booking-term placeholders she can write in an answer (the studio's are for her story). */
const termPlaceholders = placeholderNames.slice(0, 7)

/**
 * FAQs on /admin (docs/site-content.md "FAQs"): the questions of /faqs in her order; add, edit, remove and reorder.
 * An answer names a booking term as "{deposit}", "{notice}", …; under each answer she sees it as the page will show
 * it with her saved terms, so she never types a figure twice.
 */
export function FaqsEditor() {
  const section = useSectionForm('faqs', mapping)
  const terms = useDraft().data?.bookingTerms
  const { form, setForm, errors } = section
  const ids = (form ?? []).map((f) => f.id)
  const reorder = useCallback((order: readonly string[]) => setForm((rows) => order.map((id) => rows.find((r) => r.id === id)!)), [setForm])
  const { order, handleProps } = usePointerReorder('faqs', ids, reorder)
  if (!form || !terms) return <p role="status">Loading FAQs...</p>
  const values = placeholderValues(terms)
  const shown = order.map((id) => form.find((f) => f.id === id)).filter((f): f is Faq => f !== undefined)
  return (
    <SectionFrame
      title="FAQs"
      intro="The questions on /faqs, in the order shown. To state a booking term in an answer, write its name in braces: it always shows your current figure."
      {...section}
      onSave={section.save}
    >
      <p className="text-ink/80 text-sm">
        {termPlaceholders.map((name, i) => (
          <span key={name}>
            {i > 0 ? ', ' : ''}
            <code className="text-plum font-semibold">{`{${name}}`}</code> {placeholderLabels[name]} ({values[name]})
          </span>
        ))}
      </p>
      {errors.faqs ? <p className="text-sm font-semibold text-red-800">{errors.faqs}</p> : null}
      <ol data-reorder-list="faqs" className="grid gap-4">
        {shown.map((faq, index) => {
          const path = `faqs.${index}`
          const set = (patch: Partial<Faq>) => setForm((rows) => rows.map((r) => (r.id === faq.id ? { ...r, ...patch } : r)))
          const rendered = fillPlaceholders(faq.answer, values)
          return (
            <li key={faq.id} data-reorder-id={faq.id} className="grid gap-3 rounded-2xl border border-rose-200 bg-white p-4 shadow-sm">
              <Field label="Question" value={faq.question} onChange={(question) => set({ question })} error={errors[`${path}.question`]} />
              <Field
                label="Answer"
                multiline
                value={faq.answer}
                onChange={(answer) => set({ answer })}
                error={errors[`${path}.answer`]}
                hint={rendered !== faq.answer ? `Shows as: ${rendered}` : undefined}
              />
              <ListControls
                what={`question ${index + 1}`}
                index={index}
                count={shown.length}
                dragHandle={handleProps}
                onMove={(to) => reorder(moveId(ids, faq.id, to))}
                onRemove={() => setForm((rows) => rows.filter((r) => r.id !== faq.id))}
              />
            </li>
          )
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() => setForm((rows) => [...rows, { id: idFromName('question', ids), question: '', answer: '' }])}
      >
        <Plus aria-hidden="true" />
        Add question
      </Button>
    </SectionFrame>
  )
}
