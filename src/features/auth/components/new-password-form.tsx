import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { AuthField, FormProblem } from '@/features/auth/components/auth-field'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { credentialMessages, newPasswordSchema } from '@/features/auth/schemas'

/**
 * "New password" and "Confirm new password" (docs/product.md §5): the first refused rule shows beside its field and
 * nothing is sent; what the backend refuses (`onSave` throws: the same password, a rate limit…) shows under the form in
 * plain words. The fields clear once `onSave` resolves.
 */
export function NewPasswordForm({
  onSave,
  submitLabel,
  busyLabel = 'Saving...',
}: {
  onSave: (password: string) => Promise<void>
  submitLabel: string
  busyLabel?: string
}) {
  const [reasons, setReasons] = useState<{ password?: string; confirmation?: string }>({})
  const [problem, setProblem] = useState<string>()
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    const parsed = newPasswordSchema.safeParse({ password: fields.get('password'), confirmation: fields.get('confirmation') })
    setProblem(undefined)
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      const field = issue?.path[0] === 'confirmation' ? 'confirmation' : 'password'
      setReasons({ [field]: issue?.message })
      form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
      return
    }
    setReasons({})
    setBusy(true)
    try {
      await onSave(parsed.data.password)
      formRef.current?.reset()
    } catch (error) {
      setProblem(authProblem(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void handleSubmit(e)} className="grid gap-4" aria-busy={busy}>
      <AuthField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={credentialMessages.passwordHint}
        reason={reasons.password}
        disabled={busy}
      />
      <AuthField
        label="Confirm new password"
        name="confirmation"
        type="password"
        autoComplete="new-password"
        reason={reasons.confirmation}
        disabled={busy}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
