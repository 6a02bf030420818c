import { lazy, Suspense } from 'react'

const AccountSection = lazy(() => import('@/features/auth/components/account/account-section'))

/**
 * The /admin "Account" section as a chunk of its own (with the QR encoder), loaded when she opens the section
 * (docs/architecture.md "Lazy loading").
 */
export function LazyAccountSection() {
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <AccountSection />
    </Suspense>
  )
}
