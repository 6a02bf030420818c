import { AdminDashboard } from '@/features/gallery/components/admin-dashboard'
import { RequireAdmin } from '@/features/auth/components/require-admin'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'

/** /admin: the gallery manager behind the admin check (docs/product.md §2, §4, §6). Lazy route. */
export default function AdminPage() {
  return (
    <BackendQueryProvider>
      <RequireAdmin>
        <AdminDashboard actions={<SignOutButton />} />
      </RequireAdmin>
    </BackendQueryProvider>
  )
}
