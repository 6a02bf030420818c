import { lazy, Suspense } from 'react'
import { useToastLayerNeeded } from '@/hooks/use-toast'

// Plain React.lazy, not lazyUi (src/lib/lazy-ui.tsx): /auth and /admin link the full stylesheet normally.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/**
 * The one toast layer (docs/decisions.md #10), loaded on the first toast. Only /auth and /admin raise toasts, so the
 * root layout mounts this module (and the toast store with it) on those screens only, never in a public page's first
 * load (docs/architecture.md "Budgets").
 */
export default function ToastLayer() {
  const needed = useToastLayerNeeded()
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
