import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * A labelled, required input of the auth screens and the Account section, with the reason of a refused value under
 * it (`role="alert"`, the field `aria-invalid` and described by it; docs/product.md §5).
 */
export function AuthField({
  label,
  reason,
  hint,
  ...props
}: React.ComponentProps<typeof Input> & { label: string; reason?: string | undefined; hint?: string }) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', reason ? `${id}-reason` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-invalid={reason ? true : undefined}
        aria-describedby={describedBy}
        className="aria-invalid:border-red-700"
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-ink/75 text-sm">
          {hint}
        </p>
      ) : null}
      {reason ? (
        <p id={`${id}-reason`} role="alert" className="text-sm font-semibold text-red-800">
          {reason}
        </p>
      ) : null}
    </div>
  )
}

/** A plain-words problem of a whole form (a refused code, a rate limit), announced when it appears. */
export function FormProblem({ children }: { children: React.ReactNode }) {
  return children ? (
    <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {children}
    </p>
  ) : null
}

/** A step's or section's h2 and its intro line. */
export function StepHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h2 className="font-display text-plum text-2xl">{title}</h2>
      <p className="text-ink/75 mt-1">{intro}</p>
    </div>
  )
}
