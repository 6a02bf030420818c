import { useRef, useState, type FormEvent } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { normalizeCode } from '@/features/auth/lib/two-step'
import { authProblems } from '@/features/auth/messages'

/** What the form needs of a code check: a react-query mutation taking the six digits (src/features/auth/api/two-step.ts). */
type CodeCheck = Pick<UseMutationResult<void, Error, string>, 'mutate' | 'isPending' | 'error' | 'reset'>

/**
 * The 6-digit code of her authenticator app (docs/product.md §2 /auth, §4): a field labelled "Code" (numeric keypad,
 * the phone's one-time-code autofill) and a confirm button. A code that is not six digits is refused beside the field
 * without a request; a code `check` refuses shows its reason in plain words (a wrong code, a rate limit) and the field
 * is cleared for the next try. Busy while `check` is pending.
 */
export function CodeForm({ check, submitLabel, busyLabel = 'Checking...' }: { check: CodeCheck; submitLabel: string; busyLabel?: string }) {
  const [formatReason, setFormatReason] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)
  const busy = check.isPending
  const reason = formatReason ?? (check.error ? authProblem(check.error) : undefined)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('code')
    const code = normalizeCode(typeof typed === 'string' ? typed : '')
    if (!code) {
      setFormatReason(authProblems.codeFormat)
      inputRef.current?.focus()
      return
    }
    setFormatReason(undefined)
    check.mutate(code, {
      onError: () => {
        if (inputRef.current) inputRef.current.value = ''
        inputRef.current?.focus()
      },
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-busy={busy}>
      <TextField
        announce
        required
        ref={inputRef}
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={9}
        error={reason}
        disabled={busy}
        onChange={() => {
          setFormatReason(undefined)
          if (check.error) check.reset()
        }}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
