import type { ListItemProps } from '@/features/site-content/components/list-editor'
import type { FormSlot } from '@/features/site-content/lib/form-store'

/** The fields of `T` that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/**
 * What binds a `FormTextField` to the text field `key` of one item of a `ListEditor` (its `renderItem` props): the
 * field's value in the form's store and its reason. Spread it: `<FormTextField label="Quote" {...itemTextField(listItem,
 * 'quote')} />`. The field reads and renders its own value, so a key in it renders it alone (docs/decisions.md #560).
 */
export function itemTextField<T, K extends TextKey<T>>({ slot, errorOf }: Pick<ListItemProps<T>, 'slot' | 'errorOf'>, key: K) {
  // `key` names a field typed `string` (TextKey), which TypeScript cannot see through `T[K]`.
  return { field: slot.at(key) as unknown as FormSlot<string>, error: errorOf(key) }
}
