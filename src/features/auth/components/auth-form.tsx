import { useId, useRef, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useSignIn } from '@/features/auth/api/sign-in'
import { useSignUp } from '@/features/auth/api/sign-up'
import { ALREADY_REGISTERED_MARKER, authToasts } from '@/features/auth/messages'
import { credentialsSchema, type Credentials } from '@/features/auth/schemas'
import { toast } from '@/hooks/use-toast'

/** A labelled, required input. */
function Field({ label, id, ...props }: React.ComponentProps<typeof Input> & { id: string; label: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} required {...props} />
    </div>
  )
}

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

/** Error text for a toast; the backend's message when there is one. */
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error')

function toastSignUpError(error: unknown) {
  const message = messageOf(error)
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
  const id = useId()
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
          description: messageOf(error),
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
      <Field
        ref={emailRef}
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        disabled={busy}
      />
      <Field
        ref={passwordRef}
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete={text.autoComplete}
        placeholder={mode === 'sign-up' ? 'At least 6 characters' : 'Your password'}
        disabled={busy}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? text.busy : text.submit}
      </Button>
    </form>
  )
}
