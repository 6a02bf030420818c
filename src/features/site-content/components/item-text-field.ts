import type { ListItemProps } from '@/features/site-content/components/list-editor'

/** The fields of `T` that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/**
 * What binds a `TextField` to the text field `key` of one item of a `ListEditor` (its `renderItem` props): the value,
 * a setter of that field alone, and the field's reason. Spread it: `<TextField label="Quote" {...itemTextField(listItem,
 * 'quote')} />`.
 */
export function itemTextField<T, K extends TextKey<T>>({ item, set, errorOf }: Pick<ListItemProps<T>, 'item' | 'set' | 'errorOf'>, key: K) {
  return {
    value: item[key] as string,
    onValueChange: (value: string) => set({ [key]: value } as Partial<T>),
    error: errorOf(key),
  }
}
