import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AuthForm } from '@/features/auth/components/auth-form'
import { useRedirectWhenSignedIn } from '@/features/auth/hooks/use-redirect-when-signed-in'

/** The /auth screen (docs/product.md §2): 'Welcome', Sign In and Sign Up tabs, redirect to / once signed in. */
export function AuthPanel() {
  useRedirectWhenSignedIn()
  return (
    <section className="px-4 py-12 sm:py-20" aria-labelledby="auth-title">
      <div className="shadow-plum/5 mx-auto w-full max-w-md rounded-2xl border border-rose-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="mb-6 text-center">
          <h1 id="auth-title" className="font-display text-plum text-3xl">
            Welcome
          </h1>
          <p className="text-ink/75 mt-2">Sign in to access admin features</p>
        </header>
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <AuthForm mode="sign-in" />
          </TabsContent>
          <TabsContent value="sign-up">
            <AuthForm mode="sign-up" />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  )
}
