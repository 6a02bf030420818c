import type { ComponentProps, ReactNode } from 'react'
import { SelectField, TextField } from '@/components/ui/field'
import { useFormValue } from '@/features/site-content/hooks/use-form-value'
import type { FormSlot } from '@/features/site-content/lib/form-store'

/**
 * The section editors' fields bound to one value of the form's store (docs/architecture.md "The section-form
 * scaffold"): each reads its own value and renders again only when that value changes, so a key in one field leaves
 * every other field as it was.
 */

/** A hint under a field, or one made from the field's value as typed (rendered with the field, e.g. a character count). */
type Hint = ReactNode | ((value: string) => ReactNode)

/**
 * `TextField` (an input, or a textarea with `multiline`) for the text at `field` (a slot of the form's store): what she types is the value. `hint`
 * may be a function of the value, e.g. `charactersLeft(60)` (src/features/site-content/lib/characters-left.ts).
 */
export function FormTextField({
  field,
  hint,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onValueChange' | 'onChange' | 'hint'> & { field: FormSlot<string>; hint?: Hint }) {
  const value = useFormValue(field)
  return (
    <TextField
      {...props}
      value={value}
      onValueChange={(next) => field.set(() => next)}
      hint={typeof hint === 'function' ? hint(value) : hint}
    />
  )
}

/**
 * `SelectField` for the choice at `field`, one of `options` (`{ value, label }` in the order shown); `onValueChange`,
 * when given, makes the change instead (a choice that changes other fields too).
 */
export function FormSelectField({
  field,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'value' | 'onValueChange'> & {
  field: FormSlot<string>
  onValueChange?: (value: string) => void
}) {
  const value = useFormValue(field)
  return <SelectField {...props} value={value} onValueChange={onValueChange ?? ((next) => field.set(() => next))} />
}
