import { Plus } from 'lucide-react'
import { useCallback } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/features/site-content/components/fields'
import { ListControls } from '@/features/site-content/components/list-controls'
import { SectionFrame } from '@/features/site-content/components/section-frame'
import { useSectionForm } from '@/features/site-content/components/use-section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { moveId, usePointerReorder } from '@/hooks/use-pointer-reorder'
import type { Testimonial } from '@/lib/site-content/schema'

const mapping = { toForm: (reviews: Testimonial[]) => reviews, fromForm: (reviews: Testimonial[]) => reviews }

/** Reviews on /admin (docs/site-content.md): the home page's testimonials; add, edit, remove and reorder. */
export function ReviewsEditor() {
  const section = useSectionForm('testimonials', mapping)
  const { form, setForm, errors } = section
  const ids = (form ?? []).map((r) => r.id)
  const reorder = useCallback((order: readonly string[]) => setForm((rows) => order.map((id) => rows.find((r) => r.id === id)!)), [setForm])
  const { order, handleProps } = usePointerReorder('reviews', ids, reorder)
  if (!form) return <p role="status">Loading reviews...</p>
  const shown = order.map((id) => form.find((r) => r.id === id)).filter((r): r is Testimonial => r !== undefined)
  return (
    <SectionFrame
      title="Reviews"
      intro="What clients say, on the home page. Only publish real reviews, with the client's permission."
      {...section}
      onSave={section.save}
    >
      {errors.testimonials ? <p className="text-sm font-semibold text-red-800">{errors.testimonials}</p> : null}
      <ol data-reorder-list="reviews" className="grid gap-4">
        {shown.map((review, index) => {
          const path = `testimonials.${index}`
          const set = (patch: Partial<Testimonial>) => setForm((rows) => rows.map((r) => (r.id === review.id ? { ...r, ...patch } : r)))
          return (
            <li
              key={review.id}
              data-reorder-id={review.id}
              className="grid gap-3 rounded-2xl border border-rose-200 bg-white p-4 shadow-sm"
            >
              <Field label="Quote" multiline value={review.quote} onChange={(quote) => set({ quote })} error={errors[`${path}.quote`]} />
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label="First name or initial"
                  value={review.name}
                  onChange={(name) => set({ name })}
                  error={errors[`${path}.name`]}
                />
                <Field
                  label="Treatment"
                  value={review.treatment}
                  onChange={(treatment) => set({ treatment })}
                  error={errors[`${path}.treatment`]}
                />
              </div>
              <ListControls
                what={`review ${index + 1}`}
                index={index}
                count={shown.length}
                dragHandle={handleProps}
                onMove={(to) => reorder(moveId(ids, review.id, to))}
                onRemove={() => setForm((rows) => rows.filter((r) => r.id !== review.id))}
              />
            </li>
          )
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        onClick={() => setForm((rows) => [...rows, { id: idFromName('review', ids), quote: '', name: '', treatment: '' }])}
      >
        <Plus aria-hidden="true" />
        Add review
      </Button>
    </SectionFrame>
  )
}
