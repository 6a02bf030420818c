import { useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { emailFieldProps } from '@/features/auth/lib/email-field'
import { TextField } from '@/components/ui/field'
import { useSignIn } from '@/features/auth/api/sign-in'
import { useSignUp } from '@/features/auth/api/sign-up'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { ALREADY_REGISTERED_MARKER, authToasts } from '@/features/auth/messages'
import { credentialMessages, credentialsSchema, type Credentials } from '@/features/auth/schemas'
import { toast } from '@/hooks/use-toast'

export type AuthMode = 'sign-in' | 'sign-up'

const labels = {
  'sign-in': {
    submit: 'Sign In',
    busy: 'Signing in...',
    autoComplete: 'current-password',
  },
  'sign-up': {
    submit: 'Sign Up',
    busy: 'Creating account...',
    autoComplete: 'new-password',
  },
} as const

/** A sign-up error's toast: "Account exists" for a taken address, else "Sign up failed" with the reason. */
function toastSignUpError(error: unknown) {
  const message = authProblem(error)
  if (message.toLowerCase().includes(ALREADY_REGISTERED_MARKER)) {
    toast({ ...authToasts.accountExists, variant: 'destructive' })
  } else {
    toast({
      ...authToasts.signUpFailed,
      description: message,
      variant: 'destructive',
    })
  }
}

/**
 * The e-mail and password form of both /auth tabs (docs/product.md §2, §5, §8; docs/architecture.md). Validates with the
 * shared zod schema and toasts only the first problem; the browser's own validation bubbles are off
 * (`noValidate`) so every visitor sees the same catalogue messages, while `required` still tells
 * assistive technology both fields are mandatory. Fields and button are disabled while busy.
 */
export function AuthForm({ mode }: { mode: AuthMode }) {
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const signIn = useSignIn()
  const signUp = useSignUp()
  const busy = (mode === 'sign-in' ? signIn : signUp).isPending
  const text = labels[mode]

  async function submit(credentials: Credentials) {
    if (mode === 'sign-in') {
      try {
        await signIn.mutateAsync(credentials)
      } catch (error) {
        toast({
          ...authToasts.signInFailed,
          description: authProblem(error),
          variant: 'destructive',
        })
      }
      return
    }
    try {
      const { signedIn } = await signUp.mutateAsync(credentials)
      // No session: the address must be confirmed first, so the visitor stays on /auth.
      toast(signedIn ? authToasts.accountCreated : authToasts.confirmEmail)
    } catch (error) {
      toastSignUpError(error)
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = credentialsSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    })
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      toast({
        ...authToasts.validationError,
        description: issue?.message,
        variant: 'destructive',
      })
      ;(issue?.path[0] === 'password' ? passwordRef : emailRef).current?.focus()
      return
    }
    void submit(parsed.data)
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5" aria-busy={busy}>
      <TextField ref={emailRef} {...emailFieldProps} disabled={busy} />
      <TextField
        announce
        required
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete={text.autoComplete}
        placeholder={mode === 'sign-up' ? credentialMessages.passwordHint : 'Your password'}
        disabled={busy}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? text.busy : text.submit}
      </Button>
    </form>
  )
}
