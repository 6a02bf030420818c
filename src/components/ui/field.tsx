import { useId, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/**
 * What a field gives its control: the `id` its label points at, `aria-invalid` while refused, and `aria-describedby`
 * naming the hint and then the reason (undefined when there is neither).
 */
export type FieldControl = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** The words around a field's control. */
type FieldText = {
  label: ReactNode
  /** Shown under the control, always. */
  hint?: ReactNode
  /** The refused value's reason, shown under the control (docs/product.md §5). */
  error?: string | undefined
  /**
   * Announce the reason when it appears (`role="alert"`): for a form that says nothing else, such as /auth's steps.
   * A form whose Save raises a toast (the /admin editors) leaves it unannounced, so many reasons at once stay quiet.
   */
  announce?: boolean
}

/** The red border of a refused control (its `aria-invalid`). */
const INVALID_BORDER = 'aria-invalid:border-red-700'

/**
 * The one labelled field of the site's forms (/auth, /admin "Account" and the /admin editors; docs/decisions.md
 * #197): the label, the control `children` renders with the given {@link FieldControl} props, the hint, and the reason
 * when refused. {@link TextField} and {@link SelectField} are it with the usual controls.
 */
export function Field({ label, hint, error, announce = false, children }: FieldText & { children: (control: FieldControl) => ReactNode }) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  // The field paints on its own (`isolate`): a key in it repaints the field, not the form around it (docs/decisions.md #551).
  return (
    <div className="isolate grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-ink/75 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role={announce ? 'alert' : undefined} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * How a text field's control is laid out on its own (docs/decisions.md #561): its size and layout are contained
 * (`contain: size layout`), so a key lays out the control and nothing around it. With its size contained, a control's
 * height no longer comes from its text: it is given as its content's intrinsic height, one line of 1.5rem for the input
 * (which `min-h-11` then makes 44 px, as before) and the textarea's three rows as a fixed height (3 × 1.5rem of text,
 * 1rem of padding and its 2 px border, the 90 px its `rows` gave). Chromium lays out a box alone only when it is no grid
 * or flex item: the control sits in a plain `<div>` inside the field's grid.
 */
const CONTAINED_INPUT = '[contain:size_layout] [contain-intrinsic-block-size:1.5rem]'
const CONTAINED_TEXTAREA = 'block h-[calc(5.5rem+2px)] [contain:size_layout]'

/**
 * A text field: an `Input` (every input attribute passes through, `ref` too), or with `multiline` a three-row
 * textarea. `onValueChange` gets the typed text. A key in it lays out the control alone (docs/decisions.md #561).
 */
export function TextField({
  label,
  hint,
  error,
  announce,
  multiline = false,
  onValueChange,
  onChange,
  className,
  ...props
}: FieldText & { multiline?: boolean; onValueChange?: (value: string) => void } & React.ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error} announce={announce}>
      {(control) => (
        // A plain block, no grid or flex item, so the control is laid out on its own (see CONTAINED_INPUT above).
        <div>
          {multiline ? (
            <textarea
              {...control}
              name={props.name}
              value={props.value}
              onChange={(event) => onValueChange?.(event.target.value)}
              rows={3}
              className={cn(
                'text-ink focus-visible:border-brand border-control min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base',
                CONTAINED_TEXTAREA,
                INVALID_BORDER,
              )}
            />
          ) : (
            <Input
              {...props}
              {...control}
              onChange={(event) => {
                onChange?.(event)
                onValueChange?.(event.target.value)
              }}
              className={cn(CONTAINED_INPUT, INVALID_BORDER, className)}
            />
          )}
        </div>
      )}
    </Field>
  )
}

/** A choice of one of `options` (`{ value, label }` in the order shown) in the styled native `Select`. */
export function SelectField({
  label,
  hint,
  error,
  announce,
  options,
  value,
  onValueChange,
}: FieldText & { options: readonly { value: string; label: string }[]; value: string; onValueChange: (value: string) => void }) {
  return (
    <Field label={label} hint={hint} error={error} announce={announce}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onValueChange(event.target.value)} className={INVALID_BORDER}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
