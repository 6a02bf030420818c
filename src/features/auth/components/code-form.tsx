import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { AuthField } from '@/features/auth/components/auth-field'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { normalizeCode } from '@/features/auth/lib/two-step'
import { authProblems } from '@/features/auth/messages'

/**
 * The 6-digit code of her authenticator app (docs/product.md §2 /auth, §4): a field labelled "Code" (numeric keypad,
 * the phone's one-time-code autofill) and a confirm button. A code that is not six digits is refused beside the field
 * without a request; a code the backend refuses (`onCode` throws) shows its reason in plain words (a wrong code, a
 * rate limit) and the field is cleared for the next try.
 */
export function CodeForm({
  onCode,
  submitLabel,
  busyLabel = 'Checking...',
}: {
  onCode: (code: string) => Promise<void>
  submitLabel: string
  busyLabel?: string
}) {
  const [reason, setReason] = useState<string>()
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('code')
    const code = normalizeCode(typeof typed === 'string' ? typed : '')
    if (!code) {
      setReason(authProblems.codeFormat)
      inputRef.current?.focus()
      return
    }
    setBusy(true)
    setReason(undefined)
    try {
      await onCode(code)
    } catch (error) {
      setReason(authProblem(error))
      if (inputRef.current) inputRef.current.value = ''
      inputRef.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="grid gap-4" aria-busy={busy}>
      <AuthField
        ref={inputRef}
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={9}
        reason={reason}
        disabled={busy}
        onChange={() => setReason(undefined)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
