import { useDraft } from '@/features/site-content/api/draft'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type SectionFields } from '@/features/site-content/components/section-form'
import { idFromName } from '@/features/site-content/lib/ids'
import { fillPlaceholders, placeholderLabels, placeholderNames } from '@/lib/site-content/placeholders'
import { placeholderValues } from '@/lib/site-content/render'
import type { Faq } from '@/lib/site-content/schema'

const mapping = { toForm: (faqs: Faq[]) => faqs, fromForm: (faqs: Faq[]) => faqs }

/** The booking-term placeholders she can write in an answer (the studio's are for her story). */
const termPlaceholders = placeholderNames.slice(0, 7)

/**
 * FAQs on /admin (docs/site-content.md "FAQs"): the questions of /faqs in her order, a `ListEditor` (add, edit,
 * remove, reorder). An answer names a booking term as "{deposit}", "{notice}", …; under each answer she sees it as
 * the page will show it with her saved terms, so she never types a figure twice.
 */
export function FaqsEditor() {
  const draft = useDraft().data
  return (
    <SectionForm
      part="faqs"
      mapping={mapping}
      title="FAQs"
      intro="The questions on /faqs, in the order shown. To state a booking term in an answer, write its name in braces: it always shows your current figure."
      ready={draft !== undefined}
    >
      {(fields) => draft && <FaqsFields {...fields} values={placeholderValues(draft)} />}
    </SectionForm>
  )
}

/** "Shows as: …", the answer with her saved terms in place of their names, or nothing when it names none. */
function showsAs(answer: string, values: ReturnType<typeof placeholderValues>): string | undefined {
  const rendered = fillPlaceholders(answer, values)
  return rendered !== answer ? `Shows as: ${rendered}` : undefined
}

/** The FAQs editor's fields: the placeholders she may use, then the questions. */
function FaqsFields({ form, errors, values }: SectionFields<Faq[]> & { values: ReturnType<typeof placeholderValues> }) {
  return (
    <>
      <p className="text-ink/80 text-sm">
        {termPlaceholders.map((name, i) => (
          <span key={name}>
            {i > 0 ? ', ' : ''}
            <code className="text-brand font-semibold">{`{${name}}`}</code> {placeholderLabels[name]} ({values[name]})
          </span>
        ))}
      </p>
      <ListEditor
        listId="faqs"
        label="FAQs"
        items={form}
        errors={errors}
        path="faqs"
        newItem={(taken) => ({ id: idFromName('question', taken), question: '', answer: '' })}
        addLabel="Add question"
        itemName={(_, index) => `question ${index + 1}`}
        renderItem={(listItem) => (
          <>
            <FormTextField label="Question" {...itemTextField(listItem, 'question')} />
            <FormTextField label="Answer" multiline {...itemTextField(listItem, 'answer')} hint={(answer) => showsAs(answer, values)} />
          </>
        )}
      />
    </>
  )
}
