import { useId, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/** Reasons by field path, e.g. `{ 'prices.nails.0.pounds': 'Price must be at most £999.99' }`. */
export type FieldErrors = Record<string, string>

type FieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** The refused value's reason, shown under the field and announced with it. */
  error?: string
  hint?: ReactNode
  multiline?: boolean
  className?: string
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'className'>

/** A refused value's reason (`id` for the field's `aria-describedby`); nothing without one. */
function Reason({ id, reason }: { id: string; reason: string | undefined }) {
  return reason ? (
    <p id={id} className="text-sm font-semibold text-red-800">
      {reason}
    </p>
  ) : null
}

/** A labelled text field with its reason when refused (`aria-invalid`, `aria-describedby`). */
export function Field({ label, value, onChange, error, hint, multiline = false, className, ...props }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <textarea
          {...common}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
          className="text-ink focus-visible:border-plum min-h-11 w-full rounded-lg border border-rose-200 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        />
      ) : (
        <Input {...props} {...common} value={value} onChange={(e) => onChange(e.target.value)} className="aria-invalid:border-red-700" />
      )}
      {hint ? (
        <p id={hintId} className="text-ink/75 text-sm">
          {hint}
        </p>
      ) : null}
      <Reason id={errorId} reason={error} />
    </div>
  )
}

/**
 * A labelled choice of one of `options` (the styled native `Select`), with its reason when refused, like `Field`.
 * `options`: `{ value, label }` in the order shown.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  error?: string
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="aria-invalid:border-red-700"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Reason id={errorId} reason={error} />
    </div>
  )
}
