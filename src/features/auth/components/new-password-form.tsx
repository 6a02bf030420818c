import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useUpdatePassword } from '@/features/auth/api/password'
import { TextField } from '@/components/ui/field'
import { FormProblem } from '@/features/auth/components/form-problem'
import { credentialMessages, newPasswordSchema } from '@/features/auth/schemas'

/**
 * "New password" and "Confirm new password" (docs/product.md §5): the first refused rule shows beside its field and
 * nothing is sent; the password is then set (`useUpdatePassword`), and what the backend refuses (the same password, a
 * rate limit…) shows under the form in plain words. Once it is set, `onSaved` runs and the fields clear.
 */
export function NewPasswordForm({
  onSaved,
  submitLabel,
  busyLabel = 'Saving...',
}: {
  onSaved: () => void
  submitLabel: string
  busyLabel?: string
}) {
  const update = useUpdatePassword()
  const [reasons, setReasons] = useState<{ password?: string; confirmation?: string }>({})
  const formRef = useRef<HTMLFormElement>(null)
  const busy = update.isPending

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    const parsed = newPasswordSchema.safeParse({ password: fields.get('password'), confirmation: fields.get('confirmation') })
    if (!parsed.success) {
      update.reset()
      const [issue] = parsed.error.issues
      const field = issue?.path[0] === 'confirmation' ? 'confirmation' : 'password'
      setReasons({ [field]: issue?.message })
      form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
      return
    }
    setReasons({})
    update.mutate(parsed.data.password, {
      onSuccess: () => {
        onSaved()
        formRef.current?.reset()
      },
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="grid gap-4" aria-busy={busy}>
      <TextField
        announce
        required
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={credentialMessages.passwordHint}
        error={reasons.password}
        disabled={busy}
      />
      <TextField
        announce
        required
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        error={reasons.confirmation}
        disabled={busy}
      />
      <FormProblem error={update.error} />
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
