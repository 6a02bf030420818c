import { ListEditor, type ListEditorProps } from '@/features/site-content/components/list-editor'
import { SectionForm } from '@/features/site-content/components/section-form'
import type { SectionMapping } from '@/features/site-content/hooks/use-section-typing'
import type { DraftPart } from '@/lib/site-content/schema'

/**
 * A section whose part is one list (the reviews, how long each treatment lasts): `SectionForm` around one `ListEditor`
 * of the whole part, the form being the list itself (docs/architecture.md "Adding an editor"). `list` takes the
 * `ListEditor` props but the list and its reasons, which the section form gives; its `path` is the part.
 */
export function ListSection<K extends DraftPart, T extends { id: string }>({
  part,
  mapping,
  title,
  intro,
  list,
}: {
  part: K
  mapping: SectionMapping<K, T[]>
  title: string
  intro: string
  list: Omit<ListEditorProps<T>, 'items' | 'errors' | 'path'>
}) {
  return (
    <SectionForm part={part} mapping={mapping} title={title} intro={intro}>
      {({ form, errors }) => <ListEditor {...list} items={form} errors={errors} path={part} />}
    </SectionForm>
  )
}
