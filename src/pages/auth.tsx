import { AuthPanel } from '@/features/auth/components/auth-panel'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'

/** /auth: sign in / sign up (docs/product.md §2). Lazy route: supabase-js and react-query load only here. */
export default function AuthPage() {
  return (
    <BackendQueryProvider>
      <AuthPanel />
    </BackendQueryProvider>
  )
}
