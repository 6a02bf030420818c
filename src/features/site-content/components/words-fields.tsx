import type { ReactNode } from 'react'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type FieldErrors, type SectionFields } from '@/features/site-content/components/section-form'
import type { SectionMapping } from '@/features/site-content/hooks/use-section-form'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import type { FormSlot } from '@/features/site-content/lib/form-store'
import { pointPreviewAt } from '@/features/site-content/lib/preview-page'
import { idFromName } from '@/features/site-content/lib/ids'
import { contentLimits, type DraftPart, type TitledText } from '@/lib/site-content/schema'

/**
 * One text of her words in a section form: where it is in the part (`path`, e.g. `['closing', 'title']`), its label,
 * the schema's limit in characters (counted as she types, "42 characters left"), whether it is a paragraph, and a hint
 * of its own in place of the count (a function of the value, e.g. the search listing's count).
 */
export type WordField = {
  path: readonly string[]
  label: string
  max: number
  multiline?: boolean
  hint?: (value: string) => ReactNode
}

/**
 * A few texts shown together: under a legend (a page's name, a reward card), or loose when `legend` is absent. With
 * `previewPath` (a public page's path), the texts are that page's: her focus entering them points the preview there
 * (docs/decisions.md #553).
 */
export type WordGroup = { key: string; legend?: string; fields: readonly WordField[]; previewPath?: string }

/** The slot of the text at `path` in `form` (each step the same slot each time, as FormSlot.at). */
function textAt(form: FormSlot<unknown>, path: readonly string[]): FormSlot<string> {
  let slot = form as FormSlot<Record<string, unknown>>
  for (const key of path) slot = slot.at(key) as FormSlot<Record<string, unknown>>
  return slot as unknown as FormSlot<string>
}

/** The reason for the text at `path`, or for one of its lines (a text typed one item a line, "location.notes.2"). */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  return errors[path] ?? Object.entries(errors).find(([at]) => at.startsWith(`${path}.`))?.[1]
}

/** The fields of `fields`, each bound to its own text (a key renders that field only); reasons at `${part}.${path}`. */
function WordFieldList({
  form,
  errors,
  part,
  fields,
}: {
  form: FormSlot<unknown>
  errors: FieldErrors
  part: string
  fields: readonly WordField[]
}) {
  return fields.map((f) => (
    <FormTextField
      key={f.path.join('.')}
      label={f.label}
      multiline={f.multiline}
      field={textAt(form, f.path)}
      hint={f.hint ?? charactersLeft(f.max)}
      error={errorAt(errors, [part, ...f.path].join('.'))}
    />
  ))
}

/**
 * Her words in a section form as groups of labelled texts (docs/site-content.md "Editors", docs/decisions.md #461):
 * each group a `<fieldset>` with its legend (or loose fields), each text a FormTextField on its own slot, counting the
 * schema's limit as she types. The page words, search listings, rewards, trust strip, messages, hygiene highlights and
 * the place she works are drawn with it; what is not a text (a list, a colour) goes beside it.
 */
function WordGroups<F>({ form, errors, part, groups }: SectionFields<F> & { part: DraftPart; groups: readonly WordGroup[] }) {
  const slot = form as FormSlot<unknown>
  return groups.map((g) =>
    g.legend ? (
      <fieldset
        key={g.key}
        className="grid min-w-0 gap-4"
        onFocus={(event) => {
          // Entering the page's texts from elsewhere, not moving between them.
          if (g.previewPath && !event.currentTarget.contains(event.relatedTarget)) pointPreviewAt(part, g.previewPath)
        }}
      >
        <legend className="font-display text-brand mb-2 text-xl">{g.legend}</legend>
        <WordFieldList form={slot} errors={errors} part={part} fields={g.fields} />
      </fieldset>
    ) : (
      <div key={g.key} className="grid gap-4">
        <WordFieldList form={slot} errors={errors} part={part} fields={g.fields} />
      </div>
    ),
  )
}

/** The placeholders she may write in any of these texts, in one line under the intro. */
function PlaceholderNote() {
  return (
    <p className="text-ink/80 text-sm">
      In any text, <code className="text-brand font-semibold">{'{studio}'}</code> shows your studio’s name,{' '}
      <code className="text-brand font-semibold">{'{owner}'}</code> your first name and{' '}
      <code className="text-brand font-semibold">{'{town}'}</code>, <code className="text-brand font-semibold">{'{city}'}</code> your area,
      as set in Your studio.
    </p>
  )
}

/** A list of titled sentences in a part (a hygiene standard, a policy note): its key, legend, and what an item is called. */
export type TitledTextListOf = { key: string; legend: string; what: string }

/** The titled sentences at `list.key` of the form, a ListEditor: each item a title and a text, counted as she types. */
function TitledTextList({ form, errors, part, list }: SectionFields<unknown> & { part: string; list: TitledTextListOf }) {
  const path = `${part}.${list.key}`
  return (
    <ListEditor
      listId={path}
      legend={list.legend}
      items={(form as FormSlot<Record<string, TitledText[]>>).at(list.key)}
      errors={errors}
      path={path}
      newItem={(taken) => ({ id: idFromName(list.what, taken), title: '', text: '' })}
      addLabel={`Add ${list.what}`}
      itemName={(_, index) => `${list.what} ${index + 1}`}
      renderItem={({ slot, errorOf }) => (
        <>
          <FormTextField label="Title" field={slot.at('title')} hint={charactersLeft(contentLimits.titleChars)} error={errorOf('title')} />
          <FormTextField
            label="Text"
            multiline
            field={slot.at('text')}
            hint={charactersLeft(contentLimits.descriptionChars)}
            error={errorOf('text')}
          />
        </>
      )}
    />
  )
}

/** What a words editor is: its part, heading, intro, texts, and optionally its mapping and a list of titled sentences. */
export type WordsEditorProps<K extends DraftPart, F> = {
  part: K
  title: string
  intro: string
  groups: readonly WordGroup[]
  mapping: SectionMapping<K, F>
  /** A list of titled sentences, shown before the groups (the hygiene standards, the policy notes). */
  list?: TitledTextListOf
  ready?: boolean
}

/**
 * The scaffold of an editor of her words (docs/decisions.md #461): a SectionForm whose fields are the placeholders
 * she may use, an optional list of titled sentences, and groups of labelled texts (WordGroups).
 */
export function WordsEditor<K extends DraftPart, F>({ part, title, intro, groups, mapping, list, ready }: WordsEditorProps<K, F>) {
  return (
    <SectionForm part={part} mapping={mapping} title={title} intro={intro} ready={ready}>
      {(fields) => (
        <>
          <PlaceholderNote />
          {list ? <TitledTextList {...(fields as SectionFields<unknown>)} part={part} list={list} /> : null}
          <WordGroups {...fields} part={part} groups={groups} />
        </>
      )}
    </SectionForm>
  )
}
