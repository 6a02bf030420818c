import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { useSignOut } from '@/features/auth/api/sign-out'
import { useVerifySignInCode } from '@/features/auth/api/two-step'
import { SectionHeading } from '@/components/ui/section-heading'
import { AuthForm } from '@/features/auth/components/auth-form'
import { CodeForm } from '@/features/auth/components/code-form'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { NewPasswordForm } from '@/features/auth/components/new-password-form'
import { useAuthStep } from '@/features/auth/hooks/use-auth-step'
import { accountToasts, authProblems, checkingSessionText, codeStepTexts, recoveryTexts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'

/** A wait of /auth, said to assistive technology as a status. */
function Waiting({ text }: { text: string }) {
  return (
    <p role="status" className="text-ink/75 text-center">
      {text}
    </p>
  )
}

/** The current step's content (docs/product.md §2 /auth). */
function AuthStepView() {
  const { step, setStep, recheck } = useAuthStep()
  const navigate = useNavigate()
  const verifyCode = useVerifySignInCode(recheck)
  const signOut = useSignOut()
  switch (step.name) {
    case 'forgot':
      return (
        <ForgotPasswordForm notice={step.expiredLink ? authProblems.linkExpired : undefined} onBack={() => setStep({ name: 'sign-in' })} />
      )
    case 'checking-session':
      return <Waiting text={checkingSessionText} />
    case 'checking-link':
      return <Waiting text={recoveryTexts.checkingLink} />
    case 'code':
      return (
        <div className="grid gap-5">
          <SectionHeading title={codeStepTexts.title} intro={codeStepTexts.intro} />
          <CodeForm check={verifyCode} submitLabel={codeStepTexts.submit} />
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => signOut.mutate(undefined, { onSettled: () => setStep({ name: 'sign-in' }) })}
          >
            {codeStepTexts.cancel}
          </Button>
        </div>
      )
    case 'new-password':
      return (
        <div className="grid gap-5">
          <SectionHeading title={recoveryTexts.newPasswordTitle} intro={recoveryTexts.newPasswordIntro} />
          <NewPasswordForm
            submitLabel={recoveryTexts.save}
            onSaved={() => {
              toast(accountToasts.passwordSaved)
              void navigate(paths.admin.path, { replace: true })
            }}
          />
        </div>
      )
    case 'sign-in':
      return (
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <div className="grid gap-3">
              <AuthForm mode="sign-in" />
              <Button type="button" variant="outline" className="w-full" onClick={() => setStep({ name: 'forgot', expiredLink: false })}>
                {recoveryTexts.forgotLink}
              </Button>
            </div>
          </TabsContent>
          <TabsContent value="sign-up">
            <AuthForm mode="sign-up" />
          </TabsContent>
        </Tabs>
      )
  }
}

/**
 * The /auth screen (docs/product.md §2): 'Welcome', then the current step, once the stored session is known (until then
 * a status, docs/decisions.md #383): the Sign In and Sign Up tabs (with "Forgot password?"), the reset request, the
 * 6-digit code when two-step sign-in is on, or the new password after the recovery link. Signed in with nothing left to
 * ask, the visitor goes to / (after a new password: /admin).
 */
export function AuthPanel() {
  return (
    <section className="px-4 py-12 sm:py-20" aria-labelledby="auth-title">
      <div className="shadow-brand/5 border-accent-200 mx-auto w-full max-w-md rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
        <header className="mb-6 text-center">
          <h1 id="auth-title" className="font-display text-brand text-3xl">
            Welcome
          </h1>
          <p className="text-ink/75 mt-2">Sign in to access admin features</p>
        </header>
        <AuthStepView />
      </div>
    </section>
  )
}
