import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { emailFieldProps } from '@/features/auth/lib/email-field'
import { TextField } from '@/components/ui/field'
import { SectionHeading } from '@/components/ui/section-heading'
import { FormProblem } from '@/features/auth/components/form-problem'
import { useRequestPasswordReset } from '@/features/auth/api/password'
import { recoveryTexts } from '@/features/auth/messages'
import { resetRequestSchema } from '@/features/auth/schemas'

/**
 * "Forgot password?" on /auth (docs/product.md §2 /auth, §4 "Auth page"): her e-mail, "Send reset link", then one
 * neutral sentence whether or not the address has an account (no account enumeration). A refused address shows its
 * reason beside the field; a rate limit says to wait a few minutes. `notice`: why she is here (an expired link).
 */
export function ForgotPasswordForm({ notice, onBack }: { notice?: string | undefined; onBack: () => void }) {
  const request = useRequestPasswordReset()
  const [reason, setReason] = useState<string>()
  // Once a link was sent the sentence stays, also while another is sent or refused.
  const [sent, setSent] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const busy = request.isPending

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = resetRequestSchema.safeParse({ email: new FormData(event.currentTarget).get('email') })
    if (!parsed.success) {
      request.reset()
      setReason(parsed.error.issues[0]?.message)
      emailRef.current?.focus()
      return
    }
    setReason(undefined)
    request.mutate(parsed.data.email, { onSuccess: () => setSent(true) })
  }

  return (
    <div className="grid gap-5">
      <SectionHeading title={recoveryTexts.forgotTitle} intro={recoveryTexts.forgotIntro} />
      {notice ? <FormProblem>{notice}</FormProblem> : null}
      <div role="status">
        {sent ? (
          <p className="rounded-lg border border-emerald-700/30 bg-emerald-50 px-3 py-2 text-emerald-900">{recoveryTexts.sent}</p>
        ) : null}
      </div>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-busy={busy}>
        <TextField ref={emailRef} {...emailFieldProps} error={reason} disabled={busy} />
        <FormProblem error={request.error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? recoveryTexts.sending : sent ? recoveryTexts.sendAgain : recoveryTexts.send}
        </Button>
      </form>
      <Button type="button" variant="outline" className="w-full" onClick={onBack}>
        {recoveryTexts.back}
      </Button>
    </div>
  )
}
