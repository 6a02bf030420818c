import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { RouteHead } from '@/app/route-head'
import { MobileBookBar } from '@/components/layout/mobile-book-bar'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { WhatsAppFab } from '@/components/layout/whatsapp-fab'
import { WelcomeOffer } from '@/features/welcome-offer/welcome-offer'
import { useToastLayerNeeded } from '@/hooks/use-toast'

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/** The one toast layer (decisions 10), loaded on the first toast: only /auth and /admin raise any. */
function ToastLayer() {
  const needed = useToastLayerNeeded()
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

/**
 * Owns all global chrome (spec §2, style.md §2): pages never render any of it. One toast layer
 * (decisions 10).
 */
export function RootLayout() {
  return (
    <>
      <RouteHead />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileBookBar />
      <WhatsAppFab />
      <WelcomeOffer />
      <ToastLayer />
    </>
  )
}
